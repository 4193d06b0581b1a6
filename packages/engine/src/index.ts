// The engine's public surface, chosen by hand: what the server, the web app, contracts,
// presentation and CLI users need. Everything else stays inside its area (import it there from
// engine code and tests). `api-report.md` lists this surface; test/api-report.test.ts fails
// when the two differ, so a change of surface is a reviewed change.

// The version of the engine's answers (the server's result cache keys on it).
export { ENGINE_VERSION } from './version';

// The wording of input errors (zod's issues said as a person would), for the API's too.
export { inputIssueMessage } from './issue-message';

// Soil: the p-y models a layer may use and the soil types' default models.
export {
  apiSandInitialModulus_N_per_m3,
  CLAY_MODELS,
  eps50For,
  GAMMA_W_N_PER_M3,
  SOIL_MODELS,
  SOIL_TYPE_MODELS,
  stiffClayKFor,
  type SoilLayer,
  type SoilModelId,
} from './soil';

// Sections: the catalogue and the user-defined shapes.
export {
  catalogFamilies,
  findSection,
  pipeInputSchema,
  resolveSection,
  sectionsInFamily,
  userIShapeInputSchema,
} from './sections';

// One lateral analysis (`pilewise lateral`).
export {
  analyzeLateral,
  lateralInputSchema,
  type LateralInput,
  type LateralInputRaw,
  type LateralResult,
} from './lateral';

// Checks; the geotechnical FS / φ of a design method and capacity basis (issue 9); the K of the
// steel check's effective lengths when the engineer gives none; the project's Steel E as the
// design takes it.
export { axialCapacity, CANTILEVER_K, E_STEEL_Pa, geotechFactorsFor, projectSteelModulus_Pa } from './checks';

// Corrosion: the cited loss rates the method defaults rest on (the forms show them beside the
// fields that override them).
export { FHWA_RATES, ROMANOFF_AGGRESSIVE, type SourcedValue } from './corrosion';

// Loads: ASCE 7 editions and custom combinations.
export {
  DEFAULT_DESIGN_CODE,
  DESIGN_CODES,
  LOAD_KINDS,
  type CustomCombination,
  type CustomLoadCase,
  type DesignCode,
} from './loads';

// Seismic.
export { RISK_CATEGORIES, romanRiskCategory, unbalancedWingWarning, type RiskCategory } from './seismic';

// Design modes: the tracker companies and their load tables.
export {
  adaptTrackerLoads,
  DESIGN_MODE_NAMES,
  DESIGN_MODES,
  GENERIC_LOAD_TYPES,
  LOAD_COMPONENTS,
  trackerLoadsSchema,
  type AtiPierLoads,
  type DesignMode,
  type GenericPierHeadLoads,
  type GroundForceTable,
  type LoadComponent,
  type NevadosPierLoads,
  type NextrackerPileHeadLoads,
  type NormalisedPierType,
} from './modes';

// The design of a project (`pilewise design`): its input, the search, its result.
export {
  appliedLoadHeight,
  buildDesignProblem,
  DEFAULTS_IN_USE,
  DESIGN_LOAD_APPLICATIONS,
  describeLoadApplication,
  designLoadApplicationOf,
  designCheckSchema,
  designInputSchema,
  designResultSchema,
  ELEMENT_OPTIONS,
  MAX_DESIGN_COMBINATIONS,
  MAX_PIER_DESIGNS,
  MAX_PILE_HEIGHTS,
  MAX_EMBEDMENT_STEPS,
  MAX_USER_SECTIONS,
  MAX_SOIL_LAYERS,
  STOW_ANGLES_DEG,
  parseDesignInput,
  pierDesignSchema,
  runDesign,
  YIELD_STRENGTH_OPTIONS_KSI,
  type DefaultInUse,
  type DesignCheck,
  type DesignInput,
  type DesignInputError,
  type DesignInputRaw,
  type DesignLoadApplication,
  type DesignResult,
  type DesignRun,
  type PierDesign,
} from './design';
// One run split across threads, merged into the single-threaded result (issue 12).
export {
  DESIGN_THREAD_YOUNG_GENERATION_MB,
  mergeDesignParts,
  runDesignPart,
  splitIntoParts,
} from './design/design-parts';

// Calibration on site load tests (`pilewise calibrate`).
export {
  applyLoadTests,
  asTestPile,
  axialTestFitSchema,
  calibrateLoadTests,
  CALIBRATION_METHOD,
  calibrationInputSchema,
  calibrationResultSchema,
  calibrationVerticalSchema,
  compressionLoadTestSchema,
  computedLateralCurve,
  curvePointSchema,
  curveProblem,
  DAVISSON_BASE_OFFSET_m,
  davissonFailureLoad_N,
  davissonLine_m,
  davissonOffset_m,
  DEFAULT_FIT_TOLERANCE,
  designCalibrationSchema,
  FACTOR_BOUNDS,
  fitAxialTest,
  fitLateralTest,
  lateralLoadTestSchema,
  lateralTestFitSchema,
  loadTestPointSchema,
  loadTestSchema,
  loadTestsSchema,
  minimiseOnLogScale,
  rmsMisfit_m,
  runCalibration,
  testFitSchema,
  testPileOf,
  upliftLoadTestSchema,
  type AxialLoadTest,
  type AxialTestFit,
  type BoundedMinimum,
  type CalibrationInput,
  type CalibrationInputRaw,
  type CalibrationResult,
  type CalibrationRun,
  type CalibrationSource,
  type CalibrationVertical,
  type CurvePoint,
  type DesignCalibration,
  type LateralLoadTest,
  type LateralTestFit,
  type LoadTest,
  type LoadTestRaw,
  type LoadTests,
  type LoadTestsRaw,
  type TestFit,
  type TestPile,
} from './calibration';
// One pier, one section, one embedment: the stamping calculator and the live preview (issue 13).
export { designOnePier, type OnePierChoice, type OnePierRun } from './design/one-pier';
export { KeptAnalyses } from './design/kept-analyses';
