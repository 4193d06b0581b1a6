// Where Newton starts and when it stops (beam-column.md §4, eq. 11c): a start from a known state
// (`startDofs`) and the step test on a full Newton step (√tolerance, quadratic convergence) must
// give the answer a tightly converged solve gives, to well within the default tolerance, and a
// start the soil cannot hold must not change what the solver finds.
import { describe, expect, it } from 'vitest';
import { apiSandCurve } from '../soil/py/api-sand';
import { buildBeamColumnModel } from './build-model';
import type { BeamColumnModel, BeamColumnSolution } from './model';
import { solveBeamColumn } from './nonlinear';

/** A W6x9-like pile in API sand (φ 33°), 80 elements, head loads H and M. */
function pile(shear_N: number, moment_Nm: number): BeamColumnModel {
  return buildBeamColumnModel({
    zHead_m: -1.5,
    zToe_m: 3,
    nElements: 80,
    EI_Nm2: 3.4e6,
    zSoilTop_m: 0,
    curveAt: (z) =>
      apiSandCurve({ phiDeg: 33, sigmaV_Pa: 9e3 * z, z_m: z, b_m: 0.15, k_N_per_m3: 2e7, loading: 'static' }),
    head: { kind: 'free', shear_N, moment_Nm },
  });
}

/** The DOFs [y, θ, …] of a solution, times `scale`. */
function dofs(s: BeamColumnSolution, scale: number): Float64Array {
  const u = new Float64Array(2 * s.y_m.length);
  s.y_m.forEach((y, i) => {
    u[2 * i] = scale * y;
    u[2 * i + 1] = scale * s.rotation_rad[i]!;
  });
  return u;
}

/** Largest |a − b| over the largest |b|. */
function relativeDifference(a: Float64Array, b: Float64Array): number {
  let d = 0;
  let m = 0;
  for (let i = 0; i < b.length; i++) {
    d = Math.max(d, Math.abs(a[i]! - b[i]!));
    m = Math.max(m, Math.abs(b[i]!));
  }
  return d / m;
}

/** Converged to round-off: both tolerances 10⁻¹³ (the reference the default answer is held to). */
const TIGHT = { tolerance: 1e-13, forceTolerance: 1e-13 };

describe('the step test on a full Newton step (√tolerance)', () => {
  it.each([
    [3e3, 0],
    [6e3, 2e3],
    [9e3, 4e3],
    [-7e3, 1e3],
  ])('H %d N, M %d N·m: the default solve is within 10⁻⁶ of the tightly converged one', (H, M) => {
    const model = pile(H, M);
    const got = solveBeamColumn(model);
    const tight = solveBeamColumn(model, TIGHT);
    expect(got.status).toBe('converged');
    expect(tight.status).toBe('converged');
    // deflections and moments: the default tolerance (10⁻⁶ of max|y|) holds
    expect(relativeDifference(got.solution.y_m, tight.solution.y_m)).toBeLessThan(1e-6);
    expect(relativeDifference(got.solution.moment_Nm, tight.solution.moment_Nm)).toBeLessThan(1e-6);
  });
});

describe('startDofs', () => {
  it('from the converged state of the same loads: one iteration, the same answer', () => {
    const model = pile(6e3, 2e3);
    const cold = solveBeamColumn(model, TIGHT);
    const warm = solveBeamColumn(model, { startDofs: dofs(cold.solution, 1) });
    expect(warm.status).toBe('converged');
    expect(warm.iterations).toBe(1);
    expect(relativeDifference(warm.solution.y_m, cold.solution.y_m)).toBeLessThan(1e-9);
  });

  it('from the mirror image of the mirrored loads: the mirrored answer', () => {
    const model = pile(6e3, 2e3);
    const mirror = solveBeamColumn(pile(-6e3, -2e3), TIGHT);
    const warm = solveBeamColumn(model, { startDofs: dofs(mirror.solution, -1) });
    const cold = solveBeamColumn(model, TIGHT);
    expect(warm.iterations).toBe(1);
    expect(relativeDifference(warm.solution.y_m, cold.solution.y_m)).toBeLessThan(1e-9);
  });

  it('from the 1.0 × loads scaled by 1.6: the 1.6 × answer, in fewer iterations than cold', () => {
    const base = solveBeamColumn(pile(5e3, 1.5e3));
    const model = pile(8e3, 2.4e3);
    const cold = solveBeamColumn(model);
    const warm = solveBeamColumn(model, { startDofs: dofs(base.solution, 1.6) });
    const tight = solveBeamColumn(model, TIGHT);
    expect(warm.status).toBe('converged');
    expect(warm.iterations).toBeLessThan(cold.iterations);
    expect(relativeDifference(warm.solution.y_m, tight.solution.y_m)).toBeLessThan(1e-6);
  });

  it('a start the soil cannot hold falls back to the secant first guess: the same answer as without it', () => {
    const model = pile(6e3, 2e3);
    const cold = solveBeamColumn(model);
    // 30 times the converged state: far beyond the deflection limit, Newton diverges from it
    const warm = solveBeamColumn(model, { startDofs: dofs(cold.solution, 30) });
    expect(warm.status).toBe('converged');
    expect(warm.iterations).toBeGreaterThan(cold.iterations);
    expect(Array.from(warm.solution.y_m)).toEqual(Array.from(cold.solution.y_m));
  });

  it('a load beyond the soil capacity: the same status and load fraction as without a start', () => {
    const model = pile(2.5e5, 0);
    const cold = solveBeamColumn(model);
    const warm = solveBeamColumn(model, { startDofs: new Float64Array(2 * model.z_m.length).fill(0.01) });
    expect(cold.status).toBe('lateral-capacity-exceeded');
    expect(warm.status).toBe(cold.status);
    expect(warm.loadFraction).toBe(cold.loadFraction);
  });

  it('needs a deflection and a rotation per node', () => {
    const model = pile(6e3, 0);
    expect(() => solveBeamColumn(model, { startDofs: new Float64Array(model.z_m.length) })).toThrow(
      /startDofs needs a deflection and a rotation per node/,
    );
  });
});
