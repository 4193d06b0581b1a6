// computeResidual (newton.ts) against the residual assembled element by element from
// elementEndForces (beam-element.ts, eq. 12b): R = λF − Σ(K_e − K_g)u_e − f_s (eq. 11). The
// residual multiplies by the workspace's 1/h and 6·EI/h² where elementEndForces divides, so the
// two agree to round-off, not to the bit.
import { describe, expect, it } from 'vitest';
import { apiSandCurve } from '../soil/py/api-sand';
import { elementEndForces } from './beam-element';
import { buildBeamColumnModel } from './build-model';
import type { BeamColumnModel } from './model';
import { computeResidual } from './newton';
import { bindWorkspace, createWorkspace } from './workspace';

/** A W6x9-like pile in API sand with a corroded top zone (two EI), uneven elements at the breaks. */
function pile(head: BeamColumnModel['head'], axialLoad_N: number): BeamColumnModel {
  return buildBeamColumnModel({
    zHead_m: -1.7,
    zToe_m: 3.3,
    nElements: 47,
    EI_Nm2: (top) => (top < 0.4 ? 2.9e6 : 3.4e6),
    zSoilTop_m: 0.2,
    breakpoints_m: [0.4, 1.25],
    curveAt: (z) =>
      apiSandCurve({ phiDeg: 33, sigmaV_Pa: 9e3 * z, z_m: z, b_m: 0.15, k_N_per_m3: 2e7, loading: 'static' }),
    axialLoad_N,
    head,
  });
}

/** λF − Σ(K_e − K_g)u_e − f_s, from elementEndForces, as written in eq. 11. */
function assembledResidual(
  model: BeamColumnModel,
  lambda: number,
  u: Float64Array,
  springForce: Float64Array,
) {
  const n = model.z_m.length;
  const internal = new Float64Array(2 * n);
  const end = new Float64Array(4);
  for (let e = 0; e < n - 1; e++) {
    const h = model.z_m[e + 1]! - model.z_m[e]!;
    elementEndForces(
      model.EI_Nm2[e]!,
      model.axialLoad_N,
      h,
      u[2 * e]!,
      u[2 * e + 1]!,
      u[2 * e + 2]!,
      u[2 * e + 3]!,
      end,
    );
    for (let k = 0; k < 4; k++) internal[2 * e + k]! += end[k]!;
  }
  const F = new Float64Array(2 * n);
  F[0] = model.head.shear_N;
  F[1] = model.head.kind === 'free' ? -model.head.moment_Nm : 0;
  return Array.from(
    { length: 2 * n },
    (_, j) => lambda * F[j]! - internal[j]! - (j % 2 === 0 ? springForce[j / 2]! : 0),
  );
}

describe('computeResidual', () => {
  const cases: [string, BeamColumnModel['head'], number][] = [
    ['free head, compression', { kind: 'free', shear_N: 6e3, moment_Nm: 4e3 }, 3.5e4],
    ['free head, uplift', { kind: 'free', shear_N: -5e3, moment_Nm: 1e3 }, -2e4],
    ['free head, no axial load', { kind: 'free', shear_N: 7e3, moment_Nm: 0 }, 0],
    ['fixed head', { kind: 'fixed', shear_N: 6e3 }, 3e4],
  ];
  for (const [name, head, P] of cases) {
    it(`is eq. 11 assembled from the elements' end forces, to round-off (${name})`, () => {
      const model = pile(head, P);
      const ws = createWorkspace(model, 1e-6);
      bindWorkspace(ws, model, 1e-6);
      const n = model.z_m.length;
      // a deflected state of the size a design sees (mm, mrad), not a solution: every term counts
      const u = Float64Array.from({ length: 2 * n }, (_, j) =>
        j % 2 === 0 ? 0.02 * Math.cos(1.3 * j + 0.2) * Math.exp(-j / n) : 0.01 * Math.sin(0.7 * j),
      );
      ws.springForce.set(Float64Array.from({ length: n }, (_, i) => 800 * Math.sin(0.9 * i)));
      const lambda = 0.75;
      const L = 0.11;
      const out = new Float64Array(2 * n);
      const norm = computeResidual(model, ws, lambda, u, out, L);

      const expected = assembledResidual(model, lambda, u, ws.springForce);
      if (head.kind === 'fixed') expected[1] = 0; // the head rotation is held: no equation there
      // round-off of the terms: |K||u| is up to EI/h³·|y| ~ 1e6 N here
      const scale = Math.max(...expected.map(Math.abs), 1e6);
      out.forEach((r, j) => expect(Math.abs(r - expected[j]!)).toBeLessThan(1e-12 * scale * 100));
      const expectedNorm = expected.reduce((s, r, j) => s + (j % 2 === 0 ? r * r : (r / L) ** 2), 0);
      expect(Math.abs(norm - expectedNorm)).toBeLessThan(1e-10 * expectedNorm);
    });
  }
});
