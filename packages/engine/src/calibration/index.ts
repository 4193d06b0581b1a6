// Calibration of the soil on site load tests: lateral p-multiplier, axial skin-friction factors.
export {
  loadTestPointSchema,
  lateralLoadTestSchema,
  upliftLoadTestSchema,
  compressionLoadTestSchema,
  loadTestSchema,
  loadTestsSchema,
  calibrationInputSchema,
  calibrationVerticalSchema,
  DEFAULT_FIT_TOLERANCE,
  FACTOR_BOUNDS,
  asTestPile,
  testPileOf,
  MAX_LOAD_TESTS,
  MAX_LOAD_TEST_POINTS,
  type TestPile,
  type LoadTest,
  type LoadTestRaw,
  type LoadTests,
  type LoadTestsRaw,
  type LateralLoadTest,
  type AxialLoadTest,
  type CalibrationInput,
  type CalibrationInputRaw,
  type CalibrationVertical,
} from './load-test';
export {
  calibrationResultSchema,
  designCalibrationSchema,
  testFitSchema,
  lateralTestFitSchema,
  axialTestFitSchema,
  curvePointSchema,
  type CalibrationResult,
  type DesignCalibration,
  type TestFit,
  type LateralTestFit,
  type AxialTestFit,
  type CurvePoint,
} from './fit-result';
export { minimiseOnLogScale, type BoundedMinimum } from './bounded-search';
export { curveProblem } from './curve-data';
export { davissonFailureLoad_N, davissonLine_m, davissonOffset_m, DAVISSON_BASE_OFFSET_m } from './davisson';
export { fitLateralTest, computedLateralCurve, rmsMisfit_m } from './lateral-fit';
export { fitAxialTest } from './axial-fit';
export {
  calibrateLoadTests,
  runCalibration,
  CALIBRATION_METHOD,
  type CalibrationSource,
  type CalibrationRun,
} from './calibrate';
export { applyLoadTests } from './apply-to-design';
