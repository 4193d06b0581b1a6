// RoundOffNormBound stands in for roundOffNorm wherever a residual is above it (newton.ts line
// search), so it must never be below the exact figure: on any pile (element lengths and EI
// uneven, a corroded top zone, axial load in compression or tension or none), any state (each
// deflection and rotation over fourteen orders of magnitude, either sign, some zero), any load
// fraction and head loads, with the springs evaluated at that state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiSandCurve } from '../soil/py/api-sand';
import { buildBeamColumnModel } from './build-model';
import { evaluateSprings, roundOffNorm, ROUNDOFF_UNITS } from './newton';
import { RoundOffNormBound } from './round-off-bound';
import type { BeamColumnModel } from './model';
import { createWorkspace, type SolverWorkspace } from './workspace';

const logUniform = (min: number, max: number) =>
  fc.double({ min: Math.log(min), max: Math.log(max), noNaN: true }).map(Math.exp);
const signed = (min: number, max: number) =>
  fc
    .tuple(logUniform(min, max), fc.boolean(), fc.integer({ min: 0, max: 9 }))
    .map(([x, negative, zero]) => (zero === 0 ? 0 : negative ? -x : x));

const pileAndState = fc
  .record({
    nElements: fc.integer({ min: 3, max: 120 }),
    EI_Nm2: logUniform(1e5, 1e8),
    corrodedShare: fc.double({ min: 0.3, max: 1, noNaN: true }),
    axialLoad_N: fc.oneof(fc.constant(0), signed(1, 1e6)),
    shear_N: signed(1, 1e6),
    moment_Nm: signed(1, 1e6),
    fixed: fc.boolean(),
    lambda: fc.double({ min: 1 / 512, max: 1, noNaN: true }),
    scale_m: logUniform(1e-3, 1),
  })
  .chain((p) =>
    fc.record({
      pile: fc.constant(p),
      // the mesh may add a node at each breakpoint: values for two more, cut to the DOFs
      u: fc.array(signed(1e-14, 1), { minLength: 2 * (p.nElements + 3), maxLength: 2 * (p.nElements + 3) }),
    }),
  );

/** Medium dense sand, the p-y curve of every node in soil. */
const sandAt = (z: number) =>
  apiSandCurve({ phiDeg: 34, sigmaV_Pa: 9e3 * z, z_m: z, b_m: 0.15, k_N_per_m3: 3e7, loading: 'static' });

/** The bound and the exact figure at u, the springs evaluated there. */
function boundAndExact(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  u: Float64Array,
  lengthScale_m: number,
) {
  return {
    bound: new RoundOffNormBound(model, ws, lambda, ROUNDOFF_UNITS).at(ws, u, lengthScale_m),
    exact: roundOffNorm(model, ws, lambda, u, lengthScale_m),
  };
}

describe('RoundOffNormBound', () => {
  it('is never below roundOffNorm', () => {
    fc.assert(
      fc.property(pileAndState, ({ pile: p, u: values }) => {
        const model = buildBeamColumnModel({
          zHead_m: -1.2,
          zToe_m: 3.8,
          nElements: p.nElements,
          EI_Nm2: (top) => (top < 0.3 ? p.corrodedShare * p.EI_Nm2 : p.EI_Nm2),
          zSoilTop_m: 0.25,
          breakpoints_m: [0.3],
          curveAt: sandAt,
          axialLoad_N: p.axialLoad_N,
          head: p.fixed
            ? { kind: 'fixed', shear_N: p.shear_N }
            : { kind: 'free', shear_N: p.shear_N, moment_Nm: p.moment_Nm },
        });
        const ws = createWorkspace(model, 1e-9);
        const u = Float64Array.from(values.slice(0, ws.nDof), (x) => x * p.scale_m);
        expect(u.length).toBe(ws.nDof);
        evaluateSprings(model, ws, u);
        const { bound, exact } = boundAndExact(model, ws, p.lambda, u, 5 / p.nElements);
        expect(bound).toBeGreaterThanOrEqual(exact);
      }),
      { numRuns: 400, seed: 20261201 },
    );
  });

  it('is within a small factor of roundOffNorm on a smooth deflected shape, so it lets the exact figure decide near round-off', () => {
    // a cantilever-like shape: the bound takes maxima where the exact figure takes each DOF's own
    // terms, so the two differ by the spread of the terms, here under 10⁴ (in a norm of squares)
    const model = buildBeamColumnModel({
      zHead_m: -1,
      zToe_m: 4,
      nElements: 100,
      EI_Nm2: () => 3e6,
      zSoilTop_m: 0,
      breakpoints_m: [],
      curveAt: sandAt,
      axialLoad_N: 2e4,
      head: { kind: 'free', shear_N: 1e4, moment_Nm: 5e3 },
    });
    const ws = createWorkspace(model, 1e-9);
    const u = new Float64Array(ws.nDof);
    for (let i = 0; i < ws.nNode; i++) {
      const s = 1 - i / (ws.nNode - 1);
      u[2 * i] = 0.02 * s * s;
      u[2 * i + 1] = -0.008 * s;
    }
    evaluateSprings(model, ws, u);
    const { bound, exact } = boundAndExact(model, ws, 1, u, 0.05);
    expect(bound).toBeGreaterThanOrEqual(exact);
    expect(bound).toBeLessThan(1e4 * exact);
  });
});
