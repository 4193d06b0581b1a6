/**
 * What the engine takes for an optional design-input field that has no schema default: the
 * default is applied where the value is used (the soil profile, a p-y curve, the snow load), so
 * an input without the field parses and hashes as before. A form shows these beside the schema's
 * own defaults (presentation engineDefaultAt). Paths as in the design input, an array's rows as 0.
 */
import { CANTILEVER_K, E_STEEL_Pa } from '../checks';
import { DEFAULT_J, DEFAULT_KRM, DEFAULT_N_CYCLES, SOIL_PROFILE_DEFAULTS } from '../soil';
import { SNOW_FACTOR_DEFAULTS } from '../seismic';

export interface DefaultInUse {
  readonly path: readonly (string | number)[];
  readonly value: number;
}

export const DEFAULTS_IN_USE: readonly DefaultInUse[] = [
  { path: ['settings', 'effectiveLengthFactorStrong'], value: CANTILEVER_K.value },
  { path: ['settings', 'effectiveLengthFactorWeak'], value: CANTILEVER_K.value },
  { path: ['settings', 'steelModulus_Pa'], value: E_STEEL_Pa },
  { path: ['soil', 'gammaW_N_per_m3'], value: SOIL_PROFILE_DEFAULTS.gammaW_N_per_m3 },
  { path: ['soil', 'pFactor'], value: SOIL_PROFILE_DEFAULTS.pFactor },
  { path: ['soil', 'lateralNeglectDepth_m'], value: SOIL_PROFILE_DEFAULTS.lateralNeglectDepth_m },
  { path: ['soil', 'layers', 0, 'nCycles'], value: DEFAULT_N_CYCLES },
  { path: ['soil', 'layers', 0, 'J'], value: DEFAULT_J },
  { path: ['soil', 'layers', 0, 'krm'], value: DEFAULT_KRM },
  { path: ['seismic', 'tracker', 'Ce'], value: SNOW_FACTOR_DEFAULTS.Ce },
  { path: ['seismic', 'tracker', 'Ct'], value: SNOW_FACTOR_DEFAULTS.Ct },
];
