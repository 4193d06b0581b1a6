// The report's "Pile head loads as entered": the tracker company's own tables as the project holds
// them (Nextracker pier types × load cases and the seismic wing lists, Array Tech ground force
// tables, Nevados pier rows, Generic rows, the seismic custom rows), in the project's units. A
// checker compares these with the tracker company's documents first, then follows them through
// the normalised cases of the next section; without them the normalisation cannot be checked.
// Labels come from the design-input field table (@pilewise/presentation), as on the input tabs.
import { DESIGN_MODE_NAMES } from '@pilewise/engine';
import {
  formatQuantity,
  formatWithUnit,
  unitOf,
  type DesignInput,
  type ReportBlock,
  type ReportSection,
  type UnitSystem,
} from '@pilewise/contracts';
import {
  CUSTOM_SEISMIC_ROW_FIELDS,
  GENERIC_LOAD_ROW_FIELDS,
  LOAD_COMPONENT_FIELDS,
  NEVADOS_ROW_FIELDS,
  PIER_LOAD_TABLE_FIELDS,
  formatNumber,
  unitLabel,
  type InputField,
  type UnitKind,
} from '@pilewise/presentation';

type Table = Extract<ReportBlock, { kind: 'table' }>;
type Column = Table['columns'][number];

/** A page holds about this many number columns beside the row labels before cells wrap badly. */
const VALUE_COLUMNS_PER_TABLE = 8;

/**
 * A name without its trailing bracketed part and the spaces around it: 'Axial (N)' → 'Axial'.
 * By index: the pattern /\s*\([^()]*\)\s*$/ backtracked quadratically on a long run of spaces
 * (half a second for 30,000 in a column name of an input).
 */
export function withoutTrailingBrackets(name: string): string {
  const end = name.trimEnd();
  if (!end.endsWith(')')) return name;
  const open = end.lastIndexOf('(');
  if (open < 0 || end.lastIndexOf(')', end.length - 2) > open) return name;
  return end.slice(0, open).trimEnd();
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out.length > 0 ? out : [[]];
}

const num = (unit: UnitKind, v: number | undefined, system: UnitSystem) =>
  v === undefined ? '—' : formatNumber(unit, v, system);

function header(label: string, unit: UnitKind, system: UnitSystem): string {
  const u = unitLabel(unit, system);
  return u ? `${label} (${u})` : label;
}

/** A table of rows by a field table's columns (Generic rows, Nevados rows, seismic custom rows). */
function fieldRowsTable<R extends object>(
  title: string,
  fields: readonly InputField[],
  rows: readonly R[],
  system: UnitSystem,
  note: string | null = null,
): Table {
  return {
    kind: 'table',
    title,
    columns: fields.map((f) => ({
      header: header(f.label, f.unit, system),
      align: f.unit === 'none' ? ('left' as const) : ('right' as const),
      width: f.unit === 'none' ? 1.3 : 1,
    })),
    rows: rows.map((row) => ({
      tone: 'normal' as const,
      cells: fields.map((f) => {
        const v = (row as Record<string, unknown>)[f.key];
        if (typeof v === 'number') return formatNumber(f.unit, v, system);
        return v === undefined || v === '' ? '—' : String(v);
      }),
    })),
    note,
  };
}

function reversibleNote(cases: readonly string[]): string | null {
  return cases.length > 0 ? `Either sense (±): ${cases.join(', ')}.` : null;
}

function nextrackerBlocks(
  t: Extract<DesignInput['tracker'], { mode: 1 }>['nextracker'],
  system: UnitSystem,
): ReportBlock[] {
  const blocks: ReportBlock[] = [
    {
      kind: 'table',
      title: 'Pier types',
      columns: [
        { header: 'Pier type', align: 'left', width: 1 },
        { header: 'Pier Name', align: 'left', width: 2.2 },
        { header: 'Tracker', align: 'left', width: 1 },
        { header: header('Load height', 'length', system), align: 'right', width: 1 },
        { header: 'Seismic piles', align: 'left', width: 1.2 },
      ],
      rows: t.pierTypes.map((p) => ({
        tone: 'normal' as const,
        cells: [
          p.id,
          p.name?.trim() || '—',
          p.position === 'exterior' ? 'Exterior' : 'Interior',
          formatQuantity('length', p.loadHeight_m, system),
          p.seismicPiles?.join(', ') || 'all',
        ],
      })),
      note: null,
    },
  ];
  const indexed = t.loadCases.map((id, k) => ({ id, k }));
  const parts = chunks(indexed, VALUE_COLUMNS_PER_TABLE);
  parts.forEach((cases, part) => {
    blocks.push({
      kind: 'table',
      title:
        parts.length > 1
          ? `Pile head load table (load cases ${part + 1} of ${parts.length} parts)`
          : 'Pile head load table',
      columns: [
        { header: 'Pier type', align: 'left', width: 1.2 },
        { header: 'Force', align: 'left', width: 1 },
        ...cases.map((c): Column => ({ header: c.id, align: 'right', width: 1 })),
      ],
      rows: t.rows.map((row) => {
        const component = LOAD_COMPONENT_FIELDS.find((c) => c.key === row.component)!;
        return {
          tone: 'normal' as const,
          cells: [
            row.pierType,
            header(component.label, component.unit, system),
            ...cases.map((c) => num(component.unit, row.values[c.k], system)),
          ],
        };
      }),
      note: part === parts.length - 1 ? reversibleNote(t.reversibleCases) : null,
    });
  });
  return blocks;
}

function arrayTechBlocks(
  t: Extract<DesignInput['tracker'], { mode: 4 }>['ati_pier_loads'],
  system: UnitSystem,
): ReportBlock[] {
  // A value column's unit is that of the action read from it (as the input tab shows it); a
  // column no action reads is shown as entered.
  const unitOfColumn = (name: string): UnitKind => {
    const action = LOAD_COMPONENT_FIELDS.find((c) => t.selectedColumns[c.key] === name);
    return action?.unit ?? 'ratio';
  };
  // The column names often carry the file's unit ('Axial (N)'): the numbers are shown in the
  // project's units, so that unit is replaced by the one shown.
  const columnHeader = (name: string) => {
    const unit = unitLabel(unitOfColumn(name), system);
    const bare = withoutTrailingBrackets(name);
    return unit ? `${bare} (${unit})` : name;
  };
  const selected = LOAD_COMPONENT_FIELDS.filter((c) => t.selectedColumns[c.key] !== undefined)
    .map((c) => `${c.label} from '${t.selectedColumns[c.key]}'`)
    .join(', ');
  const blocks: ReportBlock[] = [
    {
      kind: 'facts',
      title: 'Ground force tables (ati_pier_loads)',
      facts: [
        { label: 'Selected columns', value: selected },
        { label: 'Load factor moment', value: String(t.load_factor_moment) },
        { label: 'Interpolate heights', value: t.interpolate_heights ? 'yes (linear)' : 'no' },
        {
          label: 'Forces at',
          value:
            t.forcesAt === 'ground'
              ? 'forces at grade (moved to the pile top: M = M at grade − V·h)'
              : 'forces at the pile top',
        },
      ],
    },
  ];
  // One flat table per run of tables with the same columns: a row per pier type, load case and height.
  const groups: { columns: string[]; tables: typeof t.groundForceTables }[] = [];
  for (const table of t.groundForceTables) {
    const last = groups[groups.length - 1];
    if (last && JSON.stringify(last.columns) === JSON.stringify(table.columns)) last.tables.push(table);
    else groups.push({ columns: [...table.columns], tables: [table] });
  }
  for (const g of groups) {
    const parts = chunks(
      g.columns.map((name, k) => ({ name, k })),
      VALUE_COLUMNS_PER_TABLE - 1,
    );
    parts.forEach((cols, part) => {
      blocks.push({
        kind: 'table',
        title:
          parts.length > 1 ? `Ground forces (columns, part ${part + 1} of ${parts.length})` : 'Ground forces',
        columns: [
          { header: 'Pier type', align: 'left', width: 1.6 },
          { header: 'Load case', align: 'left', width: 0.8 },
          { header: header('Pile height', 'length', system), align: 'right', width: 0.9 },
          ...cols.map((c): Column => ({ header: columnHeader(c.name), align: 'right', width: 1 })),
        ],
        rows: g.tables.flatMap((table) =>
          table.rows.map((row) => ({
            tone: 'normal' as const,
            cells: [
              table.name && table.name !== table.pierType
                ? `${table.pierType} (${table.name})`
                : table.pierType,
              table.loadCase,
              formatQuantity('length', row.pileHeight_m, system),
              ...cols.map((c) => num(unitOfColumn(c.name), row.values[c.k], system)),
            ],
          })),
        ),
        note: part === parts.length - 1 ? reversibleNote(t.reversibleCases) : null,
      });
    });
  }
  return blocks;
}

/** The seismic tracker tables: Nextracker's wing lists, or the other modes' custom rows. */
function seismicTrackerBlocks(input: DesignInput, system: UnitSystem): ReportBlock[] {
  const s = input.seismic;
  if (!s?.consider || !s.tracker) return [];
  const tracker = s.tracker;
  const blocks: ReportBlock[] = [];
  const table = tracker.pierLoadTable;
  if (input.tracker.mode === 1 && table) {
    const longest = Math.max(0, ...PIER_LOAD_TABLE_FIELDS.map((f) => table[f.key].length));
    const piles = Array.from({ length: longest }, (_, k) => k);
    const parts = chunks(piles, VALUE_COLUMNS_PER_TABLE + 2);
    const balanced = tracker.wingMode === 1;
    parts.forEach((cols, part) => {
      blocks.push({
        kind: 'table',
        title: `Seismic pier load table: dead load per pile (${unitOf('force', system)})${parts.length > 1 ? `, part ${part + 1} of ${parts.length}` : ''}`,
        columns: [
          { header: 'Row', align: 'left', width: 2 },
          ...cols.map((k): Column => ({ header: `Pile ${k + 1}`, align: 'right', width: 0.8 })),
        ],
        rows: PIER_LOAD_TABLE_FIELDS.map((f) => ({
          tone: 'normal' as const,
          cells: [
            `${f.label} (${f.description})`,
            ...cols.map((k) => {
              const v = table[f.key][k];
              return v === undefined ? '' : formatQuantity('force', v, system);
            }),
          ],
        })),
        note:
          part === parts.length - 1
            ? `Wing mode: ${balanced ? 'Balanced (the right wing is taken equal to the left)' : 'Unbalanced'}; pile 1 is next to the drive.`
            : null,
      });
    });
  }
  if (input.tracker.mode !== 1 && tracker.customRows.length > 0) {
    blocks.push(
      fieldRowsTable(
        `Seismic custom rows (tracker Load Case ${tracker.loadCase})`,
        CUSTOM_SEISMIC_ROW_FIELDS,
        tracker.customRows,
        system,
      ),
    );
  }
  return blocks;
}

/** The tracker's load tables as entered, in the project's units; null when there is nothing to show. */
export function enteredLoadsSection(input: DesignInput, system: UnitSystem): ReportSection | null {
  const t = input.tracker;
  const blocks: ReportBlock[] = [
    {
      kind: 'notes',
      title: null,
      tone: 'normal',
      items: [
        `The ${DESIGN_MODE_NAMES[t.mode]} tables as entered in the project (service loads per load case, before any combination), in the project's units. The next section shows them as the design mode normalised them.`,
      ],
    },
  ];
  if (t.mode === 1) blocks.push(...nextrackerBlocks(t.nextracker, system));
  else if (t.mode === 4) blocks.push(...arrayTechBlocks(t.ati_pier_loads, system));
  else if (t.mode === 3) {
    const n = t.nevados;
    blocks.push(
      {
        kind: 'facts',
        title: 'Nevados pier loads',
        facts: [
          {
            label: 'Axial positive in',
            value: n.axialPositive === 'compression' ? 'Compression' : 'Tension (uplift)',
          },
          {
            label: 'Transverse loads bend the strong axis',
            value: n.transverseIsStrongAxis ? 'yes' : 'no (axes swapped)',
          },
        ],
      },
      fieldRowsTable('Pier load rows', NEVADOS_ROW_FIELDS, n.rows, system, reversibleNote(n.reversibleCases)),
    );
  } else {
    const g = t.generic;
    blocks.push(
      {
        kind: 'facts',
        title: 'Generic pier head loads',
        facts: [{ label: 'Load height', value: formatWithUnit('length', g.loadHeight_m, system) }],
      },
      fieldRowsTable(
        'Pier head load rows',
        GENERIC_LOAD_ROW_FIELDS,
        g.rows,
        system,
        reversibleNote(g.reversibleCases),
      ),
    );
  }
  blocks.push(...seismicTrackerBlocks(input, system));
  return { title: 'Pile head loads as entered', newPage: true, blocks };
}
