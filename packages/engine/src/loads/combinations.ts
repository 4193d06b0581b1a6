/**
 * Concrete load combinations: a name, a method and a factor per load case id. They come from
 * the ASCE 7 tables (expandCombinations) or from the user's custom combinations.
 */
import type { CombinationTemplate, DesignMethod, FactoredKind } from './asce7-combinations';
import type { LoadKind } from './load-case';

export interface CombinationFactor {
  caseId: string;
  factor: number;
}

export interface LoadCombination {
  /** Unique within a set, e.g. '7-16 LRFD 4: 1.2D + 1.0W30 + 0.5S' or a custom name. */
  name: string;
  method: DesignMethod;
  /** Where it comes from: 'ASCE 7-16 §2.3.1 (4)' or 'custom'. */
  source: string;
  factors: CombinationFactor[];
}

/** What the expansion needs to know of each load case present. */
export interface CaseInfo {
  id: string;
  kind: LoadKind;
  /**
   * The case may act in either sense (wind from either side, horizontal seismic): the
   * combinations take it with +factor and with −factor (the whole vector reversed).
   */
  reversible: boolean;
}

export interface ExpandOptions {
  /**
   * Investigate companion loads not acting (ASCE 7-16 §2.3.1/§2.4.1: "effects of one or more
   * loads not acting shall be investigated"). Default true.
   */
  loadsNotActing?: boolean;
}

/** One choice for one term: some factored cases (one, or none when the load is not acting). */
type Choice = CombinationFactor[];

function choicesForAlternative(alt: FactoredKind, cases: readonly CaseInfo[]): Choice[] {
  const out: Choice[] = [];
  for (const c of cases) {
    if (c.kind !== alt.kind) continue;
    out.push([{ caseId: c.id, factor: alt.factor }]);
    if (c.reversible) out.push([{ caseId: c.id, factor: -alt.factor }]);
  }
  return out;
}

/** The choices of a term; null when a principal term has no case (the combination is skipped). */
function choicesForTerm(
  term: CombinationTemplate['terms'][number],
  cases: readonly CaseInfo[],
  notActing: boolean,
): Choice[] | null {
  const present = term.anyOf.flatMap((alt) => choicesForAlternative(alt, cases));
  switch (term.role) {
    case 'always':
      // D (and Ev with Eh): every case of the kind together, in the sense given by the
      // table (never reversed); absent kinds contribute nothing.
      return [
        term.anyOf.flatMap((alt) =>
          cases.filter((c) => c.kind === alt.kind).map((c) => ({ caseId: c.id, factor: alt.factor })),
        ),
      ];
    case 'principal':
      return present.length > 0 ? present : null;
    case 'companion':
      return notActing || present.length === 0 ? [[], ...present] : present;
  }
}

function cartesian(lists: Choice[][]): Choice[] {
  return lists.reduce<Choice[]>((acc, list) => acc.flatMap((a) => list.map((b) => [...a, ...b])), [[]]);
}

/** '1.0', '0.525', '−0.7' style: at least one decimal, up to three. */
export function formatFactor(x: number): string {
  const s = Math.abs(x).toFixed(3).replace(/0+$/, '').replace(/\.$/, '.0');
  return s;
}

/** '1.2D + 1.0W30 − 1.0Ev' */
export function combinationExpression(factors: readonly CombinationFactor[]): string {
  return factors
    .map((t, i) => {
      const sign = t.factor < 0 ? (i === 0 ? '−' : ' − ') : i === 0 ? '' : ' + ';
      return `${sign}${formatFactor(t.factor)}${t.caseId}`;
    })
    .join('');
}

function signature(factors: readonly CombinationFactor[]): string {
  return factors
    .map((t) => `${t.caseId}:${t.factor}`)
    .sort()
    .join('|');
}

const shortCode = (code: string) => code.replace('ASCE ', '');

/**
 * The concrete combinations of a table for the cases present: one per choice of alternative
 * ("Lr or S or R"), per case of a kind (each named wind case W0, W30, Wstow ... is a separate
 * wind load), per sense of a reversible case, and (by default) with each companion load not
 * acting. A combination whose principal load has no case is skipped. Identical factor sets are
 * kept once, under the first name. Deterministic: the order follows the table, then the cases.
 */
export function expandCombinations(
  templates: readonly CombinationTemplate[],
  cases: readonly CaseInfo[],
  options: ExpandOptions = {},
): LoadCombination[] {
  const notActing = options.loadsNotActing ?? true;
  const seen = new Set<string>();
  const out: LoadCombination[] = [];
  for (const tpl of templates) {
    const termChoices: Choice[][] = [];
    let skip = false;
    for (const term of tpl.terms) {
      const choices = choicesForTerm(term, cases, notActing);
      if (choices === null) {
        skip = true;
        break;
      }
      termChoices.push(choices);
    }
    if (skip) continue;
    for (const factors of cartesian(termChoices)) {
      if (factors.length === 0) continue;
      const key = `${tpl.method}#${signature(factors)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        name: `${shortCode(tpl.code)} ${tpl.method} ${tpl.number}: ${combinationExpression(factors)}`,
        method: tpl.method,
        source: tpl.clause,
        factors,
      });
    }
  }
  return out;
}
