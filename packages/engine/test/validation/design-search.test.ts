/**
 * The design search (engine.md part 8): minimality on the example projects, cancellation,
 * the no-solution report, the memo, a hand-checkable mini project and determinism.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designProblemOf } from '../design-problem-of';
import { freshContext } from '../fresh-context';
import { EXAMPLE_PROJECTS_DIR, exampleProjectFiles } from '../example-projects';
import { strongAxisFlexure } from '../../src/checks';
import {
  corrodedSections,
  evaluateCandidate,
  LateralMemo,
  runDesign,
  searchPier,
  type AxisLoad,
  type CandidateContext,
  type DesignResult,
  type PileKey,
} from '../../src/design';
import { governingPerCheck } from '../../src/design/pier-report';
import { analyzeLateral } from '../../src/lateral';
import { sectionByName } from '../../src/sections';
import { rockPierProject } from './rock-pier-project';

const examples = exampleProjectFiles();
const readExample = (f: string): unknown => JSON.parse(readFileSync(EXAMPLE_PROJECTS_DIR + f, 'utf8'));

function design(raw: unknown, hooks: Parameters<typeof runDesign>[1] = {}): DesignResult {
  const r = runDesign(raw, hooks);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.result;
}

// ------------------------------------------------------------------ a hand-checkable mini project

const E = 200e9;
const H_N = 2000;
const h_m = 1.5;
/** Cantilever part of the top deflection above grade: H h³ / (3 E I) (a lower bound of δ_top). */
const cantilever = (name: string) => (H_N * h_m ** 3) / (3 * E * sectionByName(name).Ix_m4);
const su = 10e6;
/**
 * Top deflection of the pile on a linear Winkler soil of modulus k (N/m²), long pile
 * (Hetényi 1946, semi-infinite beam, shear H and moment M0 = H·h at grade):
 * y0 = 2Hβ/k + 2M0β²/k, θ0 = 2Hβ²/k + 4M0β³/k, δ_top = y0 + θ0·h + H h³/(3EI).
 * The vuggy-limestone curve is linear, p = 2000 s_u y, up to y = 0.0004 b (0.04 mm for
 * b = 0.1 m): with s_u = 10 MPa and H = 2 kN the pile stays on that branch (checked below),
 * and βL ≥ 7 at L = 1 m, so the design's lateral analyses are this elastic case up to the
 * discretisation (within 1 % at 100 elements).
 */
function hetenyiTop(name: string, k: number): number {
  const EI = E * sectionByName(name).Ix_m4;
  const beta = (k / (4 * EI)) ** 0.25;
  const M0 = H_N * h_m;
  const y0 = (2 * H_N * beta + 2 * M0 * beta ** 2) / k;
  const t0 = (2 * H_N * beta ** 2 + 4 * M0 * beta ** 3) / k;
  return y0 + t0 * h_m + cantilever(name);
}
const elastic = (name: string) => hetenyiTop(name, 2000 * su);

/**
 * One pier (SAP), one service combination (1.0W, ASD), H = 2 kN at the pile top 1.5 m above
 * grade, in strong rock (vuggy limestone, s_u = 10 MPa: p = 2000 s_u y, practically rigid).
 * Top-deflection limit just under the cantilever deflection of a W6x9.
 */
function miniProject(limitTop_m: number, over: Record<string, unknown> = {}) {
  return rockPierProject({
    name: 'mini',
    minSection: 'W6x9',
    maxSection: 'W6x16',
    limitTop_m,
    minEmbed_m: 1,
    maxEmbed_m: 2,
    pileHeight_m: h_m,
    loadHeight_m: h_m,
    P_N: 0,
    Vx_N: H_N,
    method: 'ASD',
    settings: over,
  });
}

describe('design: hand-checkable mini project (one pier, one combination, rock)', () => {
  // halfway between the W6x12's and the W6x9's elastic answers (1.59 mm < 1.85 mm < 2.11 mm)
  const limit = 0.5 * (elastic('W6x12') + elastic('W6x9'));
  const r = design(miniProject(limit));
  const pier = r.piers[0]!;

  it('W6x9 fails its top-deflection limit by 14 %, so the design is a W6x12 at the shortest embedment', () => {
    expect(elastic('W6x9') / limit).toBeGreaterThan(1.13);
    expect(elastic('W6x12') / limit).toBeLessThan(0.87);
    expect(pier.status).toBe('pass');
    expect(pier.section.name).toBe('W6x12');
    expect(pier.embedment_m).toBe(1);
    expect(pier.length_m).toBeCloseTo(2.5, 12);
    expect(pier.steelWeight_N).toBeCloseTo(sectionByName('W6x12').weight_N_per_m * 2.5, 9);
    expect(pier.steelWeight_lb).toBeCloseTo((12 * 2.5) / 0.3048, 6); // 12 lb/ft × 8.2 ft
  });

  it('reports the top deflection of the elastic solution (linear branch), governing', () => {
    const d = pier.checks.find((c) => c.id === 'deflection-top-strong')!;
    expect(Math.abs(d.demand / elastic('W6x12') - 1)).toBeLessThan(0.01);
    expect(Math.abs(pier.profiles.strong!.groundDeflection_m)).toBeLessThan(
      0.0004 * sectionByName('W6x12').bf_m,
    );
    expect(d.capacity).toBe(limit);
    expect(d.combination).toBe('SLS');
    expect(pier.governing).toMatchObject({ checkId: 'deflection-top-strong', combination: 'SLS' });
  });

  it('steel: the moment at grade is H·h (statics, no soil above grade); the H1-1b ratio is M/(Mn/Ω)', () => {
    const steel = pier.checks.find((c) => c.id === 'steel-strength')!;
    const Mrx = steel.details!.Mrx_Nm as number;
    expect(Mrx).toBeGreaterThanOrEqual(H_N * h_m * (1 - 1e-9));
    expect(Mrx).toBeLessThan(1.1 * H_N * h_m);
    const Lb = steel.details!.Lb_m as number;
    const Mn = strongAxisFlexure(sectionByName('W6x12'), 50 * 6.894757293168361e6, E, Lb, 1).Mn_Nm;
    expect(steel.ratio).toBeCloseTo(Mrx / (Mn / 1.67), 9);
  });

  it('the strong-axis profile is the governing combination’s and matches a direct lateral analysis', () => {
    const s = pier.profiles.strong!;
    expect(pier.profiles.combination).toBe('SLS');
    expect(pier.profiles.weak).toBeNull();
    const direct = analyzeLateral({
      pile: { section: 'W6x12', stickup_m: h_m, embedment_m: 1 },
      soil: miniProject(limit).soil,
      loads: { H_N },
    });
    if (!direct.ok) throw new Error('lateral');
    expect(s.headDeflection_m / direct.result.headDeflection_m - 1).toBeLessThan(1e-5);
    expect(s.profile.z_m[0]).toBe(-h_m);
    expect(s.profile.z_m.at(-1)).toBe(1);
  });
});

describe('design: no solution', () => {
  it('names the check failing at the largest section and embedment and by how much', () => {
    const limit = 0.5 * cantilever('W6x16');
    const r = design(miniProject(limit));
    const pier = r.piers[0]!;
    expect(pier.status).toBe('no-solution');
    expect(pier.section.name).toBe('W6x16');
    expect(pier.embedment_m).toBe(2);
    expect(pier.failure).toMatchObject({ checkId: 'deflection-top-strong', combination: 'SLS' });
    const ratio = pier.failure!.ratio!;
    // the W6x16's elastic top deflection over the limit (≈ 2.6)
    expect(Math.abs(ratio / (elastic('W6x16') / limit) - 1)).toBeLessThan(0.01);
    expect(pier.failure!.message).toMatch(/Deflection at Top.*W6x16.*embedment 2 m.*SLS.*ratio \d/);
    expect(pier.candidatesTried).toBe(4 * 3); // W6x9, W6x12, W6x15, W6x16 × 1, 1.5, 2 m
  });
});

describe('design: minimality on the example projects', () => {
  it.each(examples)(
    '%s: the next lighter section fails at every embedment, the next shorter embedment fails',
    (f) => {
      const raw = readExample(f);
      const result = design(raw);
      expect(result.status).toBe('complete');
      const problem = designProblemOf(raw);
      const ctx = freshContext(problem);
      const { sections, embedments_m } = problem.settings;
      const h0 = problem.pileHeights_m[0];
      for (const [k, pier] of result.piers.entries()) {
        if (pier.status !== 'pass' || pier.pileHeight_m !== h0) continue;
        const pc = problem.piers[k]!;
        expect(pc.pierTypeId).toBe(pier.pierTypeId);
        const si = sections.findIndex((s) => s.name === pier.section.name);
        const ei = embedments_m.indexOf(pier.embedment_m);
        const full = { stopAtFirstFailure: false, firstCombo: null };
        const quick = { stopAtFirstFailure: true, firstCombo: null };
        expect(evaluateCandidate(ctx, pc, si, pier.embedment_m, full).status, pier.pierTypeId).toBe('pass');
        if (ei > 0)
          expect(evaluateCandidate(ctx, pc, si, embedments_m[ei - 1]!, quick).status, pier.pierTypeId).toBe(
            'fail',
          );
        if (si > 0)
          for (const L of embedments_m)
            expect(evaluateCandidate(ctx, pc, si - 1, L, quick).status, `${pier.pierTypeId} L=${L}`).toBe(
              'fail',
            );
        // "governing" names what set the answer (issue 9): the check failing at the next lighter
        // section (at the deepest embedment) and at the next shorter embedment, or null
        const g = pier.governing;
        if (si > 0) {
          expect(g.nextLighterSection).toMatchObject({
            section: sections[si - 1]!.name,
            embedment_m: embedments_m[embedments_m.length - 1],
          });
          const again = evaluateCandidate(ctx, pc, si - 1, g.nextLighterSection!.embedment_m, full);
          expect(
            again.checks.some((c) => c.check.id === g.nextLighterSection!.checkId && !c.check.passes),
          ).toBe(true);
        } else expect(g.nextLighterSection).toBeNull();
        if (ei > 0) {
          expect(g.nextShorterEmbedment).toMatchObject({
            section: pier.section.name,
            embedment_m: embedments_m[ei - 1],
          });
          const again = evaluateCandidate(ctx, pc, si, embedments_m[ei - 1]!, full);
          expect(
            again.checks.some((c) => c.check.id === g.nextShorterEmbedment!.checkId && !c.check.passes),
          ).toBe(true);
        } else expect(g.nextShorterEmbedment).toBeNull();
      }
    },
    // a whole design and the re-evaluation of its neighbours, on a machine shared by many runs
    60_000,
  );
});

describe('design: cancellation', () => {
  it('stops before the next analysis once cancelled: at most N analyses (counted)', () => {
    const raw = readExample('generic-100mw-site-d.json');
    for (const N of [0, 7, 40]) {
      let asked = 0;
      const lines: string[] = [];
      const r = design(raw, { shouldCancel: () => ++asked > N, onProgress: (_f, l) => lines.push(l) });
      expect(r.status).toBe('cancelled');
      expect(r.analyses).toBeLessThanOrEqual(N);
      expect(r.piers.length).toBeLessThan(16);
    }
  });

  it('an AbortSignal-like {aborted} set from the progress callback stops the run', () => {
    const raw = readExample('nextracker-100mw-unbalanced.json');
    const signal = { aborted: false };
    let fractions: number[] = [];
    const r = design(raw, {
      signal,
      onProgress: (f) => {
        fractions.push(f);
        if (fractions.length === 30) signal.aborted = true;
      },
    });
    expect(r.status).toBe('cancelled');
    expect(fractions.length).toBe(31); // the 30 candidates and the 'cancelled' line
    fractions = fractions.slice(0, 30);
    expect(fractions.every((x, i) => x >= 0 && x <= 1 && (i === 0 || x >= fractions[i - 1]!))).toBe(true);
  });
});

describe('design: progress', () => {
  it('a line for every candidate by default; with progressEvery_ms, the first and then one a period, the same lines', () => {
    const raw = readExample('nevados-100mw-terrain-following.json');
    const every: string[] = [];
    const all = design(raw, { onProgress: (_f, l) => every.push(l) });
    expect(every.length).toBe(all.piers.reduce((n, p) => n + p.candidatesTried, 0));
    expect(every[0]).toMatch(/^Pier \S+ h=[\d.]+ m: W\S+ L=[\d.]+ m (passed|fails: .+ \(ratio [\d.∞]+\))$/);
    // a period longer than the run: the first candidate's line only
    const throttled: string[] = [];
    const once = design(raw, { progressEvery_ms: 3_600_000, onProgress: (_f, l) => throttled.push(l) });
    expect(throttled).toEqual([every[0]]);
    expect(JSON.stringify(once.piers)).toBe(JSON.stringify(all.piers));
  });
});

describe('design: memo', () => {
  it('the analysis count equals the number of distinct analyses asked for (none solved twice)', () => {
    const problem = designProblemOf(readExample('nextracker-100mw-unbalanced.json'));
    const asked = new Set<string>();
    class Recording extends LateralMemo {
      override get(p: PileKey, axis: 'strong' | 'weak', loads: AxisLoad) {
        asked.add(this.key(p, axis, loads));
        return super.get(p, axis, loads);
      }
    }
    const memo = new Recording(problem.settings);
    memo.recordSolvedKeys();
    const ctx: CandidateContext = {
      settings: problem.settings,
      memo,
      corroded: corrodedSections(problem.settings),
    };
    let calls = 0;
    for (const pc of problem.piers.filter((p) => p.pileHeight_m === problem.pileHeights_m[0])) {
      const r = searchPier(
        ctx,
        pc,
        () => false,
        () => calls++,
      );
      expect(r.status).not.toBe('cancelled');
    }
    // each distinct analysis solved once, or taken as its mirrored twin's image
    expect(memo.solved + memo.mirrored).toBe(asked.size);
    expect(memo.mirrored).toBeGreaterThan(0);
    expect(new Set(memo.solvedKeys()).size).toBe(memo.solved);
    // and (section, embedment, combination, axis) tuples are at least as many as analyses
    expect(memo.solved).toBeGreaterThan(0);
    expect(memo.seeded).toBeGreaterThan(0);
  });

  it('the design reports one total that adds up over the pier types', () => {
    const r = design(readExample('nevados-100mw-terrain-following.json'));
    expect(r.piers.reduce((s, p) => s + p.analyses, 0)).toBe(r.analyses);
  });
});

describe('design: a steel failure tried first', () => {
  // A candidate that failed the last one's steel check (ASD) makes that combination's steel
  // check before its service checks: it fails as surely, without the combination's 1.0 ×
  // analyses; a candidate that passes makes every check either way, with the same results.
  it('drops a candidate failing its steel check with fewer analyses, same pass or fail, same governing checks', () => {
    const problem = designProblemOf(readExample('array-tech-100mw-ground-forces.json'));
    const { sections, embedments_m } = problem.settings;
    let dropped = 0;
    for (const pc of problem.piers) {
      // the steel failures of the lightest section, as the search meets them
      for (const L of embedments_m) {
        const probe = evaluateCandidate(freshContext(problem), pc, 0, L, {
          stopAtFirstFailure: true,
          firstCombo: null,
        });
        const f = probe.firstFailure;
        if (probe.status !== 'fail' || f?.check.id !== 'steel-strength' || f.comboIndex < 0) continue;
        const asBefore = freshContext(problem);
        const steelFirst = freshContext(problem);
        const options = { stopAtFirstFailure: true, firstCombo: f.comboIndex };
        const before = evaluateCandidate(asBefore, pc, 0, L, options);
        const now = evaluateCandidate(steelFirst, pc, 0, L, { ...options, steelFirst: true });
        expect(now.status).toBe('fail');
        expect(now.firstFailure?.check.id).toBe('steel-strength');
        expect(steelFirst.memo.solved).toBeLessThanOrEqual(asBefore.memo.solved);
        if (steelFirst.memo.solved < asBefore.memo.solved) dropped++;
        expect(before.status).toBe('fail');
      }
      // the heaviest section at the deepest embedment: every check made, the same governing ones
      const last = sections.length - 1;
      const L = embedments_m[embedments_m.length - 1]!;
      const all = (steelFirst: boolean) =>
        governingPerCheck(
          evaluateCandidate(freshContext(problem), pc, last, L, {
            stopAtFirstFailure: false,
            firstCombo: 0,
            steelFirst,
          }).checks,
        );
      expect(all(true)).toEqual(all(false));
    }
    expect(dropped).toBeGreaterThan(0);
  }, 300_000);
});

describe('design: determinism', () => {
  it('the same input gives byte-identical JSON', () => {
    const raw = readExample('array-tech-100mw-ground-forces.json');
    const a = JSON.stringify(design(raw));
    const b = JSON.stringify(design(JSON.parse(JSON.stringify(raw))));
    expect(a).toBe(b);
  }, 60_000);

  it('the result satisfies its own schema', async () => {
    const { designResultSchema } = await import('../../src/design');
    const r = design(miniProject(0.5 * cantilever('W6x16')));
    expect(designResultSchema.safeParse(JSON.parse(JSON.stringify(r))).success).toBe(true);
  });
});

describe('design: the memo analyses are the lateral module’s', () => {
  it('corroded zone, lateral neglect, P-delta, 500 elements: same head deflection as analyzeLateral', () => {
    const raw = readExample('generic-100mw-site-d.json') as {
      soil: unknown;
      settings: { elements: number };
    };
    raw.settings.elements = 500;
    const problem = designProblemOf(raw);
    const { settings } = problem;
    const pc = problem.piers[0]!;
    const combo = pc.combinations.find((c) => c.loads.Vx_N !== 0 && c.loads.P_N > 0)!;
    const corroded = corrodedSections(settings)(0).section!;
    const memo = new LateralMemo(settings, () => true, false);
    const key: PileKey = {
      pileHeight_m: pc.pileHeight_m,
      sectionIndex: 0,
      section: settings.sections[0]!,
      corroded,
      embedment_m: 3,
    };
    const loads = { H_N: combo.loads.Vx_N, M_Nm: combo.loads.Mx_Nm, P_N: combo.loads.P_N };
    const a = memo.get(key, 'strong', loads)!;
    const direct = analyzeLateral({
      pile: {
        section: settings.sections[0]!.name,
        stickup_m: pc.pileHeight_m,
        embedment_m: 3,
        eiZones: [
          { top_m: -pc.pileHeight_m, bottom_m: settings.corrosion!.zoneBottom_m, I_m4: corroded.Ix_m4 },
        ],
      },
      soil: raw.soil,
      loads,
      options: { elements: 500 },
    });
    if (!direct.ok) throw new Error(JSON.stringify(direct.errors));
    expect(a.converged).toBe(true);
    expect(a.model.z_m.length).toBe(direct.result.profile.z_m.length);
    expect(Math.abs(a.head_m / direct.result.headDeflection_m - 1)).toBeLessThan(1e-9);
    expect(memo.get(key, 'strong', loads)).toBe(a);
    expect(memo.solved).toBe(1);
  });
});
