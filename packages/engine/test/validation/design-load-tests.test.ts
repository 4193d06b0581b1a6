/**
 * A design with site load tests (issue 9): the soil calibrated on a lateral and an uplift test
 * the engine "measured" with known factors (p-multiplier 0.6, Skin Friction Up 0.7) must find
 * those factors again and design every pier at least as heavy or as long as with the soil as
 * given (a softer, weaker site never asks for less steel), heavier somewhere, and say so.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  axialCapacity,
  parseDesignInput,
  asTestPile,
  computedLateralCurve,
  lateralLoadTestSchema,
  resolveSection,
  runDesign,
  type DesignResult,
} from '../../src';

const EXAMPLE = fileURLToPath(new URL('../../examples/projects/generic-100mw-site-d.json', import.meta.url));

type Project = {
  soil: Parameters<typeof computedLateralCurve>[1];
  vertical: {
    table: {
      bottom_m: number;
      skinFrictionUp_Pa: number;
      skinFrictionDown_Pa: number;
      endBearing_Pa: number;
    }[];
    neglectTopSoil_m: number;
  };
  [k: string]: unknown;
};

const project = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Project;
const LOADS_N = [0, 3000, 6000, 9000, 12000];

function lateralTestAt(m: number) {
  const probe = lateralLoadTestSchema.parse({
    kind: 'lateral',
    name: 'LT-1',
    section: 'W6x12',
    embedment_m: 2.5,
    loadHeight_m: 1.22,
    points: LOADS_N.map((load_N) => ({ load_N, displacement_m: 0 })),
  });
  const y = computedLateralCurve(asTestPile(probe, undefined), project.soil, m, 100);
  return { ...probe, points: LOADS_N.map((load_N, i) => ({ load_N, displacement_m: y[i]! })) };
}

/** An uplift test plunging at (factor × the table's skin up) + the pile's weight. */
function upliftTestAt(factor: number) {
  const sec = resolveSection('W6x12');
  if (!sec.ok) throw new Error(sec.message);
  const cap = axialCapacity({
    table: project.vertical.table,
    embedment_m: 2,
    neglectTopSoil_m: project.vertical.neglectTopSoil_m,
    endBearing: false,
    section: sec.section,
  });
  const Qf = factor * cap.uplift_N + sec.section.weight_N_per_m * 2.3;
  return {
    kind: 'uplift' as const,
    name: 'UT-1',
    section: 'W6x12',
    embedment_m: 2,
    stickup_m: 0.3,
    failureLoad_N: Qf,
    points: [0, 0.5, 1]
      .map((s) => ({ load_N: s * Qf, displacement_m: s * 0.004 }))
      .concat([{ load_N: Qf, displacement_m: 0.03 }]),
  };
}

function design(loadTests?: unknown): DesignResult {
  const run = runDesign(loadTests ? { ...project, loadTests } : project);
  if (!run.ok) throw new Error(JSON.stringify(run.errors));
  return run.result;
}

const key = (p: DesignResult['piers'][number]) => `${p.pierTypeId}@${p.pileHeight_m}`;

describe('design with soil calibrated on site load tests', { timeout: 300_000 }, () => {
  const tests = [lateralTestAt(0.6), upliftTestAt(0.7)];
  const plain = design();
  const calibrated = design({ tests });

  it('finds the factors the tests were made with (within 2 %) and says what it took', () => {
    const c = calibrated.calibration!;
    expect(c.used).toBe(true);
    expect(Math.abs(c.pMultiplier! / 0.6 - 1)).toBeLessThan(0.02);
    expect(Math.abs(c.skinFrictionUpFactor! / 0.7 - 1)).toBeLessThan(0.02);
    expect(c.capacityBasis).toEqual({
      lateral: 'load-tests',
      uplift: 'load-tests',
      compression: 'static-analysis',
    });
    expect(c.applied.join('\n')).toMatch(
      /lateral: every layer's p-multipliers × 0\.60\d .* from LT-1, RMS misfit/,
    );
    expect(c.applied.join('\n')).toMatch(/uplift: Skin Friction Up × 0\.70\d and the load-test FS/);
    expect(plain.calibration).toBeUndefined();
  });

  it('designs every pier at least as heavy, or as long at the same section, and some heavier', () => {
    const before = new Map(plain.piers.map((p) => [key(p), p]));
    let heavier = 0;
    for (const p of calibrated.piers) {
      const q = before.get(key(p))!;
      expect(p.section.weight_N_per_m).toBeGreaterThanOrEqual(q.section.weight_N_per_m);
      if (p.section.name === q.section.name) expect(p.embedment_m).toBeGreaterThanOrEqual(q.embedment_m);
      if (p.steelWeight_N > q.steelWeight_N + 1e-9) heavier++;
    }
    expect(heavier).toBeGreaterThan(0);
  });

  it('the uplift check rests on the load-test factor and names the test', () => {
    const uplift = calibrated.piers.flatMap((p) => p.checks).find((c) => c.id === 'axial-uplift');
    expect(uplift?.reference).toMatch(/site load tests: UT-1/);
    expect(uplift?.reference).toMatch(/load tests/);
  });

  it('with "use calibrated soil" off the fit is reported and the design is that of the soil as given', () => {
    const reported = design({ useCalibratedSoil: false, tests });
    expect(reported.calibration!.used).toBe(false);
    expect(reported.calibration!.pMultiplier!).toBeCloseTo(calibrated.calibration!.pMultiplier!, 9);
    expect(reported.piers.map((p) => [key(p), p.section.name, p.embedment_m])).toEqual(
      plain.piers.map((p) => [key(p), p.section.name, p.embedment_m]),
    );
  });
});

describe('the loadTests group of the design input', () => {
  it('is optional, and a bad test is named by its row and field', () => {
    expect(parseDesignInput(project).ok).toBe(true);
    const r = parseDesignInput({
      ...project,
      loadTests: {
        tests: [
          { kind: 'latral', name: 'a' },
          { kind: 'uplift', name: 'b', section: 'W6x9', embedment_m: -1, points: [] },
        ],
      },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path)).toEqual([
      'loadTests.tests[0].kind',
      'loadTests.tests[1].embedment_m',
      'loadTests.tests[1].points',
    ]);
    expect(r.errors[1]!.message).toBe('must be > 0');
    expect(r.errors[2]!.message).toBe('needs at least 2 load-movement points');
  });
});
