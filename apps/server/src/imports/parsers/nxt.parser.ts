// The Nextracker pile-head-load workbook (NXT) → design input `tracker` (mode 1) and, when the
// workbook has one, the seismic pier load table (dead load per pile along each wing).
// One row per pier type and component (P, Vx, Vy, Mx, My), one column per load case, the unit
// of each row in its Unit column (or in the component cell: 'Mx (kip·ft)').
import type ExcelJS from 'exceljs';
import type { LoadComponent } from '@pilewise/engine';
import { siFactor, splitHeader, unitsOfKind } from '../excel/header-units';
import {
  endTablesAtHeaders,
  findLabelledValues,
  findTable,
  IssueList,
  LabelReader,
  loadCellSI,
  RowReader,
  type ColumnSpec,
  type LabelSpec,
} from '../excel/workbook-reader';
import { componentOf, isMoment } from './load-components';
import { rowSpan, type ParseResult } from './parse-result';

export const NXT_COLUMNS = [
  { key: 'pierType', names: ['Pier type', 'Pier', 'Pier ID', 'Pier type ID'], required: true },
  { key: 'name', names: ['Pier name', 'Name', 'Description'] },
  {
    key: 'position',
    names: ['Position', 'Tracker position', 'Exterior/Interior', 'Location'],
    required: true,
  },
  {
    key: 'loadHeight',
    names: ['Load height', 'Load application height', 'Design load application', 'Height of load'],
    kind: 'length',
    required: true,
  },
  { key: 'seismicPiles', names: ['Seismic piles', 'Seismic pile numbers'] },
  { key: 'component', names: ['Component', 'Force', 'Load component', 'Action'], required: true },
  { key: 'unit', names: ['Unit', 'Units'] },
  { key: 'notes', names: ['Notes', 'Note', 'Comment', 'Comments', 'Remarks'] },
] as const satisfies readonly ColumnSpec[];

export const NXT_SEISMIC_COLUMNS = [
  { key: 'pile', names: ['Pile', 'Pile number', 'Pile no', 'Pile #'], required: true },
  { key: 'lw_ext', names: ['LW ext', 'Left wing exterior', 'Exterior left wing', 'lw_ext'], kind: 'force' },
  { key: 'rw_ext', names: ['RW ext', 'Right wing exterior', 'Exterior right wing', 'rw_ext'], kind: 'force' },
  { key: 'lw_int', names: ['LW int', 'Left wing interior', 'Interior left wing', 'lw_int'], kind: 'force' },
  { key: 'rw_int', names: ['RW int', 'Right wing interior', 'Interior right wing', 'rw_int'], kind: 'force' },
] as const satisfies readonly ColumnSpec[];
const WINGS = ['lw_ext', 'rw_ext', 'lw_int', 'rw_int'] as const;

export const LOAD_FILE_LABELS = [
  { key: 'reversible', names: ['Reversible load cases', 'Reversible cases'] },
] as const satisfies readonly LabelSpec[];

export function parseNxtWorkbook(wb: ExcelJS.Workbook, fileName: string): ParseResult {
  const issues = new IssueList(fileName);
  const summary: string[] = [];
  const warnings: string[] = [];
  const table = findTable(wb, NXT_COLUMNS, 'pile head load', issues, { labels: LOAD_FILE_LABELS });
  const quiet = new IssueList(fileName);
  const seismic = findTable(wb, NXT_SEISMIC_COLUMNS, 'seismic pier load', quiet, {
    labels: LOAD_FILE_LABELS,
  });
  endTablesAtHeaders([table, seismic]);
  if (!table) return { ok: false, issues: issues.items };

  const loadCases = table.otherColumns;
  if (loadCases.length === 0)
    issues.add(
      table.sheet,
      table.headerRow,
      null,
      'no load case columns: after the pier columns, one column per load case (D, S, W0, …)',
    );
  const pierTypes: Record<string, unknown>[] = [];
  const rows: { pierType: string; component: LoadComponent; values: number[] }[] = [];
  for (const row of table.rows) {
    const r = new RowReader(table, row, issues, NXT_COLUMNS);
    const pierType = r.text('pierType', { required: true });
    const compCell = r.text('component', { required: true });
    if (pierType === undefined || compCell === undefined) continue;
    const { name: compName, unit: compUnit } = splitHeader(compCell);
    const component = componentOf(compName);
    if (!component) {
      r.error('component', `'${compCell}' is not a load component (P, Vx, Vy, Mx, My)`);
      continue;
    }
    const unit = r.text('unit') ?? compUnit;
    const kind = isMoment(component) ? 'moment' : 'force';
    const factor = siFactor(kind, unit);
    if (factor === null) {
      r.error(
        r.has('unit') ? 'unit' : 'component',
        unit === null
          ? `no unit for ${compName}: give it in the Unit column (${unitsOfKind(kind)})`
          : `'${unit}' is not a ${kind} unit (${unitsOfKind(kind)})`,
      );
      continue;
    }
    let pier = pierTypes.find((p) => p.id === pierType);
    if (!pier) {
      pier = { id: pierType };
      const name = r.text('name');
      if (name !== undefined) pier.name = name;
      const position = r.text('position', { required: true })?.toLowerCase();
      if (position !== undefined) {
        if (position.startsWith('ext')) pier.position = 'exterior';
        else if (position.startsWith('int')) pier.position = 'interior';
        else r.error('position', `'${position}' is not exterior or interior`);
      }
      pier.loadHeight_m = r.number('loadHeight', { required: true });
      const piles = r.text('seismicPiles');
      if (piles !== undefined) {
        const list = piles
          .split(/[,;\s]+/)
          .filter(Boolean)
          .map(Number);
        if (list.some((n) => !Number.isInteger(n) || n < 1))
          r.error('seismicPiles', `'${piles}' is not a list of pile numbers (1, 2, …)`);
        else pier.seismicPiles = list;
      }
      pierTypes.push(pier);
    } else {
      const h = r.has('loadHeight') ? r.number('loadHeight') : undefined;
      if (h !== undefined && h !== pier.loadHeight_m)
        r.error('loadHeight', `${pierType}: load height differs from the pier type's first row`);
    }
    const values = loadCases.map((c) =>
      loadCellSI(row.cells.get(c.col) ?? null, factor, c.header, (m) =>
        issues.add(table.sheet, row.row, c.col, m),
      ),
    );
    rows.push({ pierType, component, values });
  }
  summary.push(
    `${pierTypes.length} pier types × ${loadCases.length} load cases (${loadCases.map((c) => c.header).join(', ')}), sheet ${table.sheet}, ${rowSpan(table.rows)}`,
  );

  const labels = new LabelReader(
    findLabelledValues(wb, LOAD_FILE_LABELS, [table, seismic], issues),
    LOAD_FILE_LABELS,
    issues,
  );
  const nextracker: Record<string, unknown> = { loadCases: loadCases.map((c) => c.header), pierTypes, rows };
  const reversible = labels.list('reversible');
  if (reversible !== undefined) nextracker.reversibleCases = reversible;

  let pierLoadTable: Record<string, number[]> | undefined;
  if (seismic) {
    pierLoadTable = {};
    for (const wing of WINGS) {
      const col = seismic.columns[wing];
      if (!col) continue;
      const values: number[] = [];
      let gapAt: number | null = null;
      for (const row of seismic.rows) {
        const r = new RowReader(seismic, row, issues, NXT_SEISMIC_COLUMNS);
        if (!r.has(wing)) {
          gapAt ??= row.row;
          continue;
        }
        if (gapAt !== null) {
          r.error(
            wing,
            `a value after the blank at row ${gapAt}: the list of a wing ends at its first blank`,
          );
          break;
        }
        const v = r.number(wing);
        if (v !== undefined) values.push(v);
      }
      pierLoadTable[wing] = values;
    }
    summary.push(`seismic pier loads of ${seismic.rows.length} piles (sheet ${seismic.sheet})`);
  } else if (quiet.items.some((i) => i.sheet !== null)) {
    issues.items.push(...quiet.items);
  }

  if (issues.count > 0) return { ok: false, issues: issues.items };
  return {
    ok: true,
    groups: {
      tracker: { mode: 1, nextracker },
      ...(pierLoadTable ? { seismicPierLoadTable: pierLoadTable } : {}),
    },
    summary,
    warnings,
  };
}
