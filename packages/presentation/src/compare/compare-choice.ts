// The two sides of a compare, kept in the page's URL (issue 13): a compare can then be bookmarked,
// shared and reloaded, and the browser's back and forward step through the choices made.
// Search params: `with` the other project (B), `a` and `b` the run shown on each side; a side
// without its run param shows its project's current input and latest result.

export const COMPARE_PARAMS = { other: 'with', runA: 'a', runB: 'b' } as const;

export type CompareChoice = {
  /** The project on side B; null: the page's default (the clone, else the source, else itself). */
  otherId: string | null;
  /** The run of A shown; null: A's current input and latest result. */
  runA: string | null;
  /** The run of B shown; null: B's current input and latest result. */
  runB: string | null;
};

const read = (params: URLSearchParams, key: string): string | null => {
  const v = params.get(key)?.trim();
  return v ? v : null;
};

export function readCompareChoice(params: URLSearchParams): CompareChoice {
  return {
    otherId: read(params, COMPARE_PARAMS.other),
    runA: read(params, COMPARE_PARAMS.runA),
    runB: read(params, COMPARE_PARAMS.runB),
  };
}

/** The params with the choice written in; other params are kept, a null choice is left out. */
export function writeCompareChoice(params: URLSearchParams, choice: CompareChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries: [string, string | null][] = [
    [COMPARE_PARAMS.other, choice.otherId],
    [COMPARE_PARAMS.runA, choice.runA],
    [COMPARE_PARAMS.runB, choice.runB],
  ];
  for (const [key, value] of entries) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
