// Design modes: one adapter per tracker company, all producing NormalisedPierLoads.
export {
  pierCaseLoadSchema,
  normalisedPierTypeSchema,
  normalisedPierLoadsSchema,
  pierCaseVectors,
  pierCaseInfo,
  checkedNormalised,
  type PierCaseLoad,
  type NormalisedPierType,
  type NormalisedPierLoads,
  type AdapterResult,
} from './normalised';
export {
  GENERIC_LOAD_TYPES,
  genericLoadRowSchema,
  genericPierHeadLoadsSchema,
  genericAdapter,
  type GenericLoadType,
  type GenericPierHeadLoads,
} from './generic';
export {
  LOAD_COMPONENTS,
  nextrackerPierTypeSchema,
  nextrackerPileHeadLoadsSchema,
  nextrackerAdapter,
  type LoadComponent,
  type NextrackerPileHeadLoads,
} from './nextracker';
export { nevadosPierLoadsSchema, nevadosAdapter, type NevadosPierLoads } from './nevados';
export {
  groundForceTableSchema,
  atiPierLoadsSchema,
  interpolateByHeight,
  arrayTechAdapter,
  type GroundForceTable,
  type AtiPierLoads,
  type InterpolationResult,
} from './array-tech';
export {
  DESIGN_MODES,
  DESIGN_MODE_NAMES,
  trackerLoadsSchema,
  adaptTrackerLoads,
  normalisePierLoads,
  pierCombinedLoads,
  type PierCombinedLoad,
  type DesignMode,
  type TrackerLoads,
  type SeismicSettings,
  type PierLoadsResult,
} from './normalise';
