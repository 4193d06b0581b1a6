import { describe, expect, it } from 'vitest';
import type { SteelSection } from '../sections/types';
import { catalogSections, sectionByName } from '../sections/catalog';
import { pipeSection } from '../sections/pipe';
import { corrodedSection } from './corroded-section';

const IN = 0.0254;

/** W6x9, AISC Shapes Database v16.0 (d 5.90, bf 3.94, tf 0.215, tw 0.170 in; A 2.68 in², Ix 16.4 in⁴ ...). */
function w6x9(shape: 'W' | 'user-W'): SteelSection {
  const d = 5.9 * IN;
  const bf = 3.94 * IN;
  const tf = 0.215 * IN;
  const tw = 0.17 * IN;
  // For 'user-W' the tabulated values are the plate values (no fillets).
  const h = d - 2 * tf;
  const plates = shape === 'user-W';
  const A = plates ? 2 * bf * tf + h * tw : 2.68 * IN ** 2;
  const Ix = plates ? (bf * d ** 3 - (bf - tw) * h ** 3) / 12 : 16.4 * IN ** 4;
  const Iy = plates ? (2 * tf * bf ** 3 + h * tw ** 3) / 12 : 2.2 * IN ** 4;
  return {
    name: 'W6x9',
    shape,
    family: 'W6',
    weight_N_per_m: 131.3,
    weight_lb_per_ft: 9,
    d_m: d,
    bf_m: bf,
    tf_m: tf,
    tw_m: tw,
    A_m2: A,
    Ix_m4: Ix,
    Iy_m4: Iy,
    Sx_m3: 5.56 * IN ** 3,
    Sy_m3: 1.11 * IN ** 3,
    Zx_m3: plates ? bf * tf * (d - tf) + (tw * h * h) / 4 : 6.23 * IN ** 3,
    Zy_m3: plates ? (tf * bf * bf) / 2 + (h * tw * tw) / 4 : 1.72 * IN ** 3,
    rx_m: Math.sqrt(Ix / A),
    ry_m: Math.sqrt(Iy / A),
    boxPerimeter_m: 2 * (d + bf),
    boxArea_m2: d * bf,
    source: 'AISC Shapes Database v16.0',
  };
}

describe('corroded W6x9 after 108 µm per face (FHWA, 86 µm zinc, 25 yr)', () => {
  it('plate section: A and Ix against a hand calculation from plates', () => {
    // x = 0.108 mm, 2x = 0.216 mm:
    // d' = 149.860 − 0.216 = 149.644 mm; bf' = 100.076 − 0.216 = 99.860 mm;
    // tf' = 5.461 − 0.216 = 5.245 mm;     tw' = 4.318 − 0.216 = 4.102 mm;
    // h' = d' − 2 tf' = 149.644 − 10.490 = 139.154 mm.
    // A' = 2 bf' tf' + h' tw' = 2 × 99.860 × 5.245 + 139.154 × 4.102
    //    = 1047.531 + 570.810 = 1618.341 mm² (2.508 in²).
    // Ix' = [bf' d'³ − (bf' − tw') h'³] / 12
    //     = [0.09986 × 0.0033510270 − 0.095758 × 0.0026945552] / 12 m⁴
    //     = [3.3463355e-4 − 2.5802522e-4] / 12 = 6.384028e-6 m⁴ (15.34 in⁴).
    const r = corrodedSection(w6x9('user-W'), 108e-6);
    expect(r.dimensions.d_m).toBeCloseTo(0.149644, 9);
    expect(r.dimensions.tf_m).toBeCloseTo(0.005245, 9);
    expect(r.section.A_m2 / 1618.341e-6).toBeCloseTo(1, 6);
    expect(r.section.Ix_m4 / 6.384028e-6).toBeCloseTo(1, 6);
    // Iy' = (2 tf' bf'³ + h' tw'³)/12 = (1.0446004e-5 + 9.605e-9)/12 = 8.71301e-7 m⁴.
    expect(r.section.Iy_m4 / 8.71301e-7).toBeCloseTo(1, 5);
    expect(r.section.Sx_m3).toBeCloseTo(r.section.Ix_m4 / (0.149644 / 2), 15);
    expect(r.section.boxPerimeter_m).toBeCloseTo(2 * (0.149644 + 0.09986), 12);
    expect(r.section.boxArea_m2).toBeCloseTo(0.149644 * 0.09986, 12);
  });

  it('rolled section keeps its fillet area: A = 2.68 − (2.6241 − 2.5084) in²', () => {
    // Plates of the nominal W6x9: 2 × 3.94 × 0.215 + (5.90 − 0.43) × 0.170 = 2.6241 in²,
    // so fillets add 2.68 − 2.6241 = 0.0559 in²; corroded A = 2.5084 + 0.0559 = 2.5643 in².
    const r = corrodedSection(w6x9('W'), 108e-6);
    expect(r.section.A_m2 / IN ** 2).toBeCloseTo(2.56433, 4);
    // Ix: plates 16.0140 → 15.3377 in⁴, so 16.4 − 0.6763 = 15.7237 in⁴.
    expect(r.section.Ix_m4 / IN ** 4).toBeCloseTo(15.7237, 3);
    expect(r.section.weight_N_per_m).toBeCloseTo(131.3 * (2.56433 / 2.68), 2);
  });

  it('zero loss returns the nominal properties', () => {
    const s = w6x9('W');
    const r = corrodedSection(s, 0);
    expect(r.section.A_m2).toBeCloseTo(s.A_m2, 15);
    expect(r.section.Zx_m3).toBeCloseTo(s.Zx_m3, 15);
  });

  it('a loss that eats the web throws', () => {
    expect(() => corrodedSection(w6x9('W'), 2.2e-3)).toThrow(/web/);
  });
});

describe('every catalogued W6/W8: properties fall steadily with the loss per face', () => {
  // Hand check, W6x9 at x = 0.5 mm: steel perimeter 2d + 4bf − 2tw = 2(149.86) + 4(100.08) − 2(4.32)
  // = 691.4 mm, so A falls by ≈ 691.4 × 0.5 = 345.7 mm² of 1729.0 mm² = 20.0 % (engine 19.9 %).
  const keys = ['A_m2', 'Ix_m4', 'Iy_m4', 'Sx_m3', 'Sy_m3', 'Zx_m3', 'Zy_m3', 'weight_N_per_m'] as const;
  it.each(catalogSections().map((s) => [s.name, s] as const))('%s', (_name, s) => {
    let prev: SteelSection = s;
    for (const x of [0.1e-3, 0.3e-3, 0.6e-3, 1.0e-3]) {
      const c = corrodedSection(s, x).section;
      for (const k of keys) expect(c[k]).toBeLessThan(prev[k]);
      prev = c;
    }
  });
  it('W6x9 at 0.5 mm per face loses ≈ 20 % of its area', () => {
    const s = sectionByName('W6x9');
    expect(1 - corrodedSection(s, 0.5e-3).section.A_m2 / s.A_m2).toBeCloseTo(0.2, 2);
  });
});

describe('corroded pipe: both faces lose x (soil outside and the plug inside an open driven pipe)', () => {
  // Hand calculation: OD 219.1 mm, t 6.35 mm, x = 0.5 mm per face → od' = 218.1 mm, t' = 5.35 mm.
  //   A' = π/4·(0.2181² − 0.2074²) = 0.0035757 m²
  //   I' = π/64·(0.2181⁴ − 0.2074⁴) = 0.0490874 · (2.262678e-3 − 1.850270e-3) = 2.0244e-5 m⁴
  const nominal = pipeSection({ od_m: 0.2191, t_m: 0.00635 }, 'PIPE 8 STD');
  const r = corrodedSection(nominal, 0.0005);

  it('A and I against the hand calculation', () => {
    const od = 0.2181;
    const id = od - 2 * 0.00535;
    expect(r.section.A_m2).toBeCloseTo((Math.PI / 4) * (od ** 2 - id ** 2), 10);
    expect(r.section.A_m2).toBeCloseTo(0.0035757, 6);
    expect(r.section.Ix_m4).toBeCloseTo((Math.PI / 64) * (od ** 4 - id ** 4), 12);
    expect(r.section.Ix_m4 / 2.0244e-5).toBeCloseTo(1, 3);
    expect(r.section.Iy_m4).toBe(r.section.Ix_m4);
  });

  it('states its rule and keeps the nominal section name in its own', () => {
    expect(r.rule).toMatch(/od−2x, t−2x/);
    expect(r.section.name).toMatch(/^PIPE 8 STD corroded 0\.500 mm\/face/);
    expect(r.section.shape).toBe('pipe');
  });

  it('a loss that eats the wall throws', () => {
    expect(() => corrodedSection(nominal, 0.0032)).toThrow(/consumes the wall/);
  });
});

describe('torsional constant of a corroded AISC shape', () => {
  it('W6x9 at 0.5 mm per face: J′ = J_table − (J_plates − J′_plates) = 0.0405 − (0.035063 − 0.018181) = 0.023618 in⁴', () => {
    // x = 0.019685 in: tf′ 0.175630, tw′ 0.130630, d′ 5.860630, bf′ 3.900630 in
    // J′_plates = (2 × 3.90063 × 0.17563³ + (5.86063 − 2 × 0.17563) × 0.13063³)/3 = (0.042263 + 0.012281)/3 = 0.018181
    const corroded = corrodedSection(sectionByName('W6x9'), 0.0005).section;
    expect(corroded.J_m4! / IN ** 4).toBeCloseTo(0.023618, 4);
  });
});
