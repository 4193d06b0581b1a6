/**
 * How the design problem uses the seismic part: what the engineer must be told about the
 * horizontal seismic coefficient reaches the problem's warnings (and so the result).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { parseDesignInput, formatDesignInputErrors } from './design-input';
import { buildDesignProblem } from './design-problem';

const FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../examples/projects/nextracker-100mw-unbalanced.json',
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function problemOf(change: (j: any) => void) {
  const j = JSON.parse(readFileSync(FILE, 'utf8'));
  change(j);
  const parsed = parseDesignInput(j);
  if (!parsed.ok) throw new Error(formatDesignInputErrors(parsed.errors).join('\n'));
  return buildDesignProblem(parsed.value);
}

it('S1 not given: the unchecked S1 ≥ 0.6 g lower limit (Eq. 15.4-2, ASCE 7-16 §15.4.1) is reported', () => {
  // With SD1 given but S1 blank, Cs cannot be checked against Eq. 15.4-2, 0.8·S1/(R/Ie); where
  // S1 ≥ 0.6 g that limit can govern (S1 = 0.75 g, R = 1.25, Ie = 1.0, SDS = 0.3 g, T = 0.45 s:
  // Eq. 12.8-2 gives 0.3/1.25 = 0.24, Eq. 15.4-2 gives 0.8 × 0.75/1.25 = 0.48, twice as much),
  // so the engineer must be told; the note was kept in the seismic summary, which the problem dropped.
  const r = problemOf((j) => delete j.seismic.params.S1);
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.problem.warnings).toContain(
    'seismic: S1 not given: the S1 ≥ 0.6 g lower limit could not be checked.',
  );
});

it('T > 4 s without TL: the design problem names it instead of throwing', () => {
  const r = problemOf((j) => {
    j.seismic.params.T_s = 5;
  });
  expect(r.ok).toBe(false);
  expect(!r.ok && r.errors[0]?.message).toContain('T = 5 s exceeds 4 s: give TL');
});
