// A run's results as tables in the project's units: the summary per pier type and pile height,
// every check, and the profiles of the governing combinations. The same tables make the
// workbook (a sheet each) and the CSV downloads (one each).
import ExcelJS from 'exceljs';
import {
  fromSI,
  RESULT_TABLE_TITLES,
  spreadsheetFormat,
  unitOf,
  type DesignResult,
  type Quantity,
  type ResultTable,
  type UnitSystem,
} from '@pilewise/contracts';
import { designConstantRows, pierFailureSentence } from '@pilewise/presentation';

type Cell = string | number | boolean | null;
export interface Table {
  title: string;
  headers: string[];
  rows: Cell[][];
  /**
   * The workbook's number format of each column (null: as Excel shows it): its values stay whole,
   * shown as the app shows them rather than as 4.00262467191601 ft. CSV keeps every digit.
   */
  formats: (string | null)[];
}

/** Ratios and the demand and capacity of checks of mixed units. */
const RATIO_FORMAT = '0.000';
/** Rotation, rad. */
const ROTATION_FORMAT = '0.000000';

const conv = (q: Quantity, v: number | null | undefined, u: UnitSystem): number | null =>
  v === null || v === undefined ? null : fromSI(q, v, u);

/** A check's demand and capacity unit ('N', 'm', '-') as a quantity of the app. */
function checkQuantity(unit: string): Quantity | null {
  if (unit === 'N') return 'force';
  if (unit === 'm') return 'deflection';
  if (unit === 'N·m' || unit === 'Nm') return 'moment';
  return null;
}

export function summaryTable(r: DesignResult, u: UnitSystem): Table {
  const L = unitOf('length', u);
  return {
    title: RESULT_TABLE_TITLES.summary,
    headers: [
      'Pier type',
      'Pier name',
      `Pile height (${L})`,
      `Load height (${L})`,
      `Lift (${L})`,
      'Status',
      'Section',
      `Embedment (${L})`,
      `Length (${L})`,
      `Steel weight (${unitOf('weight', u)})`,
      'Governing check',
      'Governing combination',
      'Ratio',
      'Utilisation',
      'Failure',
    ],
    rows: r.piers.map((p) => [
      p.pierTypeId,
      p.pierTypeName,
      conv('length', p.pileHeight_m, u),
      conv('length', p.loadHeight_m, u),
      // How far above the pile top the loads act (the moment they add there is V × lift: the
      // Design Load Application's working, for a checker).
      conv('length', p.loadHeight_m - p.pileHeight_m, u),
      p.status,
      p.section.name,
      conv('length', p.embedment_m, u),
      conv('length', p.length_m, u),
      conv('weight', p.steelWeight_N, u),
      p.checks.find((c) => c.id === p.governing.checkId)?.name ?? p.governing.checkId,
      p.governing.combination,
      p.governing.ratio,
      p.governing.utilisation,
      pierFailureSentence(p, u),
    ]),
    formats: [
      null,
      null,
      spreadsheetFormat('length', u),
      spreadsheetFormat('length', u),
      spreadsheetFormat('length', u),
      null,
      null,
      spreadsheetFormat('length', u),
      spreadsheetFormat('length', u),
      spreadsheetFormat('weight', u),
      null,
      null,
      RATIO_FORMAT,
      RATIO_FORMAT,
      null,
    ],
  };
}

export function checksTable(r: DesignResult, u: UnitSystem): Table {
  return {
    title: RESULT_TABLE_TITLES.checks,
    headers: [
      'Pier type',
      `Pile height (${unitOf('length', u)})`,
      'Check id',
      'Check',
      'Combination',
      'Demand',
      'Capacity',
      'Unit',
      'Ratio',
      'Ratio limit',
      'Passes',
      'Reference',
    ],
    rows: r.piers.flatMap((p) =>
      p.checks.map((c) => {
        const q = checkQuantity(c.unit);
        return [
          p.pierTypeId,
          conv('length', p.pileHeight_m, u),
          c.id,
          c.name,
          c.combination,
          q ? conv(q, c.demand, u) : c.demand,
          q ? conv(q, c.capacity, u) : c.capacity,
          q ? unitOf(q, u) : c.unit,
          c.ratio,
          c.ratioLimit,
          c.passes,
          c.reference,
        ];
      }),
    ),
    formats: [
      null,
      spreadsheetFormat('length', u),
      null,
      null,
      null,
      RATIO_FORMAT,
      RATIO_FORMAT,
      null,
      RATIO_FORMAT,
      RATIO_FORMAT,
      null,
      null,
    ],
  };
}

export function profilesTable(r: DesignResult, u: UnitSystem): Table {
  const rows: Cell[][] = [];
  for (const p of r.piers) {
    for (const axis of ['strong', 'weak'] as const) {
      const a = p.profiles[axis];
      if (!a) continue;
      a.profile.z_m.forEach((z, i) =>
        rows.push([
          p.pierTypeId,
          conv('length', p.pileHeight_m, u),
          p.profiles.combination,
          axis,
          conv('length', z, u),
          conv('deflection', a.profile.deflection_m[i], u),
          a.profile.rotation_rad[i] ?? null,
          conv('moment', a.profile.moment_Nm[i], u),
          conv('force', a.profile.shear_N[i], u),
          conv('lineLoad', a.profile.soilReaction_N_per_m[i], u),
        ]),
      );
    }
  }
  return {
    title: RESULT_TABLE_TITLES.profiles,
    headers: [
      'Pier type',
      `Pile height (${unitOf('length', u)})`,
      'Combination',
      'Axis',
      `Depth z (${unitOf('length', u)})`,
      `Deflection (${unitOf('deflection', u)})`,
      'Rotation (rad)',
      `Moment (${unitOf('moment', u)})`,
      `Shear (${unitOf('force', u)})`,
      `Soil reaction (${unitOf('lineLoad', u)})`,
    ],
    rows,
    formats: [
      null,
      spreadsheetFormat('length', u),
      null,
      null,
      // depths to the nearest hundredth of a foot or millimetre: an element is a few inches long
      spreadsheetFormat('length', u) + '0',
      spreadsheetFormat('deflection', u) + '0',
      ROTATION_FORMAT,
      spreadsheetFormat('moment', u),
      spreadsheetFormat('force', u),
      spreadsheetFormat('lineLoad', u),
    ],
  };
}

/**
 * The constants the run rests on (the Result tab's and the report's list): the value as the app
 * shows it with its unit (they mix units, and a k reads in pci or MN/m³), its source, the flag,
 * and the field that changes it.
 */
export function constantsTable(r: DesignResult, u: UnitSystem): Table {
  return {
    title: RESULT_TABLE_TITLES.constants,
    headers: ['Constant', 'Value', 'Source', 'Engineer to confirm', 'Change it in'],
    rows: designConstantRows(r, u).map((c) => [c.name, c.value, c.source, c.engineerToConfirm, c.changeIn]),
    formats: [null, null, null, null, null],
  };
}

export const RESULT_TABLE_BUILDERS: Readonly<Record<ResultTable, (r: DesignResult, u: UnitSystem) => Table>> =
  {
    summary: summaryTable,
    checks: checksTable,
    profiles: profilesTable,
    constants: constantsTable,
  };

export function resultsWorkbook(r: DesignResult, u: UnitSystem): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PileWise';
  for (const build of Object.values(RESULT_TABLE_BUILDERS)) {
    const t = build(r, u);
    const ws = wb.addWorksheet(t.title);
    const h = ws.addRow(t.headers);
    h.font = { bold: true };
    for (const row of t.rows) ws.addRow(row);
    ws.views = [{ state: 'frozen', ySplit: 1 }];
    ws.columns.forEach((c, i) => {
      c.width = Math.max(10, Math.min(40, (t.headers[i]?.length ?? 8) + 2));
      const format = t.formats[i];
      if (format) c.numFmt = format;
    });
  }
  return wb;
}

/** RFC 4180 CSV: fields with a comma, quote or line break quoted, quotes doubled, CRLF lines. */
export function toCsv(t: Table): string {
  const field = (v: Cell) => {
    if (v === null) return '';
    const s = String(v);
    // A leading = + - @ makes a spreadsheet run a formula: prefixed so text stays text (OWASP CSV injection).
    const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [t.headers, ...t.rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
