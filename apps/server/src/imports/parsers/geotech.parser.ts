// The geotechnical workbook → design input `soil` (the layers and the site values) and
// `vertical` (the skin friction / end bearing table and its settings). Pure: workbook in,
// groups or issues out. The column names and synonyms here are also the template's headers.
import type ExcelJS from 'exceljs';
import { CLAY_MODELS, GAMMA_W_N_PER_M3, MAX_SOIL_LAYERS } from '@pilewise/engine';
import { SOIL_TYPES } from '@pilewise/contracts';
import {
  cellValue,
  endTablesAtHeaders,
  findLabelledValues,
  findTable,
  IssueList,
  LabelReader,
  RowReader,
  type ColumnSpec,
  type FoundTable,
  type LabelSpec,
} from '../excel/workbook-reader';
import { isLpileOnlyModel, soilModelFromName } from '@pilewise/presentation';
import { rowSpan, type ParseResult } from './parse-result';

export const SOIL_COLUMNS = [
  {
    key: 'name',
    names: [
      'Soil name',
      'Name',
      'Layer name',
      'Soil description',
      'Description',
      'Soil',
      'Stratum',
      'Material',
    ],
  },
  {
    key: 'type',
    names: [
      'Soil type',
      'Soil layer',
      'Type',
      'Soil model',
      'p-y model',
      'Model',
      'LPILE soil model',
      'LPILE soil type',
      'LPILE model',
      'LPILE soil',
      'p-y curve',
      'p-y curve type',
    ],
    required: true,
  },
  {
    key: 'top',
    names: [
      'Layer start',
      'Top',
      'Top depth',
      'Depth from',
      'From',
      'Layer top',
      'Start depth',
      'Top of layer',
      'Depth to top',
    ],
    kind: 'length',
  },
  {
    key: 'bottom',
    names: [
      'Layer end',
      'Bottom',
      'Bottom depth',
      'Depth to',
      'To',
      'Layer bottom',
      'End depth',
      'Layer depth',
      'Bottom of layer',
      'Depth to bottom',
    ],
    kind: 'length',
  },
  // '0 - 3' in one column, as reports tabulate layers: read when there is no 'Layer end' column.
  {
    key: 'depthRange',
    names: ['Depth', 'Depth range', 'Depth interval', 'Depth below grade', 'Layer depths', 'Interval'],
    kind: 'length',
  },
  // Total unit weight, or (as LPILE takes it, and its tables give it) the effective one: one of
  // the two is needed (withOneOf).
  {
    key: 'gamma',
    names: [
      'Gamma',
      'Unit weight',
      'Total unit weight',
      'Soil unit weight',
      'Moist unit weight',
      // with the symbol after the name, as report tables head them ('Total Unit Weight, γt')
      'Unit weight γ',
      'Total unit weight γ',
      'Total unit weight γt',
      'γt',
      'Unit weight (total)',
    ],
    kind: 'unitWeight',
  },
  {
    key: 'gammaEffective',
    names: [
      'Effective unit weight',
      'Buoyant unit weight',
      'Submerged unit weight',
      "Gamma'",
      "γ'",
      'Effective gamma',
      "Unit weight γ'",
      "Effective unit weight γ'",
      "Buoyant unit weight γ'",
      'Unit weight (effective)',
      'Eff. unit weight',
      'γ eff',
    ],
    kind: 'unitWeight',
  },
  {
    key: 'phi',
    names: [
      'Phi',
      'Friction angle',
      'Internal friction angle',
      'Angle of friction',
      // the effective friction angle is the one the sand p-y models take
      "φ'",
      "Phi'",
      'Effective friction angle',
      "Friction angle φ'",
      "Effective friction angle φ'",
    ],
    kind: 'angle',
  },
  { key: 'cu', names: ['Cu', 'Cohesion', 'Undrained shear strength', 'c', 'Cu top'], kind: 'pressure' },
  { key: 'cuBottom', names: ['Cu bottom', 'Cu at bottom', 'Cu end'], kind: 'pressure' },
  {
    key: 'k',
    names: ['Kpy', 'k', 'Subgrade modulus', 'Modulus of subgrade reaction', 'k py'],
    kind: 'subgrade',
  },
  { key: 'e50', names: ['e50', 'eps50', 'Strain e50', 'Strain at 50%'], kind: 'none' },
  { key: 'J', names: ['J', 'Matlock J'], kind: 'none' },
  { key: 'qu', names: ['Qu', 'Unconfined compressive strength', 'UCS'], kind: 'pressure' },
  { key: 'su', names: ['Su', 'Rock shear strength'], kind: 'pressure' },
  { key: 'Erm', names: ['Erm', 'Rock mass modulus', 'Eir'], kind: 'pressure' },
  { key: 'krm', names: ['Krm', 'k rm'], kind: 'none' },
  { key: 'rqdStart', names: ['RQD start', 'RQD top', 'RQD'], kind: 'percent' },
  { key: 'rqdEnd', names: ['RQD end', 'RQD bottom'], kind: 'percent' },
  { key: 'loading', names: ['Loading', 'Static or cyclic'] },
  { key: 'nCycles', names: ['Cycles', 'Number of cycles', 'N cycles'], kind: 'none' },
  {
    key: 'pMultiStart',
    names: ['pMultiStart', 'p-multiplier start', 'p-multiplier', 'pMultiplier', 'p-mult top'],
    kind: 'none',
  },
  { key: 'pMultiEnd', names: ['pMultiEnd', 'p-multiplier end', 'p-mult bottom'], kind: 'none' },
] as const satisfies readonly ColumnSpec[];
type SoilKey = (typeof SOIL_COLUMNS)[number]['key'];

/** Resistance headers as reports write them: with the basis of their values in front ('Allowable uplift skin friction'). */
const RESISTANCE_BASES = ['Allowable', 'Ultimate', 'Nominal'] as const;
const withBases = (names: readonly string[]) => [
  ...names,
  ...RESISTANCE_BASES.flatMap((b) => names.map((n) => `${b} ${n}`)),
];

export const VERTICAL_COLUMNS = [
  {
    key: 'bottom',
    // a bottom depth, or the row's range ('3 - 8'): depthInterval
    names: [
      'Soil layer depth',
      'Depth',
      'Bottom',
      'Layer depth',
      'Depth to',
      'Bottom depth',
      'Depth range',
      'Depth interval',
      'Depth below grade',
    ],
    kind: 'length',
    required: true,
  },
  {
    key: 'up',
    names: withBases([
      'Skin friction up',
      'Uplift skin friction',
      'Skin friction uplift',
      'Skin friction (uplift)',
      'fs up',
      'Side friction (uplift)',
      'Uplift side friction',
    ]),
    kind: 'pressure',
    required: true,
  },
  {
    key: 'down',
    names: withBases([
      'Skin friction down',
      'Compression skin friction',
      'Skin friction compression',
      'Skin friction (compression)',
      'fs down',
      'Side friction (compression)',
      'Compression side friction',
    ]),
    kind: 'pressure',
    required: true,
  },
  {
    key: 'endBearing',
    names: withBases(['End bearing', 'Unit end bearing', 'Tip resistance', 'qb', 'End bearing pressure']),
    kind: 'pressure',
  },
] as const satisfies readonly ColumnSpec[];
type VerticalKey = (typeof VERTICAL_COLUMNS)[number]['key'];

export const SITE_LABELS = [
  {
    key: 'waterTable',
    names: [
      'Water table depth',
      'Water table',
      'Groundwater depth',
      'Depth to groundwater',
      'GWT',
      'Groundwater',
      'Ground water',
      'Ground water depth',
      'Groundwater level',
      'Depth to water',
    ],
    kind: 'length',
  },
  { key: 'pFactor', names: ['P-factor', 'Global p-factor', 'P factor'], kind: 'none' },
  {
    key: 'lateralNeglect',
    names: ['Lateral neglect depth', 'Neglect lateral resistance above', 'Lateral neglect'],
    kind: 'length',
  },
  { key: 'gammaW', names: ['Unit weight of water', 'Gamma w', 'Water unit weight'], kind: 'unitWeight' },
  { key: 'neglectTopSoil', names: ['Neglect top soil', 'Neglect top soil depth'], kind: 'length' },
  { key: 'endBearing', names: ['Consider end bearing', 'End bearing considered', 'Use end bearing'] },
  { key: 'tableBasis', names: ['Vertical table basis', 'Table basis'] },
  { key: 'fsCompression', names: ['FS compression', 'Factor of safety compression'], kind: 'none' },
  { key: 'fsUplift', names: ['FS uplift', 'Factor of safety uplift'], kind: 'none' },
  { key: 'frost', names: ['Consider frost', 'Frost considered'] },
  {
    key: 'frostPressure',
    names: ['Frost pressure', 'Adfreeze pressure', 'Frost heave pressure'],
    kind: 'pressure',
  },
  { key: 'frostDepth', names: ['Frost depth', 'Frost penetration depth'], kind: 'length' },
] as const satisfies readonly LabelSpec[];
type SiteKey = (typeof SITE_LABELS)[number]['key'];

/** Layer fields set from a column when its cell is not blank: engine field ← column key. */
const LAYER_NUMBERS: readonly [string, SoilKey][] = [
  ['gamma_N_per_m3', 'gamma'],
  ['phiDeg', 'phi'],
  ['cu_Pa', 'cu'],
  ['cuBottom_Pa', 'cuBottom'],
  ['k_N_per_m3', 'k'],
  ['eps50', 'e50'],
  ['J', 'J'],
  ['qu_Pa', 'qu'],
  ['su_Pa', 'su'],
  ['Erm_Pa', 'Erm'],
  ['krm', 'krm'],
  ['rqdStart_pct', 'rqdStart'],
  ['rqdEnd_pct', 'rqdEnd'],
  ['nCycles', 'nCycles'],
  ['pMultiStart', 'pMultiStart'],
  ['pMultiEnd', 'pMultiEnd'],
];

export function parseGeotechWorkbook(wb: ExcelJS.Workbook, fileName: string): ParseResult {
  const issues = new IssueList(fileName);
  const summary: string[] = [];
  const warnings: string[] = [];

  const found = findTable(wb, SOIL_COLUMNS, 'soil layer', issues, { labels: SITE_LABELS });
  const soilTable = withOneOf(
    withOneOf(
      found,
      ['bottom', 'depthRange'],
      { column: "'Layer end'", or: "or a 'Depth' column of ranges such as '0 - 3'" },
      issues,
    ),
    ['gamma', 'gammaEffective'],
    { column: "'Gamma'", or: "the total unit weight; or 'Effective unit weight' with the water table depth" },
    issues,
  );
  // The vertical table is optional: a geotechnical report without one leaves the project's.
  const quiet = new IssueList(fileName);
  const verticalTable = findTable(wb, VERTICAL_COLUMNS, 'vertical', quiet, { labels: SITE_LABELS });
  endTablesAtHeaders([soilTable, verticalTable]);

  const layers: Record<string, unknown>[] = [];
  /** Layers given an effective unit weight only: made total once the water table is read. */
  const effective: EffectiveUnitWeight[] = [];
  if (soilTable) {
    if (soilTable.rows.length > MAX_SOIL_LAYERS) {
      const extra = soilTable.rows[MAX_SOIL_LAYERS]!;
      issues.add(
        soilTable.sheet,
        extra.row,
        null,
        `${soilTable.rows.length} soil layers: at most ${MAX_SOIL_LAYERS} are allowed (spec §5); this row is layer ${MAX_SOIL_LAYERS + 1}`,
      );
    }
    let previousBottom = 0;
    soilTable.rows.forEach((row, i) => {
      const r = new RowReader(soilTable, row, issues, SOIL_COLUMNS);
      const typeCell = r.raw('type');
      const model = typeCell === null ? null : soilModelFromName(typeCell);
      if (typeCell === null) r.error('type', `'${soilTable.columns.type!.header}' is empty`);
      else if (!model)
        r.error(
          'type',
          typeof typeCell === 'string' && isLpileOnlyModel(typeCell)
            ? `'${typeCell}' is an LPILE p-y model PileWise does not have: choose the nearest of its soil types (1–10) for this layer, and say why in the project's notes`
            : `'${String(typeCell)}' is not a soil type (1–10, or a name such as '${SOIL_TYPES[1]}' or LPILE's 'API Sand (O'Neill)')`,
        );
      // 'Layer end' (and 'Layer start', else the layer above's end), or one column of ranges
      const range = soilTable.columns.bottom
        ? undefined
        : r.depthInterval('depthRange', { single: 'refuse' });
      const bottom = soilTable.columns.bottom ? r.number('bottom', { required: true }) : range?.bottom;
      const top = soilTable.columns.bottom
        ? r.has('top')
          ? r.number('top')
          : previousBottom
        : (range?.top ?? previousBottom);
      const layer: Record<string, unknown> = {
        name: r.text('name') ?? `Layer ${i + 1}`,
        model: model ?? 'api-sand',
        top_m: top,
        bottom_m: bottom,
      };
      for (const [field, key] of LAYER_NUMBERS) {
        const v = r.number(key, { required: key === 'gamma' && !!soilTable.columns.gamma });
        if (v !== undefined) layer[field] = v;
      }
      if (!soilTable.columns.gamma) {
        const gammaEffective = r.number('gammaEffective', { required: true });
        if (gammaEffective !== undefined) effective.push({ layer, row: row.row, gammaEffective });
      }
      // Spec §3: for weak rock the Cu column holds Qu, for vuggy limestone Su (one column,
      // relabelled by soil type), when the workbook has no column of their own.
      if (layer.cu_Pa !== undefined && model === 'weak-rock' && layer.qu_Pa === undefined) {
        layer.qu_Pa = layer.cu_Pa;
        delete layer.cu_Pa;
        warnings.push(
          `${String(layer.name)}: Cu read as Qu (weak rock), sheet ${soilTable.sheet} row ${row.row}`,
        );
      } else if (layer.cu_Pa !== undefined && model === 'vuggy-limestone' && layer.su_Pa === undefined) {
        layer.su_Pa = layer.cu_Pa;
        delete layer.cu_Pa;
        warnings.push(
          `${String(layer.name)}: Cu read as Su (vuggy limestone), sheet ${soilTable.sheet} row ${row.row}`,
        );
      } else if (
        layer.su_Pa !== undefined &&
        model &&
        CLAY_MODELS.includes(model) &&
        layer.cu_Pa === undefined
      ) {
        // Su is the undrained shear strength in a clay's row, as reports write it (the rock's
        // shear strength of spec §3 only for vuggy limestone)
        layer.cu_Pa = layer.su_Pa;
        delete layer.su_Pa;
        warnings.push(
          `${String(layer.name)}: Su read as Cu, the clay's undrained shear strength, sheet ${soilTable.sheet} row ${row.row}`,
        );
      }
      const loading = r.text('loading');
      if (loading !== undefined) {
        const l = loading.toLowerCase();
        if (l === 'static' || l === 'cyclic') layer.loading = l;
        else r.error('loading', `'${loading}' is not static or cyclic`);
      }
      if (bottom !== undefined) previousBottom = bottom;
      layers.push(layer);
    });
    if (soilTable.rows.length === 0)
      issues.add(soilTable.sheet, soilTable.headerRow, null, 'the soil layer table has no rows');
    else
      summary.push(
        `${layers.length} soil layer${layers.length === 1 ? '' : 's'} (sheet ${soilTable.sheet}, ${rowSpan(soilTable.rows)})`,
      );
  }

  const verticalRows: Record<string, unknown>[] = [];
  if (verticalTable) {
    let previousBottom = 0;
    for (const row of verticalTable.rows) {
      const r = new RowReader(verticalTable, row, issues, VERTICAL_COLUMNS);
      const depth = r.depthInterval('bottom', { single: 'bottom' });
      // a column of single depths starting at 0 gives each row's top, not the depth it goes to
      if (depth && depth.top === undefined && depth.bottom <= 0)
        r.error(
          'bottom',
          `'${String(r.raw('bottom'))}' is grade: this column reads as the depth each row goes down to, and these depths look like the rows' tops; write each row's range ('0 - 5') or its bottom depth`,
        );
      // the table keeps bottoms only: a range must start where the row above ends
      if (depth?.top !== undefined && !sameDepth(depth.top, previousBottom))
        r.error(
          'bottom',
          `'${String(r.raw('bottom'))}' starts ${depth.top > previousBottom ? 'below' : 'above'} where the row above ends (${previousBottom === 0 ? 'grade' : 'its bottom'}): the rows must follow on without a gap or an overlap`,
        );
      if (depth) previousBottom = depth.bottom;
      const out: Record<string, unknown> = {
        bottom_m: depth?.bottom,
        skinFrictionUp_Pa: r.number('up', { required: true }),
        skinFrictionDown_Pa: r.number('down', { required: true }),
      };
      const eb = r.number('endBearing' satisfies VerticalKey);
      if (eb !== undefined) out.endBearing_Pa = eb;
      verticalRows.push(out);
    }
    summary.push(
      `${verticalRows.length} vertical rows (sheet ${verticalTable.sheet}, ${rowSpan(verticalTable.rows)})`,
    );
  } else if (quiet.items.some((i) => i.sheet !== null)) {
    // A vertical table was started but is not readable (a missing column, a unit): say so.
    issues.items.push(...quiet.items);
  }

  const site = new LabelReader<SiteKey>(
    findLabelledValues(wb, SITE_LABELS, [soilTable, verticalTable], issues),
    SITE_LABELS,
    issues,
  );
  const soil: Record<string, unknown> = { layers };
  const waterTable = site.numberOrNone('waterTable');
  if (waterTable !== undefined) soil.waterTableDepth_m = waterTable;
  const setIf = (target: Record<string, unknown>, field: string, v: unknown) => {
    if (v !== undefined) target[field] = v;
  };
  const gammaW = site.number('gammaW');
  setIf(soil, 'gammaW_N_per_m3', gammaW);
  const effectiveGiven = soilTable !== null && effective.length > 0;
  if (effectiveGiven)
    warnings.push(...totalUnitWeights(effective, waterTable, gammaW ?? GAMMA_W_N_PER_M3, soilTable, issues));
  setIf(soil, 'pFactor', site.number('pFactor'));
  setIf(soil, 'lateralNeglectDepth_m', site.number('lateralNeglect'));

  let vertical: Record<string, unknown> | undefined;
  if (verticalTable) {
    vertical = { table: verticalRows };
    setIf(vertical, 'neglectTopSoil_m', site.number('neglectTopSoil'));
    setIf(vertical, 'endBearing', site.boolean('endBearing'));
    const basis = site.text('tableBasis');
    const fromHeaders = tableBasisOfHeaders(verticalTable, issues);
    if (basis !== undefined) {
      const b = basis.toLowerCase();
      if (b === 'nominal' || b === 'allowable') {
        vertical.tableBasis = b;
        if (fromHeaders && fromHeaders.basis !== b)
          warnings.push(
            `the vertical table basis is ${b} as its label says, though its headers read ${fromHeaders.said} (sheet ${verticalTable.sheet} row ${verticalTable.headerRow})`,
          );
      } else site.error('tableBasis', `'${basis}' is not nominal or allowable`);
    } else if (fromHeaders) {
      vertical.tableBasis = fromHeaders.basis;
      warnings.push(
        `vertical table basis: ${fromHeaders.basis}, from its headers (${fromHeaders.said}, sheet ${verticalTable.sheet} row ${verticalTable.headerRow}); ${
          fromHeaders.basis === 'allowable'
            ? 'the design takes the values as allowable and applies no further factor'
            : 'the design applies the factor of safety or φ to them'
        }`,
      );
    }
    setIf(vertical, 'FS_compression', site.number('fsCompression'));
    setIf(vertical, 'FS_uplift', site.number('fsUplift'));
    if (site.has('frost')) {
      const frost: Record<string, unknown> = { consider: site.boolean('frost') };
      setIf(frost, 'pressure_Pa', site.number('frostPressure'));
      setIf(frost, 'depth_m', site.number('frostDepth'));
      vertical.frost = frost;
    }
  } else if (site.has('neglectTopSoil') || site.has('frost') || site.has('endBearing')) {
    warnings.push('vertical settings were found but no vertical table: they are not applied');
  }

  for (const extra of enginePathValues(wb, issues)) {
    const target = extra.group === 'soil' ? soil : vertical;
    if (target) target[extra.key] = extra.value;
  }

  if (issues.count > 0) return { ok: false, issues: issues.items };
  return {
    ok: true,
    groups: { soil, ...(vertical ? { vertical } : {}) },
    summary,
    warnings,
    // (without a water table they were refused above)
    ...(effectiveGiven && waterTable !== undefined ? { effectiveWeightsWaterTable_m: waterTable } : {}),
  };
}

/**
 * The basis the vertical table's resistance headers give their values, when they say:
 * 'Allowable …' → allowable; 'Ultimate …' or 'Nominal …' → nominal. Headers that disagree are an
 * issue at the header row; none saying anything gives null.
 */
function tableBasisOfHeaders(
  table: FoundTable<VerticalKey>,
  issues: IssueList,
): { basis: 'allowable' | 'nominal'; said: string } | null {
  const said = (['up', 'down', 'endBearing'] as const).flatMap((key) => {
    const header = table.columns[key]?.header;
    const word = header && /^\s*(allowable|ultimate|nominal)\b/i.exec(header)?.[1];
    return word
      ? [{ header, basis: word.toLowerCase() === 'allowable' ? 'allowable' : 'nominal' } as const]
      : [];
  });
  if (said.length === 0) return null;
  const bases = new Set(said.map((s) => s.basis));
  if (bases.size > 1) {
    issues.add(
      table.sheet,
      table.headerRow,
      null,
      `vertical table: its headers mix allowable and ultimate values (${said.map((s) => `'${s.header}'`).join(', ')}): give one basis`,
    );
    return null;
  }
  return { basis: said[0]!.basis, said: said.map((s) => `'${s.header}'`).join(', ') };
}

/** Depths equal to a micrometre: a range read in feet against the bottom above it. */
const sameDepth = (a_m: number, b_m: number) => Math.abs(a_m - b_m) < 1e-6;

interface EffectiveUnitWeight {
  layer: Record<string, unknown>;
  row: number;
  gammaEffective: number;
}

/**
 * Effective unit weights (γ', as LPILE takes them) made the total ones PileWise takes, which
 * subtracts γ_w below the water table itself (Terzaghi's effective stress): γ = γ' above the
 * water table, γ' + γ_w below it. A layer across the water table has two γ' and is refused (split
 * it there); without the water table they cannot be read at all. Returns the warning that says
 * what was done, for the engineer to confirm.
 */
function totalUnitWeights(
  effective: readonly EffectiveUnitWeight[],
  waterTable_m: number | null | undefined,
  gammaW_N_per_m3: number,
  table: FoundTable<SoilKey>,
  issues: IssueList,
): string[] {
  const column = table.columns.gammaEffective!;
  if (waterTable_m === undefined) {
    issues.add(
      table.sheet,
      table.headerRow,
      column.col,
      `'${column.header}': effective unit weights are read with the water table depth (γ' + γw below it): add a 'Water table depth' row, or 'Water table | none'`,
    );
    return [];
  }
  const below: string[] = [];
  for (const { layer, row, gammaEffective } of effective) {
    const top = layer.top_m as number | undefined;
    const bottom = layer.bottom_m as number | undefined;
    if (top === undefined || bottom === undefined) continue; // its depth is an issue already
    // (a layer ending at the water table, given in other units than the depths, within rounding)
    if (waterTable_m === null || bottom <= waterTable_m || sameDepth(bottom, waterTable_m))
      layer.gamma_N_per_m3 = gammaEffective;
    else if (top >= waterTable_m || sameDepth(top, waterTable_m)) {
      layer.gamma_N_per_m3 = Number((gammaEffective + gammaW_N_per_m3).toPrecision(12));
      below.push(`${String(layer.name)} (row ${row})`);
    } else
      issues.add(
        table.sheet,
        row,
        column.col,
        `'${column.header}': the layer goes across the water table, where its effective unit weight changes: split it at the water table`,
      );
  }
  return [
    `unit weights: the table gives effective unit weights (sheet ${table.sheet}, column ${column.letter}); PileWise takes total ones and takes off γw below the water table itself, so ${
      below.length === 0
        ? 'they are taken as given (no layer is below the water table)'
        : `γw is added to those below it (${below.join(', ')}) and the others are taken as given`
    }: engineer to confirm`,
  ];
}

/**
 * The soil table when it has one of the columns `keys` (where each layer ends; its unit weight),
 * otherwise an issue at its header row naming what is missing, and no table.
 */
function withOneOf(
  table: FoundTable<SoilKey> | null,
  keys: readonly SoilKey[],
  missing: { column: string; or: string },
  issues: IssueList,
): FoundTable<SoilKey> | null {
  if (!table || keys.some((k) => table.columns[k])) return table;
  issues.add(
    table.sheet,
    table.headerRow,
    null,
    `soil layer table: missing column ${missing.column} in the header row (${missing.or})`,
  );
  return null;
}

/**
 * Rows labelled by an engine path ('vertical.capacityBasis | "load-tests"'): values the inputs
 * workbook carries for fields without a template row of their own, JSON in SI units.
 */
function enginePathValues(
  wb: ExcelJS.Workbook,
  issues: IssueList,
): { group: 'soil' | 'vertical'; key: string; value: unknown }[] {
  const out: { group: 'soil' | 'vertical'; key: string; value: unknown }[] = [];
  for (const ws of wb.worksheets) {
    ws.eachRow((row, r) => {
      const label = cellValue(row.getCell(1));
      const m = typeof label === 'string' ? /^(soil|vertical)\.([A-Za-z_]\w*)$/.exec(label.trim()) : null;
      if (!m) return;
      const raw = cellValue(row.getCell(2));
      try {
        const value = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
        out.push({ group: m[1] as 'soil' | 'vertical', key: m[2]!, value });
      } catch {
        issues.add(ws.name, r, 2, `'${label as string}': '${String(raw)}' is not a JSON value`);
      }
    });
  }
  return out;
}
