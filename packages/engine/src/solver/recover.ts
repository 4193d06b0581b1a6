import { elementEndForces } from './beam-element';
import type { BeamColumnModel, BeamColumnSolution } from './model';
import type { SolverWorkspace } from './workspace';

/**
 * Nodal deflection, rotation, moment, shear and soil reaction from the converged DOFs
 * (eqs. 12–13). Springs must have been evaluated at ws.u (ws.springForce).
 */
export function recoverSolution(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  residual_N: number,
): BeamColumnSolution {
  const n = ws.nNode;
  const { z_m, EI_Nm2, axialLoad_N: P } = model;
  // the five profiles share one buffer (one allocation per analysis: a design keeps thousands)
  const bytes = n * Float64Array.BYTES_PER_ELEMENT;
  const buffer = new ArrayBuffer(5 * bytes);
  const y_m = new Float64Array(buffer, 0, n);
  const rotation_rad = new Float64Array(buffer, bytes, n);
  const moment_Nm = new Float64Array(buffer, 2 * bytes, n);
  const shear_N = new Float64Array(buffer, 3 * bytes, n);
  const soilReaction_N_per_m = new Float64Array(buffer, 4 * bytes, n);
  // horizontal force V_h = EI y‴ + P y′ just above and just below each node (workspace scratch)
  const vAbove = ws.work.subarray(0, n);
  const vBelow = ws.work.subarray(n, 2 * n);
  const f = ws.endForces;
  const u = ws.u;
  for (let i = 0; i < n; i++) {
    y_m[i] = ws.u[2 * i]!;
    rotation_rad[i] = ws.u[2 * i + 1]!;
    const L = model.springLength_m[i]!;
    soilReaction_N_per_m[i] = L > 0 ? ws.springForce[i]! / L : 0;
  }
  for (let e = 0; e < n - 1; e++) {
    const d = 2 * e;
    elementEndForces(EI_Nm2[e]!, P, z_m[e + 1]! - z_m[e]!, u[d]!, u[d + 1]!, u[d + 2]!, u[d + 3]!, f);
    // eq. 12: f = [V_h(z_i), −M(z_i), −V_h(z_j), M(z_j)]
    vBelow[e] = f[0]!;
    moment_Nm[e]! += -f[1]!;
    vAbove[e + 1] = -f[2]!;
    moment_Nm[e + 1]! += f[3]!;
  }
  for (let i = 0; i < n; i++) {
    // the mean of the two elements' end moments (one at the head and the toe)
    if (i > 0 && i < n - 1) moment_Nm[i]! /= 2;
    let vh: number;
    if (i === 0) vh = vBelow[0]!;
    else {
      // eq. 13: the node's spring stands for [z − L_above, z − L_above + L]; take the part above
      const L = model.springLength_m[i]!;
      const share = L > 0 ? model.springLengthAbove_m[i]! / L : 0.5;
      vh = vAbove[i]! - share * ws.springForce[i]!;
      if (L === 0 && i < n - 1) vh = 0.5 * (vAbove[i]! + vBelow[i]!);
    }
    shear_N[i] = vh - P * rotation_rad[i]!;
  }
  return { y_m, rotation_rad, moment_Nm, shear_N, soilReaction_N_per_m, residual_N };
}

/** Largest out-of-balance force on a deflection DOF of a residual vector, N. */
export function maxForceResidual(residual: Float64Array): number {
  let m = 0;
  for (let j = 0; j < residual.length; j += 2) {
    const a = Math.abs(residual[j]!);
    if (a > m) m = a;
  }
  return m;
}
