import { z } from 'zod';
import { steelModulusSchema, testPileModulus_Pa } from '../checks/steel-modulus';
import { lateralSoilSchema } from '../lateral/input-schema';
import { resolveSection, sectionInputSchema } from '../sections/section-input';

/**
 * Site load tests as the engineer enters them, SI units. Loads and displacements are magnitudes
 * in the direction of the load (uplift: load and movement up, both positive). Enter the points
 * of the first (virgin) loading in the order applied, or the envelope of the load peaks of a
 * cyclic test: the fit compares them with a monotonic analysis.
 */

const num = z.number().finite();

/**
 * A site's load test programme in one input: a solar site tests tens of piles, each curve a few
 * dozen points. Bounds on the work a fit asks (analyses for every test and point).
 */
export const MAX_LOAD_TESTS = 100;
export const MAX_LOAD_TEST_POINTS = 500;

export const loadTestPointSchema = z.strictObject({
  /** Applied load, N (≥ 0). */
  load_N: num.min(0),
  /** Measured movement at the point named by the test, m (≥ 0). */
  displacement_m: num.min(0),
});
export type LoadTestPoint = z.output<typeof loadTestPointSchema>;

const common = {
  name: z.string().trim().min(1, 'must not be empty'),
  /** The test pile. */
  section: sectionInputSchema,
  /** E of the test pile's steel, Pa; left out: the project's Steel E, else 200 GPa (testPileModulus_Pa). */
  E_Pa: steelModulusSchema(),
  /** Embedded length of the test pile below grade, m. */
  embedment_m: num.positive(),
  points: z
    .array(loadTestPointSchema)
    .min(2, 'needs at least 2 load-movement points')
    .max(MAX_LOAD_TEST_POINTS, `at most ${MAX_LOAD_TEST_POINTS} load-movement points`),
};

/** ASTM D3966 lateral test of a free-head pile, loaded at `loadHeight_m` above grade. */
export const lateralLoadTestSchema = z.strictObject({
  kind: z.literal('lateral'),
  standard: z.string().default('ASTM D3966'),
  ...common,
  /** Bending axis the test load acted about (strong: load along the web). */
  axis: z.enum(['strong', 'weak']).default('strong'),
  /** Height of the lateral load above grade, m. */
  loadHeight_m: num.min(0),
  /** Where the deflection was measured: at the load point, or at grade. */
  measuredAt: z.enum(['load-point', 'grade']).default('load-point'),
  /**
   * No lateral resistance above this depth at the time of the test, m; default the profile's
   * own (set 0 when the design neglects a frost or scour zone the test still had).
   */
  lateralNeglectDepth_m: num.min(0).optional(),
});

const axialCommon = {
  ...common,
  /** Length of the test pile above grade (head to grade), m: it lengthens P·L/(A·E). */
  stickup_m: num.min(0).default(0),
  /**
   * The failure (ultimate) load the engineer reads off the test, N; when absent the Davisson
   * offset limit of the curve is used (IBC 1810.3.3.1.3 item 1).
   */
  failureLoad_N: num.positive().optional(),
};

/** ASTM D3689 uplift (tension) test. */
export const upliftLoadTestSchema = z.strictObject({
  kind: z.literal('uplift'),
  standard: z.string().default('ASTM D3689'),
  ...axialCommon,
});

/** ASTM D1143 compression test. */
export const compressionLoadTestSchema = z.strictObject({
  kind: z.literal('compression'),
  standard: z.string().default('ASTM D1143'),
  ...axialCommon,
});

export const loadTestSchema = z.discriminatedUnion('kind', [
  lateralLoadTestSchema,
  upliftLoadTestSchema,
  compressionLoadTestSchema,
]);
export type LoadTestRaw = z.input<typeof loadTestSchema>;
export type LoadTest = z.output<typeof loadTestSchema>;
export type LateralLoadTest = z.output<typeof lateralLoadTestSchema>;
export type AxialLoadTest =
  z.output<typeof upliftLoadTestSchema> | z.output<typeof compressionLoadTestSchema>;
/** A test whose pile's E is settled (its own, the project's or 200 GPa: testPileModulus_Pa). */
export type TestPile<T extends LoadTest> = T & { E_Pa: number };

/** The test with its pile's E settled: its own, else the project's Steel E, else 200 GPa. */
export function asTestPile<T extends LoadTest>(test: T, projectE_Pa: number | undefined): TestPile<T> {
  return { ...test, E_Pa: testPileModulus_Pa(test.E_Pa, projectE_Pa) };
}

/** What a fit result records of the test pile, for a checker to read beside the fit. */
export function testPileOf(test: TestPile<LoadTest>): { section: string; embedment_m: number; E_Pa: number } {
  const resolved = resolveSection(test.section);
  const section = resolved.ok
    ? resolved.section.name
    : typeof test.section === 'string'
      ? test.section
      : (test.section.name ?? test.section.kind);
  return { section, embedment_m: test.embedment_m, E_Pa: test.E_Pa };
}

/** Default largest RMS misfit accepted, as a fraction of the largest measured movement (engineer to confirm). */
export const DEFAULT_FIT_TOLERANCE = 0.15;
/** Range searched for a p-multiplier or skin-friction factor: beyond it the model is not the site's. */
export const FACTOR_BOUNDS = { min: 0.05, max: 20 } as const;

/** The design input's optional `loadTests` group. */
export const loadTestsSchema = z.strictObject({
  /** Design with the calibrated soil and the load-test resistance factors (off: fit reported only). */
  useCalibratedSoil: z.boolean().default(true),
  /** Largest RMS misfit accepted, fraction of the largest measured movement. */
  tolerance: num.positive().max(1).default(DEFAULT_FIT_TOLERANCE),
  tests: z
    .array(loadTestSchema)
    .min(1, 'needs at least one load test')
    .max(MAX_LOAD_TESTS, `at most ${MAX_LOAD_TESTS} load tests: a fit runs analyses for each of them`),
});
export type LoadTestsRaw = z.input<typeof loadTestsSchema>;
export type LoadTests = z.output<typeof loadTestsSchema>;

/** The vertical table as calibration reads it (a design input's `vertical` group fits as is). */
export const calibrationVerticalSchema = z.object({
  table: z
    .array(
      z.object({
        bottom_m: num.positive(),
        skinFrictionUp_Pa: num.min(0),
        skinFrictionDown_Pa: num.min(0),
        endBearing_Pa: num.min(0).default(0),
      }),
    )
    .min(1, 'needs at least one row'),
  neglectTopSoil_m: num.min(0).default(0),
  endBearing: z.boolean().default(false),
});
export type CalibrationVertical = z.output<typeof calibrationVerticalSchema>;

/**
 * What `pilewise calibrate` reads: the soil (lateral tests), the vertical table (axial tests)
 * and the tests. A whole design input file parses as one (its other groups are ignored).
 */
export const calibrationInputSchema = z.object({
  soil: lateralSoilSchema.optional(),
  vertical: calibrationVerticalSchema.optional(),
  loadTests: loadTestsSchema,
  settings: z
    .object({
      elements: z.number().int().min(10).max(5000).default(100),
      /** The project's Steel E: the test piles' E when a test gives none. */
      steelModulus_Pa: steelModulusSchema(),
    })
    .optional(),
});
export type CalibrationInputRaw = z.input<typeof calibrationInputSchema>;
export type CalibrationInput = z.output<typeof calibrationInputSchema>;
