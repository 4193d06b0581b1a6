/**
 * The PierDesign of a finished search: per check id the instance with the highest utilisation
 * over the combinations (a failing one outranks a passing one; ties keep the earlier
 * combination), the governing check and combination, and that combination's lateral
 * response per axis. Independent of the order the checks were made in.
 */
import { utilisation, type CheckResult } from '../checks';
import { summarizeLateral } from '../lateral';
import type { CandidateResult, CheckRecord } from './candidate';
import { describeRoles } from './combination-roles';
import type { DesignSettings, PierCase } from './design-problem';
import type { AxisResponse, DesignCheck, NeighbourFailure, PierDesign } from './design-result';
import type { AxisAnalysis } from './lateral-memo';
import { profileToSignificantFigures } from './profile-figures';
import { slendernessWarning } from './slenderness-warning';

const N_PER_LB = 4.4482216152605;

/** Order of the checks in the report; others follow by id. */
const CHECK_ORDER = [
  'corroded-section',
  'lateral-capacity-strong',
  'lateral-capacity-weak',
  'steel-strength',
  'steel-shear-strong',
  'steel-shear-weak',
  'deflection-top-strong',
  'deflection-grade-strong',
  'deflection-bottom-strong',
  'deflection-top-weak',
  'deflection-grade-weak',
  'deflection-bottom-weak',
  'fixity-strong',
  'fixity-weak',
  'axial-compression',
  'axial-uplift',
  'frost-heave',
];

const rank = (id: string) => {
  const i = CHECK_ORDER.indexOf(id);
  return i < 0 ? CHECK_ORDER.length : i;
};

/** a outranks b: failing before passing, then higher utilisation. */
function outranks(a: CheckResult, b: CheckResult): boolean {
  if (a.passes !== b.passes) return !a.passes;
  return utilisation(a) > utilisation(b);
}

/** Per check id, the governing record; sorted by the report order. */
export function governingPerCheck(records: readonly CheckRecord[]): CheckRecord[] {
  const sorted = [...records].sort(byCombination);
  const best = new Map<string, CheckRecord>();
  for (const r of sorted) {
    const known = best.get(r.check.id);
    if (!known || outranks(r.check, known.check)) best.set(r.check.id, r);
  }
  return [...best.values()].sort(inReportOrder);
}

// comparators at module level, not closures made at every call: V8 keeps a closure's optimised
// code only while a closure of it lives, and compiled these again after most full collections
// (issue 12)
const byCombination = (a: CheckRecord, b: CheckRecord): number => a.comboIndex - b.comboIndex;
const inReportOrder = (a: CheckRecord, b: CheckRecord): number =>
  rank(a.check.id) - rank(b.check.id) || a.check.id.localeCompare(b.check.id);

const finiteOrNull = (x: number) => (Number.isFinite(x) ? x : null);

/** The seismic working goes with every check of a combination with a horizontal seismic case. */
function detailsWithSeismic(r: CheckRecord, pc: PierCase): Record<string, unknown> | undefined {
  const combo = r.comboIndex >= 0 ? pc.combinations[r.comboIndex] : undefined;
  if (!combo?.seismic || !pc.seismic) return r.check.details;
  return { ...r.check.details, seismic: pc.seismic };
}

function toDesignCheck(r: CheckRecord, pc: PierCase): DesignCheck {
  const c = r.check;
  const details = detailsWithSeismic(r, pc);
  return {
    id: c.id,
    name: c.name,
    demand: c.demand,
    capacity: c.capacity,
    unit: c.unit,
    ratio: finiteOrNull(c.ratio),
    ratioLimit: c.ratioLimit,
    passes: c.passes,
    reference: c.reference,
    combination: r.comboIndex >= 0 ? pc.combinations[r.comboIndex]!.name : null,
    ...(details === undefined ? {} : { details }),
  };
}

function axisResponse(a: AxisAnalysis | null): AxisResponse | null {
  if (!a) return null;
  const r = summarizeLateral(a.model, a.result, {
    sectionName: '',
    axis: a.axis,
    EI_Nm2: a.pile.EI_Nm2,
    pyWidth_m: a.pile.pyWidth_m,
    warnings: [],
  });
  return {
    status: r.status,
    loadFraction: r.loadFraction,
    H_N: a.loads.H_N,
    M_Nm: a.loads.M_Nm,
    P_N: a.loads.P_N,
    headDeflection_m: r.headDeflection_m,
    groundDeflection_m: r.groundDeflection_m,
    toeDeflection_m: r.toeDeflection_m,
    maxMoment_Nm: r.maxMoment_Nm,
    maxMomentDepth_m: r.maxMomentDepth_m,
    firstZeroDeflectionDepth_m: r.firstZeroDeflectionDepth_m,
    iterations: r.iterations,
    profile: profileToSignificantFigures(r.profile),
  };
}

/** A neighbouring candidate's first failing check, for "what set the answer". */
function neighbourFailure(
  settings: DesignSettings,
  pc: PierCase,
  r: CandidateResult | null | undefined,
): NeighbourFailure | null {
  const f = r?.firstFailure;
  if (!r || !f) return null;
  return {
    section: settings.sections[r.sectionIndex]!.name,
    embedment_m: r.embedment_m,
    checkId: f.check.id,
    name: f.check.name,
    combination: f.comboIndex >= 0 ? pc.combinations[f.comboIndex]!.name : null,
    ratio: finiteOrNull(f.check.ratio),
    ratioLimit: f.check.ratioLimit,
  };
}

/** The candidates next to the answer (from the search). */
export interface Neighbours {
  nextLighter: CandidateResult | null;
  nextShorter: CandidateResult | null;
}

/** The report of one pier type at one pile height. */
export function pierDesign(
  settings: DesignSettings,
  pc: PierCase,
  status: 'pass' | 'no-solution',
  final: CandidateResult,
  candidatesTried: number,
  analyses: number,
  neighbours: Neighbours = { nextLighter: null, nextShorter: null },
): PierDesign {
  const section = settings.sections[final.sectionIndex]!;
  const per = governingPerCheck(final.checks);
  let gov = per[0];
  for (const r of per) if (gov && outranks(r.check, gov.check)) gov = r;
  // the combination whose profiles are shown: the governing one when it bends the pile, else
  // the bending combination of the highest-ranking check (a pier governed by frost or axial
  // capacity still shows how its lateral loads bend it)
  const bends = (r: (typeof per)[number]) => {
    const pair = r.comboIndex >= 0 ? final.analyses.get(r.comboIndex) : undefined;
    return pair !== undefined && (pair.strong !== null || pair.weak !== null);
  };
  let profileRec = gov && bends(gov) ? gov : undefined;
  if (!profileRec)
    for (const r of per) if (bends(r) && (!profileRec || outranks(r.check, profileRec.check))) profileRec = r;
  if (!profileRec && gov && gov.comboIndex >= 0 && final.analyses.has(gov.comboIndex)) profileRec = gov;
  const pair = profileRec ? final.analyses.get(profileRec.comboIndex) : undefined;
  const length_m = pc.pileHeight_m + final.embedment_m;
  const weight_N = section.weight_N_per_m * length_m;
  const govCheck = gov?.check;
  const combo = (i: number | undefined) => (i !== undefined && i >= 0 ? pc.combinations[i]!.name : null);
  return {
    pierTypeId: pc.pierTypeId,
    pierTypeName: pc.pierTypeName,
    pileHeight_m: pc.pileHeight_m,
    loadHeight_m: pc.loadHeight_m,
    status,
    section: {
      name: section.name,
      family: section.family,
      weight_N_per_m: section.weight_N_per_m,
      weight_lb_per_ft: section.weight_lb_per_ft,
    },
    embedment_m: final.embedment_m,
    length_m,
    steelWeight_N: weight_N,
    steelWeight_lb: weight_N / N_PER_LB,
    checks: per.map((r) => toDesignCheck(r, pc)),
    governing: {
      checkId: govCheck?.id ?? 'none',
      combination: combo(gov?.comboIndex),
      ratio: govCheck ? finiteOrNull(govCheck.ratio) : null,
      utilisation: govCheck ? finiteOrNull(utilisation(govCheck)) : null,
      nextLighterSection: neighbourFailure(settings, pc, neighbours.nextLighter),
      nextShorterEmbedment: neighbourFailure(settings, pc, neighbours.nextShorter),
    },
    failure:
      status === 'no-solution' && govCheck && gov
        ? {
            checkId: govCheck.id,
            name: govCheck.name,
            combination: combo(gov.comboIndex),
            ratio: finiteOrNull(govCheck.ratio),
            ratioLimit: govCheck.ratioLimit,
            message: `${govCheck.name} fails at ${section.name}, embedment ${final.embedment_m} m${
              gov.comboIndex >= 0 ? ` under ${combo(gov.comboIndex)}` : ''
            }: ratio ${Number.isFinite(govCheck.ratio) ? govCheck.ratio.toFixed(3) : '∞'} > ${govCheck.ratioLimit}`,
          }
        : null,
    profiles: {
      combination: combo(profileRec?.comboIndex),
      strong: axisResponse(pair?.strong ?? null),
      weak: axisResponse(pair?.weak ?? null),
    },
    combinations: pc.combinations.map((c) => ({
      name: c.name,
      method: c.method,
      source: c.source,
      checks: describeRoles(c.roles),
    })),
    candidatesTried,
    analyses,
    warnings: withSlenderness(pc, per, section.name),
  };
}

/** The pier case's warnings, and the AISC E2 slenderness note of its pile when it applies. */
function withSlenderness(pc: PierCase, per: readonly CheckRecord[], sectionName: string): string[] {
  const steel = per.find((r) => r.check.id === 'steel-strength')?.check;
  const note = slendernessWarning(
    steel,
    `${pc.pierTypeId} at pile height ${pc.pileHeight_m} m, ${sectionName}`,
  );
  return note ? [...pc.warnings, note] : pc.warnings;
}
