export {
  lateralInputSchema,
  lateralPileSchema,
  lateralSoilSchema,
  lateralLoadsSchema,
  lateralOptionsSchema,
  eiZoneSchema,
  type LateralInput,
  type LateralInputRaw,
  type EIZone,
} from './input-schema';
export { formatInputErrors, type LateralInputError } from './input-errors';
export {
  analyzeLateral,
  prepareLateral,
  runLateral,
  type LateralAnalysis,
  type PreparedLateral,
  type PrepareResult,
} from './analyze';
export {
  summarizeLateral,
  type LateralResult,
  type LateralProfile,
  type LateralStatus,
  type LateralWarning,
} from './result';
export { buildPileModel, type PileModel, type PileModelInput, type StiffnessZone } from './pile-model';
export { seedFromResult } from './seed';
export { peakAbs, firstZeroCrossing, firstZeroOfDeflection, valueAtDepth } from './profile-summary';
