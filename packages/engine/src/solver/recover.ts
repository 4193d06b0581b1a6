import type { BeamColumnModel, BeamColumnSolution } from './model';
import { keptDoubles } from './kept-doubles';
import type { SolverWorkspace } from './workspace';

/**
 * Nodal deflection, rotation, moment, shear and soil reaction from the converged DOFs
 * (eqs. 12–13). Springs must have been evaluated at ws.u (ws.springForce).
 *
 * The deflections, rotations and spring forces are copied out of the workspace now; moment,
 * shear and soil reaction are worked out from them when first read, with the same arithmetic
 * as when they were made here for every analysis. A design reads the moments of a third of its
 * analyses (the steel check's) and the shear and soil reaction of a few (the profiles shown),
 * and it keeps thousands: this saves their work and two fifths of the memory they held.
 */
export function recoverSolution(
  model: BeamColumnModel,
  ws: SolverWorkspace,
  residual_N: number,
): BeamColumnSolution {
  const n = ws.nNode;
  // three stretches of the slab, each made by keptDoubles: a stretch cut in three by subarray
  // made four views, each by the dearer species path
  const y_m = keptDoubles(n);
  const rotation_rad = keptDoubles(n);
  const springForce_N = keptDoubles(n);
  const u = ws.u;
  for (let i = 0; i < n; i++) {
    y_m[i] = u[2 * i]!;
    rotation_rad[i] = u[2 * i + 1]!;
  }
  springForce_N.set(ws.springForce); // n long: a workspace's scratch has its node count
  return new RecoveredSolution(model, y_m, rotation_rad, springForce_N, residual_N);
}

/**
 * The solution under the mirrored head loads (−H, −M, the same P) from the solution under the
 * loads: every profile negated. The residual of eq. 11 at −u under −F is the negated residual
 * at u under F, to the bit: the beam and P-delta terms are linear in u, and the p-y curves odd
 * (PyCurve: p(−y) = −p(y); oddCurve builds them so, and scalings and blends keep it), and IEEE
 * arithmetic negates exactly. So −u passes every convergence test u passed, with the same
 * numbers: it is a solution of the mirrored loads as converged as u, without a solve.
 */
export function mirroredSolution(s: BeamColumnSolution): BeamColumnSolution {
  if (s instanceof RecoveredSolution) return s.mirrored();
  return {
    y_m: negated(s.y_m),
    rotation_rad: negated(s.rotation_rad),
    moment_Nm: negated(s.moment_Nm),
    shear_N: negated(s.shear_N),
    soilReaction_N_per_m: negated(s.soilReaction_N_per_m),
    residual_N: s.residual_N,
  };
}

function negated(a: Float64Array, out: Float64Array = new Float64Array(a.length)): Float64Array {
  for (let i = 0; i < a.length; i++) out[i] = -a[i]!;
  return out;
}

/** A BeamColumnSolution whose moment, shear and soil reaction are made when first read. */
class RecoveredSolution implements BeamColumnSolution {
  private moment: Float64Array | undefined;
  private shear: Float64Array | undefined;
  private soilReaction: Float64Array | undefined;

  constructor(
    private readonly model: BeamColumnModel,
    readonly y_m: Float64Array,
    readonly rotation_rad: Float64Array,
    /** p(y)·L of each node at the solution (the workspace's springForce). */
    private readonly springForce_N: Float64Array,
    readonly residual_N: number,
  ) {}

  /** mirroredSolution: the kept arrays negated (stretches of the slab, as recoverSolution makes them). */
  mirrored(): RecoveredSolution {
    const n = this.y_m.length;
    return new RecoveredSolution(
      this.model,
      negated(this.y_m, keptDoubles(n)),
      negated(this.rotation_rad, keptDoubles(n)),
      negated(this.springForce_N, keptDoubles(n)),
      this.residual_N,
    );
  }

  get moment_Nm(): Float64Array {
    return (this.moment ??= nodalMoments(this.model, this.y_m, this.rotation_rad));
  }

  get shear_N(): Float64Array {
    return (this.shear ??= nodalShears(this.model, this.y_m, this.rotation_rad, this.springForce_N));
  }

  get soilReaction_N_per_m(): Float64Array {
    if (this.soilReaction) return this.soilReaction;
    const L = this.model.springLength_m;
    const f = this.springForce_N;
    const out = keptDoubles(f.length);
    for (let i = 0; i < f.length; i++) out[i] = L[i]! > 0 ? f[i]! / L[i]! : 0;
    return (this.soilReaction = out);
  }

  /** The five profiles as own properties (a spread or JSON of the solution shows them). */
  toJSON(): BeamColumnSolution {
    return {
      y_m: this.y_m,
      rotation_rad: this.rotation_rad,
      moment_Nm: this.moment_Nm,
      shear_N: this.shear_N,
      soilReaction_N_per_m: this.soilReaction_N_per_m,
      residual_N: this.residual_N,
    };
  }
}

/**
 * M = EI y″ at each node: the mean of the two elements' end moments (one at the head and the
 * toe). The end moments are elementEndForces' f₁ and f₃ written out (the same operations; a
 * call per element, with its scratch array, took most of the time).
 */
function nodalMoments(model: BeamColumnModel, y: Float64Array, t: Float64Array): Float64Array {
  const n = y.length;
  const { z_m, EI_Nm2, axialLoad_N: P } = model;
  const moment_Nm = keptDoubles(n);
  for (let e = 0; e < n - 1; e++) {
    // elementEndForces(EI_Nm2[e], P, h, y[e], t[e], y[e + 1], t[e + 1]): f₁ = −M(z_e), f₃ = M(z_e+1)
    const h = z_m[e + 1]! - z_m[e]!;
    const s = (y[e + 1]! - y[e]!) / h;
    const ci = t[e]! - s;
    const cj = t[e + 1]! - s;
    const b = EI_Nm2[e]! / h;
    const f1 = b * (4 * ci + 2 * cj) - (P === 0 ? 0 : (P * h * (4 * ci - cj)) / 30);
    const f3 = b * (2 * ci + 4 * cj) - (P === 0 ? 0 : (P * h * (4 * cj - ci)) / 30);
    moment_Nm[e]! += -f1;
    moment_Nm[e + 1]! += f3;
  }
  for (let i = 1; i < n - 1; i++) moment_Nm[i]! /= 2;
  return moment_Nm;
}

/**
 * V = dM/dz at each node (eq. 13): the horizontal force V_h = EI y‴ + P y′ less P·θ. V_h just
 * below node e is the element's first end force f₀ = (shear − g), just above node e + 1 its
 * −f₂ = −(−(shear − g)), the same number: one value a element, carried to the next node, and
 * elementEndForces' arithmetic written out (this runs for a few analyses a design, the profiles
 * shown, mostly before the engine optimises it: no calls, no scratch arrays).
 */
function nodalShears(
  model: BeamColumnModel,
  y: Float64Array,
  rotation_rad: Float64Array,
  springForce_N: Float64Array,
): Float64Array {
  const n = y.length;
  const { z_m, EI_Nm2, springLength_m, springLengthAbove_m } = model;
  const P = model.axialLoad_N;
  const shear_N = keptDoubles(n);
  let above = 0; // V_h just above node i: that of element i − 1
  for (let i = 0; i < n; i++) {
    // V_h just below node i: element i's (none below the toe)
    let below = 0;
    if (i < n - 1) {
      const h = z_m[i + 1]! - z_m[i]!;
      const s = (y[i + 1]! - y[i]!) / h;
      const ci = rotation_rad[i]! - s;
      const cj = rotation_rad[i + 1]! - s;
      const b = EI_Nm2[i]! / h;
      const shear = (6 * b * (ci + cj)) / h;
      const g = P === 0 ? 0 : P * ((ci + cj) / 10 - s);
      below = shear - g;
    }
    let vh: number;
    if (i === 0) vh = below;
    else {
      // eq. 13: the node's spring stands for [z − L_above, z − L_above + L]; take the part above
      const L = springLength_m[i]!;
      const share = L > 0 ? springLengthAbove_m[i]! / L : 0.5;
      vh = above - share * springForce_N[i]!;
      if (L === 0 && i < n - 1) vh = 0.5 * (above + below);
    }
    shear_N[i] = vh - P * rotation_rad[i]!;
    above = below;
  }
  return shear_N;
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
