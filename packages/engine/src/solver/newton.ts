import { internalForceMagnitudes } from './beam-element';
import { evaluatePyBatch } from '../soil/py/py-batch';
import { pySlope } from '../soil/py/types';
import type { BeamColumnModel, SolverOptions } from './model';
import { RoundOffNormBound } from './round-off-bound';
import { solveTangent } from './tangent-solve';
import type { SolverWorkspace } from './workspace';

/** How one Newton solve at a fixed load fraction ended. */
export type NewtonOutcome =
  'converged' | 'diverged' | 'singular' | 'max-iterations' | 'stalled' | 'not-finite';

/** Relative step of the one-sided difference for the tangent of a curve without pWithSlope (eq. 11b). */
const TANGENT_STEP = 1e-6;
/** Line search: halvings of the Newton step before a step is taken regardless. */
const MAX_HALVINGS = 8;
/**
 * Iterations running in which the line search found no step that reduces the residual (the
 * step then taken regardless, at 1/256 of Newton's) before Newton is given up as stalled, in
 * the load stepping only (giveUpWhenStalled). At the full load an analysis decides whether a
 * design candidate passes, and some do converge after such a stretch: given up there, 4 of 624
 * fuzzed piers came out a section or an embedment step heavier.
 */
export const STALLED_ITERATIONS = 5;
/**
 * Units of round-off ε a residual may keep (eq. 11c): rounding the nodal deflections to doubles
 * leaves ½ε·|K||u|, computing the residual a few ε more.
 */
export const ROUNDOFF_UNITS = 8;

/**
 * Spring force f_i = L_i p_i(y_i) (eq. 10) and the tangent k_i = L_i dp/dy, kept within
 * [0, max_i] (eq. 11b): softening branches give 0; below the tiny deflection, curves with an
 * infinite initial slope use the secant there (the workspace's bounds: springBounds). dp/dy is
 * the curve's own (pWithSlope, from the same evaluation), or for a curve without it a one-sided
 * difference away from zero. The curves
 * that are kernels are evaluated first, in one batch (py-batch.ts), the others one by one. Every
 * evaluation forms the tangents: the last one, at the state Newton goes on from, gives its
 * next iteration matrix.
 */
export function evaluateSprings(model: BeamColumnModel, ws: SolverWorkspace, u: Float64Array): void {
  const { curves, springLength_m } = model;
  const { springForce, springStiffness, springCap, springCapBelow_m, springTangentMax } = ws;
  const { pyValue, pySlope: pySlopes } = ws;
  const inBatch = ws.py.inBatch;
  evaluatePyBatch(ws.py, u, 2, pyValue, pySlopes);
  for (let i = 0; i < ws.nNode; i++) {
    const L = springLength_m[i]!;
    if (inBatch[i] === 1) {
      // pWithSlope(y), evaluated by the batch: as below
      const ay = Math.abs(u[2 * i]!);
      const k = L * pySlopes[i]!;
      springForce[i] = L * pyValue[i]!;
      const max = springTangentMax[i]!;
      springStiffness[i] =
        ay < springCapBelow_m[i]! || ay === 0 ? springCap[i]! : k > max ? max : k > 0 ? k : 0;
      continue;
    }
    const c = curves[i];
    if (!c || L === 0) {
      springForce[i] = 0;
      springStiffness[i] = 0;
      continue;
    }
    const y = u[2 * i]!;
    const ay = Math.abs(y);
    let p: number;
    let k = 0;
    if (c.pWithSlope) {
      p = c.pWithSlope(y);
      k = L * pySlope.dpdy;
    } else {
      p = c.p(y);
      if (ay >= springCapBelow_m[i]! && ay > 0) {
        const d = (y > 0 ? TANGENT_STEP : -TANGENT_STEP) * ay;
        k = (L * (c.p(y + d) - p)) / d;
      }
    }
    springForce[i] = L * p;
    const max = springTangentMax[i]!;
    springStiffness[i] =
      ay < springCapBelow_m[i]! || ay === 0 ? springCap[i]! : k > max ? max : k > 0 ? k : 0;
  }
}

/**
 * R = λF − (K_e − K_g) u − f_s(u) (eq. 11) into `out`; returns a norm mixing forces and
 * moments (moments divided by the mean element length).
 */
export function computeResidual(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  u: Float64Array,
  out: Float64Array,
  lengthScale_m: number,
): number {
  // internalForces and the residual of each node as soon as both its elements are summed: the
  // same sums in the same order (each DOF's from 0, the element above, then the one below).
  // The element's end forces are elementEndForces written out (a call boxed its eight doubles
  // when not inlined), multiplying by the workspace's 1/h and 6·EI/h² where it divides: the
  // same forces to round-off (residual.test.ts).
  const P = model.axialLoad_N;
  const { load, springForce, elementLength_m, bendingPerLength_Nm, inverseLength_per_m, shearPerRotation_N } =
    ws;
  // divisions once a call, not five a node (a division costs several multiplications): a
  // design's residuals took 9 % of its time, and 3-9 % less a design without them
  const Pover10 = P / 10;
  const Pover30 = P / 30;
  const inverseScaleSquared = 1 / (lengthScale_m * lengthScale_m);
  const nEl = ws.nNode - 1;
  let norm = 0;
  let forceFromAbove = 0;
  let momentFromAbove = 0;
  for (let e = 0; e <= nEl; e++) {
    const d = 2 * e;
    let force = forceFromAbove;
    let moment = momentFromAbove;
    if (e < nEl) {
      // elementEndForces(EI, P, h, y_i, θ_i, y_j, θ_j): chord form (eq. 12b)
      const s = (u[d + 2]! - u[d]!) * inverseLength_per_m[e]!;
      const ci = u[d + 1]! - s;
      const cj = u[d + 3]! - s;
      const b = bendingPerLength_Nm[e]!;
      const shear = shearPerRotation_N[e]! * (ci + cj);
      const g = P === 0 ? 0 : Pover10 * (ci + cj) - P * s;
      const f0 = shear - g;
      const Ph30 = P === 0 ? 0 : Pover30 * elementLength_m[e]!;
      const f1 = b * (4 * ci + 2 * cj) - Ph30 * (4 * ci - cj);
      const f2 = -(shear - g);
      const f3 = b * (2 * ci + 4 * cj) - Ph30 * (4 * cj - ci);
      force += f0;
      moment += f1;
      forceFromAbove = 0 + f2;
      momentFromAbove = 0 + f3;
    }
    const r = lambda * load[d]! - force - springForce[e]!;
    out[d] = r;
    norm += r * r;
    const rm = lambda * load[d + 1]! - moment - 0;
    out[d + 1] = rm;
    norm += rm * rm * inverseScaleSquared;
  }
  if (ws.fixedHead) {
    norm -= out[1]! * out[1]! * inverseScaleSquared;
    out[1] = 0;
  }
  return norm;
}

/**
 * First guess at load fraction λ: one linear solve with secant springs p(y_ref)/y_ref, where
 * y_ref is the seed deflection of the node or the reference deflection (eq. 16).
 */
export function secantGuess(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  opts: SolverOptions,
  seed_m: Float64Array | undefined,
): boolean {
  let k = ws.work;
  if (seed_m) {
    for (let i = 0; i < ws.nNode; i++) k[i] = secantSpring(model, i, Math.abs(seed_m[i]!), opts);
  } else {
    // the same deflection at every node: the pile's secant springs there, kept with the workspace
    k = ws.referenceSprings;
    const ref = opts.referenceDeflection_m;
    if (!Object.is(ws.referenceSpringsAt_m, ref)) {
      for (let i = 0; i < ws.nNode; i++) k[i] = secantSpring(model, i, ref, opts);
      ws.referenceSpringsAt_m = ref;
    }
  }
  const rhs = ws.uTrial;
  for (let j = 0; j < ws.nDof; j++) rhs[j] = lambda * ws.load[j]!;
  if (ws.fixedHead) rhs[1] = 0;
  return solveTangent(model, ws, k, rhs, ws.u);
}

/** Secant spring L·p(y_r)/y_r of node i at deflection ys, y_r = ys but at least the tiny deflection. */
function secantSpring(model: BeamColumnModel, i: number, ys: number, opts: SolverOptions): number {
  const c = model.curves[i];
  const L = model.springLength_m[i]!;
  const yr = ys > opts.tinyDeflection_m ? ys : opts.tinyDeflection_m;
  if (!c || !(L > 0)) return 0;
  return (L * c.p(yr)) / yr;
}

/** Sizes the convergence tests compare against. */
export interface ConvergenceScales {
  /** Mean element length, m: moments over it weigh like forces in the line-search norm. */
  elementLength_m: number;
  /** Head to toe, m: a moment residual over it is a force (the couple it stands for). */
  pileLength_m: number;
  /** The applied lateral load at λ = 1, |H| + |M|/pileLength, N. */
  load_N: number;
}

/**
 * True when every nodal out-of-balance force is within forceTolerance of the applied load
 * (moments: of the applied load times the pile length), or within the round-off of its own
 * terms (eq. 11c): `r` is the residual at u, the springs evaluated at u.
 */
function residualAccepted(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  u: Float64Array,
  r: Float64Array,
  opts: SolverOptions,
  scales: ConvergenceScales,
): boolean {
  const force_N = opts.forceTolerance * lambda * scales.load_N;
  const moment_Nm = force_N * scales.pileLength_m;
  let roundoffKnown = false;
  const noise = ws.noise;
  for (let j = 0; j < ws.nDof; j++) {
    const a = Math.abs(r[j]!);
    if (a <= ((j & 1) === 0 ? force_N : moment_Nm)) continue;
    if (!roundoffKnown) {
      roundOffOfResidual(model, ws, lambda, u, noise);
      roundoffKnown = true;
    }
    if (!(a <= noise[j]!)) return false;
  }
  return true;
}

/** ROUNDOFF_UNITS · ε · (|K||u| + |f_s| + |λF|) per DOF: what arithmetic leaves in a residual. */
function roundOffOfResidual(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  u: Float64Array,
  out: Float64Array,
): void {
  out.fill(0);
  internalForceMagnitudes(
    ws.elementLength_m,
    ws.bendingPerLengthCubed_N_per_m,
    ws.thirtyLength_m,
    model.axialLoad_N,
    u,
    out,
  );
  for (let j = 0; j < ws.nDof; j++) {
    const spring = (j & 1) === 0 ? Math.abs(ws.springForce[j >> 1]!) : 0;
    out[j] = ROUNDOFF_UNITS * Number.EPSILON * (out[j]! + spring + Math.abs(lambda * ws.load[j]!));
  }
}

/**
 * The residual norm of computeResidual that round-off alone can give at u (springs evaluated
 * at u): a trial step whose residual is below it is as good as arithmetic can judge.
 */
export function roundOffNorm(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  u: Float64Array,
  lengthScale_m: number,
): number {
  roundOffOfResidual(model, ws, lambda, u, ws.noise);
  let norm = 0;
  for (let j = 0; j < ws.nDof; j++)
    norm += (j & 1) === 0 ? ws.noise[j]! ** 2 : (ws.noise[j]! / lengthScale_m) ** 2;
  return norm;
}

/**
 * Newton–Raphson with a backtracking line search at a fixed load fraction, from ws.u (eq. 11).
 * Converged (eq. 11c) when both
 * - the full Newton step changes no deflection by more than tolerance · max|y|, or, when taken
 *   whole, by more than √tolerance · max|y| (quadratic convergence: stepSettled), and
 * - every out-of-balance nodal force is within forceTolerance of the applied load, or at the
 *   round-off level of its terms (then no step can reduce it: thousands of elements, a very
 *   stiff pile). When the line search cannot reduce the residual, the state before the step
 *   is tested, so a pile whose deflection has settled is not lost to round-off.
 * `giveUpWhenStalled` (the load stepping): 'stalled' after STALLED_ITERATIONS iterations running
 * without a decrease.
 * On 'converged', ws.springForce and ws.residual are those of ws.u.
 */
export function newtonSolve(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  opts: SolverOptions,
  maxDeflection_m: number,
  scales: ConvergenceScales,
  giveUpWhenStalled = false,
): { outcome: NewtonOutcome; iterations: number } {
  const du = ws.du;
  // u and the trial state, the residual and the trial's, swap roles when a step is taken
  // (rather than copying the trial over u): ws.u and ws.residual are given the final ones on
  // return (kept)
  let u = ws.u;
  let uTrial = ws.uTrial;
  let residual = ws.residual;
  let work = ws.work;
  evaluateSprings(model, ws, u);
  let norm = computeResidual(model, ws, lambda, u, residual, scales.elementLength_m);
  let withoutDecrease = 0;
  /** Made at the first halving that does not reduce the residual (most solves have none). */
  let roundOffBound: RoundOffNormBound | undefined;
  for (let it = 1; it <= opts.maxIterations; it++) {
    if (!solveTangent(model, ws, ws.springStiffness, residual, du))
      return kept(ws, u, residual, 'singular', it);
    let maxStep = 0;
    for (let i = 0; i < ws.nNode; i++) {
      const ad = Math.abs(du[2 * i]!);
      if (ad > maxStep) maxStep = ad;
    }
    let alpha = 1;
    let trialNorm = norm;
    let decreased = false;
    // max |y| of the trial state (maxAbsDeflection of it, found as it is filled)
    let trialMaxY = 0;
    for (let h = 0; h <= MAX_HALVINGS; h++) {
      trialMaxY = 0;
      for (let i = 0; i < ws.nNode; i++) {
        const j = 2 * i;
        const y = u[j]! + alpha * du[j]!;
        uTrial[j] = y;
        uTrial[j + 1] = u[j + 1]! + alpha * du[j + 1]!;
        const a = Math.abs(y);
        if (a > trialMaxY) trialMaxY = a;
      }
      evaluateSprings(model, ws, uTrial);
      trialNorm = computeResidual(model, ws, lambda, uTrial, work, scales.elementLength_m);
      decreased = trialNorm <= (1 - 1e-4 * alpha) * norm;
      if (!decreased) {
        // at round-off? not when above its bound (the exact figure forms every element's |K||u|)
        roundOffBound ??= new RoundOffNormBound(model, ws, lambda, ROUNDOFF_UNITS);
        decreased =
          !(trialNorm > roundOffBound.at(ws, uTrial, scales.elementLength_m)) &&
          trialNorm <= roundOffNorm(model, ws, lambda, uTrial, scales.elementLength_m);
      }
      if (decreased || norm === 0 || h === MAX_HALVINGS) break;
      alpha *= 0.5;
    }
    if (!Number.isFinite(trialNorm)) return kept(ws, u, residual, 'not-finite', it);
    if (!decreased && maxStep <= opts.tolerance * maxAbsDeflection(ws, u)) {
      // no step reduces the residual at u: accept u if that residual is round-off (eq. 11c)
      evaluateSprings(model, ws, u);
      if (residualAccepted(model, ws, lambda, u, residual, opts, scales))
        return kept(ws, u, residual, 'converged', it);
      evaluateSprings(model, ws, uTrial);
    }
    // the step taken: the trial state becomes u
    const previous = u;
    u = uTrial;
    uTrial = previous;
    const previousResidual = residual;
    residual = work;
    work = previousResidual;
    norm = trialNorm;
    const maxY = trialMaxY;
    if (!(maxY <= maxDeflection_m)) return kept(ws, u, residual, 'diverged', it);
    if (maxY === 0 && maxStep === 0) return kept(ws, u, residual, 'converged', it);
    if (
      stepSettled(maxStep, maxY, alpha, opts) &&
      residualAccepted(model, ws, lambda, u, residual, opts, scales)
    )
      return kept(ws, u, residual, 'converged', it);
    // past a limit point (the soil cannot hold these loads) no step reduces the residual, and
    // the steps taken regardless creep to larger deflections until the iterations run out: 100
    // iterations an attempt, 90 % of a design's time on sites that hold no pier
    withoutDecrease = decreased ? 0 : withoutDecrease + 1;
    if (giveUpWhenStalled && withoutDecrease >= STALLED_ITERATIONS)
      return kept(ws, u, residual, 'stalled', it);
    // going on from u: its springs and tangents were the last evaluated
  }
  return kept(ws, u, residual, 'max-iterations', opts.maxIterations);
}

/** newtonSolve's answer, its final state and residual (u, residual) in ws.u and ws.residual. */
function kept(
  ws: SolverWorkspace,
  u: Float64Array,
  residual: Float64Array,
  outcome: NewtonOutcome,
  iterations: number,
): { outcome: NewtonOutcome; iterations: number } {
  if (u !== ws.u) ws.u.set(u);
  if (residual !== ws.residual) ws.residual.set(residual);
  return { outcome, iterations };
}

/**
 * The step test of eq. 11c for u_{k+1} = u_k + α·Δu_k: settled when the full step Δu_k moves no
 * deflection by more than tolerance · max|y|, or, for a full Newton step (α = 1), by more than
 * √tolerance · max|y|. Newton converges quadratically near a solution, ‖e_{k+1}‖ ≤ C‖e_k‖², and
 * the step estimates the error it corrects, ‖Δu_k‖ ≈ ‖e_k‖; so after a full step of relative size
 * √tol the error left is of order C·tol (Kelley, Iterative Methods for Linear and Nonlinear
 * Equations, SIAM 1995, ch. 5: termination on the step; Dennis & Schnabel, Numerical Methods for
 * Unconstrained Optimization and Nonlinear Equations, 1983, §7.2). Testing u_{k+1} there, rather
 * than waiting for the next step to be below tolerance, saves the iteration that would only
 * confirm it. The residual test at u_{k+1} (residualAccepted) still has to pass: it is what
 * rejects a step taken before the quadratic regime (a softening spring's zero tangent,
 * eq. 11b, makes the iteration linear there). On the four example projects the design results
 * moved by at most 1.5·10⁻⁶ of their value (profiles: of their largest value), against the
 * validation tests' 10⁻³ and wider.
 */
function stepSettled(maxStep: number, maxY: number, alpha: number, opts: SolverOptions): boolean {
  if (maxStep <= opts.tolerance * maxY) return true;
  return alpha === 1 && maxStep <= Math.sqrt(opts.tolerance) * maxY;
}

function maxAbsDeflection(ws: SolverWorkspace, u: Float64Array): number {
  let m = 0;
  for (let i = 0; i < ws.nNode; i++) {
    const a = Math.abs(u[2 * i]!);
    if (a > m) m = a;
  }
  return m;
}
