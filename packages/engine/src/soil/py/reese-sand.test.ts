import { describe, expect, it } from 'vitest';
import {
  reeseSandA,
  reeseSandB,
  reeseSandCurve,
  REESE_SAND_AC,
  REESE_SAND_AS,
  REESE_SAND_BC,
  REESE_SAND_BS,
} from './reese-sand';

// Reese, Cox & Koop (1974) OTC 2080; charts read off COM624P (FHWA-SA-91-048) Figs 3.12/3.13.
describe('A-bar, B-bar chart read-off (COM624P Figs 3.12 / 3.13)', () => {
  it('deep values printed on the charts: A = 0.88 (both), B_s = 0.5, B_c = 0.55 for z/b >= 5', () => {
    expect(reeseSandA(10, 1, 'static')).toBe(0.88);
    expect(reeseSandA(10, 1, 'cyclic')).toBe(0.88);
    expect(reeseSandB(10, 1, 'static')).toBe(0.5);
    expect(reeseSandB(10, 1, 'cyclic')).toBe(0.55);
  });
  it('A >= B and A < 2.25 B at every station, so the parabola exponent n = 1.25 B/(A - B) > 1', () => {
    [REESE_SAND_AS, REESE_SAND_AC].forEach((A, j) => {
      const B = j === 0 ? REESE_SAND_BS : REESE_SAND_BC;
      A.forEach((a, i) => {
        expect(a).toBeGreaterThan(B[i]!);
        expect(a).toBeLessThan(2.25 * B[i]!);
      });
    });
  });
  it('interpolates linearly: A_s(z/b = 0.25) = (2.85 + 2.54)/2', () => {
    expect(reeseSandA(0.25, 1, 'static')).toBeCloseTo(2.695, 12);
  });
});

describe('Reese sand construction - hand calculation (Reese et al. 1974)', () => {
  // phi = 35 deg, gamma' = 10 kN/m³, z = 1.5 m (sigma'v = 15 kPa), b = 0.6 m, k = 16.3 MN/m³ static
  // p_s = min((2.970448 x 1.5 + 3.419182 x 0.6) x 15, 53.793453 x 0.6 x 15) = 97.607710 kN/m
  // z/b = 2.5: A_s = 1.24, B_s = 0.88 -> p_u = 121.033560, p_m = 85.894784 kN/m
  // y_m = 0.01, y_u = 0.0225 ; m = 2811.1020 ; n = 3.055556 ; C = 387.71468 ; k z = 24 450 kN/m²
  // y_k = (C/kz)^(n/(n-1)) = 0.00211189 m, p_k = 51.6357 kN/m
  const c = reeseSandCurve({
    phiDeg: 35,
    sigmaV_Pa: 15e3,
    z_m: 1.5,
    b_m: 0.6,
    k_N_per_m3: 16.3e6,
    loading: 'static',
  });
  it.each([
    [0.001, 24.45], // initial line
    [0.005, 68.461733], // parabola
    [0.015, 99.950295], // M-U line
    [0.05, 121.03356], // plateau
  ])('p(%f m) = %f kN/m', (y, p) => expect(c.p(y) / 1e3).toBeCloseTo(p, 5));
  it('continuous at K: line and parabola meet at y_k', () => {
    const yk = 0.002111889780888;
    expect(c.p(yk * (1 - 1e-9)) / 1e3).toBeCloseTo(51.635705, 4);
    expect(c.p(yk * (1 + 1e-9)) / 1e3).toBeCloseTo(51.635705, 4);
  });
  it('very soft k: the line runs to the M-U line (no parabola)', () => {
    const soft = reeseSandCurve({
      phiDeg: 35,
      sigmaV_Pa: 15e3,
      z_m: 1.5,
      b_m: 0.6,
      k_N_per_m3: 4.8e6,
      loading: 'static',
    });
    // k z = 7200 kN/m² (< p_m/y_m = 8589): meets p_m + m (y - y_m) where
    // 7200 y = 85.894784 + 2811.1020 (y - 0.01) -> y = 57.783764 / 4388.8980 = 0.0131659 m
    const y = (85.894784 - 28.11102038) / (7200 - 2811.102038);
    expect(y).toBeGreaterThan(0.01);
    expect(soft.p(y) / 1e3).toBeCloseTo(7200 * y, 4);
    expect(soft.p(0.01) / 1e3).toBeCloseTo(72, 9);
    expect(soft.p(0.02) / 1e3).toBeCloseTo(85.894784 + 2811.102038 * 0.01, 4);
  });
});
