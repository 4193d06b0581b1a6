import { describe, expect, it } from 'vitest';
import { matlockCurve, matlockDepthRatio, matlockY50_m } from './soft-clay-matlock';
import { Y_SECANT_BELOW_m } from './curve-utils';

// Matlock (1970) OTC 1204; py-models.md §2. Static table is in py-curves.json (validation test).
const base = { su_Pa: 20e3, eps50: 0.02, J: 0.5, b_m: 0.1 };

describe('Matlock soft clay, cyclic (Matlock 1970) - hand calculation', () => {
  // z = 0.25 m, gamma' = 7 kN/m³: sigma'v = 1.75 kPa, p_u = 8.675 kN/m, y50 = 2.5 x 0.02 x 0.1 = 5 mm
  // z_r = 6 c b / (gamma' b + J c) = 6 x 20 x 0.1 / (0.7 + 10) = 1.121495 m ; z/z_r = 0.222917
  const c = matlockCurve({ ...base, sigmaV_Pa: 1750, z_m: 0.25, loading: 'cyclic' });
  it('z/z_r = 0.25 / 1.121495', () => {
    expect(matlockDepthRatio(20e3, 1750, 0.5, 0.25, 0.1)).toBeCloseTo(0.25 / 1.1214953, 6);
  });
  it('y <= 3 y50: static shape, p(5 mm) = 0.5 p_u = 4.3375 kN/m', () => {
    expect(c.p(0.005)).toBeCloseTo(4337.5, 6);
  });
  it('y = 9 y50: halfway between 0.72 p_u = 6.246 and 0.72 p_u z/z_r = 1.392352 -> 3.819176 kN/m', () => {
    expect(c.p(0.045) / 1e3).toBeCloseTo((6.246 + 6.246 * 0.2229167) / 2, 5);
  });
  it('y >= 15 y50: residual 0.72 p_u z/z_r = 1.392352 kN/m', () => {
    expect(c.p(0.075) / 1e3).toBeCloseTo(6.246 * 0.2229167, 5);
    expect(c.p(1) / 1e3).toBeCloseTo(6.246 * 0.2229167, 5);
    expect(c.pLarge_N_per_m / 1e3).toBeCloseTo(6.246 * 0.2229167, 5);
  });
  it('deep (z >= z_r): 0.72 p_u beyond 3 y50, no further softening', () => {
    const deep = matlockCurve({ ...base, sigmaV_Pa: 7 * 4e3, z_m: 4, loading: 'cyclic' });
    expect(deep.p(0.1)).toBeCloseTo(0.72 * 18000, 9);
  });
});

describe('Matlock static: secant below 1e-6 m (py-models.md §2)', () => {
  it('linear through p(1e-6 m) below it, so the initial stiffness is finite', () => {
    const c = matlockCurve({ ...base, sigmaV_Pa: 1750, z_m: 0.25, loading: 'static' });
    const pAt = c.p(Y_SECANT_BELOW_m);
    expect(pAt).toBeCloseTo(4337.5 * Math.cbrt(1e-6 / matlockY50_m(0.02, 0.1)), 9);
    expect(c.p(Y_SECANT_BELOW_m / 4)).toBeCloseTo(pAt / 4, 9);
  });
});
