/**
 * Independent review (LPILE-user check) of the models without a full-pile reference case:
 * 2-3 points per model computed by hand from the original equations, and the behaviour at the
 * branch boundaries. Units of the hand calculations: kN, m, kPa.
 */
import { describe, expect, it } from 'vitest';
import { stiffClayFreeWaterCurve } from './stiff-clay-free-water';
import { matlockCurve } from './soft-clay-matlock';
import { reeseSandCurve } from './reese-sand';
import { liquefiedSandCurve } from './liquefied-sand';
import { welchReeseCurve } from './stiff-clay-no-free-water';
import { weakRockCurve } from './weak-rock';
import type { PyCurve } from './types';

const kN = (n: number) => n / 1e3;
const below = (c: PyCurve, y: number) => c.p(y * (1 - 1e-9));
const above = (c: PyCurve, y: number) => c.p(y * (1 + 1e-9));

describe('stiff clay with free water, static (Reese et al. 1975; OpenSees ReeseStiffClayBelowWS)', () => {
  // c = c_a = 100 kPa, gamma' = 9 kN/m³, z = 3 m, b = 0.6 m, eps50 = 0.005, k_s = 270 MN/m³
  // p_ct = 2x100x0.6 + 9x0.6x3 + 2.83x100x3 = 985.2; p_cd = 11x100x0.6 = 660 -> p_c = 660 kN/m
  // A_s(z/b = 5) = 0.6 (cap); y50 = eps50 b = 0.003 m; A_s y50 = 0.0018, 6 A_s y50 = 0.0108
  const c = stiffClayFreeWaterCurve({
    ca_Pa: 100e3,
    c_Pa: 100e3,
    sigmaV_Pa: 27e3,
    eps50: 0.005,
    k_N_per_m3: 270e6,
    z_m: 3,
    b_m: 0.6,
    loading: 'static',
  });
  it.each([
    [0.0005, 134.721936], // 0.5 x 660 x (0.0005/0.003)^0.5 (< k_s z y = 405)
    [0.002, 267.115226], // 330 x 0.6667^0.5 - 0.055 x 660 x (0.0002/0.0018)^1.25
    [0.02, 228.370977], // 330 x 3.6^0.5 - 0.411 x 660 - (0.0625/0.003) x 660 x (0.02 - 0.0108)
    [0.1, 58.001407], // 660 x (1.225 x 0.6^0.5 - 0.75 x 0.6 - 0.411)
  ])('p(%f m) = %f kN/m', (y, p) => expect(kN(c.p(y))).toBeCloseTo(p, 5));
  it('the published rounding leaves small upward steps, as in the source and OpenSees', () => {
    // 6 A_s y50: 0.055 x 5^1.25 = 0.41122 vs 0.411 -> + 0.00022 p_c = 0.1458 kN/m
    expect(kN(above(c, 0.0108) - below(c, 0.0108))).toBeCloseTo(0.1458, 3);
    // 18 A_s y50: 1.225 vs 0.5 x 6^0.5 = 1.224745 -> + 0.000255 x 0.6^0.5 x 660 = 0.1304 kN/m
    expect(kN(above(c, 0.0324) - below(c, 0.0324))).toBeCloseTo(0.1304, 3);
  });
});

describe('stiff clay with free water, cyclic (Reese et al. 1975)', () => {
  // same soil, k_c = 110 MN/m³; A_c = 0.3 (cap); y_p = 4.1 x 0.3 x 0.003 = 0.00369 m
  const c = stiffClayFreeWaterCurve({
    ca_Pa: 100e3,
    c_Pa: 100e3,
    sigmaV_Pa: 27e3,
    eps50: 0.005,
    k_N_per_m3: 110e6,
    z_m: 3,
    b_m: 0.6,
    loading: 'cyclic',
  });
  it.each([
    [0.0005, 117.149846], // 198 x [1 - |(0.0005 - 0.0016605)/0.0016605|^2.5] (< k_c z y = 165)
    [0.006, 114.5298], // 0.936 x 198 - (0.085/0.003) x 660 x (0.006 - 0.002214)
    [0.02, 102.5244], // 0.936 x 198 - (0.102/0.003) x 660 x 0.00369
  ])('p(%f m) = %f kN/m', (y, p) => expect(kN(c.p(y))).toBeCloseTo(p, 4));
  it('step at 0.6 y_p from 1 - (1/3)^2.5 = 0.93585 vs 0.936: + 0.00015 A_c p_c = 0.0297 kN/m', () => {
    expect(kN(above(c, 0.002214) - below(c, 0.002214))).toBeCloseTo(0.0297, 3);
  });
});

describe('Matlock cyclic (Matlock 1970)', () => {
  // c = 20 kPa, sigma_v = 7 kPa, z = 1 m, b = 0.6 m, J = 0.5, eps50 = 0.02 -> y50 = 0.03 m
  // p_u = (3x20 + 7 + 0.5x20x1/0.6) x 0.6 = 50.2 kN/m (< 9cb = 108)
  // z_r = 6x20x0.6/(7x0.6 + 0.5x20) = 5.0704 m (gamma' = sigma_v/z = 7)
  const c = matlockCurve({
    su_Pa: 20e3,
    sigmaV_Pa: 7e3,
    eps50: 0.02,
    J: 0.5,
    z_m: 1,
    b_m: 0.6,
    loading: 'cyclic',
  });
  it('3 y50: 0.5 x 50.2 x 3^(1/3) = 36.2005 on the static side, 0.72 p_u = 36.144 beyond', () => {
    expect(kN(below(c, 0.09))).toBeCloseTo(36.2005, 3);
    expect(kN(above(c, 0.09))).toBeCloseTo(36.144, 3);
  });
  it('15 y50 and beyond: 0.72 p_u z/z_r = 36.144 / 5.0704 = 7.1284 kN/m', () => {
    expect(kN(c.p(0.45))).toBeCloseTo(7.1284, 4);
    expect(kN(c.p(2))).toBeCloseTo(7.1284, 4);
  });
});

describe('Reese sand, static (Reese et al. 1974; OpenSees ReeseSandBackbone shape)', () => {
  // phi = 35, sigma_v = 20 kPa, z = 2 m, b = 0.6 m, k = 16.3 MN/m³
  // p_s = (C1 z + C2 b) sigma_v = (2.97045 x 2 + 3.41918 x 0.6) x 20 = 159.848 (< C3 b sigma_v = 645.5)
  // z/b = 3.33: A = 0.98667, B = 0.64667 -> p_u = 157.717, p_m = 103.368
  // y_m = 0.01, y_u = 0.0225, m = 4347.9, n = 2.3774, C = 717.8, y_k = (C/(k z))^(n/(n-1)) = 0.00138
  const c = reeseSandCurve({
    phiDeg: 35,
    sigmaV_Pa: 20e3,
    z_m: 2,
    b_m: 0.6,
    k_N_per_m3: 16.3e6,
    loading: 'static',
  });
  it.each([
    [0.0005, 16.3], // k z y (y < y_k)
    [0.002, 52.53], // C y^(1/n)
    [0.015, 125.108], // p_m + m (y - y_m)
    [0.05, 157.717], // p_u
  ])('p(%f m) = %f kN/m', (y, p) => expect(kN(c.p(y))).toBeCloseTo(p, 1));
  it('continuous at y_m and y_u', () => {
    for (const y of [0.01, 0.0225]) expect(above(c, y) - below(c, y)).toBeLessThan(1e-3);
  });
});

describe('Rollins liquefied sand (Rollins et al. 2005): y in mm, p in kN/m', () => {
  // z = 2 m: A = 3e-7 x 3^6.05 = 2.3105e-4, B = 2.8 x 3^0.11 = 3.15972, C = 2.85 x 3^-0.41 = 1.81653
  // b = 0.6 m: P_d = 3.81 ln 0.6 + 5.6 = 3.65375
  // y = 10 mm: P_d A (B y)^C = 3.65375 x 2.3105e-4 x 31.597^1.81653 = 0.44718 kN/m
  // y_u: A (B y)^C = 15 -> y = 141.15 mm < 150 mm; p beyond = 15 P_d = 54.806 kN/m
  const c = liquefiedSandCurve({ z_m: 2, b_m: 0.6 });
  it('p(10 mm) = 0.4472 kN/m, cap 54.806 kN/m from 141.15 mm', () => {
    expect(kN(c.p(0.01))).toBeCloseTo(0.4472, 3);
    expect(kN(c.p(0.1412))).toBeCloseTo(54.806, 2);
    expect(kN(c.p(0.3))).toBeCloseTo(54.806, 2);
    expect(kN(c.p(0.14))).toBeLessThan(54.806);
  });
});

describe('Welch-Reese cyclic (Reese & Welch 1975): y50 x (1 + 0.6 log10 N)', () => {
  // c = 100 kPa, sigma_v = 19 kPa, z = 1 m, b = 0.6 m, J = 0.5, eps50 = 0.005, N = 100
  // p_u = (300 + 19 + 0.5 x 100 x 1/0.6) x 0.6 = 241.4 kN/m; y50 = 0.0075 x 2.2 = 0.0165 m
  const c = welchReeseCurve({
    ca_Pa: 100e3,
    c_Pa: 100e3,
    sigmaV_Pa: 19e3,
    eps50: 0.005,
    J: 0.5,
    z_m: 1,
    b_m: 0.6,
    loading: 'cyclic',
    nCycles: 100,
  });
  it('p(0.01) = 120.7 x (0.01/0.0165)^0.25 = 106.497 kN/m; p_u from 16 y50 = 0.264 m', () => {
    expect(kN(c.p(0.01))).toBeCloseTo(106.497, 2);
    expect(kN(c.p(0.264))).toBeCloseTo(241.4, 6);
  });
});

describe('weak rock: no step at y_A or 16 y_rm (Reese 1997)', () => {
  // q_u = 5 MPa, E_ir = 500 MPa, RQD 50 %, k_rm = 0.0005, x_r = 1 m, b = 0.6 m
  // p_ur = (2/3) x 5000 x 0.6 x (1 + 1.4/0.6) = 6666.7 kN/m; 16 y_rm = 0.0048 m
  const c = weakRockCurve({ qu_Pa: 5e6, Erm_Pa: 500e6, rqd_pct: 50, krm: 0.0005, xr_m: 1, b_m: 0.6 });
  it('p(16 y_rm) = p_ur = 6666.667 kN/m, continuous', () => {
    expect(kN(c.p(0.0048))).toBeCloseTo(6666.667, 2);
    expect(Math.abs(above(c, 0.0048) - below(c, 0.0048))).toBeLessThan(1e-2);
  });
});
