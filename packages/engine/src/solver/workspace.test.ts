import { describe, expect, it } from 'vitest';
import { apiSandCurve } from '../soil/py/api-sand';
import { buildBeamColumnModel } from './build-model';
import type { BeamColumnModel, SolverOptions } from './model';
import { solveBeamColumn } from './nonlinear';
import { createWorkspace } from './workspace';

/** A W6x9-like pile in API sand, 60 elements: its curves and arrays shared by every load. */
function pile(): BeamColumnModel {
  return buildBeamColumnModel({
    zHead_m: -1.5,
    zToe_m: 3,
    nElements: 60,
    EI_Nm2: 3.4e6,
    zSoilTop_m: 0,
    curveAt: (z) =>
      apiSandCurve({ phiDeg: 33, sigmaV_Pa: 9e3 * z, z_m: z, b_m: 0.15, k_N_per_m3: 2e7, loading: 'static' }),
    head: { kind: 'free', shear_N: 5e3, moment_Nm: 0 },
  });
}

/** The same analysis on a fresh workspace: the reference a reused one must match to the bit. */
function fresh(model: BeamColumnModel, options: Partial<SolverOptions>) {
  return solveBeamColumn(model, options, createWorkspace(model, options.tinyDeflection_m ?? 1e-6));
}

describe('a reused workspace', () => {
  it('answers every load and option as a fresh one does, to the bit', () => {
    const base = pile();
    const ws = createWorkspace(base, 1e-6);
    const runs: [BeamColumnModel, Partial<SolverOptions>][] = [
      [base, {}],
      [{ ...base, head: { kind: 'free', shear_N: 8e3, moment_Nm: 2e3 } }, {}],
      // the first guess's secant springs are kept per reference and tiny deflection
      [base, { referenceDeflection_m: 0.004 }],
      [base, { referenceDeflection_m: 2e-6 }],
      // a reference below the tiny deflection stands for the tiny one
      [base, { referenceDeflection_m: 2e-6, tinyDeflection_m: 1e-5 }],
      [{ ...base, axialLoad_N: 4e4, head: { kind: 'fixed', shear_N: 6e3 } }, {}],
      [base, {}],
    ];
    for (const [model, options] of runs) {
      const got = solveBeamColumn(model, options, ws);
      const want = fresh(model, options);
      expect(got.status).toBe('converged');
      expect(got.iterations).toBe(want.iterations);
      expect(Array.from(got.solution.y_m)).toEqual(Array.from(want.solution.y_m));
      expect(Array.from(got.solution.moment_Nm)).toEqual(Array.from(want.solution.moment_Nm));
    }
  });
});

describe('workspaces sharing their scratch', () => {
  it('answer, solved in turns, as fresh ones do, to the bit', () => {
    const a = pile();
    // another pile of as many nodes: stiffer, another soil, a fixed head
    const b: BeamColumnModel = {
      ...buildBeamColumnModel({
        zHead_m: -1.2,
        zToe_m: 3.4,
        nElements: 60,
        EI_Nm2: 5.1e6,
        zSoilTop_m: 0,
        curveAt: (z) =>
          apiSandCurve({
            phiDeg: 30,
            sigmaV_Pa: 9e3 * z,
            z_m: z,
            b_m: 0.2,
            k_N_per_m3: 1e7,
            loading: 'static',
          }),
        head: { kind: 'fixed', shear_N: 7e3 },
      }),
      axialLoad_N: 3e4,
    };
    expect(b.z_m.length).toBe(a.z_m.length);
    const wsA = createWorkspace(a, 1e-6);
    const wsB = createWorkspace(b, 1e-6, wsA);
    expect(wsB.u).toBe(wsA.u); // shared, not copied
    expect(wsB.beam).toBe(wsA.beam); // shared, re-assembled for the pile it serves
    expect(wsB.elasticBand).not.toBe(wsA.elasticBand); // the pile's own
    for (const [model, ws] of [
      [a, wsA],
      [b, wsB],
      [{ ...a, head: { kind: 'free', shear_N: 9e3, moment_Nm: 4e3 } } as BeamColumnModel, wsA],
      [b, wsB],
      // the same axial load as the last solve, on the other pile: its own beam matrix again
      [{ ...a, axialLoad_N: 3e4 }, wsA],
    ] as const) {
      const got = solveBeamColumn(model, {}, ws);
      const want = fresh(model, {});
      expect(got.status).toBe('converged');
      expect(got.iterations).toBe(want.iterations);
      expect(Array.from(got.solution.y_m)).toEqual(Array.from(want.solution.y_m));
      expect(Array.from(got.solution.shear_N)).toEqual(Array.from(want.solution.shear_N));
    }
  });
});

describe('the solutions a workspace hands out', () => {
  it('keep their numbers while later solves fill their own (arrays cut from one slab)', () => {
    const base = pile();
    const ws = createWorkspace(base, 1e-6);
    const first = solveBeamColumn(base, {}, ws);
    const firstY = Array.from(first.solution.y_m);
    const firstM = Array.from(first.solution.moment_Nm);
    // enough later solves to fill the rest of a slab (8192 doubles, 3 × 61 a solve) and start another
    const later = Array.from({ length: 60 }, (_, k) =>
      solveBeamColumn({ ...base, head: { kind: 'free', shear_N: 1e3 * (k + 1), moment_Nm: 0 } }, {}, ws),
    );
    expect(Array.from(first.solution.y_m)).toEqual(firstY);
    expect(Array.from(first.solution.moment_Nm)).toEqual(firstM);
    expect(first.solution.y_m.length).toBe(base.z_m.length);
    // each later one as a fresh workspace gives it: no stretch shared with another
    for (const [k, got] of later.entries()) {
      const want = fresh({ ...base, head: { kind: 'free', shear_N: 1e3 * (k + 1), moment_Nm: 0 } }, {});
      expect(Array.from(got.solution.y_m)).toEqual(Array.from(want.solution.y_m));
      expect(Array.from(got.solution.rotation_rad)).toEqual(Array.from(want.solution.rotation_rad));
    }
  });
});
