import { describe, expect, it } from 'vitest';
import type { DesignResult } from '@pilewise/contracts';
import { loadTestsSection } from './report-load-tests';

const base = { schemaVersion: 1 } as unknown as DesignResult;

const calibration: NonNullable<DesignResult['calibration']> = {
  pMultiplier: 0.6,
  skinFrictionUpFactor: null,
  skinFrictionDownFactor: null,
  capacityBasis: { lateral: 'load-tests', compression: 'static-analysis', uplift: 'static-analysis' },
  tests: [
    {
      kind: 'lateral',
      name: 'LT-1',
      standard: 'ASTM D3966',
      // 2.4384 m = 8 ft; 199.948 GPa = 29,000 ksi (1 ksi = 6.894757 MPa)
      pile: { section: 'W6x12', embedment_m: 2.4384, E_Pa: 29000 * 6.894757e6 },
      status: 'fit',
      pMultiplier: 0.6,
      bestMultiplier: 0.6,
      rmsMisfit_m: 0.000254,
      relativeMisfit: 0.012,
      tolerance: 0.15,
      curve: [],
      uncalibratedCurve: [],
      evaluations: 40,
    },
    {
      kind: 'uplift',
      name: 'UT-9',
      standard: 'ASTM D3689',
      status: 'cannot-fit',
      reason: 'point 3: load does not rise',
      failureLoad_N: null,
      failureBasis: 'none',
      davisson: {
        length_m: 3,
        area_m2: 0.002,
        E_Pa: 2e11,
        width_m: 0.15,
        offset_m: 0.005,
        intercept_N: null,
      },
      pileWeight_N: 400,
      measuredResistance_N: null,
      tableSkin_N: 0,
      tableEndBearing_N: 0,
      skinFrictionFactor: null,
      measuredCurve: [],
    },
  ],
  notes: ['load test "UT-9" (ASTM D3689) left out: point 3: load does not rise'],
  method: 'the method',
  used: true,
  applied: ["lateral: every layer's p-multipliers × 0.600"],
};

describe('report: site load tests', () => {
  it('no load tests, no section', () => {
    expect(loadTestsSection(base, 'imperial')).toBeNull();
  });

  it('what the design took, each test in the project units, the tests left out', () => {
    const s = loadTestsSection({ ...base, calibration }, 'imperial')!;
    expect(s.title).toBe('Site load tests');
    const [applied, table, notes] = s.blocks;
    expect(applied).toMatchObject({ kind: 'notes', items: ["lateral: every layer's p-multipliers × 0.600"] });
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.rows.map((r) => r.cells.slice(0, 5))).toEqual([
      ['LT-1', 'lateral (ASTM D3966)', 'W6x12, 8.0 ft embedded, E 29000 ksi', 'fit', 'p-multiplier × 0.600'],
      // a result made before the test pile was recorded
      ['UT-9', 'uplift (ASTM D3689)', '—', 'cannot-fit', 'skin friction up × —'],
    ]);
    // 0.254 mm = 0.01 in; 1.2 % of the largest deflection
    expect(table.rows[0]!.cells[5]).toMatch(/^RMS misfit 0\.01\d* in \(1\.2 % of the largest movement\)$/);
    expect(table.rows[1]!.tone).toBe('fail');
    expect(notes).toMatchObject({ kind: 'notes', tone: 'warning' });
  });
});
