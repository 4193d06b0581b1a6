// The wording of an input error: a message a schema wrote is shown as written; zod's own
// (“Too small: expected number to be >0”, “Invalid input: expected number, received NaN”) is
// said as a person would (“must be > 0”, “must be a number”). One wording for every input the
// engine reads (design, lateral, calibration) and every field the API refuses (the server's
// error handler), so a user meets the same sentence for the same mistake everywhere.
import type { z } from 'zod';

/** What zod calls a format (invalid_format), as the rest of a "must be …" sentence. */
const FORMAT_WORDS: Readonly<Record<string, string>> = {
  uuid: 'an id (UUID)',
  guid: 'an id (UUID)',
  email: 'an e-mail address',
  url: 'a URL',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM[:SS])',
};

function bound(origin: unknown, inclusive: boolean | undefined, v: unknown, below: boolean): string {
  const value = typeof v === 'bigint' ? v.toString() : String(v);
  if (origin === 'array' || origin === 'set')
    return below ? `needs at least ${value} item(s)` : `at most ${value} item(s)`;
  if (origin === 'string')
    return below
      ? value === '1'
        ? 'must not be empty'
        : `needs at least ${value} characters`
      : `at most ${value} characters`;
  const op = below ? (inclusive === false ? '>' : '≥') : inclusive === false ? '<' : '≤';
  return `must be ${op} ${value}`;
}

/** The type zod expected, as the rest of "must be …". */
function typeWords(expected: string): string {
  switch (expected) {
    case 'int':
      return 'a whole number';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    default:
      return `a ${expected}`;
  }
}

/**
 * A readable message for a zod issue: a schema's own message as written, zod's default wording
 * reworded. The issue's path is not part of it (the caller names the field).
 */
export function inputIssueMessage(issue: z.core.$ZodIssue): string {
  const m = issue.message;
  switch (issue.code) {
    case 'invalid_type': {
      if (!m.startsWith('Invalid input')) return m;
      // zod 4 reports the input only when asked (reportInput): its message says what it received
      const missing = 'input' in issue ? issue.input === undefined : m.endsWith('received undefined');
      return missing ? 'is required' : `must be ${typeWords(issue.expected)}`;
    }
    case 'too_small':
      return m.startsWith('Too small') ? bound(issue.origin, issue.inclusive, issue.minimum, true) : m;
    case 'too_big':
      return m.startsWith('Too big') ? bound(issue.origin, issue.inclusive, issue.maximum, false) : m;
    case 'invalid_value':
      return m.startsWith('Invalid')
        ? `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
        : m;
    case 'unrecognized_keys':
      return m.startsWith('Unrecognized') ? `unknown field(s): ${issue.keys.join(', ')}` : m;
    case 'invalid_format':
      return m.startsWith('Invalid')
        ? `must be ${FORMAT_WORDS[issue.format] ?? `in ${issue.format} format`}`
        : m;
    case 'not_multiple_of':
      return m.startsWith('Invalid number') ? `must be a multiple of ${String(issue.divisor)}` : m;
    case 'invalid_union':
      return m === 'Invalid input' ? 'is not in any of the accepted forms' : m;
    default:
      return m;
  }
}

/** ['soil', 'layers', 2, 'phiDeg'] → 'soil.layers[2].phiDeg'; '(input)' for the whole input. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out || '(input)';
}
