// The pier head loads as the design reads them: the tracker's tables (or the generic rows) through
// the same adapter the design run uses, at one pile height. Lets an engineer check an imported
// Nextracker, Nevados or Array Tech table before running.
import { adaptTrackerLoads, trackerLoadsSchema, type NormalisedPierType } from '@pilewise/engine';

export type PierLoadsView =
  { ok: true; pierTypes: NormalisedPierType[]; warnings: string[] } | { ok: false; errors: string[] };

export function pierLoadsAt(input: unknown, pileHeight_m: number): PierLoadsView {
  const tracker = trackerLoadsSchema.safeParse((input as { tracker?: unknown } | null)?.tracker);
  if (!tracker.success)
    return { ok: false, errors: ['The pier head loads are incomplete (see the errors above).'] };
  const r = adaptTrackerLoads(tracker.data, pileHeight_m);
  return r.ok
    ? { ok: true, pierTypes: r.value.pierTypes, warnings: r.warnings }
    : { ok: false, errors: r.errors };
}
