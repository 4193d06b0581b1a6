/**
 * A design of any site completes with a result a report can be made of: layered soil of any of
 * the models with parameters over a site report's range, a water table or none, the generic
 * example's trackers under a tenth to five times their loads, either head condition. The run
 * answers (no exception), its result has the shape the server stores (designResultSchema), and
 * a pier that passes passes every one of its checks, with finite ratios within their limits.
 *
 * And the answer is the lightest pile (engine.md part 8): on a fresh memo that starts every
 * Newton solve cold (no seeding, no mirror images), the pile chosen passes, the same section one
 * embedment step shorter fails, and every lighter section fails at every embedment; a pier type
 * without a passing pile fails at the largest section and embedment. The search reuses and seeds
 * its analyses; this holds it to what each candidate, analysed on its own, gives.
 *
 * A wider scan of this kind (400 sites, up to four layers, loads a twentieth to twenty times, 100
 * and 500 elements, session 26) found no exception and no passing pier
 * with a failing check; it found the two solver faults that lateral/small-load.property.test.ts
 * and solver/stalled-newton.test.ts now hold.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOIL_MODELS } from '../soil';
import { EXAMPLE_PROJECTS_DIR } from '../../test/example-projects';
import { designProblemOf } from '../../test/design-problem-of';
import { freshContext } from '../../test/fresh-context';
import { evaluateCandidate } from './candidate';
import { designResultSchema } from './design-result';
import { runDesign } from './run-design';

const generic = JSON.parse(readFileSync(join(EXAMPLE_PROJECTS_DIR, 'generic-100mw-site-d.json'), 'utf8')) as {
  soil: { layers: unknown[]; waterTableDepth_m: number | null };
  settings: { headCondition: string };
  tracker: unknown;
};

const logUniform = (min: number, max: number) =>
  fc.double({ min: Math.log(min), max: Math.log(max), noNaN: true }).map(Math.exp);

/** Every field any model reads; each model takes the ones it needs (the others are ignored). */
const layerFields = fc.record({
  model: fc.constantFrom(...SOIL_MODELS),
  gamma_N_per_m3: fc.integer({ min: 15_000, max: 22_000 }),
  phiDeg: fc.double({ min: 25, max: 42, noNaN: true }),
  cu_Pa: logUniform(5e3, 3e5),
  k_N_per_m3: logUniform(1e7, 5e8),
  qu_Pa: logUniform(5e5, 2e7),
  Erm_Pa: logUniform(5e7, 5e9),
  rqdStart_pct: fc.double({ min: 0, max: 100, noNaN: true }),
  loading: fc.constantFrom('static' as const, 'cyclic' as const),
});

const site = fc.record({
  layers: fc.array(layerFields, { minLength: 1, maxLength: 3 }),
  /** Depths of the layer boundaries, as fractions of the 8 m profile. */
  cuts: fc.array(fc.double({ min: 0.05, max: 0.8, noNaN: true }), { minLength: 2, maxLength: 2 }),
  waterTableDepth_m: fc.option(fc.double({ min: 0, max: 6, noNaN: true })),
  loadScale: logUniform(0.1, 5),
  headCondition: fc.constantFrom('free', 'fixed'),
});

/** The numbers of every load row times `f` (fields in N or N·m). */
function scaledLoads(tracker: unknown, f: number): unknown {
  return JSON.parse(JSON.stringify(tracker), (k, v: unknown) =>
    typeof v === 'number' && /_(N|Nm)$/.test(k) ? v * f : v,
  );
}

type Site = typeof site extends fc.Arbitrary<infer T> ? T : never;

function designInput(s: Site) {
  const bounds = [
    0,
    ...s.cuts
      .map((c) => 8 * c)
      .sort((a, b) => a - b)
      .slice(0, s.layers.length - 1),
    8,
  ];
  const layers = s.layers.map((l, i) => ({
    name: `${l.model} ${i + 1}`,
    ...l,
    top_m: bounds[i]!,
    bottom_m: bounds[i + 1]!,
  }));
  return {
    ...generic,
    soil: { ...generic.soil, layers, waterTableDepth_m: s.waterTableDepth_m },
    settings: { ...generic.settings, headCondition: s.headCondition },
    tracker: scaledLoads(generic.tracker, s.loadScale),
  };
}

describe('a design of a random site', () => {
  it('answers with a result of the stored shape; a passing pier passes every check', () => {
    fc.assert(
      fc.property(site, (s) => {
        const run = runDesign(designInput(s));
        if (!run.ok) throw new Error(JSON.stringify(run.errors));
        expect(designResultSchema.safeParse(run.result).success).toBe(true);
        for (const pier of run.result.piers) {
          if (pier.status !== 'pass') continue;
          for (const c of pier.checks) {
            expect(c.passes, `${pier.pierTypeId} ${c.name}`).toBe(true);
            expect(Number.isFinite(c.ratio)).toBe(true);
            expect(c.ratio).toBeLessThanOrEqual(c.ratioLimit * (1 + 1e-12));
          }
        }
      }),
      { numRuns: 6, seed: 20261129 },
    );
    // six designs, each up to a few seconds on a site that holds no pier, on a shared runner
  }, 120_000);

  it('chooses the lightest pile: lighter sections and the next shorter embedment fail, analysed afresh', () => {
    const full = { stopAtFirstFailure: false, firstCombo: null };
    const quick = { stopAtFirstFailure: true, firstCombo: null };
    fc.assert(
      fc.property(site, (s) => {
        const raw = designInput(s);
        const run = runDesign(raw);
        if (!run.ok) throw new Error(JSON.stringify(run.errors));
        const problem = designProblemOf(raw);
        const ctx = freshContext(problem);
        const { sections, embedments_m } = problem.settings;
        const deepest_m = embedments_m[embedments_m.length - 1]!;
        run.result.piers.forEach((pier, k) => {
          const pc = problem.piers[k]!;
          expect([pc.pierTypeId, pc.pileHeight_m]).toEqual([pier.pierTypeId, pier.pileHeight_m]);
          const where = `${pier.pierTypeId} at ${pier.pileHeight_m} m`;
          if (pier.status !== 'pass') {
            expect(evaluateCandidate(ctx, pc, sections.length - 1, deepest_m, quick).status, where).toBe(
              'fail',
            );
            return;
          }
          const si = sections.findIndex((x) => x.name === pier.section.name);
          const ei = embedments_m.indexOf(pier.embedment_m);
          expect(evaluateCandidate(ctx, pc, si, pier.embedment_m, full).status, where).toBe('pass');
          if (ei > 0) {
            const shorter = evaluateCandidate(ctx, pc, si, embedments_m[ei - 1]!, quick);
            expect(shorter.status, `${where}: ${embedments_m[ei - 1]} m`).toBe('fail');
          }
          for (let j = 0; j < si; j++)
            for (const L of embedments_m)
              expect(
                evaluateCandidate(ctx, pc, j, L, quick).status,
                `${where}: ${sections[j]!.name} ${L} m`,
              ).toBe('fail');
        });
      }),
      // a 200-site scan of this (seed 77, 2,819 piers) found 31 disagreements before engine
      // 2026.12.01-1, 4 after it (one site, on liquefied sand) and none after -2; 120 sites of
      // seed 99 found none
      { numRuns: 4, seed: 20261201 },
    );
  }, 120_000);
});
