// Corrosion: thickness lost per exposed face by method, and the reduced section.
export type { CorrosionMethod, CorrosionInput, CorrosionLoss, RomanoffConstants } from './loss';
export {
  corrosionLoss,
  fhwaZincLoss_um,
  fhwaZincLife_years,
  fhwaSteelLoss_um,
  powerLawLoss_um,
  romanoffZincLife_years,
  romanoffSteelLoss_um,
  romanoffApplicability,
  DEFAULT_ROMANOFF,
} from './loss';
export type { SourcedValue } from './rates';
export { FHWA_RATES, ROMANOFF_AGGRESSIVE, milsToMicrometres, ozPerFt2ToMicrometres } from './rates';
export type { CorrodedSection } from './corroded-section';
export {
  corrodedSection,
  corrodedIShapeDimensions,
  CORROSION_GEOMETRY_RULE,
  PIPE_CORROSION_GEOMETRY_RULE,
} from './corroded-section';
