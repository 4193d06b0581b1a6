import { describe, expect, it } from 'vitest';
import { readCompareChoice, writeCompareChoice } from './compare-choice';

const P = '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a11';
const R = '0b8f6a3e-8a8e-4d3c-9b8e-2f4f0f0d6a21';

describe('compare choice in the URL', () => {
  it('no params: every side at its default', () => {
    expect(readCompareChoice(new URLSearchParams(''))).toEqual({ otherId: null, runA: null, runB: null });
  });

  it('reads what it wrote, and keeps other params', () => {
    const written = writeCompareChoice(new URLSearchParams('tab=x'), { otherId: P, runA: R, runB: null });
    expect(written.toString()).toBe(`tab=x&with=${P}&a=${R}`);
    expect(readCompareChoice(written)).toEqual({ otherId: P, runA: R, runB: null });
  });

  it('a side set back to its current input drops its param; blank params read as defaults', () => {
    const before = new URLSearchParams(`with=${P}&a=${R}&b=${R}`);
    expect(writeCompareChoice(before, { otherId: P, runA: null, runB: R }).toString()).toBe(
      `with=${P}&b=${R}`,
    );
    expect(readCompareChoice(new URLSearchParams('with=%20&a='))).toEqual({
      otherId: null,
      runA: null,
      runB: null,
    });
  });
});
