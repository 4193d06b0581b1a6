/**
 * Combined loads: each combination applied to the load cases of one pier type. The loads act
 * at the pier type's load height; the result keeps it.
 */
import { asce7Combinations, type DesignCode, type DesignMethod } from './asce7-combinations';
import { expandCombinations, type CaseInfo, type ExpandOptions, type LoadCombination } from './combinations';
import { customCombinations, type LoadComboCases } from './custom-combinations';
import {
  addLoads,
  isReversibleByDefault,
  loadKindOf,
  scaleLoad,
  ZERO_LOAD,
  type LoadKind,
  type LoadVector,
} from './load-case';

export interface CombinedLoad extends LoadVector {
  /** Combination name, unique within the set. */
  combo: string;
  method: DesignMethod;
  /** 'ASCE 7-16 §2.3.1 (4)' or 'custom'. */
  source: string;
  /** Height of the load point above grade, m. */
  loadHeight_m: number;
}

export class LoadCombinationError extends Error {
  override name = 'LoadCombinationError';
}

/** Σ factor × case for one combination. Throws when a combination names a case that is not given. */
export function combineLoads(
  combo: LoadCombination,
  cases: Readonly<Record<string, LoadVector>>,
): LoadVector {
  let total: LoadVector = { ...ZERO_LOAD };
  for (const { caseId, factor } of combo.factors) {
    const v = cases[caseId];
    if (!v)
      throw new LoadCombinationError(
        `combination '${combo.name}' uses load case '${caseId}', which is not given`,
      );
    total = addLoads(total, scaleLoad(v, factor));
  }
  return total;
}

/** Every combination applied to the cases, tagged with its name and method. */
export function applyCombinations(
  combos: readonly LoadCombination[],
  cases: Readonly<Record<string, LoadVector>>,
  loadHeight_m: number,
): CombinedLoad[] {
  // A loop, not a closure passed to map: a closure made at every call loses its optimised code
  // once the closures made with it are collected (V8 keeps that code only while a closure of it
  // lives), and V8 compiled this one again about every fourth design, after a full collection
  // (Node's default heap; issue 12, bench/compilations.bench.ts).
  const out: CombinedLoad[] = [];
  for (const c of combos) {
    const l = combineLoads(c, cases);
    out.push({
      combo: c.name,
      method: c.method,
      source: c.source,
      loadHeight_m,
      P_N: l.P_N,
      Vx_N: l.Vx_N,
      Vy_N: l.Vy_N,
      Mx_Nm: l.Mx_Nm,
      My_Nm: l.My_Nm,
    });
  }
  return out;
}

export interface CaseDescription {
  kinds?: Readonly<Record<string, LoadKind>>;
  /** Case ids that may act in either sense; default: the Eh cases. */
  reversible?: Readonly<Record<string, boolean>>;
}

/** Kind and reversibility of each case id, in a stable (sorted) order. */
export function describeCases(caseIds: Iterable<string>, desc: CaseDescription = {}): CaseInfo[] {
  return [...caseIds].sort().map((id) => {
    const kind = loadKindOf(id, desc.kinds);
    return { id, kind, reversible: desc.reversible?.[id] ?? isReversibleByDefault(kind) };
  });
}

/**
 * What a reversible (either-sense) load case means: 'whole-vector' takes it with −factor (every
 * action reversed, the axial load too); 'lateral-mirrored' takes it as given and with its shears
 * and moments mirrored, the axial load kept.
 */
export type ReversalMeaning = 'whole-vector' | 'lateral-mirrored';
export const REVERSAL_MEANINGS: readonly ReversalMeaning[] = ['whole-vector', 'lateral-mirrored'];

export interface CombinationSettings extends ExpandOptions {
  designCode: DesignCode;
  /** Default 'whole-vector'. */
  reversal?: ReversalMeaning;
  /** Methods whose code combinations are made; default both (LRFD first). */
  methods?: readonly DesignMethod[];
  custom?: LoadComboCases;
}

/**
 * The combinations to check for a set of cases: the ASCE 7 basic combinations of the design
 * code (LRFD then ASD), unless custom combinations are given and do not ask to keep them;
 * then the custom ones.
 */
export function designCombinations(
  cases: readonly CaseInfo[],
  settings: CombinationSettings,
): LoadCombination[] {
  const custom = settings.custom && settings.custom.mapping_combo.length > 0 ? settings.custom : undefined;
  const out: LoadCombination[] = [];
  if (!custom || custom.includeCodeCombinations) {
    for (const method of settings.methods ?? ['LRFD', 'ASD']) {
      out.push(...expandCombinations(asce7Combinations(settings.designCode, method), cases, settings));
    }
  }
  if (custom) {
    const names = new Set(out.map((c) => c.name));
    for (const c of customCombinations(custom)) {
      if (names.has(c.name))
        throw new LoadCombinationError(`custom combination name '${c.name}' is already used`);
      out.push(c);
    }
  }
  return out;
}
