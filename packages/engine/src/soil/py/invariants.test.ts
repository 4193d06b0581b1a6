/**
 * Invariants of every curve swept over grids of depth, width and strength (after openpile
 * test/test_pycurves.py): p(0) = 0, odd, finite, p >= 0 for y > 0, monotone non-decreasing
 * for the non-softening models, `softens` true on every curve that falls somewhere and `stiffens` on every curve whose p/y
 * grows somewhere (and neither elsewhere), and the plateau p(large y) = pLarge_N_per_m; pWithSlope gives
 * p() to the bit and the slope of a one-sided difference (the solver's tangent, eq. 11b); the
 * solver's batched evaluation (py-batch.ts) gives pWithSlope to the bit.
 */
import { describe, expect, it } from 'vitest';
import { pySlope, type PyLoading, type SoilPyCurve } from './types';
import { scaleCurve, type KernelCurve } from './curve-utils';
import { apiSandCurve } from './api-sand';
import { matlockCurve } from './soft-clay-matlock';
import { apiSoftClayPolylineCurve } from './api-soft-clay-polyline';
import { stiffClayFreeWaterCurve } from './stiff-clay-free-water';
import { welchReeseCurve } from './stiff-clay-no-free-water';
import { modifiedStiffClayCurve } from './modified-stiff-clay';
import { cementedCphiCurve } from './cemented-c-phi';
import { weakRockCurve } from './weak-rock';
import { liquefiedSandCurve } from './liquefied-sand';
import { vuggyLimestoneCurve } from './vuggy-limestone';
import { reeseSandCurve } from './reese-sand';
import { evaluatePyBatch, pyBatchOf } from './py-batch';

const Z = [0.05, 0.3, 1, 2.5, 6];
const B = [0.1, 0.15, 0.3, 0.6];
const LOADINGS: PyLoading[] = ['static', 'cyclic'];
const GAMMA = 9e3; // effective unit weight used for sigma'v = gamma' z
const Y = Array.from({ length: 120 }, (_, i) => 1e-7 * 1.15 ** i); // 1e-7 ... ~1.4 m

interface Case {
  model: string;
  softening: boolean;
  make: (z: number, b: number, loading: PyLoading) => KernelCurve;
}

const cases: Case[] = [
  ...[28, 33, 38].map((phi) => ({
    model: `api-sand phi ${phi}`,
    softening: false,
    make: (z: number, b: number, loading: PyLoading) =>
      apiSandCurve({ phiDeg: phi, sigmaV_Pa: GAMMA * z, z_m: z, b_m: b, k_N_per_m3: 2e7, loading }),
  })),
  ...[28, 33, 38].map((phi) => ({
    model: `reese-sand phi ${phi}`,
    softening: false,
    make: (z: number, b: number, loading: PyLoading) =>
      reeseSandCurve({ phiDeg: phi, sigmaV_Pa: GAMMA * z, z_m: z, b_m: b, k_N_per_m3: 2e7, loading }),
  })),
  ...[10e3, 40e3].map((su) => ({
    model: `matlock su ${su}`,
    softening: true,
    make: (z: number, b: number, loading: PyLoading) =>
      matlockCurve({ su_Pa: su, sigmaV_Pa: GAMMA * z, eps50: 0.01, J: 0.5, z_m: z, b_m: b, loading }),
  })),
  ...[10e3, 40e3].map((su) => ({
    model: `api clay polyline su ${su}`,
    softening: true,
    make: (z: number, b: number, loading: PyLoading) =>
      apiSoftClayPolylineCurve({
        su_Pa: su,
        sigmaV_Pa: GAMMA * z,
        eps50: 0.01,
        J: 0.5,
        z_m: z,
        b_m: b,
        loading,
      }),
  })),
  ...[60e3, 250e3].map((su) => ({
    model: `stiff clay free water su ${su}`,
    softening: true,
    make: (z: number, b: number, loading: PyLoading) =>
      stiffClayFreeWaterCurve({
        ca_Pa: su,
        c_Pa: su,
        sigmaV_Pa: GAMMA * z,
        eps50: 0.005,
        k_N_per_m3: loading === 'static' ? 270e6 : 110e6,
        z_m: z,
        b_m: b,
        loading,
      }),
  })),
  ...[60e3, 250e3].map((su) => ({
    model: `welch-reese su ${su}`,
    softening: false,
    make: (z: number, b: number, loading: PyLoading) =>
      welchReeseCurve({
        ca_Pa: su,
        c_Pa: su,
        sigmaV_Pa: GAMMA * z,
        eps50: 0.005,
        J: 0.5,
        z_m: z,
        b_m: b,
        loading,
        nCycles: 50,
      }),
  })),
  {
    model: 'modified stiff clay',
    softening: false,
    make: (z, b, loading) =>
      modifiedStiffClayCurve({
        ca_Pa: 100e3,
        c_Pa: 100e3,
        sigmaV_Pa: GAMMA * z,
        eps50: 0.005,
        J: 0.5,
        z_m: z,
        b_m: b,
        loading,
        nCycles: 10,
        k_N_per_m3: 200e6,
      }),
  },
  {
    model: 'cemented c-phi',
    softening: false,
    make: (z, b, loading) =>
      cementedCphiCurve({
        c_Pa: 15e3,
        phiDeg: 32,
        sigmaV_Pa: GAMMA * z,
        J: 0.5,
        k_N_per_m3: 5e7,
        z_m: z,
        b_m: b,
        loading,
      }),
  },
  {
    model: 'weak rock',
    softening: false,
    make: (z, b) => weakRockCurve({ qu_Pa: 3e6, Erm_Pa: 300e6, rqd_pct: 40, krm: 0.0002, xr_m: z, b_m: b }),
  },
  { model: 'liquefied sand', softening: false, make: (z, b) => liquefiedSandCurve({ z_m: z, b_m: b }) },
  {
    model: 'vuggy limestone',
    softening: false,
    make: (_z, b) => vuggyLimestoneCurve({ su_Pa: 2e6, b_m: b }),
  },
];

describe.each(cases)('$model: invariants over z x b x loading grids', ({ make, softening }) => {
  it('p(0) = 0, odd, finite, >= 0, plateau = pLarge' + (softening ? '' : ', monotone'), () => {
    const failures: string[] = [];
    for (const z of Z)
      for (const b of B)
        for (const loading of LOADINGS) {
          const c = make(z, b, loading);
          const at = `z ${z} b ${b} ${loading}`;
          if (c.p(0) !== 0) failures.push(`${at}: p(0) = ${c.p(0)}`);
          let prev = 0;
          let prevSecant = Infinity;
          let falls = false;
          let stiffens = false;
          for (const y of Y) {
            const p = c.p(y);
            if (!Number.isFinite(p) || p < 0) failures.push(`${at}: p(${y}) = ${p}`);
            if (c.p(-y) !== -p) failures.push(`${at}: not odd at ${y}`);
            if (!softening && p < prev * (1 - 1e-12)) failures.push(`${at}: decreasing at ${y}`);
            if (p < prev * (1 - 1e-12)) falls = true;
            if (p / y > prevSecant * (1 + 1e-9)) stiffens = true;
            prev = p;
            prevSecant = p / y;
          }
          // a curve that falls, or stiffens, says so (the design then starts its analyses from nothing)
          if (falls && !c.softens) failures.push(`${at}: falls, but softens is false`);
          if (!softening && c.softens) failures.push(`${at}: never falls, but softens is true`);
          if (stiffens && !c.stiffens) failures.push(`${at}: p/y grows, but stiffens is false`);
          if (!stiffens && c.stiffens) failures.push(`${at}: p/y never grows, but stiffens is true`);
          if (Math.abs(c.p(10) - c.pLarge_N_per_m) > 1e-9 * c.pLarge_N_per_m + 1e-9)
            failures.push(`${at}: p(10 m) = ${c.p(10)} vs pLarge ${c.pLarge_N_per_m}`);
        }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

/**
 * The slope pWithSlope leaves against one-sided differences of p(): on smooth branches both
 * sides agree with it; at a kink it is the slope of one side (the branch whose value it is).
 */
function slopeFailures(c: SoilPyCurve, at: string): string[] {
  const out: string[] = [];
  if (!c.pWithSlope) return [`${at}: no pWithSlope`];
  for (const y of Y) {
    for (const sign of [1, -1]) {
      const ys = sign * y;
      const p = c.pWithSlope(ys);
      const slope = pySlope.dpdy;
      if (!Object.is(p, c.p(ys))) out.push(`${at}: pWithSlope(${ys}) = ${p} but p() = ${c.p(ys)}`);
      const h = 1e-6 * y;
      const right = (c.p(ys + h) - p) / h;
      const left = (p - c.p(ys - h)) / h;
      // truncation (1e-4 relative) and the round-off of differencing p (a few ε·|p| / h)
      const tol = 1e-4 * Math.max(Math.abs(left), Math.abs(right)) + (8 * Number.EPSILON * Math.abs(p)) / h;
      if (!(Math.abs(slope - right) <= tol || Math.abs(slope - left) <= tol))
        out.push(`${at}: slope at ${ys} = ${slope}, differences ${left} (left) ${right} (right)`);
    }
  }
  return out;
}

describe.each(cases)('$model: slope of pWithSlope', ({ make }) => {
  it('pWithSlope gives p() to the bit and dp/dy as differences of p() do, also p-multiplied', () => {
    const failures: string[] = [];
    for (const z of Z)
      for (const b of B)
        for (const loading of LOADINGS) {
          const c = make(z, b, loading);
          failures.push(...slopeFailures(c, `z ${z} b ${b} ${loading}`));
          failures.push(...slopeFailures(scaleCurve(c, 0.7), `x0.7 z ${z} b ${b} ${loading}`));
        }
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

/**
 * Node i of a batch (py-batch.ts) at deflection ys[i] against its curve's own pWithSlope: p and
 * the slope to the bit (Object.is: the sign of a zero too).
 */
function batchFailures(curves: SoilPyCurve[], ys: number[], at: string): string[] {
  const out: string[] = [];
  const batch = pyBatchOf(curves, () => true);
  const y = Float64Array.from(ys);
  const p = new Float64Array(ys.length).fill(Number.NaN);
  const s = new Float64Array(ys.length).fill(Number.NaN);
  evaluatePyBatch(batch, y, 1, p, s);
  curves.forEach((c, i) => {
    if (!c.kernel || batch.inBatch[i] !== 1) {
      out.push(`${at}: node ${i} not in the batch`);
      return;
    }
    const want = c.pWithSlope!(ys[i]!);
    const slope = pySlope.dpdy;
    if (!Object.is(p[i], want) || !Object.is(s[i], slope))
      out.push(`${at}: at ${ys[i]} batch p ${p[i]} slope ${s[i]}, curve ${want} ${slope}`);
  });
  return out;
}

describe.each(cases)('$model: the batched evaluation', ({ make }) => {
  it('gives pWithSlope and its slope to the bit, at ±y and ±0, also p-multiplied and in mixed runs', () => {
    const ys = [0, -0, ...Y, ...Y.map((y) => -y), 10, -10];
    const failures: string[] = [];
    const mixed: SoilPyCurve[] = [];
    for (const z of Z)
      for (const b of B)
        for (const loading of LOADINGS) {
          const c = make(z, b, loading);
          const at = `z ${z} b ${b} ${loading}`;
          failures.push(
            ...batchFailures(
              ys.map(() => c),
              ys,
              at,
            ),
          );
          const scaled = scaleCurve(c, 0.7);
          failures.push(
            ...batchFailures(
              ys.map(() => scaled),
              ys,
              `x0.7 ${at}`,
            ),
          );
          mixed.push(c, scaled);
        }
    // runs of one node each, curves of several depths and widths side by side
    failures.push(
      ...batchFailures(
        mixed,
        mixed.map((_, i) => ys[i % ys.length]!),
        'mixed',
      ),
    );
    expect(failures.slice(0, 5)).toEqual([]);
  });
});

describe('a batch', () => {
  it('evaluates only the nodes it takes whose curves are kernels, and leaves the others', () => {
    const sand = apiSandCurve({
      phiDeg: 33,
      sigmaV_Pa: 9e3,
      z_m: 1,
      b_m: 0.15,
      k_N_per_m3: 2e7,
      loading: 'static',
    });
    const notKernel: SoilPyCurve = { ...sand, kernel: undefined, p: (y) => 2 * y };
    const batch = pyBatchOf([sand, null, notKernel, sand, sand], (i) => i !== 3);
    expect(Array.from(batch.inBatch)).toEqual([1, 0, 0, 0, 1]);
    const p = new Float64Array(5).fill(7);
    const s = new Float64Array(5).fill(7);
    evaluatePyBatch(batch, Float64Array.of(0.01, 0.01, 0.01, 0.01, -0.02), 1, p, s);
    expect([p[1], p[2], p[3], s[1], s[2], s[3]]).toEqual([7, 7, 7, 7, 7, 7]);
    expect(p[0]).toBe(sand.p(0.01));
    expect(p[4]).toBe(sand.p(-0.02));
  });
});
