// Checks: each returns CheckResult(s) with demand, capacity, ratio and the clause it follows.
export type { CheckResult, CheckInput, CheckWorking } from './check-result';
export {
  makeCheck,
  ratioOf,
  utilisation,
  allPass,
  governingCheck,
  CheckWithDeferredWorking,
} from './check-result';

export type { VerticalSoilLayer, FrictionDirection, SideIntegral } from './vertical-soil';
export { assertVerticalTable, sideResistanceIntegral, endBearingAt_Pa } from './vertical-soil';
export type { GeotechFactors, CapacityBasis, GeotechLoad, SourcedFactor } from './geotech-factors';
export {
  DEFAULT_GEOTECH_FACTORS,
  DEFAULT_FACTORS,
  GEOTECH_LOADS,
  availabilityFactor,
  describeFactor,
  factorNeedsConfirmation,
  factorWorking,
  geotechFactorsFor,
} from './geotech-factors';
export type { AxialCapacityInput, AxialCapacity, AxialDemand, BearingAreaBasis } from './axial';
export { axialCapacity, axialChecks } from './axial';
export type { FrostInput } from './frost';
export { adfreezeForce_N, frostHeaveCheck } from './frost';

export type { SteelDesignMethod, CompressionStrength } from './steel-axial';
export {
  PHI,
  OMEGA,
  available,
  ksiToPa,
  tensionYieldPn_N,
  elasticBucklingStress_Pa,
  flexuralBucklingFcr_Pa,
  effectiveWidth,
  compressionStrength,
  torsionalBucklingStress_Pa,
  G_STEEL_Pa,
  cantileverEffectiveLength_m,
  CANTILEVER_K,
} from './steel-axial';
export type { LtbParameters, FlexuralStrength } from './steel-flexure';
export { ltbParameters, ltbStrength_Nm, strongAxisFlexure, weakAxisFlexure } from './steel-flexure';
export { projectSteelModulus_Pa, testPileModulus_Pa } from './steel-modulus';
export type { SteelCheckInput, SteelStrength } from './steel';
export {
  E_STEEL_Pa,
  h1Interaction,
  STEEL_STRENGTH_NAME,
  steelStrength,
  steelStrengthCheck,
  steelStrengthDetails,
  steelStrengthReference,
} from './steel';

export type { ShearStrength, SteelShearInput } from './steel-shear';
export {
  flangeShearStrength,
  pipeShearStrength,
  shearCheck,
  shearStrength,
  steelShearCheck,
  webShearStrength,
} from './steel-shear';

export type { DeflectionPoint, AxisDeflections, DeflectionLimits } from './deflection';
export { deflectionChecks, firstZeroDeflectionDepth_m, fixityCheck } from './deflection';
