import { bandMultiply, factorLDLT, solveLDLT } from './banded';
import type { BeamColumnModel, SolverOptions } from './model';
import type { SolverWorkspace } from './workspace';

/** How one Newton solve at a fixed load fraction ended. */
export type NewtonOutcome = 'converged' | 'diverged' | 'singular' | 'max-iterations' | 'not-finite';

/** Relative step of the one-sided difference for the spring tangent (eq. 11b). */
const TANGENT_STEP = 1e-6;
/** Line search: halvings of the Newton step before a step is taken regardless. */
const MAX_HALVINGS = 8;

/**
 * Spring force f_i = L_i p_i(y_i) (eq. 10) and, when asked, the tangent k_i = L_i dp/dy by a
 * one-sided difference away from zero, kept within [0, cap_i] (eq. 11b): softening branches
 * give 0, curves with an infinite initial slope use the secant at the tiny deflection.
 */
export function evaluateSprings(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  u: Float64Array,
  tiny_m: number,
  withTangent: boolean,
): void {
  const { curves, springLength_m } = model;
  for (let i = 0; i < ws.nNode; i++) {
    const c = curves[i];
    const L = springLength_m[i]!;
    if (!c || L === 0) {
      ws.springForce[i] = 0;
      ws.springStiffness[i] = 0;
      continue;
    }
    const y = u[2 * i]!;
    const p = c.p(y);
    ws.springForce[i] = L * p;
    if (!withTangent) continue;
    const ay = Math.abs(y);
    const cap = ws.springCap[i]!;
    if (ay < tiny_m) {
      ws.springStiffness[i] = cap;
    } else {
      const d = (y > 0 ? TANGENT_STEP : -TANGENT_STEP) * ay;
      const k = (L * (c.p(y + d) - p)) / d;
      ws.springStiffness[i] = k > cap ? cap : k > 0 ? k : 0;
    }
  }
}

/**
 * R = λF − (K_e − K_g) u − f_s(u) (eq. 11) into `out`; returns a norm mixing forces and
 * moments (moments divided by the mean element length).
 */
export function computeResidual(
  ws: SolverWorkspace,
  lambda: number,
  u: Float64Array,
  out: Float64Array,
  lengthScale_m: number,
): number {
  bandMultiply(ws.beam, u, out);
  let norm = 0;
  for (let j = 0; j < ws.nDof; j++) {
    const even = (j & 1) === 0;
    const r = lambda * ws.load[j]! - out[j]! - (even ? ws.springForce[j >> 1]! : 0);
    out[j] = r;
    norm += even ? r * r : (r / lengthScale_m) ** 2;
  }
  if (ws.fixedHead) {
    norm -= (out[1]! / lengthScale_m) ** 2;
    out[1] = 0;
  }
  return norm;
}

/** Tangent matrix: beam band plus spring stiffnesses; fixed head holds DOF 1 (eq. 15). */
function assembleTangent(ws: SolverWorkspace, springs: Float64Array): void {
  const band = ws.tangent.band;
  band.set(ws.beam.band);
  for (let i = 0; i < ws.nNode; i++) band[8 * i]! += springs[i]!;
  if (ws.fixedHead) {
    band[1] = 0;
    band[4] = 1;
    band[5] = 0;
    band[6] = 0;
    band[7] = 0;
  }
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
  const k = ws.work;
  for (let i = 0; i < ws.nNode; i++) {
    const c = model.curves[i];
    const L = model.springLength_m[i]!;
    const ys = seed_m ? Math.abs(seed_m[i]!) : opts.referenceDeflection_m;
    const yr = ys > opts.tinyDeflection_m ? ys : opts.tinyDeflection_m;
    k[i] = c && L > 0 ? (L * c.p(yr)) / yr : 0;
  }
  assembleTangent(ws, k);
  if (factorLDLT(ws.tangent) >= 0) return false;
  for (let j = 0; j < ws.nDof; j++) ws.u[j] = lambda * ws.load[j]!;
  if (ws.fixedHead) ws.u[1] = 0;
  solveLDLT(ws.tangent, ws.u, ws.u);
  return true;
}

/**
 * Newton–Raphson with a backtracking line search at a fixed load fraction, from ws.u
 * (eq. 11). Converged when a full step changes no deflection by more than tolerance·max|y|.
 */
export function newtonSolve(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  lambda: number,
  opts: SolverOptions,
  maxDeflection_m: number,
  lengthScale_m: number,
): { outcome: NewtonOutcome; iterations: number } {
  const { u, du, uTrial, residual, work } = ws;
  evaluateSprings(model, ws, u, opts.tinyDeflection_m, true);
  let norm = computeResidual(ws, lambda, u, residual, lengthScale_m);
  for (let it = 1; it <= opts.maxIterations; it++) {
    assembleTangent(ws, ws.springStiffness);
    if (factorLDLT(ws.tangent) >= 0) return { outcome: 'singular', iterations: it };
    solveLDLT(ws.tangent, residual, du);
    let alpha = 1;
    let trialNorm = norm;
    for (let h = 0; h <= MAX_HALVINGS; h++) {
      for (let j = 0; j < ws.nDof; j++) uTrial[j] = u[j]! + alpha * du[j]!;
      evaluateSprings(model, ws, uTrial, opts.tinyDeflection_m, true);
      trialNorm = computeResidual(ws, lambda, uTrial, work, lengthScale_m);
      if (trialNorm <= (1 - 1e-4 * alpha) * norm || norm === 0 || h === MAX_HALVINGS) break;
      alpha *= 0.5;
    }
    if (!Number.isFinite(trialNorm)) return { outcome: 'not-finite', iterations: it };
    u.set(uTrial);
    residual.set(work);
    norm = trialNorm;
    let maxY = 0;
    let maxDy = 0;
    for (let i = 0; i < ws.nNode; i++) {
      const ay = Math.abs(u[2 * i]!);
      const ad = Math.abs(alpha * du[2 * i]!);
      if (ay > maxY) maxY = ay;
      if (ad > maxDy) maxDy = ad;
    }
    if (!(maxY <= maxDeflection_m)) return { outcome: 'diverged', iterations: it };
    if (alpha === 1 && maxDy <= opts.tolerance * maxY) return { outcome: 'converged', iterations: it };
    if (maxY === 0 && maxDy === 0) return { outcome: 'converged', iterations: it };
  }
  return { outcome: 'max-iterations', iterations: opts.maxIterations };
}
