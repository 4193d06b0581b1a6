import { describe, expect, it } from 'vitest';
import { steelStrengthCheck } from '../checks';
import { sectionByName } from '../sections/catalog';
import { slendernessWarning } from './slenderness-warning';

// W6x9 (AISC Shapes Database v16.0): ry = 0.905 in = 0.022987 m, rx = 2.47 in. Lc/r = 200 about
// the weak axis at Lcy = 200 × 0.022987 = 4.597 m (hand calculation).
const W6x9 = sectionByName('W6x9');
const check = (Pr_N: number, Lcy_m: number) =>
  steelStrengthCheck({
    section: W6x9,
    Fy_Pa: 344.738e6,
    method: 'LRFD',
    Pr_N,
    Mrx_Nm: 5e3,
    Mry_Nm: 1e3,
    Lcx_m: Lcy_m,
    Lcy_m,
    Lb_m: 1,
  });

describe('slendernessWarning (AISC 360-16 E2 User Note: Lc/r preferably ≤ 200 in compression)', () => {
  it('warns past 200: Lcy 5.0 m on W6x9 is Lc/r = 5.0 / 0.022987 = 217.5', () => {
    const w = slendernessWarning(check(10e3, 5.0), 'SAP at pile height 1.37 m, W6x9');
    expect(w).toBe(
      "steel: SAP at pile height 1.37 m, W6x9: Lc/r = 218 about the weak axis in compression, over the 200 that AISC 360-16 E2 (User Note) prefers; its flexural buckling (E3) is in the steel check. K is the weak axis's effective length factor in Settings, for the project or per pier type (2.1: top free to sway; 0.8 where the engineer judges the pile top held against sway, AISC 360-16 Commentary Table C-A-7.1 (b))",
    );
  });

  it("names the K the design's working used (details.Ky)", () => {
    const c = check(10e3, 5.0);
    c.details = { ...c.details, Kx: 2.1, Ky: 2.1 };
    expect(slendernessWarning(c, 'SAP')).toContain('about the weak axis in compression with K = 2.1, over');
  });

  it('is silent at or below 200 (Lcy 4.5 m: 195.8), and in tension, where E2 does not apply', () => {
    expect(slendernessWarning(check(10e3, 4.5), 'SAP')).toBeNull();
    expect(slendernessWarning(check(-10e3, 5.0), 'SAP')).toBeNull();
    expect(slendernessWarning(undefined, 'SAP')).toBeNull();
  });
});
