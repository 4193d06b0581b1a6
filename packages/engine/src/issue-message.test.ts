import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPath, inputIssueMessage } from './issue-message';

/** The messages of `schema` refusing `value`, each with its path. */
const said = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('accepted');
  return r.error.issues.map((i) => `${formatPath(i.path)}: ${inputIssueMessage(i)}`);
};

describe('inputIssueMessage: zod’s wording said as a person would', () => {
  it('types: missing, wrong, whole numbers, lists', () => {
    const s = z.object({ a: z.number(), b: z.string(), n: z.int(), list: z.array(z.number()) });
    expect(said(s, { b: 3, n: 1.5, list: 'x' })).toEqual([
      'a: is required',
      'b: must be a string',
      'n: must be a whole number',
      'list: must be a list',
    ]);
    expect(said(z.number(), Number.NaN)).toEqual(['(input): must be a number']);
  });

  it('bounds, options, unknown keys, formats, multiples', () => {
    expect(said(z.number().positive(), 0)).toEqual(['(input): must be > 0']);
    expect(said(z.number().max(10), 11)).toEqual(['(input): must be ≤ 10']);
    expect(said(z.string().min(1), '')).toEqual(['(input): must not be empty']);
    expect(said(z.array(z.number()).max(2), [1, 2, 3])).toEqual(['(input): at most 2 item(s)']);
    expect(said(z.enum(['ASD', 'LRFD']), 'WSD')).toEqual(['(input): must be one of "ASD", "LRFD"']);
    expect(said(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toEqual(['(input): unknown field(s): b']);
    expect(said(z.uuid(), 'x')).toEqual(['(input): must be an id (UUID)']);
    expect(said(z.email(), 'x')).toEqual(['(input): must be an e-mail address']);
    expect(said(z.number().multipleOf(5), 7)).toEqual(['(input): must be a multiple of 5']);
    expect(said(z.union([z.string(), z.number()]), true)).toEqual([
      '(input): is not in any of the accepted forms',
    ]);
  });

  it('a message the schema wrote is kept as written', () => {
    const s = z.object({
      phi: z.number({ error: 'phi is the friction angle, in degrees' }).min(20, 'phi below 20° is not sand'),
    });
    expect(said(s, { phi: 'x' })).toEqual(['phi: phi is the friction angle, in degrees']);
    expect(said(s, { phi: 10 })).toEqual(['phi: phi below 20° is not sand']);
  });
});

describe('formatPath', () => {
  it('dots between names, brackets around indices, (input) for the whole', () => {
    expect(formatPath(['soil', 'layers', 2, 'phiDeg'])).toBe('soil.layers[2].phiDeg');
    expect(formatPath([0, 'a'])).toBe('[0].a');
    expect(formatPath([])).toBe('(input)');
  });
});
