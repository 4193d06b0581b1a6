// Array Tech ground force tables (ati_pier_loads.groundForceTables: one table per pier type and
// load case, rows by pile height) as one flat spreadsheet, a row per pier type, load case and
// pile height, the way a tracker company's workbook lists them. Consecutive rows of one pier type
// and load case are one table; the flat order is kept exactly.

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

/** The flat rows of the tables, and where each came from. */
export function flatten(tables: readonly GroundForceTableRaw[]): { rows: FlatRow[]; at: [number, number][] } {
  const rows: FlatRow[] = [];
  const at: [number, number][] = [];
  tables.forEach((t, ti) =>
    (t.rows ?? []).forEach((r, ri) => {
      rows.push({
        pierType: t.pierType ?? '',
        name: ri === 0 ? t.name : undefined,
        loadCase: t.loadCase ?? '',
        pileHeight_m: r.pileHeight_m,
        values: [...(r.values ?? [])],
      });
      at.push([ti, ri]);
    }),
  );
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
