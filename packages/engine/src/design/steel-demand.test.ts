import { describe, expect, it } from 'vitest';
import { steelStrengthCheck, type CheckResult } from '../checks';
import { sectionByName } from '../sections/catalog';
import type { AxisAnalysis } from './lateral-memo';
import { steelChecks, type SteelDemandInput } from './steel-demand';

// Only what steelChecks reads of an analysis: node depths and moments.
const analysis = (moment_Nm: number[]): AxisAnalysis =>
  ({
    model: { z_m: Float64Array.from([-1.5, -1, 0, 0.5, 1, 2, 3]) },
    result: { solution: { moment_Nm: Float64Array.from(moment_Nm) } },
  }) as unknown as AxisAnalysis;

const nominal = sectionByName('W8x10');
const corroded = sectionByName('W6x9'); // a lighter section stands in for the corroded one

const base: SteelDemandInput = {
  section: nominal,
  corroded,
  zoneBottom_m: 0.5,
  pileHeight_m: 1.5,
  embedment_m: 3,
  method: 'ASD',
  P_N: 20e3,
  // the strong axis peaks at the zone bottom node (in both stretches), the weak one below it
  strong: analysis([0, 2e3, 5e3, 9e3, -7e3, 3e3, 0]),
  weak: analysis([0, 1e3, -2e3, 1e3, 0.5e3, -2.5e3, 0]),
  analysisLoadFactor: 1.6,
  fixity: { depth_m: 1.2, fromEmbedment_m: 4.5, basis: 'deepest-embedment' },
  fixityStrong_m: 1.2,
  fixityWeak_m: 0.9,
  Fy_Pa: 345e6,
  E_Pa: 200e9,
  stressLimit: 1,
};

/** The working written out in full, as steelChecks wrote it for every check before deferring it. */
function expected(
  input: SteelDemandInput,
  section: typeof nominal,
  stretch: string,
  from_m: number,
  to_m: number,
  Mx_Nm: number,
  My_Nm: number,
): CheckResult {
  const factor = input.analysisLoadFactor ?? 1;
  // AISC 360-16 Commentary Table C-A-7.1 (e): K = 2.1 unless the input gives one
  const Kx = input.Kx ?? 2.1;
  const Ky = input.Ky ?? 2.1;
  const Lcx = Kx * (input.pileHeight_m + input.fixityStrong_m);
  const Lcy = Ky * (input.pileHeight_m + input.fixityWeak_m);
  const Lb = input.pileHeight_m + input.fixityStrong_m;
  const c = steelStrengthCheck({
    section,
    Fy_Pa: input.Fy_Pa,
    E_Pa: input.E_Pa,
    method: input.method,
    Pr_N: input.P_N,
    Mrx_Nm: Mx_Nm / factor,
    Mry_Nm: My_Nm / factor,
    Lcx_m: Lcx,
    Lcy_m: Lcy,
    Lb_m: Lb,
    stressLimit: input.stressLimit,
  });
  c.details = {
    ...c.details,
    stretch,
    from_m,
    to_m,
    Kx,
    Ky,
    Lcx_m: Lcx,
    Lcy_m: Lcy,
    Lb_m: Lb,
    fixityStrong_m: input.fixityStrong_m,
    fixityWeak_m: input.fixityWeak_m,
    // the source in words, the embedment it was read at as a number (a report shows it in its units)
    ...(input.fixity === undefined
      ? {}
      : {
          fixityFrom:
            'first zero of deflection of the same section at the deepest embedment in range, same loads',
          fixityFromEmbedment_m: input.fixity.fromEmbedment_m,
        }),
    analysisLoadFactor: factor,
  };
  return c;
}

function expectSame(got: CheckResult[], want: CheckResult[]): void {
  expect(JSON.stringify(got)).toBe(JSON.stringify(want));
  expect(got.map((c) => [c.reference, c.details])).toEqual(want.map((c) => [c.reference, c.details]));
}

describe('steelChecks: one check per stretch, its working written when read', () => {
  it('corroded zone and the rest: the peaks of each stretch, the zone bottom node in both', () => {
    expectSame(steelChecks(base), [
      expected(base, corroded, 'corroded zone', -1.5, 0.5, 9e3, 2e3),
      expected(base, nominal, 'below the corroded zone', 0.5, 3, 9e3, 2.5e3),
    ]);
  });

  it('a zone reaching the toe: one corroded check; none above the pile top or no corrosion: the whole pile', () => {
    const deep = { ...base, zoneBottom_m: 5 };
    expectSame(steelChecks(deep), [expected(deep, corroded, 'corroded zone', -1.5, 3, 9e3, 2.5e3)]);
    for (const input of [
      { ...base, corroded: null },
      { ...base, zoneBottom_m: -2 },
    ]) {
      expectSame(steelChecks(input), [expected(input, nominal, 'whole pile', -1.5, 3, 9e3, 2.5e3)]);
    }
  });

  it('LRFD, no fixity source, an unloaded weak axis', () => {
    const lrfd: SteelDemandInput = {
      ...base,
      method: 'LRFD',
      analysisLoadFactor: undefined,
      fixity: undefined,
      weak: null,
    };
    expectSame(steelChecks(lrfd), [
      expected(lrfd, corroded, 'corroded zone', -1.5, 0.5, 9e3, 0),
      expected(lrfd, nominal, 'below the corroded zone', 0.5, 3, 9e3, 0),
    ]);
  });

  it("the engineer's K per axis: weak axis held against sway, K = 0.8 (AISC 360-16 Commentary Table C-A-7.1 (b))", () => {
    const held: SteelDemandInput = { ...base, corroded: null, Ky: 0.8 };
    const [check] = steelChecks(held);
    // by hand: Lcy = 0.8 × (1.5 + 0.9) = 1.92 m; Lcx = 2.1 × (1.5 + 1.2) = 5.67 m
    expect(check!.details).toMatchObject({ Kx: 2.1, Ky: 0.8 });
    expect(check!.details!.Lcy_m).toBeCloseTo(1.92, 12);
    expect(check!.details!.Lcx_m).toBeCloseTo(5.67, 12);
    expectSame([check!], [expected(held, nominal, 'whole pile', -1.5, 3, 9e3, 2.5e3)]);
    // W8x10: ry = 0.841 in, rx = 3.22 in (AISC Manual Table 1-1): Lcy/ry = 1.92 / 0.021361 = 89.9
    // is still above Lcx/rx = 5.67 / 0.081788 = 69.3, so the weak axis buckles first
    expect(check!.details!.Lc_over_r).toBeCloseTo(1.92 / (0.841 * 0.0254), 0);
    // a shorter Lc only raises Pc: the interaction falls
    expect(check!.demand).toBeLessThan(steelChecks({ ...base, corroded: null })[0]!.demand);
  });
});
