import { describe, expect, it } from 'vitest';
import {
  welchReeseCurve,
  welchReeseCyclicY50Factor,
  welchReeseUltimate_N_per_m,
} from './stiff-clay-no-free-water';
import { modifiedStiffClayCurve } from './modified-stiff-clay';

// Welch & Reese (1972); Reese & Welch (1975); py-models.md §4 and §10. Static table: py-curves.json.
// c = 100 kPa, gamma = 19 kN/m³, eps50 = 0.005, J = 0.5, b = 0.1 m, z = 1 m:
// p_u = min((3 + 19/100 + 0.5 x 1/0.1) x 100 x 0.1, 9 x 100 x 0.1) = min(81.9, 90) = 81.9 kN/m
// y50 = 2.5 x 0.005 x 0.1 = 0.00125 m
const args = { ca_Pa: 100e3, c_Pa: 100e3, sigmaV_Pa: 19e3, eps50: 0.005, J: 0.5, z_m: 1, b_m: 0.1 };

describe('Welch-Reese cyclic (Reese & Welch 1975: y_c = y_s + y50 C log10 N, C = 9.6 (p/p_u)^4)', () => {
  it('p_u = 81.9 kN/m', () =>
    expect(welchReeseUltimate_N_per_m(100e3, 100e3, 19e3, 0.5, 1, 0.1)).toBeCloseTo(81900, 8));
  it('N = 100: y50 factor 1 + 0.6 x 2 = 2.2', () =>
    expect(welchReeseCyclicY50Factor(100)).toBeCloseTo(2.2, 14));
  it('the curve satisfies y_c(p) = 16 y50 (p/p_u)^4 + y50 x 9.6 (p/p_u)^4 x log10 N at y = 5 mm', () => {
    const c = welchReeseCurve({ ...args, loading: 'cyclic', nCycles: 100 });
    const r = c.p(0.005) / 81900;
    // p = 0.5 x 81.9 x (0.005 / 0.00275)^0.25 = 47.5526 kN/m
    expect(c.p(0.005) / 1e3).toBeCloseTo(40.95 * (0.005 / 0.00275) ** 0.25, 8);
    expect(16 * 0.00125 * r ** 4 + 0.00125 * 9.6 * r ** 4 * 2).toBeCloseTo(0.005, 12);
    expect(c.warnings).toHaveLength(0);
  });
  it('without nCycles: N = 100 and a default-cycles warning', () => {
    const c = welchReeseCurve({ ...args, loading: 'cyclic' });
    expect(c.p(0.005) / 1e3).toBeCloseTo(40.95 * (0.005 / 0.00275) ** 0.25, 8);
    expect(c.warnings.map((w) => w.code)).toEqual(['default-cycles']);
  });
});

describe('modified stiff clay (LPILE reading, py-models.md §10): p = min(k z y, Welch-Reese)', () => {
  // k = 270 MN/m³ -> k z = 270 000 kN/m² at z = 1 m
  const c = modifiedStiffClayCurve({ ...args, loading: 'static', k_N_per_m3: 270e6 });
  it('y = 1e-5 m: the line governs, 2.7 kN/m (curve 40.95 x 0.008^0.25 = 12.25)', () => {
    expect(c.p(1e-5) / 1e3).toBeCloseTo(2.7, 9);
  });
  it('y = 1e-4 m: the curve governs, 40.95 x 0.08^0.25 = 21.7788 kN/m (line 27)', () => {
    expect(c.p(1e-4) / 1e3).toBeCloseTo(40.95 * 0.08 ** 0.25, 9);
  });
  it('p_u = 81.9 kN/m beyond 16 y50 = 20 mm', () => expect(c.p(0.05) / 1e3).toBeCloseTo(81.9, 9));
});
