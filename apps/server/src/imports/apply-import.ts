// What confirming an import does to a design input: each group read replaces the project's group
// of that name; the Nextracker seismic pier load table goes into the seismic tracker data when
// the project has seismic input. Pure: the design input in, a new one out.
import type { ImportGroups } from '@pilewise/contracts';

type Json = Record<string, unknown>;

export interface Applied {
  input: Json;
  /** What could not be applied (said in the preview too). */
  skipped: string[];
}

export function applyImport(current: Json | undefined, groups: ImportGroups): Applied {
  const input: Json = structuredClone(current ?? { schemaVersion: 1 });
  const skipped: string[] = [];
  if (groups.soil) input.soil = structuredClone(groups.soil);
  if (groups.vertical) input.vertical = structuredClone(groups.vertical);
  if (groups.tracker) input.tracker = structuredClone(groups.tracker);
  if (groups.seismicPierLoadTable) {
    const seismic = input.seismic as Json | undefined;
    const tracker = seismic?.tracker as Json | undefined;
    if (tracker) tracker.pierLoadTable = structuredClone(groups.seismicPierLoadTable);
    else skipped.push('the seismic pier loads: the project has no seismic input yet (Settings, Seismic tab)');
  }
  return { input, skipped };
}
