// The pier types an input defines, by design mode: the choices of a seismic row's pier and of a
// Nextracker load row's pier type (ids typed elsewhere are not offered: a choice, not free text).
import { getAt } from './input-path';

const ids = (rows: unknown, key: string): string[] =>
  Array.isArray(rows)
    ? [
        ...new Set(
          rows
            .map((r) => (r as Record<string, unknown>)?.[key])
            .filter((v): v is string => typeof v === 'string' && v !== ''),
        ),
      ]
    : [];

export function pierTypeIds(input: unknown): string[] {
  switch (getAt(input, ['tracker', 'mode'])) {
    case 1:
      return ids(getAt(input, ['tracker', 'nextracker', 'pierTypes']), 'id');
    case 2:
      return ids(getAt(input, ['tracker', 'generic', 'rows']), 'loadType');
    case 3:
      return ids(getAt(input, ['tracker', 'nevados', 'rows']), 'pier');
    case 4:
      return ids(getAt(input, ['tracker', 'ati_pier_loads', 'groundForceTables']), 'pierType');
    default:
      return [];
  }
}

/** The load cases a load table offers: the standard ids, the custom cases, and those in use. */
export function loadCaseIds(input: unknown, inUse: readonly string[], standard: readonly string[]): string[] {
  const custom = getAt(input, ['loadCombinations', 'custom', 'loadCases']);
  return [...new Set([...standard, ...ids(custom, 'id'), ...inUse.filter(Boolean)])];
}
