import { describe, expect, it } from 'vitest';
import { steelShearCheck, steelStrengthCheck, type CheckResult } from '../checks';
import { sectionByName } from '../sections/catalog';
import type { AxisAnalysis } from './lateral-memo';
import { steelChecks, steelShearChecks, type SteelDemandInput } from './steel-demand';

// Only what steelChecks reads of an analysis: node depths, moments and shears.
const analysis = (moment_Nm: number[], shear_N: number[] = moment_Nm.map(() => 0)): AxisAnalysis =>
  ({
    model: { z_m: Float64Array.from([-1.5, -1, 0, 0.5, 1, 2, 3]) },
    result: { solution: { moment_Nm: Float64Array.from(moment_Nm), shear_N: Float64Array.from(shear_N) } },
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

describe('steelShearChecks: AISC 360-16 chapter G per stretch and loaded axis', () => {
  // strong: |V| peaks at the pile top (12 kN, above the zone bottom) and at 2 m (−15 kN, below it);
  // weak: 4 kN in the zone, −6 kN below
  const strong = analysis([0, 0, 0, 0, 0, 0, 0], [12e3, 8e3, 3e3, -5e3, -9e3, -15e3, 0]);
  const weak = analysis([0, 0, 0, 0, 0, 0, 0], [4e3, 2e3, 1e3, 0, -3e3, -6e3, 0]);
  const input = { ...base, strong, weak };

  it('the peak |V| of each stretch ÷ 1.6 (ASD), against the stretch’s own section', () => {
    const checks = steelShearChecks(input);
    const want = (
      section: typeof nominal,
      axis: 'strong' | 'weak',
      Vr: number,
      stretch: string,
      from_m: number,
      to_m: number,
    ) =>
      steelShearCheck({
        section,
        axis,
        Fy_Pa: base.Fy_Pa,
        E_Pa: base.E_Pa,
        method: 'ASD',
        Vr_N: Vr,
        stressLimit: 1,
        details: { stretch, from_m, to_m, analysisLoadFactor: 1.6 },
      });
    expectSame(checks, [
      // corroded zone −1.5 … 0.5 m: max(12, 8, 3, 5) kN = 12 kN; below: max(5, 9, 15, 0) = 15 kN
      want(corroded, 'strong', 12e3 / 1.6, 'corroded zone', -1.5, 0.5),
      want(nominal, 'strong', 15e3 / 1.6, 'below the corroded zone', 0.5, 3),
      want(corroded, 'weak', 4e3 / 1.6, 'corroded zone', -1.5, 0.5),
      want(nominal, 'weak', 6e3 / 1.6, 'below the corroded zone', 0.5, 3),
    ]);
    expect(checks.map((c) => c.id)).toEqual([
      'steel-shear-strong',
      'steel-shear-strong',
      'steel-shear-weak',
      'steel-shear-weak',
    ]);
  });

  it('an axis without lateral load has no shear check; LRFD reads the analysis as it is', () => {
    const checks = steelShearChecks({
      ...input,
      weak: null,
      corroded: null,
      method: 'LRFD',
      analysisLoadFactor: undefined,
    });
    expect(checks).toHaveLength(1);
    expect(checks[0]!.demand).toBe(15e3);
    expect(checks[0]!.name).toBe('Steel shear, strong axis (LRFD)');
  });
});
