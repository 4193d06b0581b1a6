import {
  bandAddAt,
  bandCopy,
  bandIndex,
  bandSetAt,
  factorAndSolveLDLT,
  factorAndSolveLDLTFrom,
  solveLDLT,
  type BandMatrix,
} from './banded';
import { internalForces } from './beam-element';
import type { BeamColumnModel } from './model';
import { beamWithTrailingParts, type SolverWorkspace } from './workspace';

/**
 * eq. 14b: the springs hold the pile's rigid-body motions, and a double factorisation knows them
 * only to ε·12EI/h³ (the round-off of the bending stiffness they are added to). Doubles alone
 * are used while that is below this fraction of the springs' total stiffness.
 */
const DOUBLE_PRECISION_RATIO = 1e-8;
/**
 * Up to this fraction, doubles are tried first with one step of iterative refinement (the
 * residual of the linear system in chord form, eq. 12b, which keeps the rigid-body motions
 * exact); double-double beyond, or when the refinement shows the doubles too far off. At 500
 * elements the fraction reaches 1e-7 in the examples, where a double step is off by 1e-5 to
 * 1e-1 of itself: the refinement then costs one more solve, double-double a factorisation four
 * times dearer than in doubles.
 */
const REFINED_DOUBLE_RATIO = 1e-5;
/**
 * The refined double solution is taken when a correction is at most this fraction of it: each
 * refinement contracts the error by about that fraction, so what is left is ~1e-8 of the step,
 * far below what Newton's convergence test (1e-6) can see.
 */
const REFINEMENT_ACCEPTED = 1e-4;
/** Refinement steps before double-double is used instead (a step costs a tenth of it). */
const MAX_REFINEMENTS = 2;

/**
 * Solves T x = rhs for the iteration matrix T = beam + springs on the deflection DOFs (eq. 11),
 * factored in doubles, in doubles refined once, or in double-double, whichever is enough
 * (eq. 14b). `x` must not alias `rhs`. False when T is singular or not positive definite.
 */
export function solveTangent(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  springs: Float64Array,
  rhs: Float64Array,
  x: Float64Array,
): boolean {
  const t = ws.tangent;
  let springSum = 0;
  for (let i = 0; i < ws.nNode; i++) springSum += springs[i]!;
  const roundOff_N_per_m = Number.EPSILON * ws.bendingStiffnessScale_N_per_m;
  t.extended = false;
  if (roundOff_N_per_m <= DOUBLE_PRECISION_RATIO * springSum) return solveInDoubles(ws, springs, rhs, x) < 0;
  if (roundOff_N_per_m <= REFINED_DOUBLE_RATIO * springSum) {
    if (solveInDoubles(ws, springs, rhs, x) < 0) {
      for (let k = 0; k < MAX_REFINEMENTS; k++) if (refineOnce(model, ws, springs, rhs, x)) return true;
    }
  }
  assembleTangent(ws, springs);
  t.extended = true;
  return factorAndSolveLDLT(t, rhs, x) < 0;
}

/**
 * assembleTangentLeading and factorAndSolveLDLT, the rows above the first spring taken factored
 * when the workspace has them (ws.factoredAbove) and kept when it has not. Those rows are the
 * beam's alone (the springs enter the deflection DOFs of the nodes in soil, eq. 11), so every
 * tangent of one beam assembly (one pile, one axial load: all the iterations of an analysis)
 * shares them: the stick-up and the soil above the lateral-neglect depth, a third of the pile
 * or more. Taken, they are the numbers the factorisation would make again, and the rows below
 * are factored from them as before: the same x to the bit. Returns factorAndSolveLDLT's answer.
 */
function solveInDoubles(
  ws: SolverWorkspace,
  springs: Float64Array,
  rhs: Float64Array,
  x: Float64Array,
): number {
  const t = ws.tangent;
  const above = ws.factoredAbove;
  const rows = rowsWithoutSprings(ws, springs);
  if (above.valid && above.rows === rows && above.fixedHead === ws.fixedHead) {
    if (above.failedAt >= 0) return above.failedAt;
    const tBand = t.band;
    // rows = 2 · firstSpringNode: the views' rows
    if (!above.inTangent) tBand.set(ws.factoredAboveView);
    above.inTangent = true;
    tBand.set(ws.beamBelowView, 4 * rows);
    // assembleTangentLeading's diagonal entries below them (rows is even: node rows / 2 on)
    addSpringsToDiagonal(tBand, ws.beam, springs, rows >> 1, ws.nNode);
    return factorAndSolveLDLTFrom(t, rows, rhs, x);
  }
  assembleTangentLeading(ws, springs);
  above.inTangent = false;
  const failed = factorAndSolveLDLT(t, rhs, x);
  if (rows >= 3 && t.w === 3 && t.n >= 7) {
    above.valid = true;
    above.rows = rows;
    above.fixedHead = ws.fixedHead;
    above.failedAt = failed >= 0 && failed < rows ? failed : -1;
    if (above.failedAt < 0) {
      above.band.set(ws.tangentAboveView);
      above.inTangent = true;
    }
  }
  return failed;
}

/**
 * The rows of the nodes above the first spring (2 a node), when every spring there is zero
 * (their rows are then the beam's alone), else 0. At most n.
 */
function rowsWithoutSprings(ws: SolverWorkspace, springs: Float64Array): number {
  const first = ws.firstSpringNode;
  for (let i = 0; i < first; i++) if (springs[i] !== 0) return 0;
  return 2 * first;
}

/** Tangent matrix: beam band plus spring stiffnesses on the deflection DOFs (eq. 11). */
function assembleTangent(ws: SolverWorkspace, springs: Float64Array): void {
  const t = ws.tangent;
  ws.factoredAbove.inTangent = false;
  bandCopy(beamWithTrailingParts(ws), t);
  for (let i = 0; i < ws.nNode; i++) bandAddAt(t, bandIndex(t, 2 * i, 2 * i), springs[i]!, 0);
  if (ws.fixedHead) holdHeadRotation(t);
}

/**
 * assembleTangent's leading parts only, all a factorisation in doubles reads: the same entries
 * to the bit (a diagonal entry is the leading part of the double-double sum, as bandAddAt forms
 * it), without copying the trailing parts. Leaves t.low stale.
 */
function assembleTangentLeading(ws: SolverWorkspace, springs: Float64Array): void {
  const t = ws.tangent;
  t.band.set(ws.beam.band);
  addSpringsToDiagonal(t.band, ws.beam, springs, 0, ws.nNode);
  if (ws.fixedHead) holdHeadRotation(t);
}

/**
 * The deflection DOFs' diagonal entries of nodes [from, to): the beam's plus the spring's,
 * ddAdd(band[k], low[k], spring, 0) as double-double.ts forms it, its leading part.
 */
function addSpringsToDiagonal(
  tBand: Float64Array,
  beam: BandMatrix,
  springs: Float64Array,
  from: number,
  to: number,
): void {
  const { band, low } = beam;
  for (let i = from; i < to; i++) {
    const k = 8 * i;
    const a = band[k]!;
    const b = springs[i]!;
    const sum = a + b;
    const bb = sum - a;
    const e = a - (sum - bb) + (b - bb) + low[k]! + 0;
    tBand[k] = sum + e;
  }
}

/** Fixed head (eq. 15): the row and column of θ_0 (DOF 1) become those of the identity. */
function holdHeadRotation(t: BandMatrix): void {
  bandSetAt(t, bandIndex(t, 0, 1), 0);
  bandSetAt(t, bandIndex(t, 1, 1), 1);
  for (let col = 2; col <= 1 + t.w; col++) bandSetAt(t, bandIndex(t, 1, col), 0);
}

/**
 * One step of iterative refinement of x, solved with T factored in doubles: r = rhs − T x with
 * the beam part in chord form (internalForces, the residual's own arithmetic), x += T⁻¹ r.
 * True when the correction is small enough for the refined x to stand for the exact solution.
 */
function refineOnce(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  springs: Float64Array,
  rhs: Float64Array,
  x: Float64Array,
): boolean {
  const r = ws.refinement;
  internalForces(model.z_m, model.EI_Nm2, model.axialLoad_N, x, r, ws.endForces);
  for (let i = 0; i < ws.nNode; i++) r[2 * i]! += springs[i]! * x[2 * i]!;
  // fixed head: T's row of θ_0 is the identity's (x_1 is 0: its right-hand side is)
  if (ws.fixedHead) r[1] = x[1]!;
  for (let j = 0; j < ws.nDof; j++) r[j] = rhs[j]! - r[j]!;
  solveLDLT(ws.tangent, r, r);
  let maxX = 0;
  let maxCorrection = 0;
  for (let j = 0; j < ws.nDof; j++) {
    const xj = x[j]! + r[j]!;
    x[j] = xj;
    if ((j & 1) === 0) {
      const ax = Math.abs(xj);
      const ac = Math.abs(r[j]!);
      if (ax > maxX) maxX = ax;
      if (ac > maxCorrection) maxCorrection = ac;
    }
  }
  return maxCorrection <= REFINEMENT_ACCEPTED * maxX;
}
