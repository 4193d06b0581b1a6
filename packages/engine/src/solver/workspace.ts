import { createBandMatrix, type BandMatrix } from './banded';
import { assembleBeamColumn } from './beam-element';
import type { BeamColumnModel } from './model';

/**
 * Everything one analysis needs, allocated once: the constant beam-column matrix, the
 * iteration matrix and the vectors. DOF 2i is y at node i, 2i + 1 its rotation θ.
 */
export interface SolverWorkspace {
  nNode: number;
  nDof: number;
  /** Σ (K_e − K_g): constant for the analysis (eq. 9). */
  beam: BandMatrix;
  /** Largest element bending stiffness 12·EI/h³, N/m (eq. 14b). */
  bendingStiffnessScale_N_per_m: number;
  /** Iteration matrix: beam + spring tangents (eq. 11). */
  tangent: BandMatrix;
  /** Head loads at load fraction 1 (eq. 5). */
  load: Float64Array;
  u: Float64Array;
  du: Float64Array;
  uTrial: Float64Array;
  residual: Float64Array;
  work: Float64Array;
  /** Spring force p(y)·L and tangent stiffness per node. */
  springForce: Float64Array;
  springStiffness: Float64Array;
  /** Secant stiffness at the tiny deflection (cap of the tangent), N/m per m. */
  springCap: Float64Array;
  fixedHead: boolean;
  /** Round-off level of each residual entry (eq. 11c). */
  noise: Float64Array;
  /** End forces of one element (scratch). */
  endForces: Float64Array;
}

/** Builds the workspace of a model (the only allocation of an analysis). */
export function createWorkspace(model: BeamColumnModel, tinyDeflection_m: number): SolverWorkspace {
  const nNode = model.z_m.length;
  const nDof = 2 * nNode;
  const beam = createBandMatrix(nDof, 3);
  assembleBeamColumn(model.z_m, model.EI_Nm2, model.axialLoad_N, beam);
  let bendingStiffnessScale_N_per_m = 0;
  for (let e = 0; e < nNode - 1; e++) {
    const h = model.z_m[e + 1]! - model.z_m[e]!;
    bendingStiffnessScale_N_per_m = Math.max(bendingStiffnessScale_N_per_m, (12 * model.EI_Nm2[e]!) / h ** 3);
  }
  const load = new Float64Array(nDof);
  load[0] = model.head.shear_N;
  // eq. 5: a head moment M enters the rotation DOF as −M
  if (model.head.kind === 'free') load[1] = -model.head.moment_Nm;
  const springCap = new Float64Array(nNode);
  for (let i = 0; i < nNode; i++) {
    const c = model.curves[i];
    const L = model.springLength_m[i]!;
    springCap[i] = c && L > 0 ? (L * c.p(tinyDeflection_m)) / tinyDeflection_m : 0;
  }
  return {
    nNode,
    nDof,
    beam,
    bendingStiffnessScale_N_per_m,
    tangent: createBandMatrix(nDof, 3),
    load,
    u: new Float64Array(nDof),
    du: new Float64Array(nDof),
    uTrial: new Float64Array(nDof),
    residual: new Float64Array(nDof),
    work: new Float64Array(nDof),
    springForce: new Float64Array(nNode),
    springStiffness: new Float64Array(nNode),
    springCap,
    fixedHead: model.head.kind === 'fixed',
    noise: new Float64Array(nDof),
    endForces: new Float64Array(4),
  };
}
