import { describe, expect, it } from 'vitest';
import { liquefiedSandCurve, rollinsA, rollinsB, rollinsC, rollinsDiameterFactor } from './liquefied-sand';

// Rollins et al. (2005) JGGE 131(1); py-models.md §7. The curve itself: py-curves.json.
describe('liquefied sand (Rollins et al. 2005)', () => {
  it('P_d = 3.81 ln b + 5.6: 1.012864 at 0.3 m, 3.653754 at 0.6 m; clamped above 2.6 m; linear below 0.3 m', () => {
    expect(rollinsDiameterFactor(0.3)).toBeCloseTo(1.0128636, 6);
    expect(rollinsDiameterFactor(0.6)).toBeCloseTo(3.6537544, 6);
    expect(rollinsDiameterFactor(3)).toBe(rollinsDiameterFactor(2.6));
    expect(rollinsDiameterFactor(0.15)).toBeCloseTo(0.5 * 1.0128636, 6);
  });
  it('z = 4 m: p / P_d capped at 15 kN/m beyond y = 67.839 mm (A (B y)^C = 15)', () => {
    const c = liquefiedSandCurve({ z_m: 4, b_m: 0.6 });
    const yu_mm = (15 / rollinsA(4)) ** (1 / rollinsC(4)) / rollinsB(4);
    expect(yu_mm).toBeCloseTo(67.83897, 4);
    expect(c.p(0.1) / 1e3).toBeCloseTo(15 * 3.6537544, 5);
    expect(c.pLarge_N_per_m / 1e3).toBeCloseTo(15 * 3.6537544, 5);
  });
  it('z = 0.5 m: capped at y = 150 mm (before reaching 15 kN/m at 191 mm)', () => {
    const c = liquefiedSandCurve({ z_m: 0.5, b_m: 0.6 });
    expect(c.p(0.2)).toBe(c.p(0.15));
    expect(c.p(0.15) / 3.6537544 / 1e3).toBeLessThan(15);
  });
  it('warns for a solar-post width (0.1 m) outside the calibrated 0.3-2.6 m', () => {
    expect(liquefiedSandCurve({ z_m: 1, b_m: 0.1 }).warnings[0]?.code).toBe('liquefied-sand-width');
    expect(liquefiedSandCurve({ z_m: 1, b_m: 0.6 }).warnings).toHaveLength(0);
  });
});
