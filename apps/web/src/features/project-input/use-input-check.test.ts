import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { checkInput, useInputCheck } from './use-input-check';

describe('checkInput: the engine’s check of the input, in the project’s units', () => {
  const input = structuredClone(generic);
  Object.assign(input.settings, { minEmbed_m: 1.5, maxEmbed_m: 1.0 });

  it('an imperial project reads the lengths of a problem in feet', () => {
    // 1.5 m / 0.3048 = 4.92 ft
    expect(checkInput(input, 'imperial').errorAt('settings.maxEmbed_m')).toBe(
      'must be ≥ Min Embed (4.92 ft)',
    );
  });

  it('names what only the design problem refuses, as a run would be refused (a load beyond a double’s range)', () => {
    // MP-INT's snow shear as the largest double: 1.6 S of it is beyond range
    const overflowing = structuredClone(nextracker);
    overflowing.tracker.nextracker.rows[2]!.values[1] = Number.MAX_VALUE;
    const check = checkInput(overflowing, 'imperial');
    const refusal = check.errorsUnder('loadCombinations')[0];
    // the pile height in feet, as the rest of the project reads (1.35 m = 4.43 ft)
    expect(refusal?.message).toMatch(
      /^pier type MP-INT at pile height 4\.43 ft: combination .+ too large to compute/,
    );
    // and the example itself is ready to run
    expect(checkInput(nextracker, 'imperial').errors).toEqual([]);
  });

  it('a metric project reads them as the engine wrote them', () => {
    expect(checkInput(input, 'metric').errorAt('settings.maxEmbed_m')).toBe('must be ≥ Min Embed (1.5 m)');
  });
});

describe('useInputCheck', () => {
  it('says the check is pending while it is still of the input before an edit, then checks the edit', () => {
    const valid = structuredClone(generic);
    const edited = structuredClone(generic);
    // an empty layer just added: a problem, though the check of the input before it had none
    edited.soil.layers.push({} as (typeof edited.soil.layers)[number]);
    const seen: { pending: boolean; errors: number }[] = [];
    const { rerender, result } = renderHook(
      ({ input }) => {
        const c = useInputCheck(input, 'metric');
        seen.push({ pending: c.pending, errors: c.errors.length });
        return c;
      },
      { initialProps: { input: valid as unknown } },
    );
    expect(result.current).toMatchObject({ pending: false, errors: [] });
    rerender({ input: edited });
    // a render showed the earlier check, no problem in it, marked pending: not "ready to run"
    expect(seen).toContainEqual({ pending: true, errors: 0 });
    expect(result.current.pending).toBe(false);
    expect(result.current.errorsUnder('soil.layers[3]').length).toBeGreaterThan(0);
  });
});
