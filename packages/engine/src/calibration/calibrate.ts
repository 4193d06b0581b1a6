/**
 * A site's load tests → the values the design takes: each test fitted on its own
 * (lateral-fit.ts, axial-fit.ts); with several tests of a kind the smallest fitted value is
 * used (the softest or weakest test governs: the design must hold wherever the site is like
 * any of its tests). A test that cannot be fitted is left out and named in the notes.
 */
import type { z } from 'zod';
import { formatPath, inputIssueMessage } from '../issue-message';
import { fitAxialTest } from './axial-fit';
import type { CalibrationResult, TestFit } from './fit-result';
import { fitLateralTest } from './lateral-fit';
import {
  asTestPile,
  calibrationInputSchema,
  testPileOf,
  DEFAULT_FIT_TOLERANCE,
  type CalibrationVertical,
  type LoadTests,
} from './load-test';
import type { lateralSoilSchema } from '../lateral/input-schema';

export const CALIBRATION_METHOD =
  'lateral: one factor on every layer p-multiplier, fitted so the nonlinear p-y analysis of the test pile reproduces the measured load-deflection curve (least squares, golden-section search on ln m in 0.05–20); ' +
  'axial: factor on the vertical table skin friction (up: uplift tests, down: compression tests) = measured resistance at failure (Davisson offset limit unless given) over the table nominal; ' +
  'several tests of a kind: the smallest value governs';

export interface CalibrationSource {
  soil?: z.input<typeof lateralSoilSchema> | undefined;
  vertical?: CalibrationVertical | undefined;
  loadTests: LoadTests;
  /** Elements of each lateral analysis (the design's No of Elements). */
  elements: number;
  /** The project's Steel E, Pa: the E of a test pile whose test gives none (else 200 GPa). */
  steelModulus_Pa?: number | undefined;
}

const smallest = (xs: readonly (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length === 0 ? null : Math.min(...v);
};

/** Fits every test and gathers the values the design takes. */
export function calibrateLoadTests(src: CalibrationSource): CalibrationResult {
  const tolerance = src.loadTests.tolerance ?? DEFAULT_FIT_TOLERANCE;
  const notes: string[] = [];
  const tests: TestFit[] = src.loadTests.tests.map((t) => {
    if (t.kind !== 'lateral') return fitAxialTest(t, src.vertical, src.steelModulus_Pa);
    if (!src.soil)
      return {
        kind: 'lateral',
        name: t.name,
        standard: t.standard,
        status: 'cannot-fit',
        pile: testPileOf(asTestPile(t, src.steelModulus_Pa)),
        reason: 'no soil profile to calibrate (the soil group is missing)',
        pMultiplier: null,
        bestMultiplier: null,
        rmsMisfit_m: null,
        relativeMisfit: null,
        tolerance,
        curve: [],
        uncalibratedCurve: [],
        evaluations: 0,
      };
    return fitLateralTest(t, src.soil, {
      tolerance,
      elements: src.elements,
      steelModulus_Pa: src.steelModulus_Pa,
    });
  });
  for (const t of tests) {
    if (t.status === 'cannot-fit') notes.push(`load test "${t.name}" (${t.standard}) left out: ${t.reason}`);
    if (t.status === 'lower-bound') notes.push(`load test "${t.name}" (${t.standard}): ${t.reason}`);
  }
  const lateral = tests.flatMap((t) => (t.kind === 'lateral' ? [t.pMultiplier] : []));
  const factorOf = (kind: 'uplift' | 'compression') =>
    smallest(tests.flatMap((t) => (t.kind === kind ? [t.skinFrictionFactor] : [])));
  const pMultiplier = smallest(lateral);
  const skinFrictionUpFactor = factorOf('uplift');
  const skinFrictionDownFactor = factorOf('compression');
  const basis = (v: number | null) => (v === null ? ('static-analysis' as const) : ('load-tests' as const));
  return {
    pMultiplier,
    skinFrictionUpFactor,
    skinFrictionDownFactor,
    capacityBasis: {
      lateral: basis(pMultiplier),
      compression: basis(skinFrictionDownFactor),
      uplift: basis(skinFrictionUpFactor),
    },
    tests,
    notes,
    method: CALIBRATION_METHOD,
  };
}

export type CalibrationRun =
  { ok: true; result: CalibrationResult } | { ok: false; errors: { path: string; message: string }[] };

/** Parses a calibration file (or a whole design input) and calibrates. */
export function runCalibration(raw: unknown): CalibrationRun {
  const parsed = calibrationInputSchema.safeParse(raw);
  if (!parsed.success)
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => ({
        path: formatPath(i.path),
        message: inputIssueMessage(i),
      })),
    };
  const v = parsed.data;
  return {
    ok: true,
    result: calibrateLoadTests({
      soil: v.soil,
      vertical: v.vertical,
      loadTests: v.loadTests,
      elements: v.settings?.elements ?? 100,
      steelModulus_Pa: v.settings?.steelModulus_Pa,
    }),
  };
}
