// Soil: p-y curves of the ten soil models, the soil-layer input schema and the profile.
export * from './py/types';
export { Y_SECANT_BELOW_m, scaleCurve } from './py/curve-utils';
export { K0_SAND, sandC1, sandC2, sandC3, sandUltimate_N_per_m } from './py/sand-wedge';
export {
  DEFAULT_J,
  eps50FromCu,
  eps50StiffClayFromCa,
  N_PER_M3_PER_PCI,
  PA_PER_TSF,
  stiffClayK_N_per_m3,
  clayUltimate_N_per_m,
} from './py/clay-parameters';
export * from './py/api-sand';
export * from './py/soft-clay-matlock';
export * from './py/api-soft-clay-polyline';
export * from './py/stiff-clay-free-water';
export * from './py/stiff-clay-no-free-water';
export * from './py/cemented-c-phi';
export * from './py/weak-rock';
export * from './py/liquefied-sand';
export * from './py/vuggy-limestone';
export * from './py/reese-sand';
export * from './py/modified-stiff-clay';
export * from './soil-layer';
export * from './soil-profile';
