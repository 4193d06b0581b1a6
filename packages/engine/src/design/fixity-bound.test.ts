/**
 * The steel check at the fixity's upper bound settles the exact one (fixity-bound.ts): for any
 * catalogued section, axial load and moments, and any depth of fixity no deeper than the bound,
 * a bounded check that passes with an interaction ≤ 1 means the exact check passes and is no
 * larger. The premise is checked against the AISC 360-16 implementation itself (checks/steel.ts:
 * chapters D, E, F and H1-1 with its step at Pr/Pc = 0.2), not restated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cantileverEffectiveLength_m, makeCheck, steelStrengthCheck } from '../checks';
import { catalogSections } from '../sections';
import { boundSettlesSteelCheck, fixityUpperBound } from './fixity-bound';
import type { DesignSettings } from './design-problem';
import type { PileKey } from './lateral-memo';

const sections = catalogSections();

function check(
  s: (typeof sections)[number],
  reveal_m: number,
  fixity_m: number,
  l: { P: number; Mx: number; My: number; limit: number; method: 'ASD' | 'LRFD' },
) {
  const Lc = cantileverEffectiveLength_m(reveal_m, fixity_m);
  return steelStrengthCheck({
    section: s,
    Fy_Pa: 345e6,
    method: l.method,
    Pr_N: l.P,
    Mrx_Nm: l.Mx,
    Mry_Nm: l.My,
    Lcx_m: Lc,
    Lcy_m: Lc,
    Lb_m: reveal_m + fixity_m,
    stressLimit: l.limit,
  });
}

describe('fixity-bound', () => {
  it('a bounded steel check that passes at ≤ 1 passes exactly and is no larger (any section, loads, fixity)', () => {
    let settled = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: sections.length - 1 }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.5, max: 8, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0.9, 1, 1.1),
        fc.constantFrom('ASD' as const, 'LRFD' as const),
        (si, reveal_m, share, bound_m, pShare, mxShare, myShare, limit, method) => {
          const s = sections[si]!;
          // loads scaled to the section's own squash load and plastic moments, so every branch
          // of H1-1 and both signs of the axial load come up
          const Py = 345e6 * s.A_m2;
          const l = {
            P: pShare * 0.6 * Py,
            Mx: mxShare * 345e6 * s.Zx_m3,
            My: myShare * 0.3 * 345e6 * s.Zy_m3,
            limit,
            method,
          };
          const bounded = check(s, reveal_m, bound_m, l);
          const exact = check(s, reveal_m, share * bound_m, l);
          if (!boundSettlesSteelCheck([bounded])) return;
          settled++;
          expect(exact.passes).toBe(true);
          expect(exact.demand).toBeLessThanOrEqual(bounded.demand);
        },
      ),
      { numRuns: 3000, seed: 12 },
    );
    // the property was exercised, not vacuous
    expect(settled).toBeGreaterThan(300);
  });

  it('one axis exact, the other at the bound: a check passing at ≤ 1 settles the exact one (either axis)', () => {
    // the design makes one axis's fixity exact at a time (candidate.ts SteelFixity): the premise
    // must hold for each axis on its own (Lb and Lcx from the strong axis, Lcy from the weak)
    let settled = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: sections.length - 1 }),
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.5, max: 8, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('strong' as const, 'weak' as const),
        fc.constantFrom('ASD' as const, 'LRFD' as const),
        (si, reveal_m, strongShare, weakShare, bound_m, pShare, mxShare, myShare, exactAxis, method) => {
          const s = sections[si]!;
          const Py = 345e6 * s.A_m2;
          const at = (strong_m: number, weak_m: number) =>
            steelStrengthCheck({
              section: s,
              Fy_Pa: 345e6,
              method,
              Pr_N: pShare * 0.6 * Py,
              Mrx_Nm: mxShare * 345e6 * s.Zx_m3,
              Mry_Nm: myShare * 0.3 * 345e6 * s.Zy_m3,
              Lcx_m: cantileverEffectiveLength_m(reveal_m, strong_m),
              Lcy_m: cantileverEffectiveLength_m(reveal_m, weak_m),
              Lb_m: reveal_m + strong_m,
            });
          const zs = strongShare * bound_m;
          const zw = weakShare * bound_m;
          const exact = at(zs, zw);
          const partial = exactAxis === 'strong' ? at(zs, bound_m) : at(bound_m, zw);
          if (!boundSettlesSteelCheck([partial])) return;
          settled++;
          expect(exact.passes).toBe(true);
          expect(exact.demand).toBeLessThanOrEqual(partial.demand);
        },
      ),
      { numRuns: 3000, seed: 19 },
    );
    expect(settled).toBeGreaterThan(300);
  });

  it('H1-1 steps down at Pr/Pc = 0.2 once m > 0.9, so a bound above 1 settles nothing', () => {
    // AISC 360-16 H1-1: m = 0.95: just below p = 0.2, p/2 + m = 0.1 + 0.95 = 1.05; at 0.2,
    // p + 8m/9 = 0.2 + 0.8444 = 1.0444: a longer length can lower the interaction here, which is
    // why a bounded value must be ≤ 1 to stand for the exact one
    const steelCheck = (demand: number, ratioLimit = 1) =>
      makeCheck({
        id: 'steel-strength',
        name: 's',
        demand,
        capacity: 1,
        unit: '-',
        ratioLimit,
        reference: 'H1-1',
      });
    const over = steelCheck(1.0444, 1.1);
    expect(over.passes).toBe(true);
    expect(boundSettlesSteelCheck([over])).toBe(false);
    const failing = steelCheck(0.95, 0.9);
    expect(boundSettlesSteelCheck([failing])).toBe(false);
    const passing = steelCheck(0.95);
    expect(boundSettlesSteelCheck([passing, over])).toBe(false);
    expect(boundSettlesSteelCheck([passing])).toBe(true);
  });

  it('the bound is the toe of the deeper of the deepest pile in range and the candidate', () => {
    const settings = { embedments_m: [1.5, 2, 2.5, 3] } as unknown as DesignSettings;
    const key = (embedment_m: number) => ({ embedment_m }) as PileKey;
    expect(fixityUpperBound(settings, key(2))).toEqual({
      depth_m: 3,
      fromEmbedment_m: 3,
      basis: 'upper-bound',
    });
    expect(fixityUpperBound(settings, key(3.5)).depth_m).toBe(3.5);
  });
});
