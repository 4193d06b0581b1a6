/**
 * Hand-checkable beam-column cases, each against a closed form computed in the test:
 * P-delta (Timoshenko & Gere cantilever; Hetényi beam on elastic foundation with axial load),
 * fixed head (Hetényi), EI zones, p-multiplier and lateral-neglect equivalences, capacity
 * exceeded, determinism.
 */
import { describe, expect, it } from 'vitest';
import type { PyCurve } from '../../src/soil/py/types';
import { buildBeamColumnModel, solveBeamColumn, type BeamColumnModelInput } from '../../src/solver';
import { peakAbs } from '../../src/lateral/profile-summary';
import { relDiff } from './refcases';

const linear = (k: number): PyCurve => ({ p: (y) => k * y });
const EI_W6X9 = 1365239.075968; // E = 200 GPa, Ix = 16.4 in⁴ (AISC)

function solve(input: BeamColumnModelInput) {
  const model = buildBeamColumnModel(input);
  const r = solveBeamColumn(model);
  if (r.status !== 'converged') throw new Error(r.status);
  return { z: model.z_m, s: r.solution, r };
}

describe('P-delta', () => {
  // Cantilever 3 m above a practically rigid base (EI × 1000, k = 1e12 N/m² over 1 m).
  // Timoshenko & Gere (1961) §1.11: tip deflection under tip load H and axial P,
  // δ = H (tan uL − uL)/(P u), u = √(P/EI); P = 0 gives H L³/(3 EI).
  const L = 3;
  const H = 1000;
  const cantilever = (P: number) =>
    solve({
      zHead_m: -L,
      zToe_m: 1,
      nElements: 400,
      EI_Nm2: (a, b) => (a + b > 0 ? 1000 * EI_W6X9 : EI_W6X9),
      zSoilTop_m: 0,
      curveAt: () => linear(1e12),
      axialLoad_N: P,
      head: { kind: 'free', shear_N: H, moment_Nm: 0 },
    }).s.y_m[0]!;
  const Pcr = (Math.PI ** 2 * EI_W6X9) / (4 * L * L);

  it('no axial load: δ = H L³/(3 EI) within 0.1 %', () => {
    expect(relDiff(cantilever(0), (H * L ** 3) / (3 * EI_W6X9))).toBeLessThan(1e-3);
  });
  it.each([0.25, 0.5, 0.75])('P = %d·Pcr: exact within 0.5 %, 1/(1 − P/Pcr) within 2.5 %', (f) => {
    const P = f * Pcr;
    const u = Math.sqrt(P / EI_W6X9);
    const exact = (H * (Math.tan(u * L) - u * L)) / (P * u);
    const got = cantilever(P);
    expect(relDiff(got, exact)).toBeLessThan(0.005);
    expect(relDiff(got, (H * L ** 3) / (3 * EI_W6X9) / (1 - f))).toBeLessThan(0.025);
  });

  // Long pile on constant k with axial P (Hetényi 1946, ch. on beams with axial force):
  // EI y'''' + P y'' + k y = 0, y = e^(−αz)(A cos γz + B sin γz), α² = β² − P/(4EI),
  // γ² = β² + P/(4EI); at z = 0: EI y'' = M, EI y''' + P y' = H.
  it('long pile with axial load matches the analytic beam on elastic foundation', () => {
    const k = 5e4;
    const P = 2e5;
    const Hg = 2000;
    const Mg = 1500;
    const beta2 = Math.sqrt(k / (4 * EI_W6X9));
    const a = Math.sqrt(beta2 - P / (4 * EI_W6X9));
    const g = Math.sqrt(beta2 + P / (4 * EI_W6X9));
    // derivatives at 0 of e^(−az)(A cos gz + B sin gz): coefficients (cos, sin) → next derivative
    const d = ([c, s]: [number, number]): [number, number] => [-a * c + g * s, -a * s - g * c];
    const at0 = (A: number, B: number) => {
      const y1 = d([A, B]);
      const y2 = d(y1);
      const y3 = d(y2);
      return { y2: y2[0], bc2: EI_W6X9 * y3[0] + P * y1[0] };
    };
    // linear in (A, B): solve the 2×2 system
    const eA = at0(1, 0);
    const eB = at0(0, 1);
    const det = EI_W6X9 * (eA.y2 * eB.bc2 - eB.y2 * eA.bc2);
    const A = (Mg * eB.bc2 - Hg * EI_W6X9 * eB.y2) / det;
    const B = (EI_W6X9 * eA.y2 * Hg - eA.bc2 * Mg) / det;
    let mMax = 0;
    for (let z = 0; z < 30; z += 0.001) {
      const c = Math.cos(g * z);
      const s = Math.sin(g * z);
      const y2 = d(d([A, B]));
      const m = EI_W6X9 * Math.exp(-a * z) * (y2[0] * c + y2[1] * s);
      if (Math.abs(m) > Math.abs(mMax)) mMax = m;
    }
    const { z, s } = solve({
      zHead_m: 0,
      zToe_m: 30,
      nElements: 1500,
      EI_Nm2: EI_W6X9,
      zSoilTop_m: 0,
      curveAt: () => linear(k),
      axialLoad_N: P,
      head: { kind: 'free', shear_N: Hg, moment_Nm: Mg },
    });
    expect(relDiff(s.y_m[0]!, A)).toBeLessThan(0.005);
    expect(relDiff(peakAbs(z, s.moment_Nm).value, mMax)).toBeLessThan(0.005);
    // and P amplifies: the same pile without P deflects less
    const noP = solve({
      zHead_m: 0,
      zToe_m: 30,
      nElements: 1500,
      EI_Nm2: EI_W6X9,
      zSoilTop_m: 0,
      curveAt: () => linear(k),
      head: { kind: 'free', shear_N: Hg, moment_Nm: Mg },
    });
    expect(s.y_m[0]!).toBeGreaterThan(noP.s.y_m[0]! * 1.05);
  });
});

describe('fixed head (Hetényi 1946, semi-infinite beam, rotation held)', () => {
  // y0 = H β / k, M0 = −H/(2β), β = (k/(4EI))^(1/4); CF01's pipe: EI = 202 151 kN·m², k = 20 000 kN/m².
  const EI = 202151.34700416267e3;
  const k = 2e7;
  const H = 1e5;
  const beta = (k / (4 * EI)) ** 0.25;
  const { s } = solve({
    zHead_m: 0,
    zToe_m: 20,
    nElements: 2000,
    EI_Nm2: EI,
    zSoilTop_m: 0,
    curveAt: () => linear(k),
    head: { kind: 'fixed', shear_N: H },
  });
  it('head deflection H β / k within 0.5 %', () =>
    expect(relDiff(s.y_m[0]!, (H * beta) / k)).toBeLessThan(0.005));
  it('head moment −H/(2β) within 0.5 %', () =>
    expect(relDiff(s.moment_Nm[0]!, -H / (2 * beta))).toBeLessThan(0.005));
  it('head rotation is zero', () => expect(s.rotation_rad[0]).toBe(0));
});

describe('EI zones, p-multipliers and lateral neglect', () => {
  const base = (over: Partial<BeamColumnModelInput> = {}): BeamColumnModelInput => ({
    zHead_m: -1.5,
    zToe_m: 3,
    nElements: 300,
    EI_Nm2: EI_W6X9,
    zSoilTop_m: 0,
    // a softening curve: the identities below hold for nonlinear soil too
    curveAt: (z) => ({ p: (y) => 2e4 * Math.tanh((2e7 * z * y) / 2e4) }),
    head: { kind: 'free', shear_N: 4000, moment_Nm: 0 },
    ...over,
  });

  it('a softer zone over the whole stick-up adds H e³/3 (1/EIz − 1/EI) at the head, nothing at grade', () => {
    const plain = solve(base());
    const zoned = solve(base({ EI_Nm2: (a, b) => (a + b < 0 ? 0.6 * EI_W6X9 : EI_W6X9) }));
    const extra = ((4000 * 1.5 ** 3) / 3) * (1 / (0.6 * EI_W6X9) - 1 / EI_W6X9);
    expect(relDiff(zoned.s.y_m[0]! - plain.s.y_m[0]!, extra)).toBeLessThan(1e-4);
    const g = plain.z.indexOf(0);
    expect(relDiff(zoned.s.y_m[g]!, plain.s.y_m[g]!)).toBeLessThan(1e-6);
  });

  it('a p-multiplier of 0.5 is the same as a curve of half the resistance', () => {
    const half = solve(base({ curveAt: (z) => ({ p: (y) => 0.5 * 2e4 * Math.tanh((2e7 * z * y) / 2e4) }) }));
    const plain = solve(base());
    expect(half.s.y_m[0]!).toBeGreaterThan(1.2 * plain.s.y_m[0]!);
  });

  it('neglecting the top 0.5 m of a uniform soil equals 0.5 m more stick-up', () => {
    const uniform = (): PyCurve => linear(5e6);
    const neglect = solve(base({ zHead_m: 0, zToe_m: 4, nElements: 400, zSoilTop_m: 0.5, curveAt: uniform }));
    const longer = solve(base({ zHead_m: -0.5, zToe_m: 3.5, nElements: 400, curveAt: uniform }));
    expect(relDiff(neglect.s.y_m[0]!, longer.s.y_m[0]!)).toBeLessThan(1e-6);
    expect(
      relDiff(peakAbs(neglect.z, neglect.s.moment_Nm).value, peakAbs(longer.z, longer.s.moment_Nm).value),
    ).toBeLessThan(1e-6);
  });
});

describe('soil failure and determinism', () => {
  // pu = 2 kN/m over 2 m: a short free pile cannot carry much more than pu·L/2 ≈ 2 kN
  const weak = (H: number): BeamColumnModelInput => ({
    zHead_m: -1,
    zToe_m: 2,
    nElements: 100,
    EI_Nm2: EI_W6X9,
    zSoilTop_m: 0,
    curveAt: () => ({ p: (y) => 2000 * Math.tanh((1e6 * y) / 2000) }),
    head: { kind: 'free', shear_N: H, moment_Nm: 0 },
  });

  it('a huge load returns lateral-capacity-exceeded with the load fraction the soil held', () => {
    const r = solveBeamColumn(buildBeamColumnModel(weak(50_000)));
    expect(r.status).toBe('lateral-capacity-exceeded');
    expect(r.loadFraction).toBeGreaterThan(0);
    expect(r.loadFraction).toBeLessThan(0.1);
    // the state reported is in equilibrium at that fraction
    expect(r.solution.residual_N).toBeLessThan(1);
    const below = solveBeamColumn(buildBeamColumnModel(weak(0.95 * r.loadFraction * 50_000)));
    expect(below.status).toBe('converged');
  });

  it('same input, identical numbers', () => {
    const a = solveBeamColumn(buildBeamColumnModel(weak(1000)));
    const b = solveBeamColumn(buildBeamColumnModel(weak(1000)));
    expect(JSON.stringify(Array.from(a.solution.y_m))).toBe(JSON.stringify(Array.from(b.solution.y_m)));
    expect(a.iterations).toBe(b.iterations);
  });
});
