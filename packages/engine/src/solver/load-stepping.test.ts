import { describe, expect, it } from 'vitest';
import { apiSandCurve } from '../soil/py/api-sand';
import { buildBeamColumnModel } from './build-model';
import type { BeamColumnModel, SolverOptions, SolverResult } from './model';
import { LoadStepping, solveAtFullLoad, solveBeamColumn } from './nonlinear';
import { createWorkspace } from './workspace';

/** A W6x9-like pile in API sand, 60 elements: its curves and arrays shared by every load. */
function pile(shear_N: number, moment_Nm = 0): BeamColumnModel {
  return buildBeamColumnModel({
    zHead_m: -1.5,
    zToe_m: 2,
    nElements: 60,
    EI_Nm2: 3.4e6,
    zSoilTop_m: 0,
    curveAt: (z) =>
      apiSandCurve({ phiDeg: 33, sigmaV_Pa: 9e3 * z, z_m: z, b_m: 0.15, k_N_per_m3: 2e7, loading: 'static' }),
    head: { kind: 'free', shear_N, moment_Nm },
  });
}

function sameResult(got: SolverResult, want: SolverResult): void {
  expect(got.status).toBe(want.status);
  expect(got.loadFraction).toBe(want.loadFraction);
  expect(got.iterations).toBe(want.iterations);
  if (got.status !== 'converged' && want.status !== 'converged') expect(got.reason).toBe(want.reason);
  expect(Array.from(got.solution.y_m)).toEqual(Array.from(want.solution.y_m));
  expect(Array.from(got.solution.moment_Nm)).toEqual(Array.from(want.solution.moment_Nm));
  expect(Array.from(got.solution.soilReaction_N_per_m)).toEqual(
    Array.from(want.solution.soilReaction_N_per_m),
  );
}

describe('the load stepping of a solve that does not converge at the full load, made later', () => {
  const strong = pile(60e3, 20e3);
  const fresh = (m: BeamColumnModel, o: Partial<SolverOptions>) =>
    solveBeamColumn(m, o, createWorkspace(m, 1e-6));

  it('gives, after other solves on its workspace, what the immediate solve gives, to the bit', () => {
    const want = fresh(strong, {});
    // the pile holds part of these loads only: the case deferred
    expect(want.status).not.toBe('converged');
    expect(want.loadFraction).toBeGreaterThan(0.05);
    expect(want.loadFraction).toBeLessThan(1);

    const ws = createWorkspace(strong, 1e-6);
    const seed = new Float64Array(strong.z_m.length).fill(0.004);
    const deferred = solveAtFullLoad(strong, { seed_m: seed }, ws);
    expect(deferred).toBeInstanceOf(LoadStepping);
    // the caller's seed buffer and the workspace both serve other solves in between
    seed.fill(0.09);
    const other = {
      ...strong,
      axialLoad_N: 5e4,
      head: { kind: 'free', shear_N: 4e3, moment_Nm: 0 },
    } as const;
    expect(solveBeamColumn(other, { seed_m: seed }, ws).status).toBe('converged');
    const got = (deferred as LoadStepping).complete();
    sameResult(got, fresh(strong, { seed_m: new Float64Array(strong.z_m.length).fill(0.004) }));
    // made once: the same object on a second call
    expect((deferred as LoadStepping).complete()).toBe(got);
  });

  it('returns a converged result at once, as solveBeamColumn does', () => {
    const light = pile(3e3);
    const r = solveAtFullLoad(light, {}, createWorkspace(light, 1e-6));
    expect(r).not.toBeInstanceOf(LoadStepping);
    sameResult(r as SolverResult, fresh(light, {}));
  });

  it('from a start state that fails, steps as a solve without one does (the start is not read again)', () => {
    const ws = createWorkspace(strong, 1e-6);
    const start = new Float64Array(2 * strong.z_m.length).fill(0.01);
    const deferred = solveAtFullLoad(strong, { startDofs: start }, ws);
    expect(deferred).toBeInstanceOf(LoadStepping);
    const got = (deferred as LoadStepping).complete();
    const want = solveBeamColumn(strong, { startDofs: start }, createWorkspace(strong, 1e-6));
    sameResult(got, want);
  });
});
