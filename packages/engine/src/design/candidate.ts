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
  type CheckResult,
} from "../checks";
import { valueAtDepth } from "../lateral";
import type { BendingAxis, SteelSection } from "../sections";
import type {
  DesignCombination,
  DesignSettings,
  PierCase,
} from "./design-problem";
import type {
  AxisAnalysis,
  AxisLoad,
  LateralMemo,
  PileKey,
} from "./lateral-memo";
import { fixityOf, fixitySource, type Fixity } from "./fixity";
import { steelChecks } from "./steel-demand";

/** A check with the combination it belongs to (index into the pier's combinations; −1: none). */
export interface CheckRecord {
  check: CheckResult;
  comboIndex: number;
}

export interface CandidateResult {
  sectionIndex: number;
  embedment_m: number;
  status: "pass" | "fail" | "cancelled";
  /** Every check made, in the order made. */
  checks: CheckRecord[];
  firstFailure: CheckRecord | null;
  /** Analyses per combination index (null: the axis carries no lateral load). */
  analyses: Map<
    number,
    { strong: AxisAnalysis | null; weak: AxisAnalysis | null }
  >;
}

export interface CandidateContext {
  settings: DesignSettings;
  memo: LateralMemo;
  /** The corroded section of the zone (null: none), or why the loss leaves no section. */
  corroded: (sectionIndex: number) => {
    section: SteelSection | null;
    problem: string | null;
  };
}

export const REFERENCE_SHEAR_N = 1000;

const LATERAL_REFERENCE =
  "nonlinear p-y analysis (load stepping): fraction of the head shear and moment the soil holds";

/** Axial load at the pile toe of a combination: the head load plus the factored pile weight, N (compression +). */
function axialWithPileWeight(
  c: DesignCombination,
  pileWeight_N: number,
): number {
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
  combos.forEach((c, i) => {
    if (!c.roles.geotech) return;
    const P = axialWithPileWeight(c, pileWeight_N);
    if (P > maxP) [compression, maxP] = [i, P];
    if (c.windOrSeismic && P < minP) [uplift, minP] = [i, P];
    if (!c.windOrSeismic && P < minSustainedP)
      [sustainedUplift, minSustainedP] = [i, P];
  });
  return { compression, uplift, sustainedUplift };
}

function lateralCapacityCheck(a: AxisAnalysis): CheckResult {
  const r = a.result;
  return makeCheck({
    id: `lateral-capacity-${a.axis}`,
    name: `Lateral capacity of the soil, ${a.axis} axis`,
    demand: 1,
    capacity: r.loadFraction,
    unit: "-",
    reference: LATERAL_REFERENCE,
    forceFail: true,
    details: {
      status: r.status,
      ...(r.status === "converged" ? {} : { reason: r.reason }),
    },
  });
}

/** ASD loads are analysed at 1.6 × for the steel check (AISC 360-16 C2.1(4)). */
export const ASD_ANALYSIS_FACTOR = 1.6;

/** The 1.6 × ASD analysis the steel check needs did not converge: the steel check fails. */
function asdStrengthAnalysisCheck(a: AxisAnalysis): CheckResult {
  return makeCheck({
    id: "steel-strength",
    name: `Steel strength (ASD): second-order analysis at ${ASD_ANALYSIS_FACTOR} × the ASD loads, ${a.axis} axis`,
    demand: 1,
    capacity: a.result.loadFraction,
    unit: "-",
    reference: `AISC 360-16 C2.1(4): ASD required strengths from an analysis at ${ASD_ANALYSIS_FACTOR} × the ASD loads; the soil holds only this fraction of them`,
    forceFail: true,
    details: {
      method: "ASD",
      analysisLoadFactor: ASD_ANALYSIS_FACTOR,
      status: a.result.status,
      ...(a.result.status === "converged" ? {} : { reason: a.result.reason }),
    },
  });
}

function axisLoad(
  c: DesignCombination,
  axis: BendingAxis,
  fixed: boolean,
): AxisLoad | null {
  const l = c.loads;
  const H = axis === "strong" ? l.Vx_N : l.Vy_N;
  const M = fixed ? 0 : axis === "strong" ? l.Mx_Nm : l.My_Nm;
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
  const order = Array.from({ length: n }, (_, i) => i);
  if (first === null || first < 0 || first >= n) return order;
  return [first, ...order.filter((i) => i !== first)];
}

export interface EvaluateOptions {
  stopAtFirstFailure: boolean;
  /** Combination to try first. */
  firstCombo: number | null;
}

/** Evaluates a candidate; see the file comment. */
export function evaluateCandidate(
  ctx: CandidateContext,
  pc: PierCase,
  sectionIndex: number,
  embedment_m: number,
  opts: EvaluateOptions,
): CandidateResult {
  const s = ctx.settings;
  const section = s.sections[sectionIndex]!;
  const { section: corroded, problem } = ctx.corroded(sectionIndex);
  const key: PileKey = {
    pileHeight_m: pc.pileHeight_m,
    sectionIndex,
    section,
    corroded,
    embedment_m,
  };
  const out: CandidateResult = {
    sectionIndex,
    embedment_m,
    status: "pass",
    checks: [],
    firstFailure: null,
    analyses: new Map(),
  };
  /** Records checks; true when the evaluation should stop here. */
  const add = (checks: readonly CheckResult[], comboIndex: number): boolean => {
    for (const check of checks) {
      const rec = { check, comboIndex };
      out.checks.push(rec);
      if (!check.passes && out.firstFailure === null) {
        out.firstFailure = rec;
        out.status = "fail";
      }
    }
    return out.status === "fail" && opts.stopAtFirstFailure;
  };
  const cancelled = () => {
    out.status = "cancelled";
    return out;
  };

  if (problem !== null) {
    const loss = s.corrosion?.lossPerFace_m ?? 0;
    add(
      [
        makeCheck({
          id: "corroded-section",
          name: "Corroded section (loss per face against the plate thicknesses)",
          demand: 2 * loss,
          capacity: Math.min(section.tf_m, section.tw_m),
          unit: "m",
          reference: "corrosion loss on both faces of the thinnest plate",
          forceFail: true,
          details: { problem },
        }),
      ],
      -1,
    );
    return out;
  }

  // 1. checks without an analysis
  const v = s.vertical;
  // The pile's own weight (reveal + embedment, nominal section) is dead load: each combination
  // takes it with its own D factor (ASCE 7 §2.3/§2.4), against uplift and frost as for compression.
  const pileWeight_N = section.weight_N_per_m * (pc.pileHeight_m + embedment_m);
  if (v?.frost) {
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
        deadLoadFactor: s.designMethod === "LRFD" ? 0.9 : 0.6,
        section,
      },
      s.geotech,
    );
    if (add([frost], -1)) return out;
  }
  const order = comboOrder(pc.combinations.length, opts.firstCombo);
  if (v) {
    // the capacity is the same for every combination: only the largest compression and the
    // largest uplift (pile weight included) can govern (ties: the earlier combination)
    const {
      compression: iC,
      uplift: iU,
      sustainedUplift: iS,
    } = governingAxial(pc.combinations, pileWeight_N);
    const axialOf = (i: number) =>
      axialWithPileWeight(pc.combinations[i]!, pileWeight_N);
    const weightOf = (i: number) =>
      pc.combinations[i]!.deadFactor * pileWeight_N;
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
      if (iC >= 0 && add([compression!], iC)) return out;
      if (iU >= 0 && add([uplift!], iU)) return out;
    }
    // uplift without wind or seismic (rare: a custom combination) meets the sustained factor
    if (iS >= 0 && axialOf(iS) < 0) {
      const sustained = axialChecks(
        input,
        {
          compression_N: 0,
          uplift_N: -axialOf(iS),
          pileWeightUplift_N: weightOf(iS),
          upliftLoad: "sustained-uplift",
        },
        s.geotech,
      ).checks[1]!;
      if (add([sustained], iS)) return out;
    }
  }

  // 2. lateral analyses, per combination
  const fixed = s.headCondition === "fixed";
  const lift_m = pc.loadHeight_m - pc.pileHeight_m;
  const deepest_m = s.embedments_m[s.embedments_m.length - 1] ?? embedment_m;
  /** Point of fixity of an axis under a's loads, the reference shear when unloaded (null: cancelled; fixity.ts). */
  const fixity = (a: AxisAnalysis | null, axis: BendingAxis): Fixity | null =>
    fixityOf(
      ctx.memo,
      key,
      axis,
      a?.loads ?? { H_N: REFERENCE_SHEAR_N, M_Nm: 0, P_N: 0 },
      deepest_m,
      a,
    );
  for (const i of order) {
    const c = pc.combinations[i]!;
    const pair: { strong: AxisAnalysis | null; weak: AxisAnalysis | null } = {
      strong: null,
      weak: null,
    };
    out.analyses.set(i, pair);
    for (const axis of ["strong", "weak"] as const) {
      const load = axisLoad(c, axis, fixed);
      if (!load) continue;
      const a = ctx.memo.get(key, axis, load);
      if (!a) return cancelled();
      pair[axis] = a;
      if (!a.converged) {
        if (add([lateralCapacityCheck(a)], i)) return out;
        continue;
      }
      if (c.roles.service) {
        const d = {
          top_m: loadPointDeflection(a, lift_m),
          grade_m: a.grade_m,
          bottom_m: a.toe_m,
        };
        const checks = deflectionChecks(
          { strong: d, weak: d },
          { [axis]: s.deflectionLimits[axis] },
        );
        for (const c of checks)
          if (c.id === `deflection-top-${axis}`)
            c.details = { ...c.details, loadHeight_m: pc.loadHeight_m };
        if (s.fixityDepth_m !== null) {
          const f = fixity(a, axis);
          if (!f) return cancelled();
          const z0 = f.basis === "embedment" ? null : f.depth_m;
          const fix = fixityCheck(
            z0,
            s.fixityDepth_m,
            axis,
            { fixityFrom: fixitySource(f) },
            embedment_m,
          );
          if (fix) checks.push(fix);
        }
        if (add(checks, i)) return out;
      }
    }
    if (!c.roles.steel) continue;
    if (
      (pair.strong && !pair.strong.converged) ||
      (pair.weak && !pair.weak.converged)
    )
      continue;
    // AISC 360-16 C2.1(4) (and App. 7.2.3): ASD required strengths from the second-order
    // analysis at 1.6 × the ASD loads, divided by 1.6; LRFD at its factored loads
    const factor = c.method === "ASD" ? ASD_ANALYSIS_FACTOR : 1;
    const strength = { ...pair };
    if (factor !== 1) {
      for (const axis of ["strong", "weak"] as const) {
        const load = axisLoad(c, axis, fixed);
        if (!load) continue;
        const a = ctx.memo.get(key, axis, {
          H_N: factor * load.H_N,
          M_Nm: factor * load.M_Nm,
          P_N: factor * load.P_N,
        });
        if (!a) return cancelled();
        strength[axis] = a;
      }
      const short = [strength.strong, strength.weak].find(
        (a) => a !== null && !a.converged,
      );
      if (short) {
        if (add([asdStrengthAnalysisCheck(short)], i)) return out;
        continue;
      }
    }
    const fs = fixity(strength.strong, "strong");
    const fw = fixity(strength.weak, "weak");
    if (fs === null || fw === null) return cancelled();
    const steel = steelChecks({
      fixitySource: fixitySource(fs),
      section,
      corroded,
      zoneBottom_m: s.corrosion?.zoneBottom_m ?? 0,
      pileHeight_m: pc.pileHeight_m,
      embedment_m,
      method: c.method,
      P_N: c.loads.P_N,
      strong: strength.strong,
      weak: strength.weak,
      analysisLoadFactor: factor,
      fixityStrong_m: fs.depth_m,
      fixityWeak_m: fw.depth_m,
      Fy_Pa: s.Fy_Pa,
      E_Pa: s.E_Pa,
      stressLimit: s.stressLimit,
    });
    if (add(steel, i)) return out;
  }
  return out;
}
