export type { SteelSection, SectionShape, IShapeDimensions } from './types';
export {
  iShapeProperties,
  iShapeArea,
  iShapeIx,
  iShapeIy,
  iShapeZx,
  iShapeZy,
  iShapeDimensionsProblem,
  type IShapeProperties,
} from './i-shape';
export { pipeSection, pipeArea, pipeI, pipeZ, pipeDimensionsProblem, type PipeDimensions } from './pipe';
export {
  userISection,
  userPropertiesSection,
  type UserIShapeInput,
  type TabulatedIShapeProperties,
  type UserPropertiesInput,
} from './user-section';
export {
  catalogSections,
  catalogFamilies,
  sectionsInFamily,
  lightestFirst,
  findSection,
  sectionByName,
  type SectionLookup,
} from './catalog';
export { AISC_SHAPES_SOURCE, MILL_SHAPES_NOT_CATALOGUED } from './aisc-w-shapes';
export { plateTorsionConstantJ_m4, torsionConstantJ_m4, warpingConstantCw_m6 } from './torsion';
export { axisProperties, type BendingAxis, type AxisProperties } from './bending-axis';
export {
  sectionInputSchema,
  catalogSectionInputSchema,
  userIShapeInputSchema,
  userPropertiesInputSchema,
  pipeInputSchema,
  resolveSection,
  type SectionInput,
  type SectionResolution,
} from './section-input';
export { M_PER_IN, N_PER_M_PER_LB_PER_FT, STEEL_DENSITY_KG_M3, steelWeightPerLength_N_per_m } from './units';
