import { describe, expect, it } from 'vitest';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { checkInput } from './use-input-check';

describe('checkInput: the engine’s check of the input, in the project’s units', () => {
  const input = structuredClone(generic);
  Object.assign(input.settings, { minEmbed_m: 1.5, maxEmbed_m: 1.0 });

  it('an imperial project reads the lengths of a problem in feet', () => {
    // 1.5 m / 0.3048 = 4.92 ft
    expect(checkInput(input, 'imperial').errorAt('settings.maxEmbed_m')).toBe(
      'must be ≥ Min Embed (4.92 ft)',
    );
  });

  it('a metric project reads them as the engine wrote them', () => {
    expect(checkInput(input, 'metric').errorAt('settings.maxEmbed_m')).toBe('must be ≥ Min Embed (1.5 m)');
  });
});
