import { describe, expect, it } from 'vitest';
import { weakRockAlphaR, weakRockCurve, weakRockKir, weakRockUltimate_N_per_m } from './weak-rock';

// Reese (1997) JGGE 123(11); py-models.md §6. The refcase table never reaches the linear branch,
// so it is worked here: q_u = 5 MPa, E_ir = 20 MPa, RQD = 50 %, k_rm = 0.0005, b = 0.3 m, x_r = 0.3 m.
describe('weak rock - hand calculation (Reese 1997)', () => {
  // alpha_r = 1 - (2/3)(0.5) = 2/3 ; p_ur = 2/3 x 5000 x 0.3 x (1 + 1.4 x 1) = 2400 kN/m
  // k_ir = 100 + 400 x 0.3/0.9 = 233.33 ; K_ir = 4.6667e6 kN/m² ; y_rm = 0.00015 m
  // y_A = [2400 / (2 x 0.00015^0.25 x 4.6667e6)]^(4/3) = 0.00030775 m
  const input = { qu_Pa: 5e6, Erm_Pa: 20e6, rqd_pct: 50, krm: 0.0005, xr_m: 0.3, b_m: 0.3 };
  const c = weakRockCurve(input);
  it('alpha_r, p_ur, k_ir', () => {
    expect(weakRockAlphaR(50)).toBeCloseTo(2 / 3, 14);
    expect(weakRockUltimate_N_per_m(5e6, 50, 0.3, 0.3)).toBeCloseTo(2.4e6, 6);
    expect(weakRockKir(0.3, 0.3)).toBeCloseTo(233.3333333, 6);
    expect(weakRockUltimate_N_per_m(5e6, 50, 2, 0.3)).toBeCloseTo(5.2 * 1e6, 6);
    expect(weakRockKir(2, 0.3)).toBe(500);
  });
  it.each([
    [1e-4, 466.666667], // K_ir y (y < y_A)
    [1e-3, 1928.228205], // (p_ur/2)(y/y_rm)^0.25
    [3e-3, 2400], // p_ur (y >= 16 y_rm = 0.0024)
  ])('p(%f m) = %f kN/m', (y, p) => expect(c.p(y) / 1e3).toBeCloseTo(p, 5));
  it('continuous at y_A = 0.00030775 m', () => {
    const yA = 0.00030775293287;
    expect(c.p(yA) / 1e3).toBeCloseTo(4.6666667e6 * yA, 3);
    expect(c.p(yA) / 1e3).toBeCloseTo(1200 * (yA / 0.00015) ** 0.25, 3);
  });
  it('warns when k_rm is outside 0.00005-0.0005', () => {
    expect(weakRockCurve({ ...input, krm: 0.001 }).warnings[0]?.code).toBe('weak-rock-krm-range');
  });
});
