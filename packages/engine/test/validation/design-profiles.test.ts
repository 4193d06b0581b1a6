/**
 * Which combination's profiles a pier design shows. A pier governed by a check that bends
 * nothing (frost heave, axial capacity) still shows how its lateral loads bend it: the
 * engineer reading a "no solution" for frost wants the deflection and moment of the wind case,
 * not the empty profiles of the dead-load case. The rock pier of design-pile-weight.test.ts,
 * with a heavy dead load (so axial compression under "ASD D", which bends nothing, is the most
 * utilised check after frost) and a frost pressure that no embedment in range resists.
 */
import { describe, expect, it } from 'vitest';
import { runDesign } from '../../src/design';
import { rockPierProject } from './rock-pier-project';

function project(frostPressure_Pa: number) {
  const base = rockPierProject({
    name: 'profiles',
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
      frost: { consider: true, pressure_Pa: frostPressure_Pa, depth_m: 1.5 },
    },
    tracker: {
      mode: 2,
      generic: {
        loadHeight_m: 1.5,
        rows: [
          { loadType: 'SAP', loadCase: 'D', P_N: 60000 },
          { loadType: 'SAP', loadCase: 'W', P_N: 0, Vx_N: 500 },
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

describe('the profiles a pier design shows', () => {
  it('frost heave governs and fails: the profiles are those of the wind combination, which bends the pile', () => {
    const run = runDesign(project(2e6));
    if (!run.ok) throw new Error(JSON.stringify(run.errors));
    const pier = run.result.piers[0]!;
    expect(pier.status).toBe('no-solution');
    expect(pier.governing.checkId).toMatch(/frost/);
    const compression = pier.checks.find((c) => c.id === 'axial-compression')!;
    const steel = pier.checks.find((c) => c.id.startsWith('steel'))!;
    expect(compression.combination).toBe('ASD D');
    expect(compression.ratio!).toBeGreaterThan(steel.ratio!);
    expect(pier.profiles.combination).toBe('ASD 0.6D + 0.6W');
    expect(pier.profiles.strong).not.toBeNull();
    // The analysis carries the combination's head load: 0.6 x 500 N = 300 N.
    expect(Math.abs(pier.profiles.strong!.H_N)).toBeCloseTo(300, 6);
  });
});
