// Where a run's analyses go (DesignHooks.onPierSearched, for the benchmark): per pier, the
// counts must add up to the run's own, and a pier designed by its first candidate must have
// solved every one of its analyses for that candidate.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runDesign } from './run-design';
import type { PierSearchStats } from './search';

const example = JSON.parse(
  readFileSync(new URL('../../examples/projects/generic-100mw-site-d.json', import.meta.url), 'utf8'),
) as unknown;

describe('onPierSearched', () => {
  const stats: PierSearchStats[] = [];
  const run = runDesign(example, { onPierSearched: (s) => stats.push(s) });
  if (!run.ok) throw new Error(JSON.stringify(run.errors));
  const { piers, analyses } = run.result;

  it('reports each pier once, with its candidates and analyses as the result gives them', () => {
    expect(stats.map((s) => [s.pierTypeId, s.pileHeight_m, s.candidatesTried, s.analyses])).toEqual(
      piers.map((p) => [p.pierTypeId, p.pileHeight_m, p.candidatesTried, p.analyses]),
    );
    expect(stats.reduce((n, s) => n + s.analyses, 0)).toBe(analyses);
  });

  it('splits each pier’s analyses by purpose, and its final candidate’s are a part of them', () => {
    for (const s of stats) {
      const f = s.solvedFor;
      expect(f.combination + f['asd-strength'] + f.fixity).toBe(s.analyses);
      expect(s.finalAnalyses).toBeGreaterThan(0);
      expect(s.finalAnalyses).toBeLessThanOrEqual(s.analyses);
      if (s.candidatesTried === 1) expect(s.finalAnalyses).toBe(s.analyses);
    }
    expect(stats.some((s) => s.candidatesTried === 1)).toBe(true);
    // this project is ASD: the steel check's 1.6 × analyses and the fixity ones are there
    expect(stats.some((s) => s.solvedFor['asd-strength'] > 0 && s.solvedFor.fixity > 0)).toBe(true);
  });

  it('counts each pier’s Newton iterations, at least one an analysis, its load-stepped ones among them', () => {
    for (const s of stats) {
      expect(s.newtonIterations).toBeGreaterThanOrEqual(s.analyses);
      expect(s.steppedIterations).toBeLessThanOrEqual(s.newtonIterations);
      expect(s.steppedAnalyses).toBeLessThanOrEqual(s.solvedFor['asd-strength'] + s.solvedFor.combination);
      // a stepped analysis takes the failed attempts at the full loads and at least one step more
      expect(s.steppedIterations).toBeGreaterThanOrEqual(2 * s.steppedAnalyses);
    }
    // the generic example's candidates that the soil cannot hold at 1.6 × the ASD loads are stepped
    expect(stats.some((s) => s.steppedAnalyses > 0)).toBe(true);
  });
});
