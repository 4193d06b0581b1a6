// A design-input error's path ('soil.layers[2].phiDeg') as the group, row and field an engineer
// looks for: group 'Soil', row 'Layer #3' (rows counted from 1, as in a table), field 'Phi' (the
// field table's label, as the form shows it; the key where no table has the field). With the
// input at hand, a pile head load value is named as its table shows it: the load case or column
// over it ('W30'), and an Array Tech ground force table's row by its place in the one flat table
// the form shows.
import { INPUT_FIELD_GROUPS, PILE_HEIGHTS_FIELD } from '@pilewise/presentation';

const GROUP_LABELS: Record<string, string> = {
  '(input)': 'Input',
  schemaVersion: 'Input',
  project: 'Project',
  settings: 'General Settings',
  soil: 'Soil',
  corrosion: 'Corrosion',
  vertical: 'Vertical',
  seismic: 'Seismic',
  tracker: 'Pile head loads',
  loadCombinations: 'Load combinations',
};

/** The rows of the input's tables as the forms name them ('layers' → 'Layer #3'). */
const ROW_NAMES: Record<string, string> = {
  layers: 'Layer',
  table: 'Row',
  rows: 'Row',
  customRows: 'Seismic pier row',
  pierTypes: 'Pier type',
  groundForceTables: 'Ground force table',
  loadCases: 'Load case',
  mapping_combo: 'Combination',
  effectiveLengthByPierType: 'K per pier type, row',
  loadTests: 'Load test',
};

/** The keys of the tracker modes' raw loads (tracker.<mode>): one mode shows, under 'Pile head loads'. */
const TRACKER_MODES = new Set(['generic', 'nextracker', 'nevados', 'ati_pier_loads']);

/** Rows of the pile head load tables, as their forms name them. */
const TRACKER_ROW_NAMES: Record<string, string> = { rows: 'Load' };

export type InputPathParts = { group: string; row: string; field: string };

/** The label of the field a path ends at, from the field tables (input-coverage.ts); undefined: none. */
function fieldLabel(path: string): string | undefined {
  const rowsAsAny = path.replace(/\[\d+\]/g, '[]');
  for (const { group, fields } of INPUT_FIELD_GROUPS) {
    const rest =
      group === '' ? rowsAsAny : rowsAsAny.startsWith(`${group}.`) ? rowsAsAny.slice(group.length + 1) : null;
    // the field itself, not a list or table below it
    if (rest === null || !/^[^.[{]+$/.test(rest)) continue;
    const field = fields.find((f) => f.key === rest);
    if (field) return field.label;
  }
  return undefined;
}

/** 'layers[2]' → ['layers', 2]; 'name' → ['name', null]. */
function splitSegment(segment: string): { name: string; indexes: number[] } {
  const name = segment.replace(/\[\d+\]/g, '');
  const indexes = [...segment.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  return { name, indexes };
}

/** 'layers', [2] → 'Layer #3'; `overrides` rename rows where a form names them otherwise. */
function rowText(name: string, indexes: number[], overrides: Record<string, string> = {}): string {
  const numbers = indexes.map((i) => `#${i + 1}`).join(' ');
  const named = indexes.length > 0 ? (overrides[name] ?? ROW_NAMES[name] ?? name) : name;
  return named ? `${named} ${numbers}`.trim() : numbers;
}

/** The value at `path` in `root` ('soil.layers[2].phiDeg' as ['soil', 'layers', 2, 'phiDeg']). */
export function getAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node: unknown = root;
  for (const key of path) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/**
 * The list at `path`, or an empty one where the input holds anything else there: a saved input
 * is any JSON a client saved, and a form shows its problem rather than a blank page.
 */
export function listAt(root: unknown, path: readonly (string | number)[]): unknown[] {
  const v = getAt(root, path);
  return Array.isArray(v) ? v : [];
}

const textAt = (root: unknown, ...path: (string | number)[]) => {
  const v = getAt(root, path);
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
};

/** Nextracker: rows[i].values[j] is load case j of load row i. */
function nextrackerValue(path: string, input: unknown): InputPathParts | undefined {
  const m = /^tracker\.nextracker\.rows\[(\d+)\]\.values\[(\d+)\]$/.exec(path);
  if (!m) return undefined;
  const j = Number(m[2]);
  const loadCase = textAt(input, 'tracker', 'nextracker', 'loadCases', j);
  return {
    group: 'Pile head loads',
    row: `Load #${Number(m[1]) + 1}`,
    field: loadCase ?? `Load case #${j + 1}`,
  };
}

/**
 * Array Tech: the form shows the ground force tables as one flat table, a row per pier type,
 * load case and pile height; a value of a row is named by its table's column.
 */
function groundForceTablePath(path: string, input: unknown): InputPathParts | undefined {
  const m = /^tracker\.ati_pier_loads\.groundForceTables\[(\d+)\](?:\.rows\[(\d+)\])?(?:\.(.+))?$/.exec(path);
  const tables = getAt(input, ['tracker', 'ati_pier_loads', 'groundForceTables']);
  if (!m || !Array.isArray(tables)) return undefined;
  const t = Number(m[1]);
  const rowsOf = (k: number) => {
    const rows = getAt(tables, [k, 'rows']);
    return Array.isArray(rows) ? rows.length : 0;
  };
  let first = 0;
  for (let k = 0; k < t && k < tables.length; k++) first += rowsOf(k);
  const tail = m[3];
  const value = tail === undefined ? undefined : /^values\[(\d+)\]$/.exec(tail);
  let field = tail ?? '—';
  if (value) field = textAt(tables, t, 'columns', Number(value[1])) ?? `Column #${Number(value[1]) + 1}`;
  else if (tail === 'pileHeight_m') field = 'Pile height';
  else if (tail) field = fieldLabel(`tracker.ati_pier_loads.groundForceTables[${t}].${tail}`) ?? tail;
  // a field of the whole table shows on each of its rows
  const count = m[2] === undefined ? rowsOf(t) : 1;
  const from = first + (m[2] === undefined ? 0 : Number(m[2])) + 1;
  const row = count > 1 ? `Rows #${from}–${from + count - 1}` : `Row #${from}`;
  return { group: 'Pile head loads', row, field };
}

/**
 * Where the error at `path` is, as the forms show it. `input`, the design input the path is into,
 * names what only it knows (load cases, columns, the flat row of a ground force table).
 */
export function describeInputPath(path: string, input?: unknown): InputPathParts {
  const inTable =
    input === undefined ? undefined : (nextrackerValue(path, input) ?? groundForceTablePath(path, input));
  if (inTable) return inTable;
  // The reveal heights are one field of the Settings tab ('4, 5.2'): a height is named by its
  // place in it, where the list read group 'Pile heights', row '#2', field '—'.
  const height = /^pileHeights_m(?:\[(\d+)\])?$/.exec(path);
  if (height)
    return {
      group: GROUP_LABELS.settings!,
      row: height[1] === undefined ? '—' : `Height #${Number(height[1]) + 1}`,
      field: PILE_HEIGHTS_FIELD.label,
    };
  const segments = path.split('.').filter(Boolean);
  const first = splitSegment(segments[0] ?? '(input)');
  const group = GROUP_LABELS[first.name] ?? first.name;
  const tracker = first.name === 'tracker';
  const rows: string[] = first.indexes.length > 0 ? [rowText('', first.indexes)] : [];
  let field = '';
  segments.slice(1).forEach((segment, i, rest) => {
    const { name, indexes } = splitSegment(segment);
    const last = i === rest.length - 1;
    if (tracker && i === 0 && !last && TRACKER_MODES.has(name)) return;
    if (last && indexes.length === 0) field = name;
    else rows.push(indexes.length > 0 ? rowText(name, indexes, tracker ? TRACKER_ROW_NAMES : {}) : name);
  });
  return { group, row: rows.join(' › ') || '—', field: field ? (fieldLabel(path) ?? field) : '—' };
}
