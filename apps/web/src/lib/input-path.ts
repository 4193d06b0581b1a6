// A design-input error's path ('soil.layers[2].phiDeg') as the group, row and field an engineer
// looks for: group 'Soil', row 'layers #3' (rows counted from 1, as in a table), field 'phiDeg'.

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

export type InputPathParts = { group: string; row: string; field: string };

/** 'layers[2]' → ['layers', 2]; 'name' → ['name', null]. */
function splitSegment(segment: string): { name: string; indexes: number[] } {
  const name = segment.replace(/\[\d+\]/g, '');
  const indexes = [...segment.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  return { name, indexes };
}

function rowText(name: string, indexes: number[]): string {
  const numbers = indexes.map((i) => `#${i + 1}`).join(' ');
  return name ? `${name} ${numbers}`.trim() : numbers;
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
  return { group, row: rows.join(' › ') || '—', field: field || '—' };
}
