import { describe, expect, it } from 'vitest';
import { PILE_HEIGHTS_FIELD, SOIL_LAYER_FIELDS } from '@pilewise/presentation';
import { describeInputPath } from './input-path';

const SOIL_PHI = SOIL_LAYER_FIELDS.find((f) => f.key === 'phiDeg')!;

describe('design input error paths', () => {
  it.each([
    ['soil.layers[2].phiDeg', { group: 'Soil', row: 'Layer #3', field: SOIL_PHI.label }],
    ['settings.maxSection', { group: 'General Settings', row: '—', field: 'Max Section' }],
    // the reveal heights are one field of the Settings tab: a height named by its place in it
    ['pileHeights_m[1]', { group: 'General Settings', row: 'Height #2', field: PILE_HEIGHTS_FIELD.label }],
    ['pileHeights_m', { group: 'General Settings', row: '—', field: PILE_HEIGHTS_FIELD.label }],
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

describe('pile head load paths', () => {
  it.each([
    ['tracker.generic.rows[2].P_N', 'Load #3'],
    ['tracker.nextracker.pierTypes[1].loadHeight_m', 'Pier type #2'],
    ['tracker.nextracker.rows[3].values', 'Load #4'],
    ['tracker.nevados.rows[0].pierType', 'Load #1'],
  ])('%s: the row as the form names it, no mode key', (path, row) => {
    expect(describeInputPath(path)).toMatchObject({ group: 'Pile head loads', row });
  });

  const nextracker = { tracker: { nextracker: { loadCases: ['D', 'S', 'W0', 'W30'] } } };
  it('names a Nextracker load value by its load case, the column it is entered in', () => {
    expect(describeInputPath('tracker.nextracker.rows[2].values[3]', nextracker)).toEqual({
      group: 'Pile head loads',
      row: 'Load #3',
      field: 'W30',
    });
    // a value beyond the load cases (the row has too many): its place
    expect(describeInputPath('tracker.nextracker.rows[0].values[5]', nextracker).field).toBe('Load case #6');
  });

  const tables = {
    tracker: {
      ati_pier_loads: {
        groundForceTables: [
          { pierType: 'PDP', loadCase: 'D', columns: ['Axial', 'Shear X'], rows: [{}, {}, {}] },
          { pierType: 'PDP', loadCase: 'W0', columns: ['Axial', 'Shear X', 'Moment X'], rows: [{}, {}] },
        ],
      },
    },
  };
  it.each([
    ['tracker.ati_pier_loads.groundForceTables[1].rows[1].values[2]', 'Row #5', 'Moment X'],
    ['tracker.ati_pier_loads.groundForceTables[0].rows[0].pileHeight_m', 'Row #1', 'Pile height'],
    ['tracker.ati_pier_loads.groundForceTables[1].loadCase', 'Rows #4–5', 'Load case'],
  ])('%s: an Array Tech row by its place in the flat table, %s, %s', (path, row, field) => {
    expect(describeInputPath(path, tables)).toEqual({ group: 'Pile head loads', row, field });
  });
});
