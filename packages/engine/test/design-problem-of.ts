import { buildDesignProblem, parseDesignInput, type DesignProblem } from '../src/design';

/** The design problem of a design input (runDesign's first two steps); throws on its errors. */
export function designProblemOf(raw: unknown): DesignProblem {
  const parsed = parseDesignInput(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const built = buildDesignProblem(parsed.value);
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  return built.problem;
}
