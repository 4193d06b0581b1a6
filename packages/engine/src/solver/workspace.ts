import { createBandMatrix, type BandMatrix } from './banded';
import {
  assembleAtAxialLoad,
  assembleBeamColumnFrom,
  completeTrailingParts,
  ELEMENT_ENTRIES,
  elementStiffnesses,
  unitGeometricBand,
} from './beam-element';
import { pyBatchOf, type PyBatch } from '../soil/py/py-batch';
import { keptDoubles } from './kept-doubles';
import type { BeamColumnModel } from './model';

/**
 * Everything an analysis needs, allocated once per pile: the elements' stiffnesses, the
 * beam-column matrix, the iteration matrix and the vectors. DOF 2i is y at node i, 2i + 1 its
 * rotation θ.
 *
 * A workspace belongs to a pile (mesh, EI, p-y curves, spring lengths: the very arrays of the
 * model it was made for), not to its loads: every model sharing those arrays may use it, under
 * any head loads and axial load (bindWorkspace, called by the solver, re-targets it). A design
 * solves dozens of load combinations on each pile, so the per-pile work (K_e of every element in
 * double-double, the springs' caps) is done once per pile instead of once per analysis.
 */
export interface SolverWorkspace {
  nNode: number;
  nDof: number;
  /** The pile it serves (identity of the model's arrays). */
  readonly pile: Pick<BeamColumnModel, 'z_m' | 'EI_Nm2' | 'curves' | 'springLength_m'>;
  /** The solver has validated the pile (validatePile): its later solves skip that. */
  pileValidated: boolean;
  /**
   * Per element: its length h = z_{e+1} − z_e, EI/h, 30·h and EI/h³, formed as the element
   * force routines form them (computeResidual, roundOffOfResidual read them instead of
   * dividing again a residual).
   */
  elementLength_m: Float64Array;
  bendingPerLength_Nm: Float64Array;
  thirtyLength_m: Float64Array;
  bendingPerLengthCubed_N_per_m: Float64Array;
  /**
   * Per element: 1/h and 6·EI/h² (the shear of a unit chord rotation), so that computeResidual
   * multiplies where it divided five times a node (a division costs several multiplications).
   */
  inverseLength_per_m: Float64Array;
  shearPerRotation_N: Float64Array;
  /** The nodes with springs whose curves are kernels, evaluated in one batch (py-batch.ts). */
  py: PyBatch;
  /** p and dp/dy of the batch's nodes at the deflections last evaluated (scratch). */
  pyValue: Float64Array;
  pySlope: Float64Array;
  /**
   * Σ K_e (eq. 6) of the pile in double-double, band layout (leading and trailing parts), and
   * Σ K_g / P (eq. 7, unitGeometricBand): the beam matrix at any axial load is made from them
   * in one pass (assembleAtAxialLoad), the elements' K_e formed once per pile.
   */
  elasticBand: BandMatrix;
  unitGeometricBand: Float64Array;
  /**
   * Σ (K_e − K_g) (eq. 9) of the pile and at the axial load `beamHolds` names: assembled by
   * bindWorkspace when it holds another's. Shared, with `beamHolds`, by the workspaces sharing
   * scratch (it is re-assembled for nearly every analysis anyway: each has its own axial load).
   */
  beam: BandMatrix;
  beamHolds: BeamHeld;
  /**
   * The rows of the iteration matrix above the first spring, factored (tangent-solve.ts):
   * shared with `beam`, and valid only while it holds the assembly they were factored from.
   */
  factoredAbove: FactoredRows;
  /** The first node with a spring (a curve and a spring length), nNode when none. */
  firstSpringNode: number;
  /**
   * Views of the rows above the first spring (2 · firstSpringNode rows, 4 entries each): of
   * factoredAbove.band and of the tangent's band; and of the beam's band below them (made once:
   * a view made a solve was a third of what the solver allocated).
   */
  factoredAboveView: Float64Array;
  tangentAboveView: Float64Array;
  beamBelowView: Float64Array;
  /** Largest element bending stiffness 12·EI/h³, N/m (eq. 14b). */
  bendingStiffnessScale_N_per_m: number;
  /** Iteration matrix: beam + spring tangents (eq. 11). */
  tangent: BandMatrix;
  /** Head loads at load fraction 1 (eq. 5). */
  load: Float64Array;
  u: Float64Array;
  du: Float64Array;
  uTrial: Float64Array;
  /** The last converged state of load stepping (solveBeamColumn). */
  uOk: Float64Array;
  residual: Float64Array;
  work: Float64Array;
  /** Spring force p(y)·L and tangent stiffness per node. */
  springForce: Float64Array;
  springStiffness: Float64Array;
  /**
   * The iteration matrix's spring below `springCapBelow_m` (and at zero deflection), N/m: the
   * secant at the tiny deflection, or the initial slope of a curve straight below it (springBounds).
   */
  springCap: Float64Array;
  /** Deflection below which the cap stands for the curve's own slope, m: the tiny one, or 0. */
  springCapBelow_m: Float64Array;
  /** The largest tangent a spring is given, N/m: the cap, or Infinity (springBounds). */
  springTangentMax: Float64Array;
  /** The tiny deflection springCap was computed at, m. */
  tinyDeflection_m: number;
  /** Secant springs at the reference deflection (the first guess without a seed, eq. 16). */
  referenceSprings: Float64Array;
  /** The reference deflection referenceSprings were computed at, m (NaN: not yet). */
  referenceSpringsAt_m: number;
  fixedHead: boolean;
  /** Residual and correction of the iterative refinement of a linear solve (solveTangent). */
  refinement: Float64Array;
  /** Round-off level of each residual entry (eq. 11c). */
  noise: Float64Array;
  /** End forces of one element (scratch). */
  endForces: Float64Array;
}

/**
 * Whose beam matrix the shared `beam` holds, at which axial load, and whether its trailing
 * parts are all formed (assembleAtAxialLoad forms those of the deflection diagonal only).
 */
export interface BeamHeld {
  workspace: SolverWorkspace | null;
  axialLoad_N: number;
  trailingParts: boolean;
}

/**
 * Rows 0 .. rows − 1 of the iteration matrix factored in doubles (factorAndSolveLDLT), with the
 * head condition they were factored under; failedAt: the row whose pivot was not positive, if
 * one of them (−1: none). inTangent: the tangent's band holds them still (no solve has written
 * those rows since), so they need not be copied back.
 */
export interface FactoredRows {
  valid: boolean;
  rows: number;
  fixedHead: boolean;
  failedAt: number;
  band: Float64Array;
  inTangent: boolean;
}

const EMPTY = new Float64Array(0);

/**
 * A buffer handed out in consecutive stretches. A class, not a closure made in createWorkspace:
 * V8 keeps a closure's optimised code only while a closure of it lives, and compiled that one
 * again after most full collections (issue 12).
 */
class Stretches {
  private taken = 0;
  constructor(private readonly buffer: Float64Array) {}
  take(length: number): Float64Array {
    return this.buffer.subarray(this.taken, (this.taken += length));
  }
  /** Every double handed out. */
  get filled(): boolean {
    return this.taken === this.buffer.length;
  }
}

/** The elements' K_e (elementStiffnesses), needed only while a workspace is made: one scratch, grown as needed. */
let keScratch = { hi: EMPTY, lo: EMPTY };
function elementStiffnessScratch(nEl: number): { hi: Float64Array; lo: Float64Array } {
  const n = nEl * ELEMENT_ENTRIES;
  if (keScratch.hi.length < n) keScratch = { hi: new Float64Array(n), lo: new Float64Array(n) };
  return keScratch;
}

/**
 * Builds the workspace of a model's pile, bound to the model's loads. `scratchOf`: a workspace
 * of another pile with as many nodes whose scratch (the iteration matrix and the vectors a solve
 * fills before it reads them: u, du, trial, residual, springs, refinement, noise; and the
 * beam matrix, re-assembled when it holds another pile's) this one may share, so that a design
 * allocates it once per mesh size instead of once per pile and keeps it in cache; the two must
 * not be solved at the same time (solves are synchronous). What belongs to the pile (K_e, the
 * springs' caps and reference springs, the head loads) is its own.
 */
export function createWorkspace(
  model: BeamColumnModel,
  tinyDeflection_m: number,
  scratchOf?: SolverWorkspace,
): SolverWorkspace {
  const nNode = model.z_m.length;
  const nDof = 2 * nNode;
  const shared = scratchOf?.nNode === nNode ? scratchOf : undefined;
  const nEl = nNode - 1;
  let firstSpringNode = 0;
  while (
    firstSpringNode < nNode &&
    !(model.curves[firstSpringNode] && model.springLength_m[firstSpringNode] !== 0)
  )
    firstSpringNode++;
  // the pile's own arrays: stretches of one (kept-doubles.ts: an ArrayBuffer each cost some 1.4 µs)
  const bandEntries = 4 * nDof;
  const own = new Stretches(keptDoubles(6 * nEl + 3 * bandEntries + nDof + 4 * nNode));
  const elasticBand: BandMatrix = {
    n: nDof,
    w: 3,
    band: own.take(bandEntries),
    low: own.take(bandEntries),
    solveLow: EMPTY,
    extended: false,
  };
  const ke = elementStiffnessScratch(nEl);
  elementStiffnesses(model.z_m, model.EI_Nm2, ke.hi, ke.lo);
  assembleBeamColumnFrom(ke.hi, ke.lo, model.z_m, 0, elasticBand);
  const geometric = own.take(bandEntries);
  unitGeometricBand(model.z_m, geometric);
  let bendingStiffnessScale_N_per_m = 0;
  const elementLength_m = own.take(nEl);
  const bendingPerLength_Nm = own.take(nEl);
  const thirtyLength_m = own.take(nEl);
  const bendingPerLengthCubed_N_per_m = own.take(nEl);
  const inverseLength_per_m = own.take(nEl);
  const shearPerRotation_N = own.take(nEl);
  for (let e = 0; e < nEl; e++) {
    const h = model.z_m[e + 1]! - model.z_m[e]!;
    const EI = model.EI_Nm2[e]!;
    bendingStiffnessScale_N_per_m = Math.max(bendingStiffnessScale_N_per_m, (12 * EI) / h ** 3);
    elementLength_m[e] = h;
    const b = EI / h;
    bendingPerLength_Nm[e] = b;
    thirtyLength_m[e] = 30 * h;
    bendingPerLengthCubed_N_per_m[e] = EI / (h * h * h);
    inverseLength_per_m[e] = 1 / h;
    shearPerRotation_N[e] = (6 * b) / h;
  }
  const beam = shared?.beam ?? createBandMatrix(nDof, 3);
  const tangent = shared?.tangent ?? createBandMatrix(nDof, 3);
  const factoredAbove = shared?.factoredAbove ?? {
    valid: false,
    rows: 0,
    fixedHead: false,
    failedAt: -1,
    band: new Float64Array(4 * nDof),
    inTangent: false,
  };
  const aboveEntries = 8 * firstSpringNode;
  const ws: SolverWorkspace = {
    nNode,
    nDof,
    pile: {
      z_m: model.z_m,
      EI_Nm2: model.EI_Nm2,
      curves: model.curves,
      springLength_m: model.springLength_m,
    },
    pileValidated: false,
    // the nodes evaluateSprings evaluates: a curve and a spring length
    py: pyBatchOf(model.curves, (i) => model.springLength_m[i] !== 0),
    pyValue: shared?.pyValue ?? new Float64Array(nNode),
    pySlope: shared?.pySlope ?? new Float64Array(nNode),
    elementLength_m,
    bendingPerLength_Nm,
    thirtyLength_m,
    bendingPerLengthCubed_N_per_m,
    inverseLength_per_m,
    shearPerRotation_N,
    elasticBand,
    unitGeometricBand: geometric,
    beam,
    beamHolds: shared?.beamHolds ?? { workspace: null, axialLoad_N: Number.NaN, trailingParts: false },
    factoredAbove,
    firstSpringNode,
    factoredAboveView: factoredAbove.band.subarray(0, aboveEntries),
    tangentAboveView: tangent.band.subarray(0, aboveEntries),
    beamBelowView: beam.band.subarray(aboveEntries),
    bendingStiffnessScale_N_per_m,
    tangent,
    load: own.take(nDof),
    u: shared?.u ?? new Float64Array(nDof),
    du: shared?.du ?? new Float64Array(nDof),
    uTrial: shared?.uTrial ?? new Float64Array(nDof),
    uOk: shared?.uOk ?? new Float64Array(nDof),
    residual: shared?.residual ?? new Float64Array(nDof),
    work: shared?.work ?? new Float64Array(nDof),
    springForce: shared?.springForce ?? new Float64Array(nNode),
    springStiffness: shared?.springStiffness ?? new Float64Array(nNode),
    springCap: own.take(nNode),
    springCapBelow_m: own.take(nNode),
    springTangentMax: own.take(nNode),
    tinyDeflection_m: Number.NaN,
    referenceSprings: own.take(nNode),
    referenceSpringsAt_m: Number.NaN,
    fixedHead: false,
    refinement: shared?.refinement ?? new Float64Array(nDof),
    noise: shared?.noise ?? new Float64Array(nDof),
    endForces: shared?.endForces ?? new Float64Array(4),
  };
  if (!own.filled) throw new Error('createWorkspace: the stretches do not fill their slab');
  bindWorkspace(ws, model, tinyDeflection_m);
  return ws;
}

/**
 * Re-targets a workspace to `model`, a model of its pile (the same arrays) under its own loads:
 * the beam matrix is re-assembled when it holds another axial load or pile (K_g, eq. 7), the head loads are
 * set (eq. 5). Throws when the model is of another pile.
 */
export function bindWorkspace(ws: SolverWorkspace, model: BeamColumnModel, tinyDeflection_m: number): void {
  const p = ws.pile;
  if (
    model.z_m !== p.z_m ||
    model.EI_Nm2 !== p.EI_Nm2 ||
    model.curves !== p.curves ||
    model.springLength_m !== p.springLength_m
  )
    throw new Error('solver: the workspace belongs to another pile (mesh, EI, curves or spring lengths)');
  const holds = ws.beamHolds;
  if (holds.workspace !== ws || !Object.is(model.axialLoad_N, holds.axialLoad_N)) {
    holds.trailingParts = assembleAtAxialLoad(
      ws.elasticBand.band,
      ws.elasticBand.low,
      ws.unitGeometricBand,
      model.axialLoad_N,
      ws.beam,
    );
    ws.factoredAbove.valid = false;
    holds.workspace = ws;
    holds.axialLoad_N = model.axialLoad_N;
  }
  if (tinyDeflection_m !== ws.tinyDeflection_m) {
    for (let i = 0; i < ws.nNode; i++)
      springBounds(ws, i, model.curves[i], model.springLength_m[i]!, tinyDeflection_m);
    ws.tinyDeflection_m = tinyDeflection_m;
    ws.referenceSpringsAt_m = Number.NaN; // they depend on it too
  }
  // the head loads are the only non-zero entries (eq. 5): a head moment M enters θ_0 as −M
  ws.load[0] = model.head.shear_N;
  ws.load[1] = model.head.kind === 'free' ? -model.head.moment_Nm : 0;
  ws.fixedHead = model.head.kind === 'fixed';
}

/**
 * The beam matrix with every trailing part (completeTrailingParts), for a factorisation in
 * double-double; the leading parts, and so a factorisation in doubles, as they were.
 */
export function beamWithTrailingParts(ws: SolverWorkspace): BandMatrix {
  const holds = ws.beamHolds;
  if (!holds.trailingParts) {
    completeTrailingParts(
      ws.elasticBand.band,
      ws.elasticBand.low,
      ws.unitGeometricBand,
      holds.axialLoad_N,
      ws.beam,
    );
    holds.trailingParts = true;
  }
  return ws.beam;
}

/** Below this fraction of the tiny deflection a curve is read for its initial slope (springBounds). */
const INITIAL_SLOPE_AT = 1e-6;
/** A curve whose secant here (times the tiny deflection) is the larger is stiffening (springBounds). */
const STIFFENING_AT = 10;
/** Relative difference of two secants beyond which a curve is stiffer, softer or stiffening. */
const SECANTS_DIFFER = 1e-3;
/** Relative difference of the two initial secants within which a curve is straight there. */
const STRAIGHT_WITHIN = 1e-6;

/**
 * How node i's spring enters the iteration matrix (eq. 11b): its own slope dp/dy, kept within
 * [0, tangent max], but below a tiny deflection the cap instead. Three kinds of curve:
 * - concave from zero (every model but one): the cap is the secant at the tiny deflection and
 *   bounds the slope everywhere, so a curve with an infinite initial slope (Matlock y^(1/3),
 *   Welch-Reese y^(1/4)) sees a finite stiffness; above the tiny deflection the bound never
 *   binds (a concave curve's slope is below its secant);
 * - straight from zero up to a deflection below the tiny one, then softer (weak rock with a
 *   stiff rock mass, Reese 1997: p = K_ir·y up to y_A, some 10 nm when E_ir is several GPa): its
 *   own slope everywhere, at most the initial one. The secant at the tiny deflection would be a
 *   tenth or less of the true slope below y_A, and Newton's steps there 10 to 20 times too long:
 *   an analysis of such a pile under 10 N did not converge in 100 iterations;
 * - stiffening (liquefied sand, Rollins et al. 2005, p ∝ y^C, C > 1, straight below the tiny
 *   deflection): the cap below the tiny deflection, its own slope above it, unbounded. Bounded
 *   by the secant at the tiny deflection, its slope at 10 mm was a hundredth of the true one,
 *   and no analysis in liquefied sand alone converged, under 10 N or 5 kN.
 * Read off the curve at 10⁻⁶ and 10⁻⁷ of the tiny deflection, where a straight start gives the
 * same secant twice, and at 10 times the tiny deflection, where a stiffening one's secant has grown.
 */
function springBounds(
  ws: SolverWorkspace,
  i: number,
  c: BeamColumnModel['curves'][number] | undefined,
  L: number,
  tiny_m: number,
): void {
  ws.springCapBelow_m[i] = tiny_m;
  if (!c || !(L > 0)) {
    ws.springCap[i] = ws.springTangentMax[i] = 0;
    return;
  }
  const secantAt = (y: number) => (L * c.p(y)) / y;
  const atTiny = secantAt(tiny_m);
  const y0 = INITIAL_SLOPE_AT * tiny_m;
  const initial = secantAt(y0);
  ws.springCap[i] = atTiny;
  ws.springTangentMax[i] = atTiny;
  if (initial > atTiny * (1 + SECANTS_DIFFER)) {
    if (Math.abs(secantAt(y0 / 10) - initial) <= STRAIGHT_WITHIN * initial) {
      ws.springCap[i] = initial;
      ws.springCapBelow_m[i] = 0;
      ws.springTangentMax[i] = initial;
    }
  } else if (secantAt(STIFFENING_AT * tiny_m) > atTiny * (1 + SECANTS_DIFFER))
    ws.springTangentMax[i] = Infinity;
}
