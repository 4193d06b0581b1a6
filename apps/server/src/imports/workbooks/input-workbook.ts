// A project's design input written as workbooks in PileWise's templates: the geotechnical sheets
// (soil layers, vertical table, site values) and the tracker company's load sheets. The headers
// are the parsers' own first names, so what is written here reads back through them (the
// round-trip tests prove it for every example project). Values are in the project's units at
// full precision: the parsers' 12-significant-figure rounding gives back the SI values exactly.
import ExcelJS from 'exceljs';
import { LOAD_COMPONENTS, SOIL_TYPE_MODELS, type LoadComponent } from '@pilewise/engine';
import type { UnitSystem } from '@pilewise/contracts';
import { siFactor, splitHeader, type UnitKind } from '../excel/header-units';
import { SITE_LABELS, SOIL_COLUMNS, VERTICAL_COLUMNS } from '../parsers/geotech.parser';
import { ATT_SELECTED_LABELS } from '../parsers/att.parser';
import { COMPONENT_LABELS, isMoment } from '../parsers/load-components';

type Json = Record<string, unknown>;

const EXPORT_UNITS: Record<UnitSystem, Partial<Record<UnitKind, string>>> = {
  imperial: {
    length: 'ft',
    unitWeight: 'pcf',
    pressure: 'psf',
    subgrade: 'pci',
    force: 'kip',
    moment: 'kip·ft',
    angle: 'deg',
    percent: '%',
  },
  metric: {
    length: 'm',
    unitWeight: 'kN/m³',
    pressure: 'kPa',
    subgrade: 'MN/m³',
    force: 'kN',
    moment: 'kN·m',
    angle: 'deg',
    percent: '%',
  },
};

/** 'Top (ft)' for a dimensional column; the name alone otherwise. */
function header(name: string, kind: UnitKind | undefined, units: UnitSystem): string {
  const unit = kind ? EXPORT_UNITS[units][kind] : undefined;
  return unit ? `${name} (${unit})` : name;
}

/** An SI value in the export unit of `kind` (full precision). */
function out(v: unknown, kind: UnitKind | undefined, units: UnitSystem): ExcelJS.CellValue {
  if (typeof v !== 'number') return (v as ExcelJS.CellValue) ?? null;
  const unit = kind ? EXPORT_UNITS[units][kind] : undefined;
  if (!unit || !kind) return v;
  return v / siFactor(kind, unit)!;
}

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7EEF7' } };

function addTable(ws: ExcelJS.Worksheet, headers: string[], rows: ExcelJS.CellValue[][]): void {
  const h = ws.addRow(headers);
  h.font = { bold: true };
  h.eachCell((c) => (c.fill = HEADER_FILL));
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((col, i) => (col.width = Math.max(10, Math.min(32, (headers[i]?.length ?? 8) + 2))));
}

function addTitle(ws: ExcelJS.Worksheet, title: string, note: string): void {
  ws.addRow([title]).font = { bold: true, size: 13 };
  ws.addRow([note]).font = { italic: true, color: { argb: 'FF555555' } };
  ws.addRow([]);
}

/** Labelled values: 'Label (unit) | value', one a row. */
function addLabels(ws: ExcelJS.Worksheet, rows: [string, ExcelJS.CellValue][]): void {
  for (const [label, value] of rows) ws.addRow([label, value]);
  ws.getColumn(1).width = 36;
  ws.getColumn(2).width = 18;
}

const yesNo = (b: unknown) => (b === true ? 'yes' : 'no');

const SOIL_FIELDS: Partial<Record<(typeof SOIL_COLUMNS)[number]['key'], string>> = {
  gamma: 'gamma_N_per_m3',
  phi: 'phiDeg',
  cu: 'cu_Pa',
  cuBottom: 'cuBottom_Pa',
  k: 'k_N_per_m3',
  e50: 'eps50',
  J: 'J',
  qu: 'qu_Pa',
  su: 'su_Pa',
  Erm: 'Erm_Pa',
  krm: 'krm',
  rqdStart: 'rqdStart_pct',
  rqdEnd: 'rqdEnd_pct',
  nCycles: 'nCycles',
  pMultiStart: 'pMultiStart',
  pMultiEnd: 'pMultiEnd',
  loading: 'loading',
};

/** The soil columns a workbook of ours writes: not those read from others' layouts only (a Depth range, γ'). */
const TEMPLATE_SOIL_COLUMNS = SOIL_COLUMNS.filter(
  (c) => c.key !== 'depthRange' && c.key !== 'gammaEffective',
);

function soilTypeCell(model: string): number | string {
  const n = Object.entries(SOIL_TYPE_MODELS).find(([, m]) => m === model)?.[0];
  return n ? Number(n) : model;
}

/** The geotechnical sheets: Soil layers, Vertical (when the input has one) and Site. */
export function addGeotechSheets(wb: ExcelJS.Workbook, input: Json, units: UnitSystem): void {
  const soil = (input.soil ?? { layers: [] }) as Json;
  const layers = (soil.layers ?? []) as Json[];
  const ws = wb.addWorksheet('Soil layers');
  addTitle(
    ws,
    'Soil layers',
    'One row per layer from grade down (at most 10). Soil type: 1–10 or its name. Units in brackets may be changed (ft, m; pcf, kN/m³; psf, ksf, kPa …).',
  );
  addTable(
    ws,
    TEMPLATE_SOIL_COLUMNS.map((c) => header(c.names[0], 'kind' in c ? c.kind : undefined, units)),
    layers.map((l) =>
      TEMPLATE_SOIL_COLUMNS.map((c) => {
        const kind = 'kind' in c ? c.kind : undefined;
        if (c.key === 'name') return (l.name as string) ?? null;
        if (c.key === 'type') return soilTypeCell(String(l.model));
        if (c.key === 'top') return out(l.top_m, kind, units);
        if (c.key === 'bottom') return out(l.bottom_m, kind, units);
        const field = SOIL_FIELDS[c.key];
        return field ? out(l[field], kind, units) : null;
      }),
    ),
  );

  const vertical = input.vertical as Json | undefined;
  if (vertical) {
    const vs = wb.addWorksheet('Vertical');
    addTitle(vs, 'Vertical soil table', 'Unit skin friction and end bearing down to each depth.');
    const fields = {
      bottom: 'bottom_m',
      up: 'skinFrictionUp_Pa',
      down: 'skinFrictionDown_Pa',
      endBearing: 'endBearing_Pa',
    } as const;
    addTable(
      vs,
      VERTICAL_COLUMNS.map((c) => header(c.names[0], c.kind, units)),
      ((vertical.table ?? []) as Json[]).map((row) =>
        VERTICAL_COLUMNS.map((c) => out(row[fields[c.key]], c.kind, units)),
      ),
    );
  }

  const site = wb.addWorksheet('Site');
  addTitle(
    site,
    'Site values',
    'A value per row: the label (with its unit) and the value. Rows may be left out.',
  );
  const label = (key: (typeof SITE_LABELS)[number]['key']) => {
    const spec = SITE_LABELS.find((s) => s.key === key)!;
    return header(spec.names[0], 'kind' in spec ? spec.kind : undefined, units);
  };
  const rows: [string, ExcelJS.CellValue][] = [];
  const num = (key: (typeof SITE_LABELS)[number]['key'], v: unknown, kind?: UnitKind) => {
    if (v !== undefined) rows.push([label(key), out(v, kind, units)]);
  };
  if (soil.waterTableDepth_m !== undefined)
    rows.push([
      label('waterTable'),
      soil.waterTableDepth_m === null ? 'none' : out(soil.waterTableDepth_m, 'length', units),
    ]);
  num('gammaW', soil.gammaW_N_per_m3, 'unitWeight');
  num('pFactor', soil.pFactor);
  num('lateralNeglect', soil.lateralNeglectDepth_m, 'length');
  if (vertical) {
    num('neglectTopSoil', vertical.neglectTopSoil_m, 'length');
    if (vertical.endBearing !== undefined) rows.push([label('endBearing'), yesNo(vertical.endBearing)]);
    if (vertical.tableBasis !== undefined) rows.push([label('tableBasis'), vertical.tableBasis as string]);
    num('fsCompression', vertical.FS_compression);
    num('fsUplift', vertical.FS_uplift);
    const frost = vertical.frost as Json | undefined;
    if (frost) {
      rows.push([label('frost'), yesNo(frost.consider)]);
      num('frostPressure', frost.pressure_Pa, 'pressure');
      num('frostDepth', frost.depth_m, 'length');
    }
  }
  // Values of the two groups that have no row of their own yet (a field the engine gained
  // after the template): by their engine path, JSON, SI, so the workbook still carries them.
  const known = {
    soil: ['layers', 'waterTableDepth_m', 'gammaW_N_per_m3', 'pFactor', 'lateralNeglectDepth_m'],
    vertical: [
      'table',
      'neglectTopSoil_m',
      'endBearing',
      'tableBasis',
      'FS_compression',
      'FS_uplift',
      'frost',
    ],
  };
  for (const [group, values] of [
    ['soil', soil],
    ['vertical', vertical],
  ] as const) {
    if (!values) continue;
    for (const [key, v] of Object.entries(values))
      if (!known[group].includes(key) && v !== undefined) rows.push([`${group}.${key}`, JSON.stringify(v)]);
  }
  addLabels(site, rows);
}

function addLoadSettings(wb: ExcelJS.Workbook, rows: [string, ExcelJS.CellValue][]): void {
  if (rows.length === 0) return;
  const ws = wb.addWorksheet('Load settings');
  addTitle(ws, 'Load settings', 'A value per row: the label and the value.');
  addLabels(ws, rows);
}

const reversibleRow = (t: Json): [string, ExcelJS.CellValue][] =>
  t.reversibleCases !== undefined
    ? [['Reversible load cases', (t.reversibleCases as string[]).join(', ')]]
    : [];

/** Nextracker: Pile head loads (pier types × components, a column per load case) and Seismic pier loads. */
export function addNxtSheets(
  wb: ExcelJS.Workbook,
  nxt: Json,
  pierLoadTable: Json | undefined,
  units: UnitSystem,
): void {
  const ws = wb.addWorksheet('Pile head loads');
  addTitle(
    ws,
    'Nextracker pile head loads',
    'One row per pier type and component (P, Vx, Vy, Mx, My); one column per load case. P: compression positive. Vx, Mx act about the strong axis.',
  );
  const cases = nxt.loadCases as string[];
  const piers = nxt.pierTypes as Json[];
  const L = EXPORT_UNITS[units];
  addTable(
    ws,
    [
      'Pier type',
      'Pier name',
      'Position',
      header('Load height', 'length', units),
      'Seismic piles',
      'Component',
      'Unit',
      ...cases,
    ],
    (nxt.rows as Json[]).map((row) => {
      const p = piers.find((x) => x.id === row.pierType) ?? {};
      const c = row.component as LoadComponent;
      const kind = isMoment(c) ? 'moment' : 'force';
      return [
        row.pierType as string,
        (p.name as string) ?? null,
        (p.position as string) ?? null,
        out(p.loadHeight_m, 'length', units),
        p.seismicPiles ? (p.seismicPiles as number[]).join(', ') : null,
        COMPONENT_LABELS[c],
        L[kind]!,
        ...(row.values as number[]).map((v) => out(v, kind, units)),
      ];
    }),
  );
  if (pierLoadTable) {
    const ss = wb.addWorksheet('Seismic pier loads');
    addTitle(
      ss,
      'Seismic pier loads',
      'Dead load per pile along each wing, from the drive; a wing list ends at its first blank.',
    );
    const wings = (['lw_ext', 'rw_ext', 'lw_int', 'rw_int'] as const).filter(
      (w) => pierLoadTable[w] !== undefined,
    );
    const names = { lw_ext: 'LW ext', rw_ext: 'RW ext', lw_int: 'LW int', rw_int: 'RW int' };
    const n = Math.max(0, ...wings.map((w) => (pierLoadTable[w] as number[]).length));
    addTable(
      ss,
      ['Pile', ...wings.map((w) => header(names[w], 'force', units))],
      Array.from({ length: n }, (_, i) => [
        i + 1,
        ...wings.map((w) => out((pierLoadTable[w] as number[])[i], 'force', units)),
      ]),
    );
  }
  addLoadSettings(wb, reversibleRow(nxt));
}

/** Array Tech: Ground forces (a row per pier type, load case and pile height) and Load settings. */
export function addAttSheets(wb: ExcelJS.Workbook, ati: Json, units: UnitSystem): void {
  const ws = wb.addWorksheet('Ground forces');
  addTitle(
    ws,
    'Array Tech ground force tables',
    'A row per pier type, load case and tabulated pile height; a column per force or moment, its unit in its header.',
  );
  const tables = ati.groundForceTables as Json[];
  const columns = (tables[0]?.columns ?? []) as string[];
  const selected = (ati.selectedColumns ?? {}) as Partial<Record<LoadComponent, string>>;
  const kindOf = (col: string): 'force' | 'moment' => {
    const unit = splitHeader(col).unit;
    if (unit === 'N·m' || unit === 'Nm' || unit === 'N-m') return 'moment';
    if (unit === 'N') return 'force';
    return selected.Mx_Nm === col || selected.My_Nm === col ? 'moment' : 'force';
  };
  const base = (col: string) => splitHeader(col).name;
  const rows: ExcelJS.CellValue[][] = [];
  for (const t of tables) {
    if (JSON.stringify(t.columns) !== JSON.stringify(columns))
      throw new Error(
        `ground force table ${String(t.pierType)} ${String(t.loadCase)} has other columns than the first: one sheet cannot hold both`,
      );
    for (const r of t.rows as Json[])
      rows.push([
        t.pierType as string,
        (t.name as string) ?? null,
        t.loadCase as string,
        out(r.pileHeight_m, 'length', units),
        ...(r.values as number[]).map((v, i) => out(v, kindOf(columns[i]!), units)),
      ]);
  }
  addTable(
    ws,
    [
      'Pier type',
      'Pier name',
      'Load case',
      header('Pile height', 'length', units),
      ...columns.map((c) => header(base(c), kindOf(c), units)),
    ],
    rows,
  );
  const settings: [string, ExcelJS.CellValue][] = [];
  for (const c of LOAD_COMPONENTS)
    if (selected[c]) settings.push([ATT_SELECTED_LABELS[c], base(selected[c])]);
  if (ati.load_factor_moment !== undefined)
    settings.push(['Load factor moment', ati.load_factor_moment as number]);
  if (ati.interpolate_heights !== undefined)
    settings.push(['Interpolate heights', yesNo(ati.interpolate_heights)]);
  if (ati.forcesAt !== undefined) settings.push(['Forces at', ati.forcesAt as string]);
  addLoadSettings(wb, [...settings, ...reversibleRow(ati)]);
}

const NDT_OUT = [
  ['Pier', 'pier', undefined],
  ['Load case', 'loadCase', undefined],
  ['Axial', 'axial_N', 'force'],
  ['Transverse shear', 'transverseShear_N', 'force'],
  ['Longitudinal shear', 'longitudinalShear_N', 'force'],
  ['Transverse moment', 'transverseMoment_Nm', 'moment'],
  ['Longitudinal moment', 'longitudinalMoment_Nm', 'moment'],
  ['Load height', 'loadHeight_m', 'length'],
] as const;

/** Nevados: Pier loads (a row per pier and load case) and Load settings. */
export function addNdtSheets(wb: ExcelJS.Workbook, nev: Json, units: UnitSystem): void {
  const ws = wb.addWorksheet('Pier loads');
  addTitle(
    ws,
    'Nevados pier loads',
    "A row per pier and load case; transverse is across the torque tube. 'Axial positive' (Load settings) says the sign of the axial column.",
  );
  addTable(
    ws,
    NDT_OUT.map(([name, , kind]) => header(name, kind, units)),
    (nev.rows as Json[]).map((r) => NDT_OUT.map(([, field, kind]) => out(r[field], kind, units))),
  );
  const settings: [string, ExcelJS.CellValue][] = [];
  if (nev.axialPositive !== undefined) settings.push(['Axial positive', nev.axialPositive as string]);
  if (nev.transverseIsStrongAxis !== undefined)
    settings.push(['Transverse is strong axis', yesNo(nev.transverseIsStrongAxis)]);
  addLoadSettings(wb, [...settings, ...reversibleRow(nev)]);
}

const GENERIC_OUT = [
  ['Load type', 'loadType', undefined],
  ['Load case', 'loadCase', undefined],
  ['P', 'P_N', 'force'],
  ['Vx', 'Vx_N', 'force'],
  ['Vy', 'Vy_N', 'force'],
  ['Mx', 'Mx_Nm', 'moment'],
  ['My', 'My_Nm', 'moment'],
  ['Load height', 'loadHeight_m', 'length'],
] as const;

/** Generic: Pier head loads (a row per load type and case) and Load settings. */
export function addGenericSheets(wb: ExcelJS.Workbook, gen: Json, units: UnitSystem): void {
  const ws = wb.addWorksheet('Pier head loads');
  addTitle(
    ws,
    'Generic pier head loads',
    'A row per load type and load case. P: compression positive. Vx, Mx act about the strong axis. Load height blank: the design load application.',
  );
  addTable(
    ws,
    GENERIC_OUT.map(([name, , kind]) => header(name, kind, units)),
    (gen.rows as Json[]).map((r) => GENERIC_OUT.map(([, field, kind]) => out(r[field], kind, units))),
  );
  addLoadSettings(wb, [
    [header('Design load application', 'length', units), out(gen.loadHeight_m, 'length', units)],
    ...reversibleRow(gen),
  ]);
}

/** The tracker sheets of the input's design mode. */
export function addTrackerSheets(wb: ExcelJS.Workbook, input: Json, units: UnitSystem): void {
  const tracker = input.tracker as Json | undefined;
  if (!tracker) return;
  const seismic = input.seismic as Json | undefined;
  const pierLoadTable = (seismic?.tracker as Json | undefined)?.pierLoadTable as Json | undefined;
  if (tracker.mode === 1) addNxtSheets(wb, tracker.nextracker as Json, pierLoadTable, units);
  else if (tracker.mode === 2) addGenericSheets(wb, tracker.generic as Json, units);
  else if (tracker.mode === 3) addNdtSheets(wb, tracker.nevados as Json, units);
  else if (tracker.mode === 4) addAttSheets(wb, tracker.ati_pier_loads as Json, units);
}

/** The project's inputs workbook: geotechnical sheets, then the tracker's load sheets. */
export function inputWorkbook(input: Json, units: UnitSystem): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PileWise';
  addGeotechSheets(wb, input, units);
  addTrackerSheets(wb, input, units);
  return wb;
}

export async function workbookBytes(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}
