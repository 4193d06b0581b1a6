import { describe, expect, it } from 'vitest';
import { vuggyLimestoneCurve, vuggySuFromQu_Pa } from './vuggy-limestone';

// Turner (2006) NCHRP Synthesis 360; py-models.md §8. The curve itself: py-curves.json.
describe('vuggy limestone (Turner 2006)', () => {
  const c = vuggyLimestoneCurve({ su_Pa: vuggySuFromQu_Pa(3.45e6), b_m: 0.6 });
  it('s_u = q_u/2; continuous at 0.0004 b (0.8 s_u b) and reaches p_u = s_u b at 0.0024 b', () => {
    expect(c.p(0.00024) / 1e3).toBeCloseTo(0.8 * 1725 * 0.6, 9);
    expect(c.p(0.00144) / 1e3).toBeCloseTo(1725 * 0.6, 9);
  });
  it('beyond 0.0024 b: p stays p_u, and yWarn_m = 0.0024 b flags rock fracture', () => {
    expect(c.p(0.05)).toBe(c.pLarge_N_per_m);
    expect(c.yWarn_m).toBeCloseTo(0.00144, 15);
    expect(c.yWarnCode).toBe('rock-fracture');
  });
});
