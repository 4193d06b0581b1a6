// The engine's check of a design input before a run is queued (a refused input is answered
// with every problem at once, 400, and no run): its shape and rules, then those only the problem
// set-up sees (no section in the range, soil and tracker data that do not fit). Some 10 ms of
// CPU for the generic example, so a start has it done on an idle engine thread while its own
// writes go on (RunQueue.checkDesignInput, issue 12), or here when none is idle.
import { buildDesignProblem, parseDesignInput, type DesignInputError } from '@pilewise/engine';

/** Every problem the engine finds in `input` before designing; none: it can be run. */
export function checkDesignInput(input: unknown): DesignInputError[] {
  const parsed = parseDesignInput(input);
  if (!parsed.ok) return parsed.errors;
  const problem = buildDesignProblem(parsed.value);
  return problem.ok ? [] : problem.errors;
}
