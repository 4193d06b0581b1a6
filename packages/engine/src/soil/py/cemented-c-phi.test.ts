import { describe, expect, it } from 'vitest';
import { cementedCphiCurve, cphiStrengths_N_per_m } from './cemented-c-phi';

// py-models.md §5; strength terms are our provisional reading (docs/soil-models.md).
// c = 20 kPa, phi = 30 deg, gamma' = 18 kN/m³, z = 0.6 m (sigma'v = 10.8 kPa), b = 0.3 m,
// J = 0.5, k = 40 MN/m³, static. z/b = 2 -> A_s = 1.48, B_s = 1.04 (COM624P Figs 3.12/3.13).
// p_phi = min((1.911705 x 0.6 + 2.666667 x 0.3) x 10.8, 28.745128 x 0.3 x 10.8) = 21.027845 kN/m
// p_c = min((3 x 20 + 10.8 + 0.5 x 20 x 0.6/0.3) x 0.3, 9 x 20 x 0.3) = min(27.24, 54) = 27.24 kN/m
// p_u = 1.48 x 21.027845 + 27.24 = 58.361211 ; p_m = (1.04/1.48) p_u = 41.010581 kN/m
// y_m = 0.005, y_u = 0.01125 m ; m = 2776.1009 kN/m² ; n = 1.25 B/(A - B) = 2.954545
// C = p_m / y_m^(1/n) = 246.43709 ; k z = 24 000 kN/m² ; y_k = (C/kz)^(n/(n-1)) = 0.00098655 m
const input = {
  c_Pa: 20e3,
  phiDeg: 30,
  sigmaV_Pa: 10.8e3,
  J: 0.5,
  k_N_per_m3: 40e6,
  z_m: 0.6,
  b_m: 0.3,
  loading: 'static' as const,
};

describe('cemented c-phi soil (provisional strength, Reese-sand shape) - hand calculation', () => {
  it('p_u and p_m', () => {
    const s = cphiStrengths_N_per_m(input);
    expect(s.pu / 1e3).toBeCloseTo(58.361211, 5);
    expect(s.pm / 1e3).toBeCloseTo(41.010581, 5);
  });
  const c = cementedCphiCurve(input);
  it.each([
    [0.0002, 4.8], // line 24 000 x 0.0002 (y < y_k)
    [0.003, 34.49917], // parabola 246.43709 x 0.003^(1/2.954545)
    [0.008, 49.338884], // M-U line 41.010581 + 2776.1009 x 0.003
    [0.02, 58.361211], // plateau p_u
  ])('p(%f m) = %f kN/m', (y, p) => expect(c.p(y) / 1e3).toBeCloseTo(p, 5));
  it('is flagged provisional', () => expect(c.warnings[0]?.code).toBe('provisional-model'));
});
