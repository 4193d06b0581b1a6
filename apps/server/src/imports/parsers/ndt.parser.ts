// The Nevados pier load workbook (NDT) → design input `tracker` (mode 3): one row per pier and
// load case, the actions in the tracker's frame (transverse, longitudinal), units in the headers.
// The generic pier head load sheet (mode 2, load types × load cases) is read the same way: it is
// no tracker company's file (spec §5 converts only NXT, ATT, NDT) but the project's inputs
// workbook carries it, so an exported Generic project reads back.
import type ExcelJS from 'exceljs';
import { GENERIC_LOAD_TYPES } from '@pilewise/engine';
import {
  findLabelledValues,
  findTable,
  IssueList,
  LabelReader,
  RowReader,
  type ColumnSpec,
  type LabelSpec,
} from '../excel/workbook-reader';
import { LOAD_FILE_LABELS } from './nxt.parser';
import { rowSpan, type ParseResult } from './parse-result';

export const NDT_COLUMNS = [
  { key: 'pier', names: ['Pier', 'Pier type', 'Pier ID'], required: true },
  { key: 'loadCase', names: ['Load case', 'Case'], required: true },
  { key: 'axial', names: ['Axial', 'Axial force', 'P'], kind: 'force', required: true },
  { key: 'transverseShear', names: ['Transverse shear', 'Shear transverse', 'V transverse'], kind: 'force' },
  {
    key: 'longitudinalShear',
    names: ['Longitudinal shear', 'Shear longitudinal', 'V longitudinal'],
    kind: 'force',
  },
  {
    key: 'transverseMoment',
    names: ['Transverse moment', 'Moment transverse', 'M transverse'],
    kind: 'moment',
  },
  {
    key: 'longitudinalMoment',
    names: ['Longitudinal moment', 'Moment longitudinal', 'M longitudinal'],
    kind: 'moment',
  },
  {
    key: 'loadHeight',
    names: ['Load height', 'Load application height', 'Height of load'],
    kind: 'length',
    required: true,
  },
] as const satisfies readonly ColumnSpec[];

export const NDT_LABELS = [
  ...LOAD_FILE_LABELS,
  { key: 'axialPositive', names: ['Axial positive', 'Positive axial is', 'Axial sign'] },
  { key: 'transverseIsStrong', names: ['Transverse is strong axis', 'Transverse bends strong axis'] },
] as const satisfies readonly LabelSpec[];

const NDT_FIELDS = [
  ['transverseShear_N', 'transverseShear'],
  ['longitudinalShear_N', 'longitudinalShear'],
  ['transverseMoment_Nm', 'transverseMoment'],
  ['longitudinalMoment_Nm', 'longitudinalMoment'],
] as const;

export function parseNdtWorkbook(wb: ExcelJS.Workbook, fileName: string): ParseResult {
  const issues = new IssueList(fileName);
  const table = findTable(wb, NDT_COLUMNS, 'pier load', issues, { labels: NDT_LABELS });
  if (!table) return { ok: false, issues: issues.items };
  const rows = table.rows.map((row) => {
    const r = new RowReader(table, row, issues, NDT_COLUMNS);
    const out: Record<string, unknown> = {
      pier: r.text('pier', { required: true }),
      loadCase: r.text('loadCase', { required: true }),
      axial_N: r.number('axial', { required: true }),
    };
    for (const [field, key] of NDT_FIELDS) {
      const v = r.number(key);
      if (v !== undefined) out[field] = v;
    }
    out.loadHeight_m = r.number('loadHeight', { required: true });
    return out;
  });
  const labels = new LabelReader(findLabelledValues(wb, NDT_LABELS, [table], issues), NDT_LABELS, issues);
  const nevados: Record<string, unknown> = { rows };
  const positive = labels.text('axialPositive');
  if (positive !== undefined) {
    const p = positive.toLowerCase();
    if (p.startsWith('comp')) nevados.axialPositive = 'compression';
    else if (p.startsWith('tens') || p.startsWith('uplift')) nevados.axialPositive = 'tension';
    else labels.error('axialPositive', `'${positive}' is not compression or tension`);
  }
  const strong = labels.boolean('transverseIsStrong');
  if (strong !== undefined) nevados.transverseIsStrongAxis = strong;
  const reversible = labels.list('reversible');
  if (reversible !== undefined) nevados.reversibleCases = reversible;
  if (rows.length === 0) issues.add(table.sheet, table.headerRow, null, 'the pier load table has no rows');
  if (issues.count > 0) return { ok: false, issues: issues.items };
  const piers = new Set(rows.map((r) => r.pier));
  const warnings =
    positive === undefined ? ["no 'Axial positive' row: axial loads are read as compression positive"] : [];
  return {
    ok: true,
    groups: { tracker: { mode: 3, nevados } },
    summary: [
      `${rows.length} pier load rows, ${piers.size} piers (sheet ${table.sheet}, ${rowSpan(table.rows)})`,
    ],
    warnings,
  };
}

export const GENERIC_COLUMNS = [
  { key: 'loadType', names: ['Load type', 'Pier type', 'Load type code'], required: true },
  { key: 'loadCase', names: ['Load case', 'Case'], required: true },
  { key: 'P', names: ['P', 'Axial'], kind: 'force', required: true },
  { key: 'Vx', names: ['Vx', 'Shear X'], kind: 'force' },
  { key: 'Vy', names: ['Vy', 'Shear Y'], kind: 'force' },
  { key: 'Mx', names: ['Mx', 'Moment X'], kind: 'moment' },
  { key: 'My', names: ['My', 'Moment Y'], kind: 'moment' },
  { key: 'loadHeight', names: ['Load height', 'Height of load'], kind: 'length' },
] as const satisfies readonly ColumnSpec[];

export const GENERIC_LABELS = [
  ...LOAD_FILE_LABELS,
  { key: 'designLoadHeight', names: ['Design load application', 'Load application height'], kind: 'length' },
] as const satisfies readonly LabelSpec[];

export function parseGenericWorkbook(wb: ExcelJS.Workbook, fileName: string): ParseResult {
  const issues = new IssueList(fileName);
  const table = findTable(wb, GENERIC_COLUMNS, 'pier head load', issues, { labels: GENERIC_LABELS });
  if (!table) return { ok: false, issues: issues.items };
  const rows = table.rows.map((row) => {
    const r = new RowReader(table, row, issues, GENERIC_COLUMNS);
    const loadType = r.text('loadType', { required: true });
    if (loadType !== undefined && !(GENERIC_LOAD_TYPES as readonly string[]).includes(loadType))
      r.error('loadType', `'${loadType}' is not a load type (${GENERIC_LOAD_TYPES.join(', ')})`);
    const out: Record<string, unknown> = {
      loadType,
      loadCase: r.text('loadCase', { required: true }),
      P_N: r.number('P', { required: true }),
    };
    for (const [field, key] of [
      ['Vx_N', 'Vx'],
      ['Vy_N', 'Vy'],
      ['Mx_Nm', 'Mx'],
      ['My_Nm', 'My'],
      ['loadHeight_m', 'loadHeight'],
    ] as const) {
      const v = r.number(key);
      if (v !== undefined) out[field] = v;
    }
    return out;
  });
  const labels = new LabelReader(
    findLabelledValues(wb, GENERIC_LABELS, [table], issues),
    GENERIC_LABELS,
    issues,
  );
  const generic: Record<string, unknown> = { loadHeight_m: labels.number('designLoadHeight'), rows };
  if (!labels.has('designLoadHeight'))
    issues.add(
      table.sheet,
      null,
      null,
      "no 'Design load application (ft)' row: the height of the load point above grade",
    );
  const reversible = labels.list('reversible');
  if (reversible !== undefined) generic.reversibleCases = reversible;
  if (issues.count > 0) return { ok: false, issues: issues.items };
  return {
    ok: true,
    groups: { tracker: { mode: 2, generic } },
    summary: [`${rows.length} pier head load rows (sheet ${table.sheet}, ${rowSpan(table.rows)})`],
    warnings: [],
  };
}
