import { corrodedSections, LateralMemo, type CandidateContext, type DesignProblem } from '../src/design';

/**
 * A candidate context of its own: a memo that solves every analysis cold (no starts, no seeds,
 * no mirror images), so that what a candidate gives does not depend on the search's order or reuse.
 */
export function freshContext(problem: DesignProblem): CandidateContext {
  const { settings } = problem;
  return {
    settings,
    memo: new LateralMemo(settings, () => true, false),
    corroded: corrodedSections(settings),
  };
}
