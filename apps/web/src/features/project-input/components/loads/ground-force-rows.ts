// Array Tech ground force tables (ati_pier_loads.groundForceTables: one table per pier type and
// load case, rows by pile height) as one flat spreadsheet, a row per pier type, load case and
// pile height, the way a tracker company's workbook lists them. Consecutive rows of one pier type
// and load case are one table; the flat order is kept exactly.
import { isJsonObject } from '@pilewise/contracts';

export type GroundForceTableRaw = {
  pierType?: unknown;
  name?: unknown;
  loadCase?: unknown;
  columns?: unknown;
  rows?: { pileHeight_m?: unknown; values?: unknown[] }[];
};

export type FlatRow = {
  pierType: unknown;
  name: unknown;
  loadCase: unknown;
  pileHeight_m: unknown;
  values: unknown[];
};

/** An entry of a saved list as an object: a saved input is any JSON a client saved. */
function objectOr<T extends object>(value: unknown): Partial<T> {
  return isJsonObject(value) ? (value as Partial<T>) : {};
}

/** The flat rows of the tables, and where each came from (entries that are no table give no row). */
export function flatten(tables: readonly unknown[]): { rows: FlatRow[]; at: [number, number][] } {
  const rows: FlatRow[] = [];
  const at: [number, number][] = [];
  tables.forEach((table, ti) => {
    const t = objectOr<GroundForceTableRaw>(table);
    (Array.isArray(t.rows) ? t.rows : []).forEach((row: unknown, ri) => {
      const r = objectOr<{ pileHeight_m?: unknown; values?: unknown }>(row);
      rows.push({
        pierType: t.pierType ?? '',
        name: ri === 0 ? t.name : undefined,
        loadCase: t.loadCase ?? '',
        pileHeight_m: r.pileHeight_m,
        values: Array.isArray(r.values) ? [...r.values] : [],
      });
      at.push([ti, ri]);
    });
  });
  return { rows, at };
}

/** The tables of flat rows: a run of consecutive rows of one pier type and load case is one table. */
export function group(rows: readonly FlatRow[], columns: readonly string[]): GroundForceTableRaw[] {
  const tables: GroundForceTableRaw[] = [];
  let last: GroundForceTableRaw | undefined;
  for (const r of rows) {
    if (!last || last.pierType !== r.pierType || last.loadCase !== r.loadCase) {
      last = { pierType: r.pierType, loadCase: r.loadCase, columns: [...columns], rows: [] };
      if (r.name !== undefined && r.name !== '') last.name = r.name;
      tables.push(last);
    } else if (last.name === undefined && r.name !== undefined && r.name !== '') last.name = r.name;
    last.rows!.push({ pileHeight_m: r.pileHeight_m, values: columns.map((_, k) => r.values[k] ?? 0) });
  }
  return tables;
}
