/**
 * What a calibration answers, SI units. Zod schemas so that the design result (and the API
 * contracts built on it) carry the same shape.
 */
import { z } from 'zod';

const num = z.number();

/** One measured point with the engine's value at the same load (null: the analysis failed). */
export const curvePointSchema = z.object({
  load_N: num,
  measured_m: num,
  computed_m: num.nullable(),
});
export type CurvePoint = z.infer<typeof curvePointSchema>;

const fitStatus = z.enum(['fit', 'lower-bound', 'cannot-fit']);

/** The test pile as the fit took it (optional: results made before it was recorded lack it). */
const testPileSchema = z.object({ section: z.string(), embedment_m: num, E_Pa: num }).optional();

export const lateralTestFitSchema = z.object({
  kind: z.literal('lateral'),
  name: z.string(),
  standard: z.string(),
  pile: testPileSchema,
  /** fit: within tolerance and inside the bounds; cannot-fit: `reason` says why. */
  status: fitStatus,
  reason: z.string().optional(),
  /** Fitted factor on every layer's p-multipliers; null when the test cannot be fitted. */
  pMultiplier: num.nullable(),
  /** Best factor found, even when not accepted (null when no search was made). */
  bestMultiplier: num.nullable(),
  /** RMS of computed − measured deflection over the loaded points, m. */
  rmsMisfit_m: num.nullable(),
  /** rmsMisfit_m / the largest measured deflection. */
  relativeMisfit: num.nullable(),
  tolerance: num,
  /** Measured against computed with the best factor. */
  curve: z.array(curvePointSchema),
  /** Measured against computed with the soil as given (factor 1). */
  uncalibratedCurve: z.array(curvePointSchema),
  /** Load-deflection curves computed during the search. */
  evaluations: z.number().int(),
});
export type LateralTestFit = z.infer<typeof lateralTestFitSchema>;

export const axialTestFitSchema = z.object({
  kind: z.enum(['uplift', 'compression']),
  name: z.string(),
  standard: z.string(),
  pile: testPileSchema,
  /** lower-bound: the test never reached failure; the largest test load is used (conservative). */
  status: fitStatus,
  reason: z.string().optional(),
  /** Failure load of the test, N, and how it was read. */
  failureLoad_N: num.nullable(),
  failureBasis: z.string(),
  /** Davisson offset line δ = P·L/(A·E) + offset: its terms (also drawn beside the curve). */
  davisson: z.object({
    length_m: num,
    area_m2: num,
    E_Pa: num,
    width_m: num,
    offset_m: num,
    /** Where the measured curve meets the line, N; null when it never does. */
    intercept_N: num.nullable(),
  }),
  /** Test pile weight (head to toe), N: it resists uplift and adds to compression. */
  pileWeight_N: num,
  /** Soil resistance measured: uplift Q_f − W; compression Q_f + W, N. */
  measuredResistance_N: num.nullable(),
  /** The vertical table's nominal resistance of the test pile (factor 1), N: skin, end bearing. */
  tableSkin_N: num,
  tableEndBearing_N: num,
  /** Fitted factor on the table's skin friction (up for uplift, down for compression). */
  skinFrictionFactor: num.nullable(),
  measuredCurve: z.array(z.object({ load_N: num, displacement_m: num })),
});
export type AxialTestFit = z.infer<typeof axialTestFitSchema>;

export const testFitSchema = z.discriminatedUnion('kind', [lateralTestFitSchema, axialTestFitSchema]);
export type TestFit = z.infer<typeof testFitSchema>;

export const capacityBasisSchema = z.enum(['load-tests', 'static-analysis']);
export type CapacityBasis = z.infer<typeof capacityBasisSchema>;

/** The site's calibration: the values the design takes and every test's fit. */
export const calibrationResultSchema = z.object({
  /** Smallest fitted p-multiplier factor of the lateral tests (the softest test governs); null: none fitted. */
  pMultiplier: num.nullable(),
  /** Smallest fitted factor on Skin Friction Up (uplift tests) / Down (compression tests); null: none. */
  skinFrictionUpFactor: num.nullable(),
  skinFrictionDownFactor: num.nullable(),
  /** How each resistance is now obtained: the design picks its φ / FS by it. */
  capacityBasis: z.object({
    lateral: capacityBasisSchema,
    compression: capacityBasisSchema,
    uplift: capacityBasisSchema,
  }),
  tests: z.array(testFitSchema),
  /** What the engineer must know: tests left out and why, values to confirm. */
  notes: z.array(z.string()),
  method: z.string(),
});
export type CalibrationResult = z.infer<typeof calibrationResultSchema>;

/** The calibration as a design result reports it. */
export const designCalibrationSchema = calibrationResultSchema.extend({
  /** The design used the calibrated soil ("use calibrated soil" on); false: fit reported only. */
  used: z.boolean(),
  /** What the design took from the tests, one sentence each. */
  applied: z.array(z.string()),
});
export type DesignCalibration = z.infer<typeof designCalibrationSchema>;
