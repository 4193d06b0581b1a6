// A design-input error's path ('soil.layers[2].phiDeg') as the group, row and field an engineer
// looks for: group 'Soil', row 'Layer #3' (rows counted from 1, as in a table), field 'Phi' (the
// field table's label, as the form shows it; the key where no table has the field).
import { INPUT_FIELD_GROUPS } from '@pilewise/presentation';

const GROUP_LABELS: Record<string, string> = {
  '(input)': 'Input',
  schemaVersion: 'Input',
  project: 'Project',
  settings: 'General Settings',
  pileHeights_m: 'Pile heights',
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

function rowText(name: string, indexes: number[]): string {
  const numbers = indexes.map((i) => `#${i + 1}`).join(' ');
  const named = indexes.length > 0 ? (ROW_NAMES[name] ?? name) : name;
  return named ? `${named} ${numbers}`.trim() : numbers;
}

export function describeInputPath(path: string): InputPathParts {
  const segments = path.split('.').filter(Boolean);
  const first = splitSegment(segments[0] ?? '(input)');
  const group = GROUP_LABELS[first.name] ?? first.name;
  const rows: string[] = first.indexes.length > 0 ? [rowText('', first.indexes)] : [];
  let field = '';
  segments.slice(1).forEach((segment, i, rest) => {
    const { name, indexes } = splitSegment(segment);
    const last = i === rest.length - 1;
    if (last && indexes.length === 0) field = name;
    else rows.push(indexes.length > 0 ? rowText(name, indexes) : name);
  });
  return { group, row: rows.join(' › ') || '—', field: field ? (fieldLabel(path) ?? field) : '—' };
}
