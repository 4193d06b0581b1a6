import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FACTORS } from '../checks/geotech-factors';
import { buildDesignProblem } from '../design/design-problem';
import { parseDesignInput } from '../design/design-input';
import { applyLoadTests } from './apply-to-design';

const EXAMPLE = fileURLToPath(new URL('../../examples/projects/generic-100mw-site-d.json', import.meta.url));
const project = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as {
  vertical: { table: { skinFrictionUp_Pa: number; skinFrictionDown_Pa: number }[] } & Record<string, unknown>;
} & Record<string, unknown>;

/** An uplift test failing at 20 kN and a compression test at 60 kN, both read by the engineer. */
const tests = [
  { kind: 'uplift', name: 'UT-1', section: 'W6x12', embedment_m: 2, stickup_m: 0.3, failureLoad_N: 20000 },
  {
    kind: 'compression',
    name: 'CT-1',
    section: 'W6x12',
    embedment_m: 2,
    stickup_m: 0.3,
    failureLoad_N: 60000,
  },
].map((t) => ({
  ...t,
  points: [
    { load_N: 0, displacement_m: 0 },
    { load_N: t.failureLoad_N / 2, displacement_m: 0.002 },
    { load_N: t.failureLoad_N, displacement_m: 0.02 },
  ],
}));

function prepared(input: unknown) {
  const parsed = parseDesignInput(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const built = buildDesignProblem(parsed.value);
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  return { v: parsed.value, problem: built.problem };
}

describe('the design problem with the soil calibrated on load tests', () => {
  it('no load tests: nothing changes', () => {
    const { v, problem } = prepared(project);
    expect(applyLoadTests(v, problem)).toBeNull();
  });

  it('scales the table skin friction by the fitted factors and takes the load-test FS, naming the tests', () => {
    const { v, problem } = prepared({ ...project, loadTests: { tests } });
    const r = applyLoadTests(v, problem)!;
    const up = r.calibration.skinFrictionUpFactor!;
    const down = r.calibration.skinFrictionDownFactor!;
    const before = problem.settings.vertical!.table;
    r.problem.settings.vertical!.table.forEach((row, i) => {
      expect(row.skinFrictionUp_Pa).toBeCloseTo(before[i]!.skinFrictionUp_Pa * up, 6);
      expect(row.skinFrictionDown_Pa).toBeCloseTo(before[i]!.skinFrictionDown_Pa * down, 6);
      expect(row.endBearing_Pa).toBe(before[i]!.endBearing_Pa);
    });
    // ASD (the example's method), both resistances from load tests: IBC 1810.3.3.1.2 / 1810.3.3.1.5
    const g = r.problem.settings.geotech;
    const lt = DEFAULT_FACTORS.ASD['load-tests'];
    expect(g.capacityBasis).toBe('load-tests');
    expect([g.FS_compression, g.FS_uplift, g.FS_sustainedUplift]).toEqual([
      lt.compression.value,
      lt.uplift.value,
      lt['sustained-uplift'].value,
    ]);
    expect(g.sources.uplift.source).toMatch(/site load tests: UT-1, failure load given by the engineer/);
    expect(r.problem.settings.soil).toBe(problem.settings.soil); // no lateral test: soil as given
    expect(r.calibration.capacityBasis).toEqual({
      lateral: 'static-analysis',
      compression: 'load-tests',
      uplift: 'load-tests',
    });
  });

  it('a table of allowable values is not scaled (the tests measure ultimate), and the result says so', () => {
    const input = {
      ...project,
      vertical: { ...project.vertical, tableBasis: 'allowable' },
      loadTests: { tests },
    };
    const { v, problem } = prepared(input);
    const r = applyLoadTests(v, problem)!;
    expect(r.problem.settings.vertical).toBe(problem.settings.vertical);
    expect(r.problem.settings.geotech).toBe(problem.settings.geotech);
    expect(r.calibration.notes.join('\n')).toMatch(/allowable values .* not applied/);
    expect(r.calibration.capacityBasis.uplift).toBe('static-analysis');
    expect(r.calibration.applied).toEqual([
      'none: the fitted values are not applied (see the notes); the soil is designed as given',
    ]);
  });

  it('"use calibrated soil" off: the problem as it was, the fit reported', () => {
    const { v, problem } = prepared({ ...project, loadTests: { useCalibratedSoil: false, tests } });
    const r = applyLoadTests(v, problem)!;
    expect(r.problem).toBe(problem);
    expect(r.calibration.used).toBe(false);
    expect(r.calibration.skinFrictionUpFactor).not.toBeNull();
    expect(r.calibration.capacityBasis.uplift).toBe('static-analysis');
  });
});

describe("a design's load tests and the project's Steel E", () => {
  it("every test pile without an E of its own takes the project's; one with its own keeps it", () => {
    const E_AISC_Pa = (29_000 * 4448.2216152605) / 0.0254 ** 2; // 29,000 ksi
    const settings = { ...(project.settings as Record<string, unknown>), steelModulus_Pa: E_AISC_Pa };
    const own = { ...tests[1]!, E_Pa: 210e9 };
    const { v, problem } = prepared({ ...project, settings, loadTests: { tests: [tests[0], own] } });
    const r = applyLoadTests(v, problem)!;
    expect(r.calibration.tests.map((t) => t.pile?.E_Pa)).toEqual([E_AISC_Pa, 210e9]);
    expect(r.calibration.tests.map((t) => (t.kind === 'lateral' ? null : t.davisson.E_Pa))).toEqual([
      E_AISC_Pa,
      210e9,
    ]);
  });
});
