/**
 * One entry for every design mode: the tracker company's tables → NormalisedPierLoads at a
 * pile height, with the seismic load cases E and Ev added where the product computes them
 * (modes 1 and 2; seismic is hidden in modes 3 and 4). This is the only place that switches
 * on the mode.
 */
import { z } from 'zod';
import {
  applyCombinations,
  designCombinations,
  type CaseInfo,
  type CombinationFactor,
  isReversibleByDefault,
  loadKindOf,
  type CombinationSettings,
  type CombinedLoad,
  type LoadCombination,
  type LoadKind,
} from '../loads';
import {
  customRowSeismicPierLoads,
  nextrackerSeismicPierLoads,
  seismicLoadCases,
  type SeismicOutcome,
  type SeismicParameters,
  type SeismicPierLoad,
  type SeismicSummary,
  type TrackerSeismicData,
} from '../seismic';
import { arrayTechAdapter, atiPierLoadsSchema } from './array-tech';
import { genericAdapter, genericPierHeadLoadsSchema } from './generic';
import { nevadosAdapter, nevadosPierLoadsSchema } from './nevados';
import { nextrackerAdapter, nextrackerPileHeadLoadsSchema } from './nextracker';
import {
  pierCaseInfo,
  pierCaseVectors,
  type AdapterResult,
  type NormalisedPierLoads,
  type NormalisedPierType,
} from './normalised';

/** Tracker companies / design modes (product spec §9). */
export const DESIGN_MODES = { nextracker: 1, generic: 2, nevados: 3, arrayTech: 4 } as const;
export type DesignMode = (typeof DESIGN_MODES)[keyof typeof DESIGN_MODES];
export const DESIGN_MODE_NAMES: Readonly<Record<DesignMode, string>> = {
  1: 'Nextracker',
  2: 'Generic',
  3: 'Nevados',
  4: 'Array Tech',
};

/** The tracker company's raw tables, by mode. */
export const trackerLoadsSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal(1), nextracker: nextrackerPileHeadLoadsSchema }),
  z.object({ mode: z.literal(2), generic: genericPierHeadLoadsSchema }),
  z.object({ mode: z.literal(3), nevados: nevadosPierLoadsSchema }),
  z.object({ mode: z.literal(4), ati_pier_loads: atiPierLoadsSchema }),
]);
export type TrackerLoads = z.infer<typeof trackerLoadsSchema>;

export interface SeismicSettings {
  params: SeismicParameters;
  tracker: TrackerSeismicData;
  /** seismic_WeakAxis: the horizontal seismic load bends the pile about its weak axis. */
  axis: 'strong' | 'weak';
}

export type PierLoadsResult =
  | {
      ok: true;
      value: NormalisedPierLoads;
      warnings: string[];
      seismic: SeismicSummary | null;
      /** The seismic load of each pier type (empty without seismic). */
      seismicPiers?: SeismicPierLoad[];
    }
  | { ok: false; errors: string[] };

/** The adapter of the mode. */
export function adaptTrackerLoads(loads: TrackerLoads, pileHeight_m: number): AdapterResult {
  switch (loads.mode) {
    case 1:
      return nextrackerAdapter(loads.nextracker);
    case 2:
      return genericAdapter(loads.generic);
    case 3:
      return nevadosAdapter(loads.nevados);
    case 4:
      return arrayTechAdapter(loads.ati_pier_loads, pileHeight_m);
  }
}

function seismicOutcome(loads: TrackerLoads, seismic: SeismicSettings): SeismicOutcome | null {
  switch (loads.mode) {
    case 1:
      return nextrackerSeismicPierLoads(
        seismic.params,
        seismic.tracker,
        loads.nextracker.pierTypes,
        seismic.axis,
      );
    case 2:
      return customRowSeismicPierLoads(seismic.params, seismic.tracker, seismic.axis);
    case 3:
    case 4:
      return null;
  }
}

/**
 * Normalised pier loads at a pile height, with E and Ev added when seismic is considered.
 * Pass `seismic` only when the project considers seismic.
 */
export function normalisePierLoads(
  loads: TrackerLoads,
  pileHeight_m: number,
  seismic?: SeismicSettings,
): PierLoadsResult {
  const adapted = adaptTrackerLoads(loads, pileHeight_m);
  if (!adapted.ok) return adapted;
  if (!seismic) return { ...adapted, seismic: null };
  const outcome = seismicOutcome(loads, seismic);
  if (outcome === null) {
    const note = `seismic is not computed in design mode ${loads.mode} (${DESIGN_MODE_NAMES[loads.mode]}); any E case in its file is used as given`;
    return { ...adapted, warnings: [...adapted.warnings, note], seismic: null };
  }
  if (!outcome.ok) return outcome;
  const errors: string[] = [];
  const warnings = [...adapted.warnings, ...outcome.warnings];
  const byId = new Map(outcome.piers.map((p) => [p.pierTypeId, p]));
  const given = new Set<string>();
  for (const p of adapted.value.pierTypes) given.add(p.id);
  for (const id of byId.keys()) if (!given.has(id)) errors.push(`seismic row for unknown pier type '${id}'`);
  const pierTypes: NormalisedPierType[] = adapted.value.pierTypes.map((pier) => {
    const s = byId.get(pier.id);
    if (!s) {
      warnings.push(`pier type ${pier.id}: no seismic data, no E case`);
      return pier;
    }
    for (const id of ['E', 'Ex', 'Ey', 'Ev'])
      if (pier.cases[id])
        errors.push(`pier type ${pier.id}: load case ${id} is both given and computed from the seismic data`);
    const { E, Ex, Ey, Ev } = seismicLoadCases(s, outcome.summary.SDS, pierCaseVectors(pier).D);
    // Ex and Ey: E along each principal direction, each in either sense (ASCE 7 §12.5.1);
    // E (the direction of the seismic axis setting) stays for the project's own combinations.
    return {
      ...pier,
      cases: {
        ...pier.cases,
        E: { ...E, reversible: true },
        Ex: { ...Ex, reversible: true },
        Ey: { ...Ey, reversible: true },
        Ev,
      },
      caseKinds: { ...pier.caseKinds, Ex: 'Eh' as const, Ey: 'Eh' as const },
    };
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { pierTypes }, warnings, seismic: outcome.summary, seismicPiers: outcome.piers };
}

/** A combined load and the factor its combination puts on the dead load (Σ factors of D-kind cases). */
export interface PierCombinedLoad extends CombinedLoad {
  /** The combination's dead-load factor (1.2, 0.9, 1.0, 0.6 ...): what the pile's own weight takes. */
  deadFactor: number;
  /** The combination has a wind or horizontal seismic case: its uplift is transient (IBC 1810.3.3.1.5 Exception). */
  windOrSeismic: boolean;
  /** The combination has a horizontal seismic case. */
  seismic: boolean;
  /** The numeric factor on each load case (what a checker recomputes the combined load from). */
  factors: CombinationFactor[];
}

/** The name of a case with its lateral loads mirrored and its vertical kept. */
export const mirroredCaseId = (id: string) => `${id} mirrored`;

/**
 * Reversal meaning 'lateral-mirrored': a reversible case (other than horizontal seismic, which
 * has no vertical part) is taken as given and with its shears and moments mirrored, its axial
 * load kept (wind from the other side on a tracker lifts it the same way), instead of the
 * whole vector negated.
 */
function mirroredCases(
  cases: NormalisedPierType['cases'],
  kinds: Record<string, LoadKind>,
): NormalisedPierType['cases'] {
  const out: NormalisedPierType['cases'] = {};
  for (const [id, c] of Object.entries(cases)) {
    const kind = kinds[id] ?? loadKindOf(id);
    const reversible = c.reversible ?? isReversibleByDefault(kind);
    if (!reversible || kind === 'Eh') {
      out[id] = c;
      continue;
    }
    out[id] = { ...c, reversible: false };
    const m = mirroredCaseId(id);
    out[m] = {
      P_N: c.P_N,
      Vx_N: -c.Vx_N + 0,
      Vy_N: -c.Vy_N + 0,
      Mx_Nm: -c.Mx_Nm + 0,
      My_Nm: -c.My_Nm + 0,
      reversible: false,
    };
    kinds[m] = kind;
  }
  return out;
}

/**
 * The combinations of a set of cases, kept by what they are made from: every pier type of a
 * project usually has the same cases (ids, kinds, senses), and a design input names up to a few
 * dozen pier types at each pile height, so the expansion is done once instead of per pier type
 * (issue 12: it was half of setting a design problem up, which every run start does).
 * Kept read-only by everything downstream.
 */
const keptCombinations = new Map<string, readonly LoadCombination[]>();
const KEPT_COMBINATION_SETS = 64;

function combinationsOf(
  info: readonly CaseInfo[],
  settings: CombinationSettings,
): readonly LoadCombination[] {
  const key = JSON.stringify([info, settings]);
  let combos = keptCombinations.get(key);
  if (!combos) {
    if (keptCombinations.size >= KEPT_COMBINATION_SETS) keptCombinations.clear();
    combos = designCombinations(info, settings);
    keptCombinations.set(key, combos);
  }
  return combos;
}

/** Every combination of the settings applied to one pier type's cases, at its load height. */
export function pierCombinedLoads(
  pier: NormalisedPierType,
  settings: CombinationSettings,
): PierCombinedLoad[] {
  // Kinds and senses declared with the custom load cases apply to the code combinations too.
  const kinds = { ...pier.caseKinds };
  let cases: NormalisedPierType['cases'] = { ...pier.cases };
  for (const c of settings.custom?.loadCases ?? []) {
    if (c.kind) kinds[c.id] = c.kind;
    const own = cases[c.id];
    if (own && c.reversible !== undefined) cases[c.id] = { ...own, reversible: c.reversible };
  }
  if (settings.reversal === 'lateral-mirrored') cases = mirroredCases(cases, kinds);
  // With E computed along both principal directions (Ex, Ey) the code combinations take those;
  // E itself serves only the project's own combinations that name it.
  const all = pierCaseInfo({ ...pier, cases, caseKinds: kinds });
  // loops, not closures: see applyCombinations
  const info: CaseInfo[] = [];
  const kindOf = new Map<string, LoadKind>();
  for (const c of all) {
    if (!(c.id === 'E' && cases.Ex && cases.Ey)) info.push(c);
    kindOf.set(c.id, c.kind);
  }
  const combos = combinationsOf(info, settings);
  const combined = applyCombinations(combos, pierCaseVectors({ ...pier, cases }), pier.loadHeight_m);
  const out: PierCombinedLoad[] = [];
  for (let i = 0; i < combined.length; i++) {
    const c = combined[i]!;
    const factors = combos[i]!.factors;
    let deadFactor = 0;
    let windOrSeismic = false;
    let seismic = false;
    for (const f of factors) {
      const kind = kindOf.get(f.caseId);
      if (kind === 'D') deadFactor += f.factor;
      if (f.factor !== 0 && (kind === 'W' || kind === 'Eh')) windOrSeismic = true;
      if (f.factor !== 0 && kind === 'Eh') seismic = true;
    }
    // Fields written out, not spread: spreading the combined load made each object in dictionary
    // mode, eight times slower to build (a run start sets up hundreds; issue 12).
    out.push({
      combo: c.combo,
      method: c.method,
      source: c.source,
      loadHeight_m: c.loadHeight_m,
      P_N: c.P_N,
      Vx_N: c.Vx_N,
      Vy_N: c.Vy_N,
      Mx_Nm: c.Mx_Nm,
      My_Nm: c.My_Nm,
      deadFactor,
      windOrSeismic,
      seismic,
      factors,
    });
  }
  return out;
}
