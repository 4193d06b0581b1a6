import { describe, expect, it } from 'vitest';
import { stiffClayAc, stiffClayAs, stiffClayFreeWaterCurve } from './stiff-clay-free-water';

// Reese, Cox & Koop (1975) OTC 2312; py-models.md §3. The static table is in py-curves.json.
describe('A_s, A_c chart fits (py-models.md §3, MATLAB reesestiffclaysec.m fits)', () => {
  it('A_s(z/b = 2.5) = 0.0106 x 15.625 - 0.1006 x 6.25 + 0.3323 x 2.5 + 0.2042 = 0.571825; cap 0.6', () => {
    expect(stiffClayAs(0.25, 0.1)).toBeCloseTo(0.571825, 12);
    expect(stiffClayAs(1, 0.1)).toBe(0.6);
  });
  it('A_c(0) = 0.202; cap 0.3 deep', () => {
    expect(stiffClayAc(0, 0.1)).toBeCloseTo(0.202, 12);
    expect(stiffClayAc(0.5, 0.1)).toBe(0.3);
  });
});

describe('stiff clay with free water, cyclic - hand calculation (Reese et al. 1975)', () => {
  // c = 75 kPa, gamma' = 9 kN/m³, z = 0.5 m, b = 0.1 m, eps50 = 0.007, k_c = 55 MN/m³
  // p_c = min(2x75x0.1 + 9x0.5x0.1 + 2.83x75x0.5, 11x75x0.1) = min(121.575, 82.5) = 82.5 kN/m
  // A_c = 0.3 (cap), y50 = 0.0007 m, y_p = 4.1 A_c y50 = 0.000861 m, k_c z = 27 500 kN/m²
  const c = stiffClayFreeWaterCurve({
    ca_Pa: 75e3,
    c_Pa: 75e3,
    sigmaV_Pa: 4.5e3,
    eps50: 0.007,
    k_N_per_m3: 55e6,
    z_m: 0.5,
    b_m: 0.1,
    loading: 'cyclic',
  });
  it.each([
    [0.0002, 5.5], // initial line 27 500 x 0.0002
    [0.0005, 13.75], // line 13.75 < parabola 24.75 (1 - 0.29049^2.5) = 23.62
    [0.001, 18.323367857], // 0.936 x 24.75 - (0.085/0.0007) x 82.5 x (0.001 - 0.6 y_p)
    [0.01, 12.81555], // 0.936 x 24.75 - (0.102/0.0007) x 82.5 x y_p
  ])('p(%f m) = %f kN/m', (y, p) => expect(c.p(y) / 1e3).toBeCloseTo(p, 6));
  it('residual 0.5178 A_c p_c', () => expect(c.pLarge_N_per_m / 1e3).toBeCloseTo(12.81555, 6));
});

describe('stiff clay with free water, static: the residual is clipped at 0 (py-models.md §3)', () => {
  it('A_s < 0.22 near the surface: p >= 0 everywhere, 0 at large y', () => {
    const c = stiffClayFreeWaterCurve({
      ca_Pa: 75e3,
      c_Pa: 75e3,
      sigmaV_Pa: 9 * 0.005e3,
      eps50: 0.007,
      k_N_per_m3: 135e6,
      z_m: 0.005,
      b_m: 0.6,
      loading: 'static',
    });
    expect(stiffClayAs(0.005, 0.6)).toBeLessThan(0.22);
    for (let y = 1e-5; y < 0.2; y *= 1.3) expect(c.p(y)).toBeGreaterThanOrEqual(0);
    expect(c.p(0.2)).toBe(0);
  });
  // The tables cover c_a 0.5 to 4 tsf (Reese, Cox & Koop 1975): 1,000 to 8,000 psf, 47.88 to
  // 383.04 kPa (1 psf = 4.4482216152605 N / 0.3048² m² = 47.880259 Pa).
  const psf = 4.4482216152605 / 0.3048 ** 2;
  const rangeCodes = (ca_Pa: number) =>
    stiffClayFreeWaterCurve({
      ca_Pa,
      c_Pa: ca_Pa,
      sigmaV_Pa: 9e3,
      eps50: 0.007,
      k_N_per_m3: 135e6,
      z_m: 1,
      b_m: 0.3,
      loading: 'static',
    }).warnings.map((w) => w.code);
  it('warns when c_a is outside the 0.5-4 tsf of the tables', () => {
    expect(rangeCodes(30e3)).toEqual(['stiff-clay-strength-range']);
    expect(rangeCodes(47.5e3)).toEqual(['stiff-clay-strength-range']);
    expect(rangeCodes(390e3)).toEqual(['stiff-clay-strength-range']); // inside the rounded 50-400 kPa
  });
  it('does not warn at the bounds typed in psf (1,000 and 8,000 psf) or within them', () => {
    expect(rangeCodes(1000 * psf)).toEqual([]);
    expect(rangeCodes(8000 * psf)).toEqual([]);
    expect(rangeCodes(48e3)).toEqual([]); // below the rounded 50 kPa, inside 0.5 tsf
    expect(rangeCodes(200e3)).toEqual([]);
  });
});
