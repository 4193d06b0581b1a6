import { describe, expect, it } from 'vitest';
import type { PierDesign } from '@pilewise/contracts';
import { pierFailureSentence } from './result-values';

/** The fields of a pier without a passing pile that the sentence reads. */
const failed = {
  section: { name: 'W6x25' },
  embedment_m: 4.5,
  failure: {
    checkId: 'steel-strength',
    name: 'Steel strength, combined axial and biaxial bending (ASD)',
    combination: '7-16 ASD 5: 1.0D − 0.6W0',
    ratio: 1.2345,
    ratioLimit: 1,
    message: 'the engine’s SI log line: embedment 4.5 m',
  },
} as unknown as PierDesign;

describe('pierFailureSentence', () => {
  it('says why in the project’s units, not the engine’s metres', () => {
    // 4.5 m / 0.3048 = 14.76 ft, shown to 0.1 ft
    expect(pierFailureSentence(failed, 'imperial')).toBe(
      'Steel strength, combined axial and biaxial bending (ASD) fails at W6x25, embedment 14.8 ft under 7-16 ASD 5: 1.0D − 0.6W0: ratio 1.23 > 1.00',
    );
    expect(pierFailureSentence(failed, 'metric')).toMatch(/embedment 4\.50 m under /);
  });

  it('is null for a pier that passes', () => {
    expect(pierFailureSentence({ ...failed, failure: null } as PierDesign, 'imperial')).toBeNull();
  });
});
