/**
 * The point of fixity of a candidate pile, for the steel check's unbraced and buckling lengths
 * (Lb = reveal + fixity, Lc = K (reveal + fixity), K = 2.1 by default, steel-demand.ts) and for
 * the Fixity depth check.
 *
 * Definition: the first zero of lateral deflection below grade of the same section at the
 * deepest embedment in range, under the same head loads, read off the elements' own Hermite
 * cubics (lateral/profile-summary.ts). Why not the candidate's own zero: a short pile rotates
 * nearly rigidly about a point some two thirds of its length down, so its first zero lies
 * shallower than a longer pile's and moves with every embedment step; a design that passed at 2.00 m then failed
 * at 2.25 m and deeper (issue 9). A pile long enough to be flexible has a zero fixed by its
 * stiffness relative to the soil's, not by its length (Davisson & Robinson 1965, the
 * equivalent cantilever of a long embedded pile), so that pile's zero is one depth for every embedment
 * of the section: it never lengthens Lb or Lc when the pile is driven deeper, and for shorter
 * piles it is the deeper, conservative value. The cubic, unlike the line between nodes, does
 * not move with the element size.
 */
import type { BendingAxis } from '../sections';
import type { AnalysisPurpose, AxisAnalysis, AxisLoad, LateralMemo, PileKey } from './lateral-memo';

export interface Fixity {
  /** Depth of fixity below grade, m. */
  depth_m: number;
  /** Embedment of the pile it was read from (the deepest in range, or the candidate's own), m. */
  fromEmbedment_m: number;
  /** How it was found, for the check's working. */
  basis: 'deepest-embedment' | 'own-profile' | 'embedment' | 'upper-bound';
}

/**
 * Fixity of `key`'s pile about `axis` under `loads`, from `deepKey`'s pile (the same section at
 * the deepest embedment in range, or `key` itself when deeper); null when the memo stopped the
 * run (cancelled). Falls back to the candidate's own first zero, then to its embedment, when the
 * deepest pile does not converge or has no zero (it translates).
 */
export function fixityOf(
  memo: LateralMemo,
  key: PileKey,
  deepKey: PileKey,
  axis: BendingAxis,
  loads: AxisLoad,
  own: AxisAnalysis | null,
): Fixity | null {
  return fixityFrom((p, purpose) => memo.get(p, axis, loads, purpose), key, deepKey, own);
}

/**
 * fixityOf when it needs no new analysis (the deepest pile's, and where it gives no zero the
 * candidate's own, are in the memo): the same Fixity, from the same analyses; undefined when an
 * analysis would have to be solved.
 */
export function knownFixity(
  memo: LateralMemo,
  key: PileKey,
  deepKey: PileKey,
  axis: BendingAxis,
  loads: AxisLoad,
  own: AxisAnalysis | null,
): Fixity | undefined {
  return fixityFrom((p) => memo.known(p, axis, loads), key, deepKey, own);
}

/** The fixity from the analyses `look` gives; what it gives instead of one (Miss) when it gives none. */
function fixityFrom<Miss extends null | undefined>(
  look: (p: PileKey, purpose?: AnalysisPurpose) => AxisAnalysis | Miss,
  key: PileKey,
  deepKey: PileKey,
  own: AxisAnalysis | null,
): Fixity | Miss {
  const deepEmbedment_m = deepKey.embedment_m;
  const deep = look(deepKey, 'fixity');
  if (deep === null || deep === undefined) return deep as Miss;
  if (deep.converged && deep.firstZero_m !== null)
    return { depth_m: deep.firstZero_m, fromEmbedment_m: deepEmbedment_m, basis: 'deepest-embedment' };
  const self = own ?? look(key);
  if (self === null || self === undefined) return self as Miss;
  const fromEmbedment_m = key.embedment_m;
  if (self.converged && self.firstZero_m !== null)
    return { depth_m: self.firstZero_m, fromEmbedment_m, basis: 'own-profile' };
  return { depth_m: key.embedment_m, fromEmbedment_m, basis: 'embedment' };
}

/**
 * Where a fixity depth came from, in words for the check's working; the embedment it was read
 * at goes beside them as a number (fixityDetails), which a report shows in the project's units.
 */
export function fixitySource(f: Fixity): string {
  switch (f.basis) {
    case 'deepest-embedment':
      return 'first zero of deflection of the same section at the deepest embedment in range, same loads';
    case 'own-profile':
      return 'first zero of deflection of this pile (the deepest one did not give one)';
    case 'embedment':
      return 'no zero of deflection: the embedment';
    case 'upper-bound':
      return 'upper bound: the toe of the deepest pile in range; this combination does not govern the steel check';
  }
}

/** The working's fields of a fixity: its source in words and, where another pile gave it, that pile's embedment. */
export function fixityDetails(f: Fixity): { fixityFrom: string; fixityFromEmbedment_m?: number } {
  const fixityFrom = fixitySource(f);
  return f.basis === 'deepest-embedment' || f.basis === 'upper-bound'
    ? { fixityFrom, fixityFromEmbedment_m: f.fromEmbedment_m }
    : { fixityFrom };
}
