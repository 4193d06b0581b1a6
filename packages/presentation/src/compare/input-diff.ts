// Two design inputs field by field (issue 13 compare, issue 11's 409 compare): every difference,
// labelled and formatted from the field table in the project's units, grouped as the input tabs
// group them. It reads raw JSON (a saved draft or unsaved edits need not pass the engine's
// schema), so it walks both trees: the field table names what it knows, and a key it does not
// know is still compared and shown under its own name, so no difference is ever hidden.
// Tables (soil layers, load rows, load cases) are matched row to row by what identifies a row
// (a layer's name, a load row's load type and case), so an inserted layer shows as one added
// layer rather than every layer below it changed.
import type { UnitSystem } from '@pilewise/contracts';
import { DESIGN_MODE_NAMES } from '@pilewise/engine';
import {
  ATI_FIELDS,
  COMBINATION_FIELDS,
  CORROSION_FIELDS,
  CUSTOM_SEISMIC_ROW_FIELDS,
  DEFLECTION_LIMIT_FIELDS,
  EFFECTIVE_LENGTH_PIER_ROW_FIELDS,
  formatFieldValue,
  formatNumber,
  FROST_FIELDS,
  GENERIC_FIELDS,
  GENERIC_LOAD_ROW_FIELDS,
  GROUND_FORCE_TABLE_FIELDS,
  LOAD_CASE_FIELDS,
  LOAD_COMPONENT_FIELDS,
  NEVADOS_FIELDS,
  NEVADOS_ROW_FIELDS,
  NEXTRACKER_PIER_TYPE_FIELDS,
  NEXTRACKER_ROW_FIELDS,
  PIER_LOAD_TABLE_FIELDS,
  PILE_HEIGHTS_FIELD,
  PROJECT_FIELDS,
  SEISMIC_PARAM_FIELDS,
  SETTINGS_FIELDS,
  SOIL_LAYER_FIELDS,
  SOIL_PROFILE_FIELDS,
  TRACKER_SEISMIC_FIELDS,
  unitLabel,
  VERTICAL_FIELDS,
  VERTICAL_ROW_FIELDS,
  type InputField,
  type UnitKind,
} from '../input-fields';

export type DiffChange = 'same' | 'changed' | 'added' | 'removed';

export interface InputDiffRow {
  /** Where the value is in the input: 'soil.layers[1].phiDeg' (the after side's index when both have it). */
  path: string;
  label: string;
  /** The value as shown, with its unit; '—' when that side has none. */
  before: string;
  after: string;
  change: DiffChange;
}

export interface InputDiffGroup {
  /** Unique: the group's path ('soil.layers[Sand]'). */
  id: string;
  title: string;
  change: DiffChange;
  rows: InputDiffRow[];
}

export interface InputDiff {
  groups: InputDiffGroup[];
  /** Rows whose value differs (changed, added or removed). */
  changedCount: number;
}

type Obj = Record<string, unknown>;

/** How rows of a table are told apart and named. */
interface RowsSpec {
  title: string;
  /** What identifies a row; undefined (or a duplicate on either side): rows pair by position. */
  key?: (row: Obj) => string | undefined;
  label: (row: Obj, index: number) => string;
  node: NodeSpec;
}

interface NodeSpec {
  title?: string;
  fields?: readonly InputField[];
  children?: Readonly<Record<string, NodeSpec>>;
  tables?: Readonly<Record<string, RowsSpec>>;
  /** A field's unit that depends on the row (a Nextracker row's values: a force or a moment). */
  unitOf?: (key: string, row: Obj) => UnitKind | undefined;
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
const named = (prefix: string, name: unknown, index: number) =>
  str(name) ? `${prefix} ${index + 1} · ${str(name)}` : `${prefix} ${index + 1}`;

const TRACKER_MODE_FIELD: InputField = {
  key: 'mode',
  label: 'Tracker company (design mode)',
  unit: 'none',
  kind: 'choice',
  options: Object.entries(DESIGN_MODE_NAMES).map(([value, label]) => ({ value: Number(value), label })),
};

/** The design input's groups as the input tabs show them (field tables of input-fields/). */
const INPUT_SPEC: NodeSpec = {
  title: 'General Settings',
  fields: [PILE_HEIGHTS_FIELD],
  children: {
    project: { title: 'Project', fields: PROJECT_FIELDS },
    settings: {
      title: 'General Settings',
      fields: SETTINGS_FIELDS,
      tables: {
        effectiveLengthByPierType: {
          title: 'K per pier type',
          // a row is its pier type's, wherever it stands in the table
          key: (row) => str(row.pierType)?.trim() || undefined,
          label: (row, i) => named('K per pier type', row.pierType, i),
          node: { fields: EFFECTIVE_LENGTH_PIER_ROW_FIELDS },
        },
      },
      children: {
        deflectionLimits: {
          title: 'Deflection limits',
          children: {
            strong: { title: 'Deflection limits, strong axis', fields: DEFLECTION_LIMIT_FIELDS },
            weak: { title: 'Deflection limits, weak axis', fields: DEFLECTION_LIMIT_FIELDS },
          },
        },
      },
    },
    soil: {
      title: 'Soil profile',
      fields: SOIL_PROFILE_FIELDS,
      tables: {
        layers: {
          title: 'Soil layer',
          // A layer keeps its name when layers are added above it or its values change.
          key: (row) => str(row.name)?.trim() || undefined,
          label: (row, i) => named('Soil layer', row.name, i),
          node: { fields: SOIL_LAYER_FIELDS },
        },
      },
    },
    vertical: {
      title: 'Vertical site data',
      fields: VERTICAL_FIELDS,
      children: { frost: { title: 'Frost', fields: FROST_FIELDS } },
      tables: {
        table: {
          title: 'Vertical soil parameter',
          // Rows are depth intervals in order: by position, the depth itself being a field.
          label: (_row, i) => `Vertical soil parameter row ${i + 1}`,
          node: { fields: VERTICAL_ROW_FIELDS },
        },
      },
    },
    corrosion: { title: 'Corrosion', fields: CORROSION_FIELDS },
    seismic: {
      title: 'Seismic',
      children: {
        params: { title: 'Seismic parameters', fields: SEISMIC_PARAM_FIELDS },
        tracker: {
          title: 'Seismic tracker data',
          fields: TRACKER_SEISMIC_FIELDS,
          children: { pierLoadTable: { title: 'Seismic pier load table', fields: PIER_LOAD_TABLE_FIELDS } },
          tables: {
            customRows: {
              title: 'Seismic custom row',
              key: (row) => str(row.seismicPier),
              label: (row, i) => named('Seismic custom row', row.seismicPier, i),
              node: { fields: CUSTOM_SEISMIC_ROW_FIELDS },
            },
          },
        },
      },
    },
    tracker: {
      title: 'Pile Head Loads',
      fields: [TRACKER_MODE_FIELD],
      children: {
        generic: {
          title: 'Pile Head Loads',
          fields: GENERIC_FIELDS,
          tables: {
            rows: {
              title: 'Load row',
              key: (row) => `${str(row.loadType) ?? ''} ${str(row.loadCase) ?? ''}`,
              label: (row) => `Load row ${str(row.loadType) ?? '?'} · ${str(row.loadCase) ?? '?'}`,
              node: { fields: GENERIC_LOAD_ROW_FIELDS },
            },
          },
        },
        nextracker: {
          title: 'Pile Head Loads',
          tables: {
            pierTypes: {
              title: 'Pier type',
              key: (row) => str(row.id),
              label: (row, i) => named('Pier type', row.id, i),
              node: { fields: NEXTRACKER_PIER_TYPE_FIELDS },
            },
            rows: {
              title: 'Load row',
              key: (row) => `${str(row.pierType) ?? ''} ${str(row.component) ?? ''}`,
              label: (row) =>
                `Load row ${str(row.pierType) ?? '?'} · ${LOAD_COMPONENT_FIELDS.find((c) => c.key === row.component)?.label ?? str(row.component) ?? '?'}`,
              node: {
                fields: NEXTRACKER_ROW_FIELDS,
                // One row per action: its values are moments for Mx and My.
                unitOf: (key, row) =>
                  key === 'values'
                    ? LOAD_COMPONENT_FIELDS.find((c) => c.key === row.component)?.unit
                    : undefined,
              },
            },
          },
        },
        nevados: {
          title: 'Pile Head Loads',
          fields: NEVADOS_FIELDS,
          tables: {
            rows: {
              title: 'Load row',
              key: (row) => `${str(row.pier) ?? ''} ${str(row.loadCase) ?? ''}`,
              label: (row) => `Load row ${str(row.pier) ?? '?'} · ${str(row.loadCase) ?? '?'}`,
              node: { fields: NEVADOS_ROW_FIELDS },
            },
          },
        },
        ati_pier_loads: {
          title: 'Pile Head Loads',
          fields: ATI_FIELDS,
          tables: {
            groundForceTables: {
              title: 'Ground force table',
              key: (row) => `${str(row.pierType) ?? ''} ${str(row.loadCase) ?? ''}`,
              label: (row) => `Ground force table ${str(row.pierType) ?? '?'} · ${str(row.loadCase) ?? '?'}`,
              node: {
                fields: GROUND_FORCE_TABLE_FIELDS.filter((f) => f.key !== 'rows'),
                tables: {
                  rows: {
                    title: 'Pile height',
                    key: (row) => str(row.pileHeight_m),
                    label: (_row, i) => `Tabulated height ${i + 1}`,
                    node: { fields: [{ key: 'pileHeight_m', label: 'Pile height', unit: 'length' }] },
                  },
                },
              },
            },
          },
        },
      },
    },
    loadCombinations: {
      title: 'Load combinations',
      children: {
        custom: {
          title: 'Custom load combinations',
          tables: {
            loadCases: {
              title: 'Load case',
              key: (row) => str(row.id),
              label: (row, i) => named('Load case', row.id, i),
              node: { fields: LOAD_CASE_FIELDS },
            },
            mapping_combo: {
              title: 'Combination',
              key: (row) => str(row.name),
              label: (row, i) => named('Combination', row.name, i),
              node: { fields: COMBINATION_FIELDS },
            },
          },
        },
      },
    },
    loadTests: {
      title: 'Load tests',
      tables: {
        tests: {
          title: 'Load test',
          key: (row) => str(row.id) ?? str(row.name),
          label: (row, i) => named('Load test', row.id ?? row.name, i),
          node: {},
        },
      },
    },
  },
};

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isRowArray = (v: unknown): v is unknown[] => Array.isArray(v) && v.some(isObj);

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameJson(x, b[i]));
  }
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => sameJson(a[k], b[k]));
  }
  return false;
}

function formatValue(field: InputField, unit: UnitKind, value: unknown, system: UnitSystem): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    const parts = value.map((v) =>
      typeof v === 'number' && unit !== 'none' ? formatNumber(unit, v, system) : formatPlain(v),
    );
    const label = unit === 'none' ? '' : unitLabel(unit, system);
    return `${parts.join('; ')}${label ? ` ${label}` : ''}`;
  }
  if (isObj(value)) return formatPlain(value);
  return formatFieldValue(unit === field.unit ? field : { ...field, unit }, value, system);
}

function formatPlain(v: unknown): string {
  if (v === undefined || v === null || v === '') return '—';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v);
}

/** Pairs the rows of a table: by key when every row has one unique on its side, else by position. */
function pairRows(spec: RowsSpec, before: unknown[], after: unknown[]): [number | null, number | null][] {
  const keysOf = (rows: unknown[]) => rows.map((r) => (isObj(r) && spec.key ? spec.key(r) : undefined));
  const kb = keysOf(before);
  const ka = keysOf(after);
  const usable = (keys: (string | undefined)[]) =>
    keys.every((k) => k !== undefined) && new Set(keys).size === keys.length;
  if (!spec.key || !usable(kb) || !usable(ka)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => [
      i < before.length ? i : null,
      i < after.length ? i : null,
    ]);
  }
  const pairs: [number | null, number | null][] = [];
  const beforeIndex = new Map(kb.map((k, i) => [k!, i]));
  const used = new Set<number>();
  ka.forEach((k, i) => {
    const j = beforeIndex.get(k!);
    if (j !== undefined) used.add(j);
    pairs.push([j ?? null, i]);
  });
  // A removed row goes after the row that preceded it on its side, so the table reads in order.
  kb.forEach((_, j) => {
    if (used.has(j)) return;
    const at = pairs.findIndex(([b]) => b !== null && b > j);
    pairs.splice(at === -1 ? pairs.length : at, 0, [j, null]);
  });
  return pairs;
}

class DiffBuilder {
  readonly groups: InputDiffGroup[] = [];
  constructor(private readonly system: UnitSystem) {}

  node(
    spec: NodeSpec,
    path: string,
    title: string,
    before: unknown,
    after: unknown,
    rowChange?: DiffChange,
  ): void {
    const b = isObj(before) ? before : undefined;
    const a = isObj(after) ? after : undefined;
    const change: DiffChange = rowChange ?? (b && !a ? 'removed' : a && !b ? 'added' : 'same');
    const group: InputDiffGroup = { id: path || '(input)', title, change, rows: [] };
    this.groups.push(group);
    const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
    // Field-table order first, then what the table does not name, alphabetically.
    const order = new Map((spec.fields ?? []).map((f, i) => [f.key, i]));
    keys.sort((x, y) => (order.get(x) ?? 1e6) - (order.get(y) ?? 1e6) || x.localeCompare(y));
    const nested: (() => void)[] = [];
    for (const key of keys) {
      if (key === 'schemaVersion') continue;
      const vb = b?.[key];
      const va = a?.[key];
      const childPath = path ? `${path}.${key}` : key;
      const table = spec.tables?.[key];
      if (table || (!spec.fields?.some((f) => f.key === key) && (isRowArray(vb) || isRowArray(va)))) {
        const rows = table ?? { title: key, label: (_r: Obj, i: number) => `${key} ${i + 1}`, node: {} };
        nested.push(() =>
          this.table(rows, childPath, Array.isArray(vb) ? vb : [], Array.isArray(va) ? va : []),
        );
        continue;
      }
      const child = spec.children?.[key];
      if (child || isObj(vb) || isObj(va)) {
        const childSpec = child ?? {};
        const childTitle = child?.title ?? `${title} · ${key}`;
        nested.push(() => this.node(childSpec, childPath, childTitle, vb, va));
        continue;
      }
      this.leaf(group, spec, key, childPath, vb, va, b, a);
    }
    for (const n of nested) n();
  }

  private leaf(
    group: InputDiffGroup,
    spec: NodeSpec,
    key: string,
    path: string,
    vb: unknown,
    va: unknown,
    rowBefore: Obj | undefined,
    rowAfter: Obj | undefined,
  ): void {
    const known = spec.fields?.find((f) => f.key === key);
    const field = known ?? { key, label: key, unit: 'none' as const };
    // A key the field table does not know: its value as stored (no unit to convert it by).
    const show = (v: unknown, row: Obj | undefined) =>
      v === undefined
        ? '—'
        : known
          ? formatValue(field, (row && spec.unitOf?.(key, row)) ?? field.unit, v, this.system)
          : formatPlain(Array.isArray(v) ? v.map(formatPlain).join('; ') : v);
    const missing = (v: unknown) => v === undefined || v === null;
    const change: DiffChange = sameJson(vb, va)
      ? 'same'
      : missing(vb)
        ? 'added'
        : missing(va)
          ? 'removed'
          : 'changed';
    group.rows.push({
      path,
      label: field.label,
      before: show(vb, rowBefore),
      after: show(va, rowAfter),
      change,
    });
  }

  private table(spec: RowsSpec, path: string, before: unknown[], after: unknown[]): void {
    for (const [i, j] of pairRows(spec, before, after)) {
      const rb = i === null ? undefined : before[i];
      const ra = j === null ? undefined : after[j];
      const shown = (ra ?? rb) as unknown;
      const index = j ?? i ?? 0;
      const id = spec.key && isObj(shown) ? spec.key(shown) : undefined;
      const label = isObj(shown) ? spec.label(shown, index) : `${spec.title} ${index + 1}`;
      const rowChange: DiffChange | undefined =
        rb === undefined ? 'added' : ra === undefined ? 'removed' : undefined;
      if (!isObj(rb) && !isObj(ra)) {
        // A table of plain values in an unknown place: one row per entry.
        const group = this.groups.at(-1)!;
        this.leaf(
          group,
          spec.node,
          `${spec.title} ${index + 1}`,
          `${path}[${index}]`,
          rb,
          ra,
          undefined,
          undefined,
        );
        continue;
      }
      this.node(spec.node, `${path}[${id ?? index}]`, label, rb, ra, rowChange);
    }
  }
}

/**
 * The differences of two design inputs (raw JSON: the engine's schema, maybe invalid), shown in
 * `system`. Every field of either side is listed, `change` saying whether it differs; a group is
 * added or removed when only one side has it (a new soil layer, a load row gone).
 */
export function diffDesignInputs(before: unknown, after: unknown, system: UnitSystem): InputDiff {
  const builder = new DiffBuilder(system);
  builder.node(INPUT_SPEC, '', INPUT_SPEC.title!, before ?? {}, after ?? {});
  const groups = builder.groups
    .filter((g) => g.rows.length > 0)
    .map((g) => ({
      ...g,
      change:
        g.change === 'same' && g.rows.some((r) => r.change !== 'same') ? ('changed' as const) : g.change,
    }));
  const changedCount = groups.reduce((n, g) => n + g.rows.filter((r) => r.change !== 'same').length, 0);
  return { groups, changedCount };
}

/** Only the groups and rows that differ (the compare screen's default view). */
export function onlyDifferences(diff: InputDiff): InputDiff {
  const groups = diff.groups
    .map((g) => ({ ...g, rows: g.rows.filter((r) => r.change !== 'same') }))
    .filter((g) => g.rows.length > 0);
  return { groups, changedCount: diff.changedCount };
}
