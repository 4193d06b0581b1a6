import { describe, expect, it } from 'vitest';
import {
  buildSoilProfile,
  collectCurveWarnings,
  curveAt,
  depthBelowRockTop_m,
  layerIndexAt,
  pMultiplierAt,
  profileBottom_m,
  profileWarnings,
  sigmaVEff_Pa,
  type SoilProfile,
  type SoilProfileInput,
} from './soil-profile';
import type { SoilLayerInput } from './soil-layer';
import { matlockCurve } from './py/soft-clay-matlock';
import { apiSandCurve, apiSandInitialModulus_N_per_m3 } from './py/api-sand';
import { weakRockCurve } from './py/weak-rock';

function build(input: SoilProfileInput): SoilProfile {
  const r = buildSoilProfile(input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.profile;
}

const sand: SoilLayerInput = {
  name: 'sand',
  model: 'api-sand',
  top_m: 0,
  bottom_m: 1.5,
  gamma_N_per_m3: 18e3,
  phiDeg: 32,
};
const clay: SoilLayerInput = {
  name: 'soft clay',
  model: 'soft-clay-matlock',
  top_m: 1.5,
  bottom_m: 4,
  gamma_N_per_m3: 17e3,
  cu_Pa: 20e3,
  pMultiStart: 1,
  pMultiEnd: 0.5,
};

describe("sigma'v with a water table (hand calculation, py-models.md §0)", () => {
  // sand 0-1.5 m gamma 18, clay 1.5-4 m gamma 17, water table at 1.0 m, gamma_w 9.81 kN/m³
  const p = build({ layers: [sand, clay], waterTableDepth_m: 1 });
  it.each([
    [0, 0],
    [0.5, 9], // 18 x 0.5
    [1.5, 22.095], // 18 x 1 + (18 - 9.81) x 0.5
    [2, 25.69], // + (17 - 9.81) x 0.5
    [4, 40.07], // + (17 - 9.81) x 2.5
  ])("sigma'v(%f m) = %f kPa", (z, s) => expect(sigmaVEff_Pa(p, z) / 1e3).toBeCloseTo(s, 9));
  it('gamma_w override 10.0 kN/m³ (as the lateral refcases): 18 + 8 x 0.5 + 7 x 0.5 = 25.5 kPa at 2 m', () => {
    const p10 = build({ layers: [sand, clay], waterTableDepth_m: 1, gammaW_N_per_m3: 10e3 });
    expect(sigmaVEff_Pa(p10, 2) / 1e3).toBeCloseTo(25.5, 9);
  });
  it('no water table: total stress', () => {
    expect(sigmaVEff_Pa(build({ layers: [sand, clay] }), 2) / 1e3).toBeCloseTo(18 * 1.5 + 17 * 0.5, 9);
  });
  it('the curve uses that sigma_v: clay at 2 m equals Matlock with sigma_v 25.69 kPa, eps50 0.02 from c_u 20 kPa', () => {
    const ref = matlockCurve({
      su_Pa: 20e3,
      sigmaV_Pa: 25.69e3,
      eps50: 0.02,
      J: 0.5,
      z_m: 2,
      b_m: 0.1,
      loading: 'static',
    });
    const m = 1 + (0.5 - 1) * (0.5 / 2.5); // p-multiplier 0.9 at 2 m
    expect(curveAt(p, 2, 0.1).p(0.004)).toBeCloseTo(m * ref.p(0.004), 9);
  });
});

describe('p-multipliers and P-factor (engine.md §3)', () => {
  const p = build({ layers: [sand, clay], pFactor: 0.8 });
  it('linear from pMultiStart at the top to pMultiEnd at the bottom, times the P-factor', () => {
    expect(pMultiplierAt(p, 1.5)).toBeCloseTo(0.8, 12);
    expect(pMultiplierAt(p, 2.75)).toBeCloseTo(0.75 * 0.8, 12);
    expect(pMultiplierAt(p, 4)).toBeCloseTo(0.5 * 0.8, 12);
    expect(pMultiplierAt(p, 0.7)).toBeCloseTo(0.8, 12);
  });
  it('a layer given only pMultiStart keeps it constant, not a ramp to 1', () => {
    const only = build({ layers: [{ ...sand, pMultiStart: 0.5, pMultiEnd: undefined }, clay] });
    expect(pMultiplierAt(only, 0.1)).toBeCloseTo(0.5, 12);
    expect(pMultiplierAt(only, 1.4)).toBeCloseTo(0.5, 12);
  });
  it('scales the whole curve (y unchanged): 0.6 x Matlock at 2.75 m', () => {
    const sigma = 18e3 * 1.5 + 17e3 * 1.25; // no water table
    const ref = matlockCurve({
      su_Pa: 20e3,
      sigmaV_Pa: sigma,
      eps50: 0.02,
      J: 0.5,
      z_m: 2.75,
      b_m: 0.1,
      loading: 'static',
    });
    for (const y of [1e-4, 3e-3, 0.05]) expect(curveAt(p, 2.75, 0.1).p(y)).toBeCloseTo(0.6 * ref.p(y), 9);
  });
});

describe('lateral neglect, profile bottom, z < 0 (engine.md §3)', () => {
  const p = build({ layers: [sand, clay], lateralNeglectDepth_m: 0.5 });
  it('no resistance above the neglect depth, nor below the bottom, nor above grade', () => {
    expect(curveAt(p, 0.4, 0.1).p(0.01)).toBe(0);
    expect(curveAt(p, -1, 0.1).p(0.01)).toBe(0);
    expect(curveAt(p, 4.01, 0.1).p(0.01)).toBe(0);
    expect(curveAt(p, 0.5, 0.1).p(0.01)).toBeGreaterThan(0);
    expect(curveAt(p, 4, 0.1).p(0.01)).toBeGreaterThan(0);
    expect(profileBottom_m(p)).toBe(4);
  });
  it('a node on an interface takes the layer below it', () => {
    expect(layerIndexAt(p, 1.5)).toBe(1);
    expect(layerIndexAt(p, 4)).toBe(1);
  });
  it('sigma_v is not reduced by the neglect depth (overburden still acts)', () => {
    const k = apiSandInitialModulus_N_per_m3(32, false);
    const ref = apiSandCurve({
      phiDeg: 32,
      sigmaV_Pa: 18e3 * 0.8,
      z_m: 0.8,
      b_m: 0.1,
      k_N_per_m3: k,
      loading: 'static',
    });
    expect(curveAt(p, 0.8, 0.1).p(0.002)).toBeCloseTo(ref.p(0.002), 9);
  });
});

describe('API sand default k follows the water table at the node (openpile fit, py-models.md §1)', () => {
  const p = build({ layers: [sand, clay], waterTableDepth_m: 1 });
  it('above: k(32, dry); below: k(32, submerged)', () => {
    const kAbove = apiSandInitialModulus_N_per_m3(32, false);
    const kBelow = apiSandInitialModulus_N_per_m3(32, true);
    const above = apiSandCurve({
      phiDeg: 32,
      sigmaV_Pa: 9e3,
      z_m: 0.5,
      b_m: 0.1,
      k_N_per_m3: kAbove,
      loading: 'static',
    });
    const sBelow = 18e3 + 8.19e3 * 0.2;
    const below = apiSandCurve({
      phiDeg: 32,
      sigmaV_Pa: sBelow,
      z_m: 1.2,
      b_m: 0.1,
      k_N_per_m3: kBelow,
      loading: 'static',
    });
    expect(curveAt(p, 0.5, 0.1).p(1e-4)).toBeCloseTo(above.p(1e-4), 9);
    expect(curveAt(p, 1.2, 0.1).p(1e-4)).toBeCloseTo(below.p(1e-4), 9);
  });
});

describe('rock depth below the top of the rock (py-models.md §6: not below grade)', () => {
  const rock = (name: string, top: number, bottom: number): SoilLayerInput => ({
    name,
    model: 'weak-rock',
    top_m: top,
    bottom_m: bottom,
    gamma_N_per_m3: 22e3,
    qu_Pa: 5e6,
    Erm_Pa: 20e6,
    rqdStart_pct: 50,
  });
  const p = build({
    layers: [{ ...sand, bottom_m: 1 }, rock('rock A', 1, 2), rock('rock B', 2, 3)],
  });
  it('x_r = z - 1 m through both contiguous rock layers', () => {
    expect(depthBelowRockTop_m(p, 1.3)).toBeCloseTo(0.3, 12);
    expect(depthBelowRockTop_m(p, 2.5)).toBeCloseTo(1.5, 12);
    expect(depthBelowRockTop_m(p, 0.5)).toBeNaN();
  });
  it('the curve at z = 1.3 m is the weak-rock hand case at x_r = 0.3 m (p(1 mm) = 1928.228 kN/m)', () => {
    const ref = weakRockCurve({ qu_Pa: 5e6, Erm_Pa: 20e6, rqd_pct: 50, krm: 0.0005, xr_m: 0.3, b_m: 0.3 });
    expect(curveAt(p, 1.3, 0.3).p(1e-3)).toBeCloseTo(ref.p(1e-3), 6);
    expect(curveAt(p, 1.3, 0.3).p(1e-3) / 1e3).toBeCloseTo(1928.228205, 5);
  });
  it('RQD varies linearly from rqdStart to rqdEnd', () => {
    const q = build({ layers: [{ ...rock('r', 0, 2), rqdStart_pct: 0, rqdEnd_pct: 100 }] });
    const ref = weakRockCurve({ qu_Pa: 5e6, Erm_Pa: 20e6, rqd_pct: 50, krm: 0.0005, xr_m: 1, b_m: 0.3 });
    expect(curveAt(q, 1, 0.3).p(0.01)).toBeCloseTo(ref.p(0.01), 6);
  });
});

describe('warnings are collected, not printed', () => {
  it('liquefied sand with a 0.1 m post: width warning naming the layer', () => {
    const p = build({
      layers: [sand, { name: 'liq', model: 'liquefied-sand', top_m: 1.5, bottom_m: 3, gamma_N_per_m3: 19e3 }],
      waterTableDepth_m: 0,
    });
    const w = profileWarnings(p, 0.1);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ code: 'liquefied-sand-width', layerIndex: 1 });
  });
  it('vuggy limestone: rock-fracture when |y| > 0.0024 b at a node, once per layer', () => {
    const p = build({
      layers: [
        sand,
        {
          name: 'limestone',
          model: 'vuggy-limestone',
          top_m: 1.5,
          bottom_m: 3,
          gamma_N_per_m3: 23e3,
          qu_Pa: 3.45e6,
        },
      ],
    });
    const z = [1, 2, 2.5];
    const curves = z.map((zi) => curveAt(p, zi, 0.6));
    expect(collectCurveWarnings(curves, [0.01, 0.001, 0.0001], z)).toHaveLength(0);
    const w = collectCurveWarnings(curves, [0.01, 0.002, 0.003], z);
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ code: 'rock-fracture', layerIndex: 1, z_m: 2.5 });
  });
});

// Review (independent check): c_a of Reese et al. (1975) and Welch & Reese (1972) is the average
// undrained strength over the depth z (OpenSees ReeseStiffClayBelowWS doc; openbrim "Stiff Clay
// with Free Water": "average undrained shear strength c_a over the depth z"). A clay split into
// sublayers must therefore average over all of them, not restart at each sublayer top.
describe('c_a averages over the contiguous clay above z, across sublayers', () => {
  const stiff = (name: string, top: number, bottom: number, cu: number): SoilLayerInput => ({
    name,
    model: 'stiff-clay-no-free-water',
    top_m: top,
    bottom_m: bottom,
    gamma_N_per_m3: 19e3,
    cu_Pa: cu,
    eps50: 0.005,
  });
  // Stiff clay 0-3 m c = 100 kPa over 3-6 m c = 200 kPa, gamma 19 kN/m³, no water table, b = 0.6 m.
  // z = 4 m: c_a = (100 x 3 + 200 x 1)/4 = 125 kPa, sigma_v = 76 kPa, J = 0.5
  // p_u = min((3 x 125 + 76 + 0.5 x 125 x 4/0.6) x 0.6, 9 x 200 x 0.6) = min(520.6, 1080) = 520.6 kN/m
  // y50 = 2.5 x 0.005 x 0.6 = 0.0075 m: p(y50) = 0.5 p_u = 260.3 kN/m, p(16 y50 = 0.12 m) = p_u.
  // (Averaging over the lower sublayer only gives c_a = 200 kPa and p_u = 805.6 kN/m: +55 %.)
  const p = build({ layers: [stiff('upper', 0, 3, 100e3), stiff('lower', 3, 6, 200e3)] });
  it('p(y50) = 260.3 kN/m and p(16 y50) = 520.6 kN/m at z = 4 m', () => {
    expect(curveAt(p, 4, 0.6).p(0.0075) / 1e3).toBeCloseTo(260.3, 6);
    expect(curveAt(p, 4, 0.6).p(0.12) / 1e3).toBeCloseTo(520.6, 6);
  });
  it('at the sublayer top (z = 3 m) c_a = 100 kPa: p_u = (300 + 57 + 250) x 0.6 = 364.2 kN/m', () => {
    expect(curveAt(p, 3, 0.6).p(0.12) / 1e3).toBeCloseTo(364.2, 6);
  });
  it('under sand the average still starts at the clay top (docs: our choice)', () => {
    const q = build({ layers: [{ ...sand, bottom_m: 3 }, stiff('clay', 3, 6, 200e3)] });
    // c_a = 200 kPa, sigma_v = 18 x 3 + 19 x 1 = 73 kPa: p_u = (600 + 73 + 0.5 x 200 x 4/0.6) x 0.6 = 803.8
    expect(curveAt(q, 4, 0.6).p(0.12) / 1e3).toBeCloseTo(803.8, 6);
  });
});
