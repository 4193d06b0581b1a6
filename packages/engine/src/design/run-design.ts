/**
 * A whole project: design input (raw JSON or parsed) → problem → search → result.
 */
import { buildDesignProblem } from './design-problem';
import { parseDesignInput, type DesignInputError } from './design-input';
import type { DesignResult } from './design-result';
import { searchDesign, type DesignHooks } from './search';

export type DesignRun =
  { ok: true; result: DesignResult; warnings: string[] } | { ok: false; errors: DesignInputError[] };

/** Parses and checks the input (errors name group, row and field), then designs every pier type. */
export function runDesign(raw: unknown, hooks: DesignHooks = {}): DesignRun {
  const parsed = parseDesignInput(raw);
  if (!parsed.ok) return parsed;
  const problem = buildDesignProblem(parsed.value);
  if (!problem.ok) return problem;
  const result = searchDesign(problem.problem, hooks);
  const warnings = [...parsed.warnings, ...result.warnings.filter((w) => !parsed.warnings.includes(w))];
  return { ok: true, result: { ...result, warnings }, warnings };
}
