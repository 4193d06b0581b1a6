import { describe, expect, it } from 'vitest';
import { lengthsInUnits } from './lengths-in-units';

describe('lengthsInUnits: the engine’s metres in the project’s unit', () => {
  it('a length, several, a range, a negative one', () => {
    // 1.5 m / 0.3048 = 4.921 ft; 3 m = 9.843 ft; 3.5 m = 11.48 ft; 4.5 m = 14.76 ft
    expect(lengthsInUnits('must be ≥ Min Embed (1.5 m)', 'imperial')).toBe('must be ≥ Min Embed (4.92 ft)');
    expect(lengthsInUnits('gap between layer 0 "Clay" (bottom 3 m) and this top 3.5 m', 'imperial')).toBe(
      'gap between layer 0 "Clay" (bottom 9.84 ft) and this top 11.5 ft',
    );
    expect(lengthsInUnits('larger than the embedment range 1.5–4.5 m', 'imperial')).toBe(
      'larger than the embedment range 4.92–14.8 ft',
    );
    expect(lengthsInUnits('not -0.3048 m', 'imperial')).toBe('not -1.00 ft');
  });

  it('leaves other units, numbers without a unit and metric text as they are', () => {
    for (const text of [
      'gamma must exceed gamma_w = 9810 N/m³',
      'loss 12 µm/yr per face, 228 mm in all',
      'area 0.0015 m² and 3 m/s',
      'layer 2 of 3',
      'W6x9 fails',
    ])
      expect(lengthsInUnits(text, 'imperial')).toBe(text);
    expect(lengthsInUnits('must be ≥ Min Embed (1.5 m)', 'metric')).toBe('must be ≥ Min Embed (1.5 m)');
  });
});
