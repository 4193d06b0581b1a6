// The design run: a project's inputs → the lightest passing pile per pier type and pile height.
export {
  MAX_SOIL_LAYERS,
  MAX_PILE_HEIGHTS,
  MAX_EMBEDMENT_STEPS,
  MAX_USER_SECTIONS,
  YIELD_STRENGTH_OPTIONS_KSI,
  ELEMENT_OPTIONS,
  STOW_ANGLES_DEG,
  designInputSchema,
  parseDesignInput,
  formatDesignInputErrors,
  formatPath,
  seismicSettingsOf,
  combinationSettingsOf,
  type DesignInput,
  type DesignInputRaw,
  type DesignInputError,
  type DesignInputResult,
} from './design-input';
export { DEFAULTS_IN_USE, type DefaultInUse } from './defaults-in-use';
export {
  designResultSchema,
  pierDesignSchema,
  designCheckSchema,
  axisResponseSchema,
  neighbourFailureSchema,
  seismicWorkingSchema,
  designConstantSchema,
  type NeighbourFailure,
  type SeismicWorking,
  type DesignConstant,
  type DesignResult,
  type PierDesign,
  type DesignCheck,
  type AxisResponse,
} from './design-result';
export {
  COMBINATION_POLICY,
  combinationPolicy,
  combinationRoles,
  type CombinationRoles,
} from './combination-roles';
export {
  buildDesignProblem,
  MAX_PIER_DESIGNS,
  MAX_DESIGN_COMBINATIONS,
  embedmentSteps,
  sectionRange,
  type DesignProblem,
  type DesignProblemResult,
  type DesignSettings,
  type DesignCombination,
  type PierCase,
  type CorrosionZone,
} from './design-problem';
export {
  LateralMemo,
  type AnalysisPurpose,
  type AxisAnalysis,
  type AxisLoad,
  type PileKey,
} from './lateral-memo';
export {
  evaluateCandidate,
  REFERENCE_SHEAR_N,
  type CandidateResult,
  type CandidateContext,
  type CheckRecord,
} from './candidate';
export {
  searchDesign,
  searchPier,
  candidateLine,
  corrodedSections,
  type DesignHooks,
  type PierSearch,
  type PierSearchStats,
} from './search';
export { runDesign, type DesignRun } from './run-design';
export {
  DESIGN_LOAD_APPLICATIONS,
  appliedLoadHeight,
  describeLoadApplication,
  designLoadApplicationOf,
  type DesignLoadApplication,
  type LoadApplicationSettings,
} from './load-application';
