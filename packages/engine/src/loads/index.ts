// Loads: load cases, ASCE 7 basic combinations (7-10, 7-16, 7-22), custom combinations, combined loads.
export {
  type LoadVector,
  type LoadKind,
  LOAD_KINDS,
  ZERO_LOAD,
  loadVectorSchema,
  loadKindOf,
  isReversibleByDefault,
  addLoads,
  scaleLoad,
  moveLoadDown,
} from './load-case';
export {
  type DesignCode,
  type DesignMethod,
  type CombinationTemplate,
  type CombinationTerm,
  type FactoredKind,
  DESIGN_CODES,
  DEFAULT_DESIGN_CODE,
  asce7Combinations,
} from './asce7-combinations';
export {
  type LoadCombination,
  type CombinationFactor,
  type CaseInfo,
  type ExpandOptions,
  expandCombinations,
  combinationExpression,
  formatFactor,
} from './combinations';
export {
  customLoadCaseSchema,
  customCombinationSchema,
  loadComboCasesSchema,
  customCombinations,
  type CustomLoadCase,
  type CustomCombination,
  type LoadComboCases,
} from './custom-combinations';
export {
  type CombinedLoad,
  type CaseDescription,
  type CombinationSettings,
  type ReversalMeaning,
  REVERSAL_MEANINGS,
  LoadCombinationError,
  combineLoads,
  applyCombinations,
  describeCases,
  designCombinations,
} from './apply-combinations';
