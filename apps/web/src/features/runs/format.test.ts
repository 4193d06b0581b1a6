import { describe, expect, it } from 'vitest';
import { combinationText } from './format';

describe('combination names in table cells', () => {
  const breaks = (text: string) => text.split(' ');

  it('wrap after the label or before an operator, keeping each operator with its term', () => {
    const text = combinationText('7-16 LRFD 3: 1.2D + 1.6S − 0.5Wstow');
    expect(text.replaceAll('\u00a0', ' ')).toBe('7-16 LRFD 3: 1.2D + 1.6S − 0.5Wstow');
    expect(breaks(text)).toEqual(['7-16\u00a0LRFD\u00a03:', '1.2D', '+\u00a01.6S', '−\u00a00.5Wstow']);
    expect(breaks(combinationText('7-16 ASD 7: 0.6D + 0.6W0'))).toEqual([
      '7-16\u00a0ASD\u00a07:',
      '0.6D',
      '+\u00a00.6W0',
    ]);
  });

  it('a name without a label, and a check made once per pile', () => {
    expect(breaks(combinationText('1.0D - 0.6W'))).toEqual(['1.0D', '-\u00a00.6W']);
    expect(combinationText(null)).toBe('Once per pile');
  });
});
