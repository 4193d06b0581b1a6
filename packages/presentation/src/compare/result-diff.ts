// Two design results pier type by pier type and pile height by pile height (issue 13 compare):
// the section, embedment and steel weight on each side and their change, and the steel of the
// whole site before and after. The site total needs how many piles of each pier type and height
// the site has, which the design input does not hold: the caller gives the counts (the compare
// screen asks for them), and without them it is the steel of one pile of each.
import {
  formatDecimals,
  formatQuantity,
  fromSI,
  N_PER_LBF,
  STANDARD_GRAVITY_M_PER_S2,
  type DesignResult,
  type PierDesign,
  type UnitSystem,
} from '@pilewise/contracts';
import { pierLabel } from '../charts/result-values';

export interface PierResultSide {
  status: PierDesign['status'];
  section: string;
  embedment_m: number;
  length_m: number;
  steelWeight_N: number;
}

export interface PierResultDiffRow {
  /** pierTypeId@height in mm: the match of the two sides, and the key of a pile count. */
  key: string;
  pierTypeId: string;
  pier: string;
  pileHeight_m: number;
  before: PierResultSide | null;
  after: PierResultSide | null;
  sectionChanged: boolean;
  /** after − before; null when a side has no design of it. */
  embedmentDelta_m: number | null;
  steelWeightDelta_N: number | null;
}

export interface ResultDiff {
  rows: PierResultDiffRow[];
  /** Weight of the site's piles (Σ count × weight of one), N; null: that side has no result. */
  siteSteelBefore_N: number | null;
  siteSteelAfter_N: number | null;
  /** Whether the totals use the caller's pile counts (false: one pile of each). */
  counted: boolean;
}

/** The key a pier type and pile height are matched by (heights to the millimetre). */
export function pierResultKey(pierTypeId: string, pileHeight_m: number): string {
  return `${pierTypeId}@${Math.round(pileHeight_m * 1000)}`;
}

const sideOf = (p: PierDesign): PierResultSide => ({
  status: p.status,
  section: p.section.name,
  embedment_m: p.embedment_m,
  length_m: p.length_m,
  steelWeight_N: p.steelWeight_N,
});

/**
 * The rows of both results: the after side's order, with a pier or height only the before side
 * designed after the after side's rows. `counts` (by pierResultKey) gives the piles of each on the
 * site; a row without a count is one pile.
 */
export function diffDesignResults(
  before: DesignResult | null,
  after: DesignResult | null,
  counts?: Readonly<Record<string, number>>,
): ResultDiff {
  const rows = new Map<string, PierResultDiffRow>();
  const add = (p: PierDesign, side: 'before' | 'after') => {
    const key = pierResultKey(p.pierTypeId, p.pileHeight_m);
    const row = rows.get(key) ?? {
      key,
      pierTypeId: p.pierTypeId,
      pier: pierLabel(p),
      pileHeight_m: p.pileHeight_m,
      before: null,
      after: null,
      sectionChanged: false,
      embedmentDelta_m: null,
      steelWeightDelta_N: null,
    };
    row[side] = sideOf(p);
    rows.set(key, row);
  };
  for (const p of after?.piers ?? []) add(p, 'after');
  for (const p of before?.piers ?? []) add(p, 'before');
  const list = [...rows.values()].map((r) => {
    if (!r.before || !r.after) return r;
    return {
      ...r,
      sectionChanged: r.before.section !== r.after.section,
      embedmentDelta_m: r.after.embedment_m - r.before.embedment_m,
      steelWeightDelta_N: r.after.steelWeight_N - r.before.steelWeight_N,
    };
  });
  const countOf = (key: string) => {
    const n = counts?.[key];
    return n !== undefined && Number.isFinite(n) && n >= 0 ? n : 1;
  };
  const total = (result: DesignResult | null, side: 'before' | 'after') =>
    result ? list.reduce((sum, r) => sum + (r[side] ? r[side].steelWeight_N * countOf(r.key) : 0), 0) : null;
  return {
    rows: list,
    siteSteelBefore_N: total(before, 'before'),
    siteSteelAfter_N: total(after, 'after'),
    counted: counts !== undefined && Object.keys(counts).length > 0,
  };
}

/** US short ton = 2,000 lb (NIST Handbook 44, Appendix C); tonne = 1,000 kg. */
const LB_PER_SHORT_TON = 2000;
const KG_PER_TONNE = 1000;

/** A steel weight (N) in tons (imperial: short tons) or tonnes (metric), to 0.01, with its unit. */
export function formatTonnage(weight_N: number, system: UnitSystem): string {
  return system === 'imperial'
    ? `${formatDecimals(weight_N / N_PER_LBF / LB_PER_SHORT_TON, 2)} tons`
    : `${formatDecimals(weight_N / STANDARD_GRAVITY_M_PER_S2 / KG_PER_TONNE, 2)} t`;
}

/** A change with its sign: '+1.5', '−0.5', '0' (the quantity's precision). */
export function formatSignedChange(
  quantity: 'length' | 'weight',
  delta_SI: number,
  system: UnitSystem,
): string {
  const text = formatQuantity(quantity, delta_SI, system);
  if (Number(text) === 0) return '0';
  return fromSI(quantity, delta_SI, system) > 0 ? `+${text}` : text.replace('-', '−');
}
