import { describe, expect, it } from 'vitest';
import { describeInputPath } from './input-path';

describe('design input error paths', () => {
  it.each([
    ['soil.layers[2].phiDeg', { group: 'Soil', row: 'layers #3', field: 'phiDeg' }],
    ['settings.maxSection', { group: 'General Settings', row: '—', field: 'maxSection' }],
    ['pileHeights_m[1]', { group: 'Pile heights', row: '#2', field: '—' }],
    ['tracker', { group: 'Pile head loads', row: '—', field: '—' }],
    [
      'seismic.tracker.customRows[0].seismicPier',
      { group: 'Seismic', row: 'tracker › customRows #1', field: 'seismicPier' },
    ],
    ['(input)', { group: 'Input', row: '—', field: '—' }],
  ])('%s', (path, parts) => {
    expect(describeInputPath(path)).toEqual(parts);
  });
});
