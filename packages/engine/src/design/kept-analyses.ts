/**
 * Lateral analyses kept from one design of a pile to the next: the live preview designs the same
 * pile again at every keystroke (designOnePier), and an edit of one load changes the loads of a
 * few combinations only; the others' analyses are the very ones solved the keystroke before.
 *
 * Exact, not an approximation: an analysis is known by its key (pile height, section, embedment,
 * axis, head loads: lateral-memo.ts) within a context that holds everything else it is solved
 * with (soil, E, element count, head condition, corrosion, the section's properties); a change of
 * context drops them all. A run that keeps analyses seeds Newton from no other analysis (search.ts
 * solves them all cold, and designOnePier, the one caller, runs cold with or without `kept`), so a
 * kept analysis is bit for bit the one a cold run solves, and the run counts it as solved: the
 * result is the cold run's, `analyses` included.
 *
 * Bounded: a run keeps only the analyses it used.
 */
import type { DesignSettings } from './design-problem';
import { PileTable } from './analysis-tables';
import type { AxisAnalysis, KeptAnalysisStore } from './lateral-memo';

export class KeptAnalyses implements KeptAnalysisStore {
  private context: string | null = null;
  /** The pile models kept, with their analyses and workspaces. */
  readonly piles = new PileTable<AxisAnalysis>();
  /** Analyses taken from an earlier run, over the runs so far (for tests and the bench). */
  reused = 0;

  /** Analyses kept. */
  get analysisCount(): number {
    return this.piles.analysisCount;
  }

  /** Starts a run under `context`: what was kept under another context is dropped. */
  begin(context: string): void {
    if (context === this.context) return;
    this.context = context;
    this.piles.clear();
  }

  /** Ends a run: only the analyses it used, and their piles, are kept (the next keystroke most likely needs them). */
  end(used: ReadonlySet<AxisAnalysis>): void {
    this.piles.retainAnalyses((a) => used.has(a));
  }
}

/**
 * What an analysis is solved with besides its key (lateral-memo.ts: the pile model and the
 * solve): the soil, E, the element count, the head condition, the corrosion zone and the
 * candidate sections (the key names a section by its index).
 */
export function analysisContext(s: DesignSettings): string {
  const what = {
    soil: s.soil,
    E_Pa: s.E_Pa,
    elements: s.elements,
    headCondition: s.headCondition,
    corrosion: s.corrosion,
    sections: s.sections,
  };
  // JSON with the non-finite numbers spelt out (JSON writes NaN and Infinity alike as null)
  return JSON.stringify(what, (_k, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? `#${String(v)}` : v,
  );
}
