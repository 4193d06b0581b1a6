/**
 * An upper bound of the depth of fixity (fixity.ts), and when a steel check made with it settles
 * the exact one without the fixity analyses.
 *
 * The bound: the depth of fixity is the first zero of deflection below grade of the pile at
 * the deepest embedment in range, else of the candidate's own pile, else the candidate's
 * embedment; each lies between grade and the toe of a pile no longer than
 * max(deepest embedment, candidate's embedment). Taking that depth needs no analysis.
 *
 * Why it settles a passing check: a deeper fixity only lengthens Lb = reveal + fixity and
 * Lc = K (reveal + fixity), K > 0 fixed for the run (steel-demand.ts), so Mcx (AISC 360-16
 * F2–F5: Mn falls as Lb grows) and Pc (E3–E7: Fcr falls as Lc grows, and Fcr·Ae with it)
 * can only fall; the moments and Pr do not depend on it. So p = Pr/Pc and m = Mrx/Mcx +
 * Mry/Mcy are each no smaller at the bound. H1-1 (p ≥ 0.2: p + 8m/9, H1-1a; else p/2 + m, H1-1b) grows with m, and with p within
 * each branch; at p = 0.2 it steps by 0.1 − m/9, upward while m ≤ 0.9. A value ≤ 1 at the
 * bound on branch a has 8m/9 ≤ 0.8, so m ≤ 0.9 there and at the exact fixity; on branch b the
 * exact p is below 0.2 too. Either way the exact interaction is no larger than the bound's.
 * Hence a bounded check ≤ 1 that passes means the exact check passes and is no larger: it fails
 * nothing and can govern only where its bound reaches the largest exact value, which is where
 * the design computes it exactly (candidate.ts CheckLog.settleProvisional), so the report is
 * the one the exact checks give, combination for combination.
 *
 * Per axis: the strong axis's fixity sets Lb and Lcx, the weak one's Lcy, and each only lowers
 * Mcx or Pc as it deepens, so the argument holds with one axis exact and the other at the bound
 * (candidate.ts SteelFixity makes them exact one at a time).
 */
import type { CheckResult } from '../checks';
import type { DesignSettings } from './design-problem';
import type { Fixity } from './fixity';
import type { PileKey } from './lateral-memo';

/** The deepest the depth of fixity of `key`'s pile can be: the toe of the pile it is read from. */
export function fixityUpperBound(settings: DesignSettings, key: PileKey): Fixity {
  const deepest_m = settings.embedments_m[settings.embedments_m.length - 1] ?? key.embedment_m;
  const bound_m = Math.max(deepest_m, key.embedment_m);
  return { depth_m: bound_m, fromEmbedment_m: bound_m, basis: 'upper-bound' };
}

/**
 * True when steel checks made at the fixity's upper bound pass with an interaction ≤ 1 (see
 * the file comment): the exact checks then pass and are no larger.
 */
export function boundSettlesSteelCheck(bounded: readonly CheckResult[]): boolean {
  return bounded.every((c) => c.passes && c.demand <= 1);
}
