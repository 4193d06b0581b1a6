/**
 * One entry for every design mode: the tracker company's tables → NormalisedPierLoads at a
 * pile height, with the seismic load cases E and Ev added where the product computes them
 * (modes 1 and 2; seismic is hidden in modes 3 and 4). This is the only place that switches
 * on the mode.
 */
import { z } from 'zod';
import { applyCombinations, designCombinations, type CombinationSettings, type CombinedLoad } from '../loads';
import {
  customRowSeismicPierLoads,
  nextrackerSeismicPierLoads,
  seismicLoadCases,
  type SeismicOutcome,
  type SeismicParameters,
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
  | { ok: true; value: NormalisedPierLoads; warnings: string[]; seismic: SeismicSummary | null }
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
  for (const id of byId.keys()) {
    if (!adapted.value.pierTypes.some((p) => p.id === id))
      errors.push(`seismic row for unknown pier type '${id}'`);
  }
  const pierTypes: NormalisedPierType[] = adapted.value.pierTypes.map((pier) => {
    const s = byId.get(pier.id);
    if (!s) {
      warnings.push(`pier type ${pier.id}: no seismic data, no E case`);
      return pier;
    }
    for (const id of ['E', 'Ev'])
      if (pier.cases[id])
        errors.push(`pier type ${pier.id}: load case ${id} is both given and computed from the seismic data`);
    const { E, Ev } = seismicLoadCases(s, outcome.summary.SDS, pierCaseVectors(pier).D);
    return { ...pier, cases: { ...pier.cases, E: { ...E, reversible: true }, Ev } };
  });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { pierTypes }, warnings, seismic: outcome.summary };
}

/** A combined load and the factor its combination puts on the dead load (Σ factors of D-kind cases). */
export interface PierCombinedLoad extends CombinedLoad {
  /** The combination's dead-load factor (1.2, 0.9, 1.0, 0.6 ...): what the pile's own weight takes. */
  deadFactor: number;
}

/** Every combination of the settings applied to one pier type's cases, at its load height. */
export function pierCombinedLoads(
  pier: NormalisedPierType,
  settings: CombinationSettings,
): PierCombinedLoad[] {
  // Kinds and senses declared with the custom load cases apply to the code combinations too.
  const kinds = { ...pier.caseKinds };
  const cases: NormalisedPierType['cases'] = { ...pier.cases };
  for (const c of settings.custom?.loadCases ?? []) {
    if (c.kind) kinds[c.id] = c.kind;
    const own = cases[c.id];
    if (own && c.reversible !== undefined) cases[c.id] = { ...own, reversible: c.reversible };
  }
  const info = pierCaseInfo({ ...pier, cases, caseKinds: kinds });
  const combos = designCombinations(info, settings);
  const kindOf = new Map(info.map((c) => [c.id, c.kind]));
  return applyCombinations(combos, pierCaseVectors(pier), pier.loadHeight_m).map((c, i) => ({
    ...c,
    deadFactor: combos[i]!.factors.reduce(
      (sum, f) => (kindOf.get(f.caseId) === 'D' ? sum + f.factor : sum),
      0,
    ),
  }));
}
