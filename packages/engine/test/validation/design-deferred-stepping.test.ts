/**
 * A candidate dropped at an analysis that does not converge at its full loads fails whatever
 * fraction of them the soil holds; the search leaves that fraction (the load stepping, some 50
 * Newton iterations) to be found only where the failure is reported: the neighbours of the
 * answer in "what set the answer" (completeDeferredChecks). The reported check must be the one
 * an immediate evaluation makes, to the bit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildDesignProblem,
  completeDeferredChecks,
  corrodedSections,
  evaluateCandidate,
  LateralMemo,
  parseDesignInput,
  runDesign,
  type CandidateContext,
} from '../../src/design';
import { candidateLine } from '../../src/design/search';

const raw = JSON.parse(
  readFileSync(
    new URL('../../examples/projects/array-tech-100mw-ground-forces.json', import.meta.url),
    'utf8',
  ),
) as unknown;

function problem() {
  const parsed = parseDesignInput(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const built = buildDesignProblem(parsed.value);
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  return built.problem;
}

describe('design: the load stepping of a dropped candidate, made when its failure is reported', () => {
  it('waits (failing, capacity NaN), then gives the check an immediate evaluation makes', () => {
    const { settings, piers } = problem();
    let deferred = 0;
    for (const pc of piers.slice(0, 4))
      for (let si = 0; si < settings.sections.length; si++) {
        const L = settings.embedments_m[0]!;
        // two memos solving the same analyses in the same order: the same bits
        const ctxOf = (): CandidateContext => ({
          settings,
          memo: new LateralMemo(settings),
          corroded: corrodedSections(settings),
        });
        const lazy = ctxOf();
        const opts = { stopAtFirstFailure: true, firstCombo: null } as const;
        const r = evaluateCandidate(lazy, pc, si, L, { ...opts, deferLoadStepping: true });
        const eager = evaluateCandidate(ctxOf(), pc, si, L, opts);
        if (!r.firstFailure?.deferred) {
          // nothing waits: the same checks
          expect(r.checks).toEqual(eager.checks);
          continue;
        }
        deferred++;
        const waiting = r.firstFailure.check;
        expect(waiting.passes).toBe(false);
        expect(Number.isNaN(waiting.capacity)).toBe(true);
        expect(candidateLine(settings, r)).toContain('the soil does not hold the full loads');
        const solvedBefore = lazy.memo.solved;
        completeDeferredChecks(r);
        // the fraction is the same analysis's: nothing new solved
        expect(lazy.memo.solved).toBe(solvedBefore);
        expect(r.firstFailure.deferred).toBeUndefined();
        expect(r.checks).toEqual(eager.checks);
        expect(r.firstFailure).toEqual(eager.firstFailure);
        expect(r.firstFailure.check.capacity).toBeGreaterThan(0);
        expect(r.firstFailure.check.capacity).toBeLessThan(1);
        expect(candidateLine(settings, r)).toContain(
          `ratio ${Number(r.firstFailure.check.ratio.toFixed(3))}`,
        );
      }
    expect(deferred).toBeGreaterThan(0);
  }, 120_000);

  it('a design reports its neighbours with finite ratios: no placeholder reaches the result', () => {
    const run = runDesign(raw);
    if (!run.ok) throw new Error(JSON.stringify(run.errors));
    let neighbours = 0;
    for (const p of run.result.piers)
      for (const n of [p.governing.nextLighterSection, p.governing.nextShorterEmbedment]) {
        if (!n) continue;
        neighbours++;
        expect(Number.isFinite(n.ratio)).toBe(true);
        expect(n.ratio!).toBeGreaterThan(n.ratioLimit);
      }
    expect(neighbours).toBeGreaterThan(0);
  }, 120_000);
});
