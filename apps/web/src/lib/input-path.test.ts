import { describe, expect, it } from 'vitest';
import { SOIL_LAYER_FIELDS } from '@pilewise/presentation';
import { describeInputPath } from './input-path';

const SOIL_PHI = SOIL_LAYER_FIELDS.find((f) => f.key === 'phiDeg')!;

describe('design input error paths', () => {
  it.each([
    ['soil.layers[2].phiDeg', { group: 'Soil', row: 'Layer #3', field: SOIL_PHI.label }],
    ['settings.maxSection', { group: 'General Settings', row: '—', field: 'Max Section' }],
    ['pileHeights_m[1]', { group: 'Pile heights', row: '#2', field: '—' }],
    ['tracker', { group: 'Pile head loads', row: '—', field: '—' }],
    [
      'seismic.tracker.customRows[0].seismicPier',
      { group: 'Seismic', row: 'tracker › Seismic pier row #1', field: 'Seismic Pier' },
    ],
    [
      'settings.effectiveLengthByPierType[1].pierType',
      { group: 'General Settings', row: 'K per pier type, row #2', field: 'Pier type' },
    ],
    // a key no field table has: the key itself
    ['settings.someFutureInput', { group: 'General Settings', row: '—', field: 'someFutureInput' }],
    ['(input)', { group: 'Input', row: '—', field: '—' }],
  ])('%s', (path, parts) => {
    expect(describeInputPath(path)).toEqual(parts);
  });
});
