// The Array Tech ground force workbook (ATT) → design input `tracker` (mode 4, ati_pier_loads).
// Long layout: one row per pier type, load case and tabulated pile height; one column per
// tabulated force or moment, its unit in its header. Which column gives P, Vx, Vy, Mx, My is
// read from labelled rows ('Axial (P) column | Axial') or, without them, from the column names.
// Column names are kept with their SI unit ('Axial (N)'), as the engine names its columns.
import type ExcelJS from 'exceljs';
import { LOAD_COMPONENTS, type LoadComponent } from '@pilewise/engine';
import { kindOfUnit, normaliseName, siFactor, splitHeader, unitsOfKind } from '../excel/header-units';
import {
  findLabelledValues,
  findTable,
  IssueList,
  LabelReader,
  loadCellSI,
  RowReader,
  type ColumnSpec,
  type LabelSpec,
} from '../excel/workbook-reader';
import { componentOf } from './load-components';
import { LOAD_FILE_LABELS } from './nxt.parser';
import { rowSpan, type ParseResult } from './parse-result';

export const ATT_COLUMNS = [
  { key: 'pierType', names: ['Pier type', 'Pier', 'Pier ID'], required: true },
  { key: 'name', names: ['Pier name', 'Name', 'Description'] },
  { key: 'loadCase', names: ['Load case', 'Case', 'Load'], required: true },
  {
    key: 'pileHeight',
    names: ['Pile height', 'Height', 'Pile reveal', 'Reveal height'],
    kind: 'length',
    required: true,
  },
  { key: 'notes', names: ['Notes', 'Note', 'Comment', 'Comments', 'Remarks'] },
] as const satisfies readonly ColumnSpec[];

/** Labelled rows naming the column of each component. */
export const ATT_SELECTED_LABELS: Record<LoadComponent, string> = {
  P_N: 'Axial (P) column',
  Vx_N: 'Shear X (Vx) column',
  Vy_N: 'Shear Y (Vy) column',
  Mx_Nm: 'Moment X (Mx) column',
  My_Nm: 'Moment Y (My) column',
};

export const ATT_LABELS = [
  ...LOAD_FILE_LABELS,
  {
    key: 'loadFactorMoment',
    names: ['Load factor moment', 'Moment load factor', 'load_factor_moment'],
    kind: 'none',
  },
  {
    key: 'interpolate',
    names: ['Interpolate heights', 'Interpolate between heights', 'interpolate_heights'],
  },
  { key: 'forcesAt', names: ['Forces at', 'Forces given at'] },
  ...LOAD_COMPONENTS.map((c) => ({ key: `col_${c}` as const, names: [ATT_SELECTED_LABELS[c]] })),
] as const satisfies readonly LabelSpec[];

/** The engine's name of a value column: its name with the SI unit of its kind. */
export function siColumnName(name: string, kind: 'force' | 'moment'): string {
  return `${name} (${kind === 'force' ? 'N' : 'N·m'})`;
}

export function parseAttWorkbook(wb: ExcelJS.Workbook, fileName: string): ParseResult {
  const issues = new IssueList(fileName);
  const table = findTable(wb, ATT_COLUMNS, 'ground force', issues, { labels: ATT_LABELS });
  if (!table) return { ok: false, issues: issues.items };

  const valueColumns: { col: number; base: string; name: string; factor: number }[] = [];
  for (const c of table.otherColumns) {
    const { name, unit } = splitHeader(c.header);
    const kind = unit === null ? null : kindOfUnit(unit, ['force', 'moment']);
    if (!kind || kind === 'none') {
      issues.add(
        table.sheet,
        table.headerRow,
        c.col,
        unit === null
          ? `'${c.header}' names no unit: write it in brackets, e.g. '${name} (kip)' or '${name} (kip·ft)'`
          : `'${c.header}': '${unit}' is not a force or moment unit (${unitsOfKind('force')}; ${unitsOfKind('moment')})`,
      );
      continue;
    }
    valueColumns.push({
      col: c.col,
      base: name,
      name: siColumnName(name, kind as 'force' | 'moment'),
      factor: siFactor(kind, unit)!,
    });
  }
  if (valueColumns.length === 0 && issues.count === 0)
    issues.add(
      table.sheet,
      table.headerRow,
      null,
      'no force columns: after Pile height, one column per force or moment (Axial (kip), …)',
    );

  const tables: Record<string, unknown>[] = [];
  const byKey = new Map<string, { rows: { pileHeight_m: number; values: number[] }[] }>();
  for (const row of table.rows) {
    const r = new RowReader(table, row, issues, ATT_COLUMNS);
    const pierType = r.text('pierType', { required: true });
    const loadCase = r.text('loadCase', { required: true });
    const h = r.number('pileHeight', { required: true });
    const values = valueColumns.map((c) =>
      loadCellSI(row.cells.get(c.col) ?? null, c.factor, c.base, (m) =>
        issues.add(table.sheet, row.row, c.col, m),
      ),
    );
    if (pierType === undefined || loadCase === undefined || h === undefined) continue;
    const key = `${pierType}\u0000${loadCase}`;
    let t = byKey.get(key);
    if (!t) {
      const entry: Record<string, unknown> = { pierType };
      const name = r.text('name');
      if (name !== undefined) entry.name = name;
      entry.loadCase = loadCase;
      entry.columns = valueColumns.map((c) => c.name);
      t = { rows: [] };
      entry.rows = t.rows;
      byKey.set(key, t);
      tables.push(entry);
    }
    t.rows.push({ pileHeight_m: h, values });
  }

  const labels = new LabelReader(findLabelledValues(wb, ATT_LABELS, [table], issues), ATT_LABELS, issues);
  const selectedColumns: Partial<Record<LoadComponent, string>> = {};
  for (const c of LOAD_COMPONENTS) {
    const key = `col_${c}` as const;
    const named = labels.text(key);
    if (named !== undefined) {
      const hit = valueColumns.find((v) => normaliseName(v.base) === normaliseName(splitHeader(named).name));
      if (hit) selectedColumns[c] = hit.name;
      else
        labels.error(
          key,
          `'${named}' is not one of the force columns (${valueColumns.map((v) => v.base).join(', ')})`,
        );
    } else {
      const hit = valueColumns.find((v) => componentOf(v.base) === c);
      if (hit) selectedColumns[c] = hit.name;
    }
  }
  if (!selectedColumns.P_N && valueColumns.length > 0)
    issues.add(
      table.sheet,
      table.headerRow,
      null,
      `no axial column: name one 'Axial', or give the row '${ATT_SELECTED_LABELS.P_N}'`,
    );

  const ati: Record<string, unknown> = { groundForceTables: tables, selectedColumns };
  const factor = labels.number('loadFactorMoment');
  if (factor !== undefined) ati.load_factor_moment = factor;
  const interpolate = labels.boolean('interpolate');
  if (interpolate !== undefined) ati.interpolate_heights = interpolate;
  const at = labels.text('forcesAt');
  if (at !== undefined) {
    const a = at.toLowerCase();
    if (a === 'ground' || a === 'grade') ati.forcesAt = 'ground';
    else if (a === 'head' || a === 'pile head' || a === 'top') ati.forcesAt = 'head';
    else labels.error('forcesAt', `'${at}' is not ground or head`);
  }
  const reversible = labels.list('reversible');
  if (reversible !== undefined) ati.reversibleCases = reversible;

  if (issues.count > 0) return { ok: false, issues: issues.items };
  const piers = new Set(tables.map((t) => t.pierType));
  return {
    ok: true,
    groups: { tracker: { mode: 4, ati_pier_loads: ati } },
    summary: [
      `${tables.length} ground force tables (${piers.size} pier types), columns ${valueColumns.map((c) => c.name).join(', ')}; sheet ${table.sheet}, ${rowSpan(table.rows)}`,
    ],
    warnings: [],
  };
}
