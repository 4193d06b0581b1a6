/**
 * Where Newton starts an analysis on a pile model that has converged under other loads already
 * (solver `startDofs`; lateral-memo.ts): the converged state of the nearest lateral loads,
 * scaled to these, moved along the axial load by the P-slope of the nearest lateral loads the pile
 * has at two axial loads.
 *
 * Why: the state is nearly proportional to the lateral loads (|H| + |M|/ℓ, the load measure of the
 * solver's force test, eq. 11c), and P enters the beam-column matrix linearly (K_e − P·K_g, eq. 9):
 * the state moves smoothly with P through P-delta, by a slope that scales with the lateral loads
 * the pile carries. A pier's combinations mostly share their wind's H and M and differ in dead
 * load. A scaled state alone left that P-delta, some 2 % of the deflection, to Newton (two
 * iterations at least); moved along P, most of those converge in one (examples, 100 elements:
 * generic 5,454 → 4,881 Newton iterations a design, nextracker 4,666 → 4,263, array-tech
 * 3,280 → 2,950). Where these lateral loads have two axial loads on the pile already, the start is
 * the line through the two of the nearest P.
 *
 * Only a start: Newton's convergence test (eq. 11c) decides the answer, and a start that fails
 * falls back to the secant guess (solver solveAtFullLoad). Starts depend only on the states
 * given, in their order (the first found on a tie), so a design is the same whoever runs it.
 */
import type { BeamColumnSolution } from '../solver';
import type { AxisLoad } from './axis-load';

/** One converged analysis of a pile model: its loads and its state. */
export interface ConvergedLoads {
  loads: AxisLoad;
  solution: BeamColumnSolution;
}

/** A converged state with the sign that turns it to its family's lateral loads (−1: mirrored). */
interface FamilyState {
  state: ConvergedLoads;
  sign: number;
}

/**
 * The converged states of one pile model under one pair of lateral loads or their mirror image
 * (−H, −M), at their axial loads. Kept as the pair with H > 0 (or H = 0, M > 0).
 */
interface LateralLoadFamily {
  H_N: number;
  /** M/ℓ (ℓ head to toe), N; 0 with a fixed head (the head moment is not a load then). */
  M_N: number;
  /** |H| + |M|/ℓ, N. */
  size_N: number;
  states: FamilyState[];
  /** Two different axial loads among the states. */
  alongP: boolean;
}

/** The sign that turns lateral loads to the pair a family is kept as: H > 0, or H = 0 and M > 0. */
const keptSign = (H: number, M: number): number => (H > 0 || (H === 0 && M > 0) ? 1 : -1);

/** The converged states of one pile model (head to toe ℓ), grouped by their lateral loads. */
export class ConvergedOnPile {
  private readonly families: LateralLoadFamily[] = [];
  /** The families by H, then M/ℓ (as kept: H > 0, or H = 0 and M > 0). */
  private readonly byLoads = new Map<number, Map<number, LateralLoadFamily>>();

  constructor(
    private readonly length_m: number,
    private readonly fixedHead: boolean,
  ) {}

  /** The family of these lateral loads as kept (H > 0, or H = 0 and M > 0), if any. */
  private familyOf(H_N: number, M_N: number): LateralLoadFamily | undefined {
    return this.byLoads.get(H_N)?.get(M_N);
  }

  /** M/ℓ of a load, N (0 with a fixed head). */
  private momentAsForce(l: AxisLoad): number {
    return this.fixedHead ? 0 : l.M_Nm / this.length_m;
  }

  add(state: ConvergedLoads): void {
    const H = state.loads.H_N;
    const M = this.momentAsForce(state.loads);
    const sign = keptSign(H, M);
    const H_N = sign * H;
    const M_N = sign * M;
    let family = this.familyOf(H_N, M_N);
    if (!family) {
      family = { H_N, M_N, size_N: Math.abs(H_N) + Math.abs(M_N), states: [], alongP: false };
      this.families.push(family);
      let atH = this.byLoads.get(H_N);
      if (!atH) this.byLoads.set(H_N, (atH = new Map()));
      atH.set(M_N, family);
    }
    if (!family.alongP)
      family.alongP = family.states.length > 0 && family.states[0]!.state.loads.P_N !== state.loads.P_N;
    family.states.push({ state, sign });
  }

  /**
   * The start for `loads` into `out` (deflection and rotation per node): the nearest family's
   * state of the nearest P, scaled by the ratio of |H| + |M|/ℓ (negated from a mirrored family:
   * −H, −M; odd p-y curves), plus (P − its P) times the P-slope of the nearest family with two
   * axial loads (its two states of the nearest P), scaled likewise. Nearest: the least
   * |ΔH| + |ΔM|/ℓ, against the family or its mirror image. False when no family carries lateral
   * loads, or these loads are nil.
   */
  startFor(loads: AxisLoad, out: Float64Array): boolean {
    const H = loads.H_N;
    const M = this.momentAsForce(loads);
    const P = loads.P_N;
    const size_N = Math.abs(H) + Math.abs(M);
    if (!(size_N > 0)) return false;
    // the nearest family, and the nearest with two axial loads (the first on a tie): these very
    // loads' family when it has two, else in one pass over the families
    let nearest: LateralLoadFamily | undefined;
    let nearestSign = 1;
    let sloped: LateralLoadFamily | undefined;
    let slopedSign = 1;
    const sign = keptSign(H, M);
    const own = this.familyOf(sign * H, sign * M);
    if (own?.alongP) {
      // at distance 0, the only family there (families are distinct loads up to sign)
      nearest = sloped = own;
      nearestSign = slopedSign = sign;
    } else {
      let nearestDistance = Infinity;
      let slopedDistance = Infinity;
      for (const f of this.families) {
        if (!(f.size_N > 0)) continue;
        const same = Math.abs(H - f.H_N) + Math.abs(M - f.M_N);
        const mirrored = Math.abs(H + f.H_N) + Math.abs(M + f.M_N);
        const d = same < mirrored ? same : mirrored;
        const sign = mirrored < same ? -1 : 1;
        if (d < nearestDistance) {
          nearest = f;
          nearestDistance = d;
          nearestSign = sign;
        }
        if (f.alongP && d < slopedDistance) {
          sloped = f;
          slopedDistance = d;
          slopedSign = sign;
        }
      }
    }
    if (!nearest) return false;
    const a = nearestInP(nearest.states, P, null);
    const scale = (a.sign * nearestSign * size_N) / nearest.size_N;
    const { y_m, rotation_rad } = a.state.solution;
    const n = y_m.length;
    if (!sloped || a.state.loads.P_N === P) {
      for (let i = 0; i < n; i++) {
        out[2 * i] = scale * y_m[i]!;
        out[2 * i + 1] = scale * rotation_rad[i]!;
      }
      return true;
    }
    // the slope between the family's two states of the nearest P, scaled to these loads
    const b1 = nearestInP(sloped.states, P, null);
    const b2 = nearestInP(sloped.states, P, b1.state.loads.P_N);
    const along =
      ((P - a.state.loads.P_N) / (b2.state.loads.P_N - b1.state.loads.P_N)) *
      ((slopedSign * size_N) / sloped.size_N);
    const s1 = b1.sign;
    const s2 = b2.sign;
    const { y_m: y1, rotation_rad: r1 } = b1.state.solution;
    const { y_m: y2, rotation_rad: r2 } = b2.state.solution;
    for (let i = 0; i < n; i++) {
      out[2 * i] = scale * y_m[i]! + along * (s2 * y2[i]! - s1 * y1[i]!);
      out[2 * i + 1] = scale * rotation_rad[i]! + along * (s2 * r2[i]! - s1 * r1[i]!);
    }
    return true;
  }
}

/** The state of the axial load nearest P, other than `otherThan_N`; the first on a tie. */
function nearestInP(states: readonly FamilyState[], P: number, otherThan_N: number | null): FamilyState {
  let best = states[0]!;
  let bestDistance = Infinity;
  for (const s of states) {
    if (s.state.loads.P_N === otherThan_N) continue;
    const d = Math.abs(s.state.loads.P_N - P);
    if (d < bestDistance) {
      bestDistance = d;
      best = s;
    }
  }
  return best;
}
