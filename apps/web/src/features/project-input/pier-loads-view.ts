// The pier head loads as the design reads them: the tracker's tables (or the generic rows) through
// the same adapter the design run uses, at one pile height, at the height the Design Load
// Application puts them (Settings, pile reveal details). Lets an engineer check an imported
// Nextracker, Nevados or Array Tech table before running.
import {
  adaptTrackerLoads,
  appliedLoadHeight,
  DESIGN_LOAD_APPLICATIONS,
  trackerLoadsSchema,
  type DesignLoadApplication,
  type NormalisedPierType,
} from '@pilewise/engine';

export type PierLoadsView =
  { ok: true; pierTypes: NormalisedPierType[]; warnings: string[] } | { ok: false; errors: string[] };

/** The Design Load Application of the input as edited (a value the engine would refuse reads as unset). */
function loadApplicationOf(input: unknown): {
  designLoadApplication?: DesignLoadApplication;
  axisOfRotation_m?: number;
} {
  const s = (input as { settings?: { designLoadApplication?: unknown; axisOfRotation_m?: unknown } } | null)
    ?.settings;
  const method = s?.designLoadApplication;
  const axis = s?.axisOfRotation_m;
  return {
    ...((DESIGN_LOAD_APPLICATIONS as readonly unknown[]).includes(method)
      ? { designLoadApplication: method as DesignLoadApplication }
      : {}),
    ...(typeof axis === 'number' && Number.isFinite(axis) ? { axisOfRotation_m: axis } : {}),
  };
}

export function pierLoadsAt(input: unknown, pileHeight_m: number): PierLoadsView {
  const tracker = trackerLoadsSchema.safeParse((input as { tracker?: unknown } | null)?.tracker);
  if (!tracker.success)
    return { ok: false, errors: ['The pier head loads are incomplete (see the errors above).'] };
  const r = adaptTrackerLoads(tracker.data, pileHeight_m);
  if (!r.ok) return { ok: false, errors: r.errors };
  const application = loadApplicationOf(input);
  return {
    ok: true,
    pierTypes: r.value.pierTypes.map((p) => ({
      ...p,
      loadHeight_m: appliedLoadHeight(application, p.loadHeight_m, pileHeight_m),
    })),
    warnings: r.warnings,
  };
}
