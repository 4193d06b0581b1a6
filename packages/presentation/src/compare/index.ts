// Two projects, or two versions of one, side by side (issue 13 compare, issue 11's 409 compare).
export {
  diffDesignInputs,
  onlyDifferences,
  sameJson,
  type DiffChange,
  type InputDiff,
  type InputDiffGroup,
  type InputDiffRow,
} from './input-diff';
export {
  diffDesignResults,
  formatSignedChange,
  formatTonnage,
  pierResultKey,
  type PierResultDiffRow,
  type PierResultSide,
  type ResultDiff,
} from './result-diff';
export { COMPARE_PARAMS, readCompareChoice, writeCompareChoice, type CompareChoice } from './compare-choice';
