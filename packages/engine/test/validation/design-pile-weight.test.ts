/**
 * The pile's own weight is dead load (ASCE 7-16 §2.4.1: D includes the weight of the structure):
 * each combination takes it with its own D factor, adding to compression and holding against
 * uplift and frost heave. Hand calculation on the rock pier of design-search.test.ts with a
 * dead case D (P = 2 kN down) and a wind case W (P = 10 kN up), W6x12, reveal h = 1.5 m,
 * embedment L = 2 m:
 *   w = 12 lbf/ft = 12 × 4.4482216 N / 0.3048 m = 175.13 N/m (AISC W6x12 nominal weight)
 *   W_pile = w (h + L) = 175.13 × 3.5 = 612.96 N
 *   ASD "0.6D + 0.6W": P_head = 0.6 × 2000 − 0.6 × 10000 = −4800 N (uplift)
 *     uplift demand = 4800 − 0.6 × 612.96 = 4432.2 N
 *   ASD "D": compression demand = 2000 + 612.96 = 2612.96 N
 *   frost resistance from dead load = 0.6 × (2000 + 612.96) = 1567.8 N
 */
import { describe, expect, it } from 'vitest';
import { runDesign } from '../../src/design';
import { rockPierProject } from './rock-pier-project';

const w_N_per_m = (12 * 4.4482216152605) / 0.3048;
const pileWeight_N = w_N_per_m * (1.5 + 2);

function project() {
  const base = rockPierProject({
    name: 'pile weight',
    minSection: 'W6x12',
    maxSection: 'W6x12',
    limitTop_m: 1,
    minEmbed_m: 2,
    maxEmbed_m: 2,
    pileHeight_m: 1.5,
    loadHeight_m: 1.5,
    P_N: -10000,
    Vx_N: 500,
    method: 'ASD',
  });
  return {
    ...base,
    vertical: {
      table: [{ bottom_m: 5, skinFrictionUp_Pa: 200e3, skinFrictionDown_Pa: 200e3, endBearing_Pa: 0 }],
      frost: { consider: true, pressure_Pa: 10e3, depth_m: 0.5 },
    },
    tracker: {
      mode: 2,
      generic: {
        loadHeight_m: 1.5,
        rows: [
          { loadType: 'SAP', loadCase: 'D', P_N: 2000 },
          { loadType: 'SAP', loadCase: 'W', P_N: -10000, Vx_N: 500 },
        ],
      },
    },
    loadCombinations: {
      loadsNotActing: false,
      custom: {
        loadCases: [{ id: 'D' }, { id: 'W' }],
        mapping_combo: [
          { name: 'ASD D', method: 'ASD', factors: { D: 1 } },
          { name: 'ASD 0.6D + 0.6W', method: 'ASD', factors: { D: 0.6, W: 0.6 } },
        ],
      },
    },
  };
}

describe('pile self-weight in the axial and frost checks', () => {
  const r = runDesign(project());
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  const checks = r.result.piers[0]!.checks;
  const find = (id: string) => checks.find((c) => c.id === id)!;

  it('holds against uplift with the combination’s D factor (0.6)', () => {
    const uplift = find('axial-uplift');
    expect(uplift.demand).toBeCloseTo(4800 - 0.6 * pileWeight_N, 6);
    expect(uplift.demand).toBeCloseTo(4432.2, 1);
    expect(uplift.combination).toBe('ASD 0.6D + 0.6W');
  });

  it('adds to compression with the combination’s D factor (1.0)', () => {
    const compression = find('axial-compression');
    expect(compression.demand).toBeCloseTo(2000 + pileWeight_N, 6);
    expect(compression.demand).toBeCloseTo(2612.96, 1);
  });

  it('holds against frost heave with the dead load', () => {
    const frost = find('frost-heave');
    // capacity = factored uplift skin friction below the frost depth + 0.6 (D + W_pile)
    const skin = frost.details as { skinUpBelowFrost_nominal_N: number; factor: number };
    expect(frost.capacity - skin.factor * skin.skinUpBelowFrost_nominal_N).toBeCloseTo(
      0.6 * (2000 + pileWeight_N),
      6,
    );
  });
});

/**
 * The vertical table's basis and factors of safety (Vertical group): uplift capacity of the same
 * pile, side resistance from the neglect depth (0) to L = 2 m at f_up = 200 kPa on the W6x12 box
 * perimeter p = 2(d + bf) (AISC v16: d = 6.03 in, bf = 4.00 in → p = 0.40792 m):
 *   nominal R_up = 200e3 × 0.40792 × 2 = 163,170 N
 *   FS 2 (default): 81,585 N;  FS 3: 54,390 N;  'allowable': 163,170 N (used as given)
 */
describe('vertical table basis and factors of safety', () => {
  const p_m = 2 * (6.03 + 4.0) * 0.0254;
  const nominal_N = 200e3 * p_m * 2;
  const upliftCapacity = (vertical: Record<string, unknown>) => {
    const base = project();
    const r = runDesign({ ...base, vertical: { ...base.vertical, ...vertical } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.result.piers[0]!.checks.find((c) => c.id === 'axial-uplift')!;
  };

  it('divides nominal values by FS 2 by default', () => {
    expect(upliftCapacity({}).capacity).toBeCloseTo(nominal_N / 2, 3);
  });

  it('takes the project’s own factor of safety', () => {
    const c = upliftCapacity({ FS_uplift: 3 });
    expect(c.capacity).toBeCloseTo(nominal_N / 3, 3);
    expect(c.reference).toContain('FS = 3');
  });

  it('uses allowable values as they are', () => {
    const c = upliftCapacity({ tableBasis: 'allowable' });
    expect(c.capacity).toBeCloseTo(nominal_N, 3);
    expect(c.reference).toContain('allowable');
  });
});
