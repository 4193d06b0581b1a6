/**
 * The design search (engine.md part 8). For each pier type at each pile height: sections
 * lightest first, and for each section embedments shortest first; the first candidate that
 * passes every check of every combination is the design: the lightest section that works
 * and, for it, the shortest embedment. Nothing is skipped on a monotonicity guess: a section
 * is given up only after every embedment failed; the only shortcut is dropping a candidate at
 * its first failing check, which is exact. When nothing passes, the largest section at the
 * largest embedment is evaluated in full to say which check fails and by how much.
 *
 * The search reads normalised pier loads (PierCase) only; it never asks for the tracker mode.
 */
import { corrodedSection } from '../corrosion';
import type { SteelSection } from '../sections';
import { evaluateCandidate, type CandidateContext, type CandidateResult } from './candidate';
import { combinationPolicy } from './combination-roles';
import type { DesignProblem, DesignSettings, PierCase } from './design-problem';
import type { DesignResult } from './design-result';
import { analysisContext, type KeptAnalyses } from './kept-analyses';
import { LateralMemo, type AnalysisPurpose } from './lateral-memo';
import { pierDesign } from './pier-report';

/** How the caller follows and stops a run. */
export interface DesignHooks {
  /** Called after every candidate (see progressEvery_ms): overall fraction 0..1 and one line of text. */
  onProgress?: (fraction: number, message: string) => void;
  /**
   * The least time, ms, between two candidates' onProgress calls (default 0: every candidate).
   * A candidate's line not passed on is not made: the search tries hundreds of candidates a
   * second, and their lines (numbers formatted) took some 1.5 % of a design's time whether
   * anyone read them or not.
   */
  progressEvery_ms?: number;
  /** Checked before every lateral analysis: the run stops before the next one. */
  signal?: { readonly aborted: boolean };
  shouldCancel?: () => boolean;
  /**
   * Start Newton from earlier analyses of the run: other loads on the same pile, or the same
   * loads on the previous pile (lateral-memo.ts; default true).
   */
  seeding?: boolean;
  /** Called after each pier type and height with where its analyses went (benchmark, CLI). */
  onPierSearched?: (stats: PierSearchStats) => void;
}

/** Where a pier's analyses went: those of its final candidate, and what they were solved for. */
export interface PierSearchStats {
  pierTypeId: string;
  pileHeight_m: number;
  candidatesTried: number;
  /** Analyses solved for this pier (not found in the memo). */
  analyses: number;
  /** Of them, solved while evaluating the final candidate (the design, or the no-solution report). */
  finalAnalyses: number;
  solvedFor: Record<AnalysisPurpose, number>;
  /** Newton iterations of those analyses; of them, the analyses load-stepped and their iterations. */
  newtonIterations: number;
  steppedAnalyses: number;
  steppedIterations: number;
}

export interface PierSearch {
  status: 'pass' | 'no-solution' | 'cancelled';
  final: CandidateResult | null;
  candidatesTried: number;
  /** The next lighter section at its deepest embedment (it failed at every one); null: none. */
  nextLighter: CandidateResult | null;
  /** The chosen section at the next shorter embedment; null: none. */
  nextShorter: CandidateResult | null;
  /** Analyses solved while evaluating `final`. */
  finalAnalyses: number;
}

const fmt = (x: number, digits = 3) => Number(x.toFixed(digits)).toString();

/** 'W6x9 L=2.4 m fails: Deflection at Top, strong axis (ratio 1.23)': words for the engineer, no internal ids. */
export function candidateLine(settings: DesignSettings, r: CandidateResult): string {
  const head = `${settings.sections[r.sectionIndex]!.name} L=${fmt(r.embedment_m)} m`;
  if (r.status === 'pass') return `${head} passed`;
  if (r.status === 'cancelled' || !r.firstFailure) return `${head} cancelled`;
  const c = r.firstFailure.check;
  return `${head} fails: ${c.name} (ratio ${Number.isFinite(c.ratio) ? fmt(c.ratio) : '∞'})`;
}

/**
 * Searches one pier type at one pile height. `progress(fraction within the pier, line)`: the line
 * made when called (candidateProgress).
 */
export function searchPier(
  ctx: CandidateContext,
  pc: PierCase,
  isCancelled: () => boolean,
  progress: (fraction: number, line: () => string) => void,
): PierSearch {
  const { sections, embedments_m } = ctx.settings;
  const total = sections.length * embedments_m.length;
  const label = `Pier ${pc.pierTypeId} h=${fmt(pc.pileHeight_m)} m`;
  let firstCombo: number | null = null;
  let steelFirst = false;
  let tried = 0;
  const stopped = (): PierSearch => ({
    status: 'cancelled',
    final: null,
    candidatesTried: tried,
    nextLighter: null,
    nextShorter: null,
    finalAnalyses: 0,
  });
  let lastOfPreviousSection: CandidateResult | null = null;
  for (let si = 0; si < sections.length; si++) {
    let previous: CandidateResult | null = null;
    for (const L of embedments_m) {
      if (isCancelled()) return stopped();
      const before = ctx.memo.solved;
      const r = evaluateCandidate(ctx, pc, si, L, {
        stopAtFirstFailure: true,
        firstCombo,
        steelFirst,
      });
      if (r.status === 'cancelled') return stopped();
      tried++;
      progress(r.status === 'pass' ? 1 : tried / total, () => `${label}: ${candidateLine(ctx.settings, r)}`);
      if (r.status === 'pass')
        return {
          status: 'pass',
          final: r,
          candidatesTried: tried,
          nextLighter: lastOfPreviousSection,
          nextShorter: previous,
          finalAnalyses: ctx.memo.solved - before,
        };
      previous = r;
      const ci = r.firstFailure?.comboIndex ?? -1;
      if (ci >= 0) {
        firstCombo = ci;
        steelFirst = r.firstFailure?.check.id === 'steel-strength';
      }
    }
    lastOfPreviousSection = previous;
  }
  const before = ctx.memo.solved;
  const last = evaluateCandidate(ctx, pc, sections.length - 1, embedments_m[embedments_m.length - 1]!, {
    stopAtFirstFailure: false,
    firstCombo: null,
  });
  if (last.status === 'cancelled') return stopped();
  progress(1, () => `${label}: no section and embedment in range passes`);
  return {
    status: 'no-solution',
    final: last,
    candidatesTried: tried,
    nextLighter: null,
    nextShorter: null,
    finalAnalyses: ctx.memo.solved - before,
  };
}

/**
 * The hooks' onProgress for candidates' lines, called at most every progressEvery_ms (the first
 * always), each line made only when passed on; nothing without an onProgress.
 */
function candidateProgress(hooks: DesignHooks): (fraction: number, line: () => string) => void {
  const onProgress = hooks.onProgress;
  if (!onProgress) return () => {};
  const every_ms = hooks.progressEvery_ms ?? 0;
  let last_ms = Number.NEGATIVE_INFINITY;
  return (fraction, line) => {
    if (every_ms > 0) {
      const now_ms = Date.now();
      if (now_ms - last_ms < every_ms) return;
      last_ms = now_ms;
    }
    onProgress(fraction, line());
  };
}

/** Corroded section of each candidate (cached), or why the loss leaves no section. */
export function corrodedSections(settings: DesignSettings): CandidateContext['corroded'] {
  const cache = new Map<number, { section: SteelSection | null; problem: string | null }>();
  return (i) => {
    const known = cache.get(i);
    if (known) return known;
    const s = settings.sections[i]!;
    const loss = settings.corrosion?.lossPerFace_m ?? 0;
    let v: { section: SteelSection | null; problem: string | null } = { section: null, problem: null };
    if (loss > 0) {
      try {
        v = { section: corrodedSection(s, loss).section, problem: null };
      } catch (e) {
        v = { section: null, problem: (e as Error).message };
      }
    }
    cache.set(i, v);
    return v;
  };
}

/**
 * Designs every pier type at every pile height of a problem. `kept`: analyses of an earlier run
 * to reuse, and to keep this run's in (kept-analyses.ts); every analysis is then solved cold (no
 * seeding), so that a kept one is the one this run would solve.
 */
export function searchDesign(
  problem: DesignProblem,
  hooks: DesignHooks = {},
  kept: KeptAnalyses | null = null,
): DesignResult {
  const isCancelled = () => hooks.signal?.aborted === true || hooks.shouldCancel?.() === true;
  const { settings } = problem;
  kept?.begin(analysisContext(settings));
  const memo = new LateralMemo(settings, () => !isCancelled(), kept ? false : (hooks.seeding ?? true), kept);
  const progress = candidateProgress(hooks);
  const ctx: CandidateContext = { settings, memo, corroded: corrodedSections(settings) };
  const piers: DesignResult['piers'] = [];
  let status: DesignResult['status'] = 'complete';
  const n = problem.piers.length;
  let height: number | null = null;
  for (const [k, pc] of problem.piers.entries()) {
    if (pc.pileHeight_m !== height) memo.retainHeight((height = pc.pileHeight_m));
    const before = memo.solved;
    const purposesBefore = { ...memo.solvedFor };
    const newtonBefore = { ...memo.newton };
    const r = searchPier(ctx, pc, isCancelled, (f, line) => progress((k + f) / n, line));
    if (r.status === 'cancelled' || !r.final) {
      status = 'cancelled';
      hooks.onProgress?.(k / n, `cancelled after ${memo.solved} analyses`);
      break;
    }
    hooks.onPierSearched?.({
      pierTypeId: pc.pierTypeId,
      pileHeight_m: pc.pileHeight_m,
      candidatesTried: r.candidatesTried,
      analyses: memo.solved - before,
      finalAnalyses: r.finalAnalyses,
      solvedFor: {
        combination: memo.solvedFor.combination - purposesBefore.combination,
        'asd-strength': memo.solvedFor['asd-strength'] - purposesBefore['asd-strength'],
        fixity: memo.solvedFor.fixity - purposesBefore.fixity,
      },
      newtonIterations: memo.newton.iterations - newtonBefore.iterations,
      steppedAnalyses: memo.newton.steppedAnalyses - newtonBefore.steppedAnalyses,
      steppedIterations: memo.newton.steppedIterations - newtonBefore.steppedIterations,
    });
    piers.push(
      pierDesign(settings, pc, r.status, r.final, r.candidatesTried, memo.solved - before, {
        nextLighter: r.nextLighter,
        nextShorter: r.nextShorter,
      }),
    );
  }
  kept?.end(memo.used);
  const c = settings.corrosion;
  return {
    schemaVersion: 1,
    status,
    project: problem.project,
    settings: {
      sectionFamily: problem.sectionFamily,
      sections: settings.sections.map((s) => s.name),
      embedments_m: settings.embedments_m,
      pileHeights_m: problem.pileHeights_m,
      elements: settings.elements,
      yieldStrength_ksi: settings.yieldStrength_ksi,
      Fy_Pa: settings.Fy_Pa,
      E_Pa: settings.E_Pa,
      stressLimit: settings.stressLimit,
      headCondition: settings.headCondition,
      corrosion: c
        ? {
            method: c.method,
            lossPerFace_m: c.lossPerFace_m,
            zoneTop: 'pile top',
            zoneBottom_m: c.zoneBottom_m,
            reference: c.reference,
          }
        : null,
      combinationPolicy: combinationPolicy(settings.designMethod),
      designMethod: settings.designMethod,
      reversal: problem.reversal,
      ...(problem.loadApplication ? { loadApplication: problem.loadApplication } : {}),
    },
    seismic: problem.seismic,
    constants: problem.constants,
    analyses: memo.solved,
    piers,
    warnings: problem.warnings,
  };
}
