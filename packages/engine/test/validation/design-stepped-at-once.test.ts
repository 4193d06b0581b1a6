/**
 * An analysis whose Newton fails at the full loads, from the start state and from the secant
 * guess alike, is load-stepped at once (lateral-memo.ts), and where the stepping reaches the
 * full loads it is a converged analysis like any other: its candidate is judged on it.
 *
 * Before, the search dropped such a candidate unstepped, as if the soil could not hold the
 * loads: on fuzzed sites 7 of 1,264 piers came out one or two embedment steps too long. This
 * site is one (test/validation/stepped-site.json: sand over liquefied sand over vuggy
 * limestone, the generic trackers at 2.15 times their loads): pier SAPE at 1.22 m designed
 * W6x20 at 3.25 m, where W6x20 at 3.0 m passes every check.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corrodedSections, evaluateCandidate, LateralMemo, runDesign, type PileKey } from '../../src/design';
import { LoadStepping, solveAtFullLoad } from '../../src/solver';
import { designProblemOf } from '../design-problem-of';

const site = JSON.parse(readFileSync(new URL('./stepped-site.json', import.meta.url), 'utf8')) as unknown;

describe('design: an analysis reaching its full loads by steps', () => {
  const { settings, piers } = designProblemOf(site);
  const W6x20 = settings.sections.findIndex((s) => s.name === 'W6x20');
  const pile: PileKey = {
    pileHeight_m: 1.22,
    sectionIndex: W6x20,
    section: settings.sections[W6x20]!,
    corroded: null,
    embedment_m: 3,
  };
  // a 1.6 × ASD analysis of pier SAPE's steel check on that pile
  const loads = { H_N: -19438.73160412875, M_Nm: -4156.579843010512, P_N: 45081.31372021348 };

  it('is converged in the memo: Newton alone fails at the full loads, the stepping reaches them', () => {
    const a = new LateralMemo(settings, () => true, false).get(pile, 'strong', loads)!;
    expect(a.converged).toBe(true);
    expect(a.result.status).toBe('converged');
    const alone = solveAtFullLoad(a.model);
    expect(alone).toBeInstanceOf(LoadStepping);
    const stepped = (alone as LoadStepping).complete();
    expect(stepped.status).toBe('converged');
    expect(stepped.loadFraction).toBe(1);
    expect(Array.from(a.result.solution.y_m)).toEqual(Array.from(stepped.solution.y_m));
  });

  it('its candidate passes, and the design takes it: W6x20 at 3.0 m, not 3.25 m', () => {
    const k = piers.findIndex((p) => p.pierTypeId === 'SAPE' && p.pileHeight_m === 1.22);
    const ctx = { settings, memo: new LateralMemo(settings), corroded: corrodedSections(settings) };
    const full = { stopAtFirstFailure: false, firstCombo: null };
    expect(evaluateCandidate(ctx, piers[k]!, W6x20, 3, full).status).toBe('pass');
    const run = runDesign(site);
    if (!run.ok) throw new Error(JSON.stringify(run.errors));
    const pier = run.result.piers[k]!;
    expect([pier.pierTypeId, pier.status, pier.section.name, pier.embedment_m]).toEqual([
      'SAPE',
      'pass',
      'W6x20',
      3,
    ]);
  }, 60_000);

  it('a design reports its neighbours with finite ratios', () => {
    const run = runDesign(site);
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
  }, 60_000);
});
