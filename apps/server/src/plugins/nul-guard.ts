// Input PostgreSQL cannot store, or that would take the server down, found before validation
// and answered with a 400 naming the field (never a 500 from the database or a stack overflow):
// - U+0000, which text and JSONB columns refuse;
// - a lone UTF-16 surrogate (half of a pair), which JSONB refuses ("\ud800" is valid JSON text
//   but no Unicode character);
// - nesting deeper than MAX_INPUT_DEPTH (a 5,000-level body): the walk is iterative, so it
//   cannot overflow the stack itself, and nothing deeper reaches the validators or the database.
import type { FastifyInstance } from 'fastify';
import { FieldError } from '../shared/errors';

/** Arrays and objects inside one another, at most. Design inputs nest a few levels. */
export const MAX_INPUT_DEPTH = 64;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableInput {
  /** Dotted path ('design.piles.0.tag'); the part's name ('body') for the value itself. */
  field: string;
  problem: string;
}

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000), which cannot be stored';
  if (LONE_SURROGATE.test(text)) {
    return 'contains a lone UTF-16 surrogate (half of a character pair), which cannot be stored';
  }
  return null;
}

/** The first unstorable string, key or too deep a nesting in a parsed body or query, or null. */
export function findUnstorableInput(value: unknown, part = 'body'): UnstorableInput | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: v, path, depth } = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return { field: path || part, problem };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) {
      return { field: path || part, problem: `nests deeper than ${MAX_INPUT_DEPTH} levels` };
    }
    // Pushed in reverse, so the first offending field in document order is the one named.
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      const at = path ? `${path}.${key}` : key;
      if (!Array.isArray(v)) {
        const problem = textProblem(key);
        if (problem) return { field: at, problem: `its name ${problem}` };
      }
      stack.push({ value: child, path: at, depth: depth + 1 });
    }
  }
  return null;
}

/** The dotted path of the first string holding U+0000, or null (kept for its callers). */
export function findNulCharacter(value: unknown): string | null {
  const found = findUnstorableInput(value);
  return found && found.problem.includes('U+0000') ? found.field : null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findUnstorableInput(request.body, 'body') ?? findUnstorableInput(request.query, 'query');
    if (found) throw new FieldError(found.field, found.problem);
  });
}
