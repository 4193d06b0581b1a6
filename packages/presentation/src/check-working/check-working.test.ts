import { describe, expect, it } from 'vitest';
import { checkWorking } from './check-working';

describe('the working of a check', () => {
  it('shows the frost check in kips and feet, with its basis, as an engineer recomputes it', () => {
    const rows = checkWorking(
      {
        perimeter_m: 0.608584,
        perimeterBasis: 'box perimeter 2(d + bf)',
        skinUpBelowFrost_nominal_N: 74551.54,
        factor: 0.5,
        deadLoad_N: 3896.7256,
        extendedBelowTable: false,
      },
      'imperial',
    );
    expect(rows).toEqual([
      // 0.608584 m / 0.3048 = 1.99666 ft
      { label: 'Perimeter', value: '1.997 ft' },
      { label: 'Perimeter taken as', value: 'box perimeter 2(d + bf)' },
      // 74 551.54 N / 4448.2216 N/kip = 16.760 kip
      { label: 'Skin friction up below the frost depth (nominal)', value: '16.76 kip' },
      { label: 'Resistance factor (φ or 1/FS)', value: '0.5' },
      // 3896.7256 / 4448.2216 = 0.87602 kip
      { label: 'Dead load holding the pile down', value: '0.876 kip' },
      { label: 'Table extended below its last row', value: 'No' },
    ]);
  });

  it('shows lengths of the cross-section in inches or mm, lengths along the pile in feet or metres', () => {
    const details = {
      Lb_m: 2.578,
      fixityFromEmbedment_m: 4.5,
      strongAxis: { rts_m: 0.026768, Lp_m: 0.97292 },
    };
    expect(checkWorking(details, 'imperial')).toEqual([
      // 2.578 m / 0.3048 = 8.458 ft
      { label: 'Lb (unbraced length)', value: '8.458 ft' },
      // 4.5 m / 0.3048 = 14.76 ft: the words of the source carry no number in SI
      { label: 'Fixity read on the pile of embedment', value: '14.76 ft' },
      // 0.026768 m / 0.0254 = 1.0539 in (0.08782 ft)
      { label: 'Strong axis: rts (effective radius of gyration)', value: '1.054 in' },
      // 0.97292 m / 0.3048 = 3.192 ft
      { label: 'Strong axis: Lp (limiting length, plastic)', value: '3.192 ft' },
    ]);
    expect(checkWorking(details, 'metric')[2]).toEqual({
      label: 'Strong axis: rts (effective radius of gyration)',
      value: '26.77 mm',
    });
  });

  it("names the pile's own first zero beside a fixity read on the deepest pile, in feet", () => {
    // 1.118 m / 0.3048 = 3.668 ft
    expect(checkWorking({ fixityStrong_m: 1.21, ownFirstZeroStrong_m: 1.118 }, 'imperial')).toEqual([
      // 1.21 m / 0.3048 = 3.970 ft, shown to 4 significant figures
      { label: 'Depth of fixity, strong axis', value: '3.97 ft' },
      {
        label:
          "This pile's own first zero of deflection, strong axis (for comparison; the depth of fixity above is read on the deepest pile)",
        value: '3.668 ft',
      },
    ]);
  });

  it('shows AISC section properties in in⁴ and stresses in ksi; nested axes are prefixed', () => {
    const rows = checkWorking(
      {
        Fcr_Pa: 137613912.855,
        strongAxis: { clause: 'AISC 360-16 F3', J_m4: 2.41449806e-8, Mp_Nm: 49663.499 },
      },
      'imperial',
    );
    expect(rows).toEqual([
      // 137 613 912.855 Pa / 6 894 757.29 Pa/ksi = 19.959 ksi
      { label: 'Fcr (critical stress)', value: '19.96 ksi' },
      { label: 'Strong axis: Clause', value: 'AISC 360-16 F3' },
      // 2.41449806e-8 m⁴ / 0.0254⁴ m⁴/in⁴ (4.16231e-7) = 0.058009 in⁴
      { label: 'Strong axis: J (torsional constant)', value: '0.05801 in⁴' },
      // 49 663.499 N·m / 1355.8179 N·m per kip·ft = 36.630 kip·ft
      { label: 'Strong axis: Mp (plastic moment)', value: '36.63 kip·ft' },
    ]);
  });

  it("gives E to 5 figures: 200 GPa is 29008 ksi, neither the 29010 of 4 nor AISC's 29,000", () => {
    // 200e9 Pa / 6,894,757.29 Pa per ksi = 29,007.55 ksi
    expect(checkWorking({ E_Pa: 200e9 }, 'imperial')).toEqual([
      { label: 'E (modulus of elasticity)', value: '29008 ksi' },
    ]);
    expect(checkWorking({ E_Pa: 29_000 * 6_894_757.293168361 }, 'imperial')[0]!.value).toBe('29000 ksi');
  });

  it('in metric: kN, m, MPa and mm²', () => {
    expect(
      checkWorking(
        { nominal_N: 83680.3, neglectTopSoil_m: 0.3, Fy_Pa: 344737864.66, Ae_m2: 0.0023187836 },
        'metric',
      ),
    ).toEqual([
      { label: 'Nominal resistance', value: '83.68 kN' },
      { label: 'Skin friction neglected above', value: '0.3 m' },
      { label: 'Fy (yield strength)', value: '344.7 MPa' },
      { label: 'Ae (effective area)', value: '2319 mm²' },
    ]);
  });

  it('an unknown key still reads as words', () => {
    expect(checkWorking({ someNewValue: 3 }, 'metric')).toEqual([{ label: 'Some new value', value: '3' }]);
  });
});
