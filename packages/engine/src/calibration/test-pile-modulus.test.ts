// A load test's pile is the site's steel: without an E of its own it takes the project's Steel E
// (settings.steelModulus_Pa), else 200 GPa. Checked where E enters a fit: the Davisson line's
// elastic shortening P·L/(A·E) (axial) and the pile's EI in the test's lateral analyses.
import { describe, expect, it } from 'vitest';
import {
  asTestPile,
  calibrateLoadTests,
  computedLateralCurve,
  lateralLoadTestSchema,
  loadTestsSchema,
  runCalibration,
  upliftLoadTestSchema,
  type AxialTestFit,
  type LateralTestFit,
} from './index';

const IN = 0.0254;
/** AISC 360-16's E, 29,000 ksi, in Pa (1 kip = 4448.2216152605 N). */
const E_AISC_Pa = (29_000 * 4448.2216152605) / (IN * IN);

/** W6x9 from AISC's Shapes Database v16: A 2.68 in², d 5.90 in (the larger of d and bf). */
const W6X9 = { A_m2: 2.68 * IN * IN, width_m: 5.9 * IN };

const vertical = {
  table: [{ bottom_m: 4, skinFrictionUp_Pa: 40000, skinFrictionDown_Pa: 50000, endBearing_Pa: 0 }],
  neglectTopSoil_m: 0,
  endBearing: false,
};

describe('uplift test: the Davisson line takes the project Steel E', () => {
  // The pile is 3 m long head to toe (0.5 m stick-up + 2.5 m embedded). Its measured head
  // movement is linear, twice the free column's elastic lengthening at 150 GPa:
  // δ = P·c with c = 2·L/(A·150 GPa). The Davisson line (Davisson 1972) is δ = P·L/(A·E) + off,
  // off = 0.15 in + D/120 = 3.81 mm + 149.86 mm / 120 = 5.0588 mm, so the two meet at
  // P* = off / (c − L/(A·E)): at E = 150 GPa, P* = off·A·150 GPa / L = 5.0588 mm × 1729.03 mm² × 150 GPa / 3 m = 437.34 kN.
  const L_m = 3;
  const c_m_per_N = (2 * L_m) / (W6X9.A_m2 * 150e9);
  const offset_m = 0.15 * IN + W6X9.width_m / 120;
  const intercept_N = (E_Pa: number) => offset_m / (c_m_per_N - L_m / (W6X9.A_m2 * E_Pa));
  const test = upliftLoadTestSchema.parse({
    kind: 'uplift',
    name: 'UT-1',
    section: 'W6x9',
    embedment_m: 2.5,
    stickup_m: 0.5,
    points: [0, 200e3, 400e3, 600e3, 800e3].map((P) => ({ load_N: P, displacement_m: P * c_m_per_N })),
  });
  const fitWith = (t: typeof test, steelModulus_Pa: number | undefined) =>
    calibrateLoadTests({
      vertical,
      loadTests: loadTestsSchema.parse({ tests: [t] }),
      elements: 100,
      steelModulus_Pa,
    }).tests[0] as AxialTestFit;

  it('the hand-calculated intercept at 150 GPa', () => {
    expect(intercept_N(150e9)).toBeCloseTo(437_340, -1);
  });

  it('no E anywhere: 200 GPa, as before', () => {
    const fit = fitWith(test, undefined);
    expect(fit.davisson.E_Pa).toBe(200e9);
    expect(fit.davisson.intercept_N!).toBeCloseTo(intercept_N(200e9), 3);
  });

  it("the project's Steel E when the test gives none", () => {
    const fit = fitWith(test, 150e9);
    expect(fit.davisson.E_Pa).toBe(150e9);
    expect(fit.davisson.intercept_N!).toBeCloseTo(intercept_N(150e9), 3);
    expect(fit.pile).toEqual({ section: 'W6x9', embedment_m: 2.5, E_Pa: 150e9 });
  });

  it("the test's own E over the project's", () => {
    const fit = fitWith({ ...test, E_Pa: E_AISC_Pa }, 150e9);
    expect(fit.davisson.E_Pa).toBe(E_AISC_Pa);
    expect(fit.davisson.intercept_N!).toBeCloseTo(intercept_N(E_AISC_Pa), 3);
  });
});

// Each fit runs some 40 × 4 nonlinear analyses: generous time on a shared machine.
describe('lateral test: the test pile EI takes the project Steel E', { timeout: 60_000 }, () => {
  const soil = {
    layers: [
      {
        name: 'sand',
        model: 'api-sand' as const,
        top_m: 0,
        bottom_m: 6,
        gamma_N_per_m3: 18000,
        phiDeg: 32,
      },
    ],
  };
  const LOADS_N = [0, 3000, 6000, 9000, 12000];
  const testWith = (displacements_m: readonly number[]) =>
    lateralLoadTestSchema.parse({
      kind: 'lateral',
      name: 'LT-1',
      section: 'W6x9',
      embedment_m: 3,
      loadHeight_m: 1,
      points: LOADS_N.map((load_N, i) => ({ load_N, displacement_m: displacements_m[i] })),
    });
  // The test "measured" by the engine itself on a 250 GPa pile in the soil as given (m = 1).
  const probe = testWith(LOADS_N.map(() => 0));
  const measured = computedLateralCurve(asTestPile(probe, 250e9), soil, 1, 100) as number[];
  const test = testWith(measured);
  const fitWith = (t: typeof test, steelModulus_Pa: number | undefined) =>
    calibrateLoadTests({
      soil,
      loadTests: loadTestsSchema.parse({ tests: [t] }),
      elements: 100,
      steelModulus_Pa,
    }).tests[0] as LateralTestFit;

  it('the stiffer pile deflects less at every load (E reaches EI)', () => {
    const at200 = computedLateralCurve(asTestPile(probe, 200e9), soil, 1, 100) as number[];
    for (let i = 1; i < LOADS_N.length; i++) expect(measured[i]!).toBeLessThan(at200[i]!);
  });

  it("with the project's Steel E of the pile the fit recovers m = 1 within 2 %", () => {
    const fit = fitWith(test, 250e9);
    expect(fit.status).toBe('fit');
    expect(Math.abs(fit.pMultiplier! - 1)).toBeLessThan(0.02);
    expect(fit.pile?.E_Pa).toBe(250e9);
  });

  it('at 200 GPa the soil is read stiffer than it is: the fit is E-dependent', () => {
    const fit = fitWith(test, undefined);
    expect(fit.pile?.E_Pa).toBe(200e9);
    expect(fit.bestMultiplier!).toBeGreaterThan(1.1);
  });

  it("the test's own E over the project's", () => {
    const fit = fitWith({ ...test, E_Pa: 250e9 }, 150e9);
    expect(Math.abs(fit.pMultiplier! - 1)).toBeLessThan(0.02);
    expect(fit.pile?.E_Pa).toBe(250e9);
  });
});

describe('`pilewise calibrate` and the in-browser fit read settings.steelModulus_Pa', () => {
  const input = (settings: Record<string, unknown>) => ({
    vertical,
    settings,
    loadTests: {
      tests: [
        {
          kind: 'uplift',
          name: 'UT-1',
          section: 'W6x9',
          embedment_m: 2.5,
          stickup_m: 0.5,
          points: [
            { load_N: 0, displacement_m: 0 },
            { load_N: 10000, displacement_m: 0.001 },
          ],
        },
      ],
    },
  });

  it('takes it for the test pile', () => {
    const run = runCalibration(input({ steelModulus_Pa: E_AISC_Pa }));
    if (!run.ok) throw new Error(JSON.stringify(run.errors));
    expect((run.result.tests[0] as AxialTestFit).davisson.E_Pa).toBe(E_AISC_Pa);
  });

  it("refuses it, or a test's own E, outside 150–250 GPa, naming the field", () => {
    const run = runCalibration(input({ steelModulus_Pa: 29000 }));
    expect(run.ok).toBe(false);
    if (run.ok) return;
    expect(run.errors[0]!.path).toBe('settings.steelModulus_Pa');
    expect(run.errors[0]!.message).toMatch(/at least 150 GPa \(21,756 ksi\)/);
    const own = input({});
    own.loadTests.tests[0] = { ...own.loadTests.tests[0]!, E_Pa: 300e9 } as (typeof own.loadTests.tests)[0];
    const refused = runCalibration(own);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors[0]!.path).toBe('loadTests.tests[0].E_Pa');
    expect(refused.errors[0]!.message).toMatch(/at most 250 GPa/);
  });
});
