/**
 * Seismic: hand calculations per ASCE 7 (chapter 11 site values, §12.8.1.1 and §15.4.1
 * coefficient, §12.4.2.2 Ev, §12.7.2 snow in the seismic weight), written out beside each check.
 */
import { describe, expect, it } from 'vitest';
import { seismicImportanceFactor, snowImportanceFactor } from './importance';
import { seismicResponseCoefficient, verticalSeismicEffect } from './seismic-coefficient';
import { flatRoofSnowLoad_Pa, PA_PER_PSF, seismicSnowFraction } from './seismic-weight';
import { spectralValues } from './site-parameters';

describe('site values (ASCE 7-16 §11.4.4-11.4.5)', () => {
  it('SDS, SD1 from Ss, S1 with Fa, Fv', () => {
    // SMS = Fa·Ss = 1.0 × 1.2 = 1.2 g; SDS = 2/3 × 1.2 = 0.8 g          (Eq. 11.4-1, 11.4-3)
    // SM1 = Fv·S1 = 1.85 × 0.45 = 0.8325 g; SD1 = 2/3 × 0.8325 = 0.555 g (Eq. 11.4-2, 11.4-4)
    const r = spectralValues({ Ss: 1.2, S1: 0.45, Fa: 1.0, Fv: 1.85 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.SMS).toBeCloseTo(1.2, 12);
    expect(r.value.SDS).toBeCloseTo(0.8, 12);
    expect(r.value.SM1).toBeCloseTo(0.8325, 12);
    expect(r.value.SD1).toBeCloseTo(0.555, 12);
    expect(r.value.S1).toBe(0.45);
  });
  it('takes SMS/SM1 or SDS/SD1 as given, design values first', () => {
    const fromMce = spectralValues({ SMS: 0.9, SM1: 0.6 });
    // 2/3 × 0.9 = 0.6; 2/3 × 0.6 = 0.4
    expect(fromMce.ok && fromMce.value.SDS).toBeCloseTo(0.6, 12);
    expect(fromMce.ok && fromMce.value.SD1).toBeCloseTo(0.4, 12);
    const given = spectralValues({ SDS: 0.5, SD1: 0.3, SMS: 9, Ss: 9, Fa: 9 });
    expect(given.ok && [given.value.SDS, given.value.SD1]).toEqual([0.5, 0.3]);
  });
  it('says what is missing', () => {
    expect(spectralValues({ Ss: 1.0, SD1: 0.3 })).toEqual({
      ok: false,
      message: 'SDS needs SDS, SMS, or Ss with Fa',
    });
  });
});

describe('importance factors (Table 1.5-2)', () => {
  it.each([
    [1, 1.0, 0.8],
    [2, 1.0, 1.0],
    [3, 1.25, 1.1],
    [4, 1.5, 1.2],
  ] as const)('Risk Category %i: Ie = %f, Is = %f', (rc, Ie, Is) => {
    expect(seismicImportanceFactor(rc)).toBe(Ie);
    expect(snowImportanceFactor(rc)).toBe(Is);
  });
});

describe('Cs for a nonbuilding structure not similar to buildings', () => {
  it('Eq. 12.8-2 when no period is given', () => {
    // Cs = SDS/(R/Ie) = 0.8/(1.25/1.0) = 0.64
    const r = seismicResponseCoefficient({ SDS: 0.8, SD1: 0.555, S1: 0.45, R: 1.25, Ie: 1.0 });
    expect(r.Cs).toBeCloseTo(0.64, 12);
    expect(r.governing).toBe('Eq. 12.8-2');
  });
  it('upper limit Eq. 12.8-3 (T ≤ TL)', () => {
    // base 0.8/1.25 = 0.64; upper SD1/(T·R/Ie) = 0.2/(0.5 × 1.25) = 0.32 → Cs = 0.32
    const r = seismicResponseCoefficient({ SDS: 0.8, SD1: 0.2, S1: 0.1, R: 1.25, Ie: 1.0, T_s: 0.5 });
    expect(r.Cs).toBeCloseTo(0.32, 12);
    expect(r.governing).toBe('Eq. 12.8-3');
  });
  it('upper limit Eq. 12.8-4 (T > TL), and T > 4 s without TL refused', () => {
    // SD1·TL/(T²·R/Ie) = 0.4 × 4/(25 × 2) = 0.032; lower 0.044 × 0.5 × 1 = 0.022 → floor 0.03; Cs = 0.032
    const r = seismicResponseCoefficient({ SDS: 0.5, SD1: 0.4, S1: 0.2, R: 2, Ie: 1, T_s: 5, TL_s: 4 });
    expect(r.Cs).toBeCloseTo(0.032, 12);
    expect(r.governing).toBe('Eq. 12.8-4');
    expect(() => seismicResponseCoefficient({ SDS: 0.5, SD1: 0.4, S1: 0.2, R: 2, Ie: 1, T_s: 5 })).toThrow(
      'give TL',
    );
  });
  it('lower limit Eq. 15.4-1 (0.044·SDS·Ie, not less than 0.03) vs Eq. 12.8-5 (not less than 0.01)', () => {
    // base 0.2/8 = 0.025; upper 0.1/(1.0 × 8) = 0.0125
    // §15.4.1 item 2: max(0.044 × 0.2 × 1.0 = 0.0088, 0.03) = 0.03 → governs
    const nb = seismicResponseCoefficient({ SDS: 0.2, SD1: 0.1, S1: 0.08, R: 8, Ie: 1.0, T_s: 1.0 });
    expect(nb.Cs).toBeCloseTo(0.03, 12);
    expect(nb.governing).toBe('Eq. 15.4-1');
    // §12.8.1.1: max(0.0088, 0.01) = 0.01 < 0.0125 → the upper limit governs
    const b = seismicResponseCoefficient({
      SDS: 0.2,
      SD1: 0.1,
      S1: 0.08,
      R: 8,
      Ie: 1.0,
      T_s: 1.0,
      lowerLimits: '12.8',
    });
    expect(b.Cs).toBeCloseTo(0.0125, 12);
    expect(b.governing).toBe('Eq. 12.8-3');
  });
  it('lower limit Eq. 15.4-2 (0.8·S1/(R/Ie), S1 ≥ 0.6 g) vs Eq. 12.8-6 (0.5·S1/(R/Ie))', () => {
    // R/Ie = 3/1.25 = 2.4; base 1.0/2.4 = 0.41667; upper 0.6/(2.0 × 2.4) = 0.125
    // Eq. 15.4-1: 0.044 × 1.0 × 1.25 = 0.055; Eq. 15.4-2: 0.8 × 0.75/2.4 = 0.25 → Cs = 0.25
    const input = { SDS: 1.0, SD1: 0.6, S1: 0.75, R: 3, Ie: 1.25, T_s: 2.0 };
    const nb = seismicResponseCoefficient(input);
    expect(nb.Cs).toBeCloseTo(0.25, 12);
    expect(nb.governing).toBe('Eq. 15.4-2');
    // Eq. 12.8-6: 0.5 × 0.75/2.4 = 0.15625
    const b = seismicResponseCoefficient({ ...input, lowerLimits: '12.8' });
    expect(b.Cs).toBeCloseTo(0.15625, 12);
    expect(b.governing).toBe('Eq. 12.8-6');
  });
  it('S1 < 0.6 g: no S1 limit; unknown S1 is reported', () => {
    const r = seismicResponseCoefficient({ SDS: 1.0, SD1: 0.6, S1: null, R: 3, Ie: 1.25, T_s: 2.0 });
    expect(r.Cs).toBeCloseTo(0.125, 12);
    expect(r.notes).toContain('S1 not given: the S1 ≥ 0.6 g lower limit could not be checked.');
  });
  it('rigid (T < 0.06 s): V = 0.30·SDS·W·Ie (Eq. 15.4-5)', () => {
    // 0.30 × 0.8 × 1.25 = 0.3
    const r = seismicResponseCoefficient({ SDS: 0.8, SD1: 0.4, S1: 0.3, R: 1.25, Ie: 1.25, T_s: 0.05 });
    expect(r.Cs).toBeCloseTo(0.3, 12);
    expect(r.governing).toBe('Eq. 15.4-5');
  });
});

it('Ev = 0.2·SDS·D (Eq. 12.4-4a): 0.2 × 0.8 × 10 kN = 1.6 kN', () => {
  expect(verticalSeismicEffect(0.8, 10_000)).toBeCloseTo(1600, 9);
});

describe('snow in the seismic weight (§12.7.2 item 4)', () => {
  it('7-16: pf = 0.7·Ce·Ct·Is·pg; 20 % when pf > 30 psf', () => {
    // pg = 60 psf: pf = 0.7 × 1.0 × 1.2 × 1.0 × 60 = 50.4 psf > 30 → 0.20
    const pf = flatRoofSnowLoad_Pa({ code: 'ASCE 7-16', pg_Pa: 60 * PA_PER_PSF, Is: 1.0 });
    expect(pf / PA_PER_PSF).toBeCloseTo(50.4, 9);
    expect(seismicSnowFraction('ASCE 7-16', pf)).toBe(0.2);
    // pg = 30 psf: pf = 25.2 psf ≤ 30 → 0
    const low = flatRoofSnowLoad_Pa({ code: 'ASCE 7-16', pg_Pa: 30 * PA_PER_PSF, Is: 1.0 });
    expect(seismicSnowFraction('ASCE 7-16', low)).toBe(0);
  });
  it('7-22: no Is; 15 % when pf > 45 psf', () => {
    // pg = 60 psf: pf = 0.7 × 1.0 × 1.2 × 60 = 50.4 psf > 45 → 0.15 (Is = 1.2 ignored)
    const pf = flatRoofSnowLoad_Pa({ code: 'ASCE 7-22', pg_Pa: 60 * PA_PER_PSF, Is: 1.2 });
    expect(pf / PA_PER_PSF).toBeCloseTo(50.4, 9);
    expect(seismicSnowFraction('ASCE 7-22', pf)).toBe(0.15);
    expect(seismicSnowFraction('ASCE 7-22', 40 * PA_PER_PSF)).toBe(0);
  });
  it('1 psf = 47.880259 Pa', () => expect(PA_PER_PSF).toBeCloseTo(47.880259, 6));
});
