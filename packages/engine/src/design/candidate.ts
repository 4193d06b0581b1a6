/**
 * Every check of one candidate pile (section, embedment) for one pier type: frost heave,
 * axial compression and uplift (no analysis needed: made first), then per combination the
 * lateral analyses about the strong axis (Vx, Mx) and the weak axis (Vy, My) with the axial
 * load (P-delta), their deflection and fixity checks, and the steel check.
 *
 * With `stopAtFirstFailure` the candidate is dropped at its first failing check: exact, since
 * a candidate must pass every check of every combination. The combination that failed the
 * last candidate is tried first (it is the likeliest to fail this one too).
 */
import {
  axialChecks,
  deflectionChecks,
  fixityCheck,
  frostHeaveCheck,
  makeCheck,
  utilisation,
  type CheckResult,
} from '../checks';
import { valueAtDepth } from '../lateral';
import { ASD_ANALYSIS_FACTOR } from './asd-analysis';
import type { BendingAxis, SteelSection } from '../sections';
import {
  effectiveLengthFactorsOf,
  type DesignCombination,
  type DesignSettings,
  type PierCase,
} from './design-problem';
import type { SolverResult } from '../solver';
import type { AxisAnalysis, AxisLoad, LateralMemo, PileKey } from './lateral-memo';
import { fixityDetails, fixityOf, knownFixity, type Fixity } from './fixity';
import { boundSettlesSteelCheck, fixityUpperBound } from './fixity-bound';
import { steelChecks, steelShearChecks } from './steel-demand';

/** A check with the combination it belongs to (index into the pier's combinations; −1: none). */
export interface CheckRecord {
  check: CheckResult;
  comboIndex: number;
}

export interface CandidateResult {
  sectionIndex: number;
  embedment_m: number;
  status: 'pass' | 'fail' | 'cancelled';
  /** Every check made, in the order made. */
  checks: CheckRecord[];
  firstFailure: CheckRecord | null;
  /** Analyses per combination index (null: the axis carries no lateral load). */
  analyses: Map<number, { strong: AxisAnalysis | null; weak: AxisAnalysis | null }>;
}

export interface CandidateContext {
  settings: DesignSettings;
  memo: LateralMemo;
  /** The corroded section of the zone (null: none), or why the loss leaves no section. */
  corroded: (sectionIndex: number) => { section: SteelSection | null; problem: string | null };
}

export const REFERENCE_SHEAR_N = 1000;
/** The loads of an axis a combination does not load, for its depth of fixity. */
const REFERENCE_LOADS: AxisLoad = { H_N: REFERENCE_SHEAR_N, M_Nm: 0, P_N: 0 };

const LATERAL_REFERENCE =
  'nonlinear p-y analysis (load stepping): fraction of the head shear and moment the soil holds';

/** Axial load at the pile toe of a combination: the head load plus the factored pile weight, N (compression +). */
function axialWithPileWeight(c: DesignCombination, pileWeight_N: number): number {
  return c.loads.P_N + c.deadFactor * pileWeight_N;
}

/**
 * The combinations with the largest compression, the largest wind or seismic (transient) uplift
 * and the largest uplift without them (sustained) among those feeding the axial checks (−1:
 * none); ties keep the earlier one. The two uplifts meet different resistance factors
 * (IBC 1810.3.3.1.5 and its Exception), so either may govern.
 */
function governingAxial(
  combos: readonly DesignCombination[],
  pileWeight_N: number,
): { compression: number; uplift: number; sustainedUplift: number } {
  let compression = -1;
  let uplift = -1;
  let sustainedUplift = -1;
  let maxP = -Infinity;
  let minP = Infinity;
  let minSustainedP = Infinity;
  // a loop, not a closure made at every call (V8 compiled such closures again after most full
  // collections, issue 12)
  for (let i = 0; i < combos.length; i++) {
    const c = combos[i]!;
    if (!c.roles.geotech) continue;
    const P = axialWithPileWeight(c, pileWeight_N);
    if (P > maxP) {
      compression = i;
      maxP = P;
    }
    if (c.windOrSeismic && P < minP) {
      uplift = i;
      minP = P;
    }
    if (!c.windOrSeismic && P < minSustainedP) {
      sustainedUplift = i;
      minSustainedP = P;
    }
  }
  return { compression, uplift, sustainedUplift };
}

/**
 * The failing check of an analysis that does not converge at its full loads, before the
 * fraction of them the soil holds is known: the lateral capacity of an axis, or the ASD steel
 * check's 1.6 × analysis (the soil failing at 1.6 × fails the steel check).
 */
interface NonConvergence {
  id: string;
  name: string;
  reference: string;
  /** Details before the solver's status and reason. */
  details: Record<string, unknown>;
}

function lateralCapacity(axis: BendingAxis): NonConvergence {
  return {
    id: `lateral-capacity-${axis}`,
    name: `Lateral capacity of the soil, ${axis} axis`,
    reference: LATERAL_REFERENCE,
    details: {},
  };
}

/** The 1.6 × ASD analysis the steel check needs did not converge: the steel check fails. */
function asdStrengthAnalysis(axis: BendingAxis): NonConvergence {
  return {
    id: 'steel-strength',
    name: `Steel strength (ASD): second-order analysis at ${ASD_ANALYSIS_FACTOR} × the ASD loads, ${axis} axis`,
    reference: `AISC 360-16 C2.1(4): ASD required strengths from an analysis at ${ASD_ANALYSIS_FACTOR} × the ASD loads; the soil holds only this fraction of them`,
    details: { method: 'ASD', analysisLoadFactor: ASD_ANALYSIS_FACTOR },
  };
}

/** The check with the fraction of the loads the soil holds (ratio 1 / fraction): failing. */
function nonConvergenceCheck(c: NonConvergence, r: SolverResult): CheckResult {
  return makeCheck({
    id: c.id,
    name: c.name,
    demand: 1,
    capacity: r.loadFraction,
    unit: '-',
    reference: c.reference,
    forceFail: true,
    details: {
      ...c.details,
      status: r.status,
      ...(r.status === 'converged' ? {} : { reason: r.reason }),
    },
  });
}

function axisLoad(c: DesignCombination, axis: BendingAxis, fixed: boolean): AxisLoad | null {
  const l = c.loads;
  const H = axis === 'strong' ? l.Vx_N : l.Vy_N;
  const M = fixed ? 0 : axis === 'strong' ? l.Mx_Nm : l.My_Nm;
  return H === 0 && M === 0 ? null : { H_N: H, M_Nm: M, P_N: l.P_N };
}

/**
 * Deflection at the load point, `lift_m` (load height − pile height) above the head of the
 * model (the pile top, where the loads act as V and M + V·lift): above the pile top a rigid
 * offset, y − θ·lift (θ = dy/dz, z down); below it, the pile's own deflection there.
 */
export function loadPointDeflection(a: AxisAnalysis, lift_m: number): number {
  const { z_m } = a.model;
  const { y_m, rotation_rad } = a.result.solution;
  if (lift_m > 0) return a.head_m - rotation_rad[0]! * lift_m;
  if (lift_m < 0) return valueAtDepth(z_m, y_m, z_m[0]! - lift_m);
  return a.head_m;
}

/** Order: `first` (if given), then the rest in their own order. */
function comboOrder(n: number, first: number | null): number[] {
  // a loop, not Array.from with a map and a spread: once a candidate, they took ~1 % of a design
  const leading = first !== null && first >= 0 && first < n;
  const order: number[] = leading ? [first] : [];
  for (let i = 0; i < n; i++) if (!(leading && i === first)) order.push(i);
  return order;
}

export interface EvaluateOptions {
  stopAtFirstFailure: boolean;
  /** Combination to try first. */
  firstCombo: number | null;
  /**
   * Every steel check with its own depth of fixity, none standing at the fixity's upper bound
   * (fixity-bound.ts): each combination's lengths, for reading them all. Default false.
   */
  exactFixity?: boolean;
  /**
   * Make the first combination's steel check before its service checks (the last candidate
   * failed its steel check there). Default false.
   */
  steelFirst?: boolean;
}

/** Evaluates a candidate, step by step; see the file comment. */
export function evaluateCandidate(
  ctx: CandidateContext,
  pc: PierCase,
  sectionIndex: number,
  embedment_m: number,
  opts: EvaluateOptions,
): CandidateResult {
  const log = new CheckLog(sectionIndex, embedment_m, opts.stopAtFirstFailure);
  const pile = candidatePile(ctx, pc, sectionIndex, embedment_m);
  // 0. a corrosion loss that leaves no section fails the candidate outright
  if (pile.corrosionProblem !== null) {
    log.add([corrodedSectionCheck(ctx.settings, pile.section, pile.corrosionProblem)], -1);
    return log.result;
  }
  // 1. checks without an analysis: frost heave, axial compression and uplift
  for (const r of soilChecksWithoutAnalysis(ctx.settings, pc, pile))
    if (log.add([r.check], r.comboIndex)) return log.result;
  // 2. per combination: lateral analyses, deflection and fixity, steel strength
  for (const i of comboOrder(pc.combinations.length, opts.firstCombo)) {
    const steelFirst = opts.steelFirst === true && i === opts.firstCombo;
    const step = combinationChecks(ctx, pc, pile, i, log, opts.exactFixity === true, steelFirst);
    if (step === 'cancelled') return log.cancel();
    if (step === 'stop') return log.result;
  }
  // 3. the steel checks made at the fixity's bound that could govern, made exact
  if (!log.settleProvisional()) return log.cancel();
  return log.result;
}

/** The candidate pile: its sections, its memo key and its own weight. */
interface CandidatePile {
  key: PileKey;
  /** The pile its depth of fixity is read on: the same section at the deepest embedment in range, or its own when deeper (fixity.ts). */
  fixityKey: PileKey;
  section: SteelSection;
  corroded: SteelSection | null;
  /** Why the corrosion loss leaves no section (null: it leaves one, or there is none). */
  corrosionProblem: string | null;
  embedment_m: number;
  /** Nominal section × (reveal + embedment): dead load, with each combination's D factor. */
  pileWeight_N: number;
}

function candidatePile(
  ctx: CandidateContext,
  pc: PierCase,
  sectionIndex: number,
  embedment_m: number,
): CandidatePile {
  const section = ctx.settings.sections[sectionIndex]!;
  const { section: corroded, problem } = ctx.corroded(sectionIndex);
  const key: PileKey = { pileHeight_m: pc.pileHeight_m, sectionIndex, section, corroded, embedment_m };
  const embedments_m = ctx.settings.embedments_m;
  const fixityEmbedment_m = Math.max(embedments_m[embedments_m.length - 1] ?? embedment_m, embedment_m);
  return {
    key,
    fixityKey: fixityEmbedment_m === embedment_m ? key : { ...key, embedment_m: fixityEmbedment_m },
    section,
    corroded,
    corrosionProblem: problem,
    embedment_m,
    // the pile's own weight is dead load: each combination takes it with its own D factor
    // (ASCE 7 §2.3/§2.4), against uplift and frost as for compression
    pileWeight_N: section.weight_N_per_m * (pc.pileHeight_m + embedment_m),
  };
}

/** Steel checks made at the fixity's upper bound, standing in for the exact ones until these could govern. */
interface ProvisionalSteel {
  /** Where its records start in the log, and how many (one per stretch of the pile). */
  start: number;
  count: number;
  comboIndex: number;
  /** The largest utilisation of its bounded checks: the exact ones are no larger (fixity-bound.ts). */
  boundUtilisation: number;
  /** Its depths of fixity, each exact or at the bound, made exact one axis at a time. */
  fixity: SteelFixity;
}

/** The checks of a candidate in the order made, its first failure, and when to stop. */
class CheckLog {
  readonly result: CandidateResult;
  private readonly provisional: ProvisionalSteel[] = [];
  constructor(
    sectionIndex: number,
    embedment_m: number,
    private readonly stopAtFirstFailure: boolean,
  ) {
    this.result = {
      sectionIndex,
      embedment_m,
      status: 'pass',
      checks: [],
      firstFailure: null,
      analyses: new Map(),
    };
  }
  /** Records checks; true when the evaluation should stop here. */
  add(checks: readonly CheckResult[], comboIndex: number): boolean {
    const out = this.result;
    for (const check of checks) this.record({ check, comboIndex });
    return out.status === 'fail' && this.stopAtFirstFailure;
  }
  /**
   * Records the failing check of an analysis that did not converge at its full loads; true
   * when the evaluation should stop here.
   */
  addNonConvergence(a: AxisAnalysis, c: NonConvergence, comboIndex: number): boolean {
    return this.add([nonConvergenceCheck(c, a.result)], comboIndex);
  }
  /** Records passing steel checks made at the fixity's upper bound (boundSettlesSteelCheck). */
  addProvisional(bounded: readonly CheckResult[], comboIndex: number, fixity: SteelFixity): void {
    this.provisional.push({
      start: this.result.checks.length,
      count: bounded.length,
      comboIndex,
      boundUtilisation: Math.max(...bounded.map(utilisation)),
      fixity,
    });
    for (const check of bounded) this.result.checks.push({ check, comboIndex });
  }
  /**
   * Makes exact every provisional steel check that could govern: those whose bound reaches the
   * largest exact steel utilisation (a failing check outranks any), largest bound first (the
   * earlier on a tie), one axis's fixity at a time: a check whose bound, with one axis made
   * exact, falls below the largest exact value stays bounded without the other axis's
   * analysis. The rest stay bounded, below the governing check and passing, so the candidate's
   * governing checks are those of the exact evaluation. False when cancelled.
   */
  settleProvisional(): boolean {
    const checks = this.result.checks;
    const isProvisional = new Set<number>();
    for (const p of this.provisional) for (let k = 0; k < p.count; k++) isProvisional.add(p.start + k);
    let governing = Number.NEGATIVE_INFINITY;
    checks.forEach((r, k) => {
      if (r.check.id === 'steel-strength' && !isProvisional.has(k))
        governing = Math.max(governing, r.check.passes ? utilisation(r.check) : Number.POSITIVE_INFINITY);
    });
    const open = [...this.provisional];
    while (open.length > 0) {
      let k = 0;
      for (let j = 1; j < open.length; j++) {
        const a = open[j]!;
        const b = open[k]!;
        if (
          a.boundUtilisation > b.boundUtilisation ||
          (a.boundUtilisation === b.boundUtilisation && a.start < b.start)
        )
          k = j;
      }
      const p = open[k]!;
      if (p.boundUtilisation < governing) break;
      const below = governing;
      const settles = (bounded: readonly CheckResult[]) => Math.max(...bounded.map(utilisation)) < below;
      if (!p.fixity.refine(settles)) return false;
      const next = p.fixity.checks();
      next.forEach((check, j) => (checks[p.start + j] = { check, comboIndex: p.comboIndex }));
      if (!p.fixity.exact) {
        // still bounded, no larger than before (fixity-bound.ts): so still passing at ≤ 1
        p.boundUtilisation = Math.max(...next.map(utilisation));
        continue;
      }
      open.splice(k, 1);
      for (const check of next)
        governing = Math.max(governing, check.passes ? utilisation(check) : Number.POSITIVE_INFINITY);
      // never met (the bound passes ≤ 1, so the exact check passes): kept honest all the same
      for (const check of next) if (!check.passes) this.markFailure({ check, comboIndex: p.comboIndex });
    }
    this.provisional.length = 0;
    return true;
  }
  cancel(): CandidateResult {
    this.result.status = 'cancelled';
    return this.result;
  }
  private record(rec: CheckRecord): void {
    this.result.checks.push(rec);
    if (!rec.check.passes) this.markFailure(rec);
  }
  private markFailure(rec: CheckRecord): void {
    if (this.result.firstFailure !== null) return;
    this.result.firstFailure = rec;
    this.result.status = 'fail';
  }
}

/** The loss on both faces leaves less than nothing of the thinnest plate. */
function corrodedSectionCheck(s: DesignSettings, section: SteelSection, problem: string): CheckResult {
  const loss = s.corrosion?.lossPerFace_m ?? 0;
  return makeCheck({
    id: 'corroded-section',
    name: 'Corroded section (loss per face against the plate thicknesses)',
    demand: 2 * loss,
    capacity: Math.min(section.tf_m, section.tw_m),
    unit: 'm',
    reference: 'corrosion loss on both faces of the thinnest plate',
    forceFail: true,
    details: { problem },
  });
}

/**
 * Frost heave (once per pile), then axial compression and uplift against the vertical table:
 * the capacity is the same for every combination, so only the largest compression, the largest
 * wind or seismic uplift and the largest other uplift (pile weight included) can govern (ties:
 * the earlier combination). Made lazily, in this order.
 */
function* soilChecksWithoutAnalysis(
  s: DesignSettings,
  pc: PierCase,
  pile: CandidatePile,
): Generator<CheckRecord> {
  const v = s.vertical;
  if (!v) return;
  const { section, embedment_m, pileWeight_N } = pile;
  if (v.frost) {
    const frost = frostHeaveCheck(
      {
        table: v.table,
        embedment_m,
        neglectTopSoil_m: v.neglectTopSoil_m,
        frostPressure_Pa: v.frost.pressure_Pa,
        frostDepth_m: v.frost.depth_m,
        deadLoad_N: pc.deadLoad_N,
        pileWeight_N,
        // counteracting dead load: 0.6D (ASD, ASCE 7-16 §2.4.1 (7)), 0.9D (LRFD, §2.3.1 (5))
        deadLoadFactor: s.designMethod === 'LRFD' ? 0.9 : 0.6,
        section,
      },
      s.geotech,
    );
    yield { check: frost, comboIndex: -1 };
  }
  const { compression: iC, uplift: iU, sustainedUplift: iS } = governingAxial(pc.combinations, pileWeight_N);
  const axialOf = (i: number) => axialWithPileWeight(pc.combinations[i]!, pileWeight_N);
  const weightOf = (i: number) => pc.combinations[i]!.deadFactor * pileWeight_N;
  const input = {
    table: v.table,
    embedment_m,
    neglectTopSoil_m: v.neglectTopSoil_m,
    endBearing: v.endBearing,
    section,
  };
  if (iC >= 0 || iU >= 0) {
    const [compression, uplift] = axialChecks(
      input,
      {
        compression_N: iC >= 0 ? Math.max(0, axialOf(iC)) : 0,
        uplift_N: iU >= 0 ? Math.max(0, -axialOf(iU)) : 0,
        pileWeightCompression_N: iC >= 0 ? weightOf(iC) : 0,
        pileWeightUplift_N: iU >= 0 ? weightOf(iU) : 0,
      },
      s.geotech,
    ).checks;
    if (iC >= 0) yield { check: compression!, comboIndex: iC };
    if (iU >= 0) yield { check: uplift!, comboIndex: iU };
  }
  // uplift without wind or seismic (rare: a custom combination) meets the sustained factor
  if (iS >= 0 && axialOf(iS) < 0) {
    const sustained = axialChecks(
      input,
      {
        compression_N: 0,
        uplift_N: -axialOf(iS),
        pileWeightUplift_N: weightOf(iS),
        upliftLoad: 'sustained-uplift',
      },
      s.geotech,
    ).checks[1]!;
    yield { check: sustained, comboIndex: iS };
  }
}

type AxisPair = { strong: AxisAnalysis | null; weak: AxisAnalysis | null };
/** How a step ended: go on to the next, stop (a failure with stopAtFirstFailure), or cancelled. */
type StepEnd = 'continue' | 'stop' | 'cancelled';

/** Every check of one combination: its analyses with their deflection and fixity checks, then the steel. */
function combinationChecks(
  ctx: CandidateContext,
  pc: PierCase,
  pile: CandidatePile,
  i: number,
  log: CheckLog,
  exactFixity: boolean,
  steelFirst: boolean,
): StepEnd {
  const c = pc.combinations[i]!;
  const pair: AxisPair = { strong: null, weak: null };
  log.result.analyses.set(i, pair);
  // ASD's steel check reads analyses of its own (1.6 ×): made first where it failed the last
  // candidate, a failing candidate is dropped without the combination's service analyses
  const early = steelFirst && c.roles.steel && c.method === 'ASD';
  if (early) {
    const steel = steelCheckStep(ctx, pc, pile, c, pair, i, log, exactFixity);
    if (steel !== 'continue') return steel;
  }
  const lateral = lateralAndServiceChecks(ctx, pc, pile, i, pair, log);
  if (lateral !== 'continue' || early) return lateral;
  if (!c.roles.steel) return 'continue';
  if ((pair.strong && !pair.strong.converged) || (pair.weak && !pair.weak.converged)) return 'continue';
  return steelCheckStep(ctx, pc, pile, c, pair, i, log, exactFixity);
}

/** The steel check of a combination: its strength analyses, then H1-1. */
function steelCheckStep(
  ctx: CandidateContext,
  pc: PierCase,
  pile: CandidatePile,
  c: DesignCombination,
  pair: AxisPair,
  i: number,
  log: CheckLog,
  exactFixity: boolean,
): StepEnd {
  const strength = strengthAnalyses(ctx, pile, c, pair, i, log);
  if (strength === 'cancelled' || strength === 'stop') return strength;
  if (strength === 'continue') return 'continue';
  const steel = steelStep(ctx, pc, pile, c, strength, i, log, exactFixity);
  if (steel !== 'continue') return steel;
  // chapter G after H1-1, which fails far more often: a candidate it drops spares the shear.
  // No fixity in it, so it is exact at once and costs no analysis.
  return log.add(shearChecks(ctx, pc, pile, c, strength), i) ? 'stop' : 'continue';
}

/** AISC 360-16 chapter G on the steel check's analyses, per stretch and loaded axis (steel-demand.ts). */
function shearChecks(
  ctx: CandidateContext,
  pc: PierCase,
  pile: CandidatePile,
  c: DesignCombination,
  strength: AxisPair,
): CheckResult[] {
  const s = ctx.settings;
  return steelShearChecks({
    section: pile.section,
    corroded: pile.corroded,
    zoneBottom_m: s.corrosion?.zoneBottom_m ?? 0,
    pileHeight_m: pc.pileHeight_m,
    embedment_m: pile.embedment_m,
    method: c.method,
    strong: strength.strong,
    weak: strength.weak,
    analysisLoadFactor: c.method === 'ASD' ? ASD_ANALYSIS_FACTOR : 1,
    Fy_Pa: s.Fy_Pa,
    E_Pa: s.E_Pa,
    stressLimit: s.stressLimit,
  });
}

/** The combination's analysis about each loaded axis; lateral capacity; service checks (deflection, fixity). */
function lateralAndServiceChecks(
  ctx: CandidateContext,
  pc: PierCase,
  pile: CandidatePile,
  i: number,
  pair: AxisPair,
  log: CheckLog,
): StepEnd {
  const s = ctx.settings;
  const c = pc.combinations[i]!;
  const fixed = s.headCondition === 'fixed';
  const lift_m = pc.loadHeight_m - pc.pileHeight_m;
  for (const axis of ['strong', 'weak'] as const) {
    const load = axisLoad(c, axis, fixed);
    if (!load) continue;
    const a = ctx.memo.get(pile.key, axis, load);
    if (!a) return 'cancelled';
    pair[axis] = a;
    if (!a.converged) {
      if (log.addNonConvergence(a, lateralCapacity(axis), i)) return 'stop';
      continue;
    }
    if (!c.roles.service) continue;
    const d = { top_m: loadPointDeflection(a, lift_m), grade_m: a.grade_m, bottom_m: a.toe_m };
    const checks = deflectionChecks({ strong: d, weak: d }, { [axis]: s.deflectionLimits[axis] });
    // added to the check's own details object (deflectionChecks makes one a check): the keys
    // of a spread into a new object, in the same order, without the spread (keys added after
    // a spread cost V8 some 5 µs a check)
    for (const ch of checks)
      if (ch.id === `deflection-top-${axis}`) (ch.details ??= {}).loadHeight_m = pc.loadHeight_m;
    const fix = serviceFixityCheck(ctx, pile, a, axis);
    if (fix === 'cancelled') return 'cancelled';
    if (fix) checks.push(fix);
    if (log.add(checks, i)) return 'stop';
  }
  return 'continue';
}

/** Depth of fixity against the Fixity depth setting (null: not set or not checked). */
function serviceFixityCheck(
  ctx: CandidateContext,
  pile: CandidatePile,
  a: AxisAnalysis,
  axis: BendingAxis,
): CheckResult | null | 'cancelled' {
  const s = ctx.settings;
  if (s.fixityDepth_m !== null) {
    const f = axisFixity(ctx, pile, a, axis);
    if (!f) return 'cancelled';
    const z0 = f.basis === 'embedment' ? null : f.depth_m;
    return fixityCheck(z0, s.fixityDepth_m, axis, fixityDetails(f), pile.embedment_m);
  }
  return null;
}

/** Point of fixity of an axis under a's loads, the reference shear when unloaded (null: cancelled; fixity.ts). */
function axisFixity(
  ctx: CandidateContext,
  pile: CandidatePile,
  a: AxisAnalysis | null,
  axis: BendingAxis,
): Fixity | null {
  return fixityOf(ctx.memo, pile.key, pile.fixityKey, axis, a?.loads ?? REFERENCE_LOADS, a);
}

/**
 * The analyses the steel check reads: the combination's own (LRFD), or for ASD those at 1.6 ×
 * the ASD loads (AISC 360-16 C2.1(4) and App. 7.2.3; the moments are divided by 1.6 in the
 * steel check). 'continue': the soil does not hold the 1.6 × loads (a failing steel check made).
 */
function strengthAnalyses(
  ctx: CandidateContext,
  pile: CandidatePile,
  c: DesignCombination,
  pair: AxisPair,
  i: number,
  log: CheckLog,
): AxisPair | StepEnd {
  if (c.method !== 'ASD') return { ...pair };
  const fixed = ctx.settings.headCondition === 'fixed';
  const strength = { ...pair };
  for (const axis of ['strong', 'weak'] as const) {
    const load = axisLoad(c, axis, fixed);
    if (!load) continue;
    const f = ASD_ANALYSIS_FACTOR;
    const loads = { H_N: f * load.H_N, M_Nm: f * load.M_Nm, P_N: f * load.P_N };
    const a = ctx.memo.get(pile.key, axis, loads, 'asd-strength');
    if (!a) return 'cancelled';
    // the soil does not hold the strong axis's 1.6 × loads: the steel check fails on it, and
    // the weak axis's analysis would change nothing (only the first such axis is reported)
    if (!a.converged) return log.addNonConvergence(a, asdStrengthAnalysis(axis), i) ? 'stop' : 'continue';
    strength[axis] = a;
  }
  return strength;
}

/**
 * AISC 360-16 H1-1 in each stretch of the pile (steel-demand.ts), with the lengths from the
 * fixity: each axis's depth of fixity exact where the memo has its analyses already, else at its
 * upper bound (fixity-bound.ts), which needs no analysis. While the check does not pass at ≤ 1,
 * one more axis is made exact (strong first); when it passes at ≤ 1 with an axis still at the
 * bound, the exact check passes too and is no larger, so the rest of its fixity analyses wait
 * until it could govern (CheckLog.settleProvisional).
 */
function steelStep(
  ctx: CandidateContext,
  pc: PierCase,
  pile: CandidatePile,
  c: DesignCombination,
  strength: AxisPair,
  i: number,
  log: CheckLog,
  exactFixity: boolean,
): StepEnd {
  const fixity = new SteelFixity(ctx, pc, pile, c, strength);
  if (exactFixity) while (!fixity.exact) if (!fixity.refine(() => false)) return 'cancelled';
  let checks = fixity.checks();
  while (!fixity.exact && !boundSettlesSteelCheck(checks)) {
    if (!fixity.refine(boundSettlesSteelCheck)) return 'cancelled';
    checks = fixity.checks();
  }
  if (!fixity.exact) {
    log.addProvisional(checks, i, fixity);
    return 'continue';
  }
  return log.add(checks, i) ? 'stop' : 'continue';
}

/**
 * The depths of fixity of a combination's steel check, per axis exact (fixity.ts) or, until
 * made exact, at the upper bound (fixity-bound.ts). Known ones (the memo has their analyses,
 * e.g. from an earlier candidate of the same section, or the 1 kN reference shear of an axis
 * the combination does not load) are exact from the start, at no cost.
 */
class SteelFixity {
  strong: Fixity | undefined;
  weak: Fixity | undefined;
  private readonly bound: Fixity;
  constructor(
    private readonly ctx: CandidateContext,
    private readonly pc: PierCase,
    private readonly pile: CandidatePile,
    private readonly c: DesignCombination,
    private readonly strength: AxisPair,
  ) {
    this.bound = fixityUpperBound(ctx.settings, pile.key);
    this.strong = knownAxisFixity(ctx, pile, strength.strong, 'strong');
    this.weak = knownAxisFixity(ctx, pile, strength.weak, 'weak');
  }
  get exact(): boolean {
    return this.strong !== undefined && this.weak !== undefined;
  }
  /**
   * Makes one more axis exact, false when cancelled. Strong first (its fixity sets Lb as well as
   * Lcx), unless the strong axis alone cannot make the check settle (`settles`: it does not even
   * at a fixity at grade, the least there is) while the weak axis alone might: the weak then goes
   * first, and may spare the strong axis's analysis.
   */
  refine(settles: (checks: readonly CheckResult[]) => boolean): boolean {
    const axis = this.nextAxis(settles);
    const f = axisFixity(this.ctx, this.pile, this.strength[axis], axis);
    if (f === null) return false;
    this[axis] = f;
    return true;
  }
  private nextAxis(settles: (checks: readonly CheckResult[]) => boolean): BendingAxis {
    if (this.strong !== undefined) return 'weak';
    if (this.weak !== undefined) return 'strong';
    const strongAlone = settles(this.checksWith(AT_GRADE, this.bound));
    const weakAlone = settles(this.checksWith(this.bound, AT_GRADE));
    return !strongAlone && weakAlone ? 'weak' : 'strong';
  }
  /** The steel checks with these depths (the bound where not exact). */
  checks(): CheckResult[] {
    return this.checksWith(this.strong ?? this.bound, this.weak ?? this.bound);
  }
  private checksWith(strong: Fixity, weak: Fixity): CheckResult[] {
    return steelChecksWithFixity(this.ctx, this.pc, this.pile, this.c, this.strength, strong, weak);
  }
}

/**
 * A lower bound of every depth of fixity: grade (the first zero of deflection is looked for
 * below it; the fallback, the embedment, is deeper). Only to choose which axis to make exact.
 */
const AT_GRADE: Fixity = { depth_m: 0, fromEmbedment_m: 0, basis: 'upper-bound' };

/** axisFixity when its analyses are in the memo (no solve), else undefined. */
function knownAxisFixity(
  ctx: CandidateContext,
  pile: CandidatePile,
  a: AxisAnalysis | null,
  axis: BendingAxis,
): Fixity | undefined {
  return knownFixity(ctx.memo, pile.key, pile.fixityKey, axis, a?.loads ?? REFERENCE_LOADS, a);
}

function steelChecksWithFixity(
  ctx: CandidateContext,
  pc: PierCase,
  pile: CandidatePile,
  c: DesignCombination,
  strength: AxisPair,
  fs: Fixity,
  fw: Fixity,
): CheckResult[] {
  const s = ctx.settings;
  const K = effectiveLengthFactorsOf(s, pc.pierTypeId);
  return steelChecks({
    fixity: fs,
    section: pile.section,
    corroded: pile.corroded,
    zoneBottom_m: s.corrosion?.zoneBottom_m ?? 0,
    pileHeight_m: pc.pileHeight_m,
    embedment_m: pile.embedment_m,
    method: c.method,
    P_N: c.loads.P_N,
    strong: strength.strong,
    weak: strength.weak,
    analysisLoadFactor: c.method === 'ASD' ? ASD_ANALYSIS_FACTOR : 1,
    fixityStrong_m: fs.depth_m,
    fixityWeak_m: fw.depth_m,
    Kx: K.strong,
    Ky: K.weak,
    Fy_Pa: s.Fy_Pa,
    E_Pa: s.E_Pa,
    stressLimit: s.stressLimit,
  });
}
