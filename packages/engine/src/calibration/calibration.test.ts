import { describe, expect, it } from 'vitest';
import {
  calibrateLoadTests,
  asTestPile,
  computedLateralCurve,
  curveProblem,
  davissonFailureLoad_N,
  fitAxialTest,
  fitLateralTest,
  lateralLoadTestSchema,
  loadTestsSchema,
  MAX_LOAD_TEST_POINTS,
  MAX_LOAD_TESTS,
  minimiseOnLogScale,
  rmsMisfit_m,
  upliftLoadTestSchema,
  compressionLoadTestSchema,
  type LateralLoadTest,
} from './index';

const IN = 0.0254;
const KSI_E = 200e9;

/** Two layers so that the single factor scales unlike curves (sand over soft clay). */
const soil = {
  layers: [
    { name: 'sand', model: 'api-sand' as const, top_m: 0, bottom_m: 1, gamma_N_per_m3: 18000, phiDeg: 32 },
    {
      name: 'clay',
      model: 'soft-clay-matlock' as const,
      top_m: 1,
      bottom_m: 5,
      gamma_N_per_m3: 17000,
      cu_Pa: 40000,
    },
  ],
};

const LOADS_N = [0, 2000, 4000, 6000, 8000];

function lateralTest(displacements_m: readonly number[], loads_N = LOADS_N): LateralLoadTest {
  return lateralLoadTestSchema.parse({
    kind: 'lateral',
    name: 'LT-1',
    section: 'W6x9',
    embedment_m: 3,
    loadHeight_m: 1.2,
    points: loads_N.map((load_N, i) => ({ load_N, displacement_m: displacements_m[i] })),
  });
}

/** A test "measured" by the engine itself with a known multiplier. */
function syntheticLateral(m: number, loads_N = LOADS_N): LateralLoadTest {
  const probe = lateralTest(
    loads_N.map(() => 0),
    loads_N,
  );
  const y = computedLateralCurve(asTestPile(probe, undefined), soil, m, 100);
  if (y.some((v) => v === null)) throw new Error('synthetic test did not converge');
  return lateralTest(y as number[], loads_N);
}

const opts = { tolerance: 0.15, elements: 100 };

describe('bounded search on ln x (golden section after a grid scan)', () => {
  it('finds the minimum of (ln x − ln 3)² within 1e-4', () => {
    const r = minimiseOnLogScale((x) => (Math.log(x) - Math.log(3)) ** 2, { min: 0.05, max: 20 });
    expect(Math.abs(r.x / 3 - 1)).toBeLessThan(1e-4);
    expect(r.atBound).toBeNull();
  });
  it('says when the minimum lies beyond a bound', () => {
    expect(minimiseOnLogScale((x) => (x - 100) ** 2, { min: 0.05, max: 20 }).atBound).toBe('max');
    expect(minimiseOnLogScale((x) => x, { min: 0.05, max: 20 }).atBound).toBe('min');
  });
});

// Each fit runs some 40 × 4 nonlinear analyses: generous time on a shared machine.
describe('lateral load test (ASTM D3966): p-multiplier', { timeout: 60_000 }, () => {
  it('recovers the multiplier 0.7 that generated a synthetic test, within 2 %', () => {
    const fit = fitLateralTest(syntheticLateral(0.7), soil, opts);
    expect(fit.status).toBe('fit');
    expect(Math.abs(fit.pMultiplier! / 0.7 - 1)).toBeLessThan(0.02);
    expect(fit.relativeMisfit!).toBeLessThan(1e-3);
    // the soil as given is stiffer than the "site": it computes smaller deflections
    const last = fit.uncalibratedCurve.at(-1)!;
    expect(last.computed_m!).toBeLessThan(last.measured_m);
  });

  it('recovers a multiplier above 1 (1.8) within 2 %', () => {
    const fit = fitLateralTest(syntheticLateral(1.8), soil, opts);
    expect(fit.status).toBe('fit');
    expect(Math.abs(fit.pMultiplier! / 1.8 - 1)).toBeLessThan(0.02);
  });

  it('recovers 0.7 from deflections measured at grade, within 2 %', () => {
    const atGrade = { ...lateralTest(LOADS_N.map(() => 0)), measuredAt: 'grade' as const };
    const y = computedLateralCurve(asTestPile(atGrade, undefined), soil, 0.7, 100) as number[];
    // at grade the pile moves less than at the load point 1.2 m above it
    expect(y[4]!).toBeLessThan(syntheticLateral(0.7).points[4]!.displacement_m);
    const test = { ...atGrade, points: atGrade.points.map((p, i) => ({ ...p, displacement_m: y[i]! })) };
    const fit = fitLateralTest(test, soil, opts);
    expect(fit.status).toBe('fit');
    expect(Math.abs(fit.pMultiplier! / 0.7 - 1)).toBeLessThan(0.02);
  });

  it('recovers 0.7 within 5 % from measurements with ±3 % scatter, and reports the misfit', () => {
    const clean = syntheticLateral(0.7);
    const scatter = [0, 0.03, -0.03, 0.02, -0.01];
    const noisy = lateralTest(clean.points.map((p, i) => p.displacement_m * (1 + scatter[i]!)));
    const fit = fitLateralTest(noisy, soil, opts);
    expect(fit.status).toBe('fit');
    expect(Math.abs(fit.pMultiplier! / 0.7 - 1)).toBeLessThan(0.05);
    expect(fit.relativeMisfit!).toBeGreaterThan(0);
    expect(fit.relativeMisfit!).toBeLessThan(0.03);
  });

  it('RMS misfit: hand calculation over the loaded points (the zero-load point is not counted)', () => {
    const t = lateralTest([0, 0.01, 0.02, 0.03, 0.04, 0.05], [0, 1, 2, 3, 4, 5]);
    // misses +1, −1, +2, −2, 0 mm → RMS = sqrt((1 + 1 + 4 + 4 + 0)/5) mm = sqrt(2) mm
    const rms = rmsMisfit_m(t, [0, 0.011, 0.019, 0.032, 0.038, 0.05]);
    expect(rms).toBeCloseTo(Math.SQRT2 * 1e-3, 12);
    // a failed analysis misses by 10 × the largest measured deflection (0.5 m), at least 10 % of
    // the pile length (0.42 m): sqrt(0.5² / 5)
    expect(rmsMisfit_m(t, [0, 0.01, 0.02, 0.03, 0.04, null])).toBeCloseTo(Math.sqrt(0.25 / 5), 12);
    // with deflections of µm, the pile-length floor: sqrt(0.42² / 5)
    const tiny = lateralTest([0, 1e-6, 2e-6, 3e-6, 4e-6, 5e-6], [0, 1, 2, 3, 4, 5]);
    expect(rmsMisfit_m(tiny, [0, 1e-6, 2e-6, 3e-6, 4e-6, null])).toBeCloseTo(Math.sqrt(0.42 ** 2 / 5), 12);
  });

  it('cannot fit deflections no multiplier reproduces: says the multiplier hits its bound', () => {
    // 30 and 90 mm under 0.1 and 0.3 kN: the model gives 0.7 and 3.1 mm with the soil cut to 0.05 ×
    const soft = fitLateralTest(lateralTest([0, 0.03, 0.09], [0, 100, 300]), soil, opts);
    expect(soft.status).toBe('cannot-fit');
    expect(soft.pMultiplier).toBeNull();
    expect(soft.reason).toMatch(/lower bound/);
    const stiff = fitLateralTest(lateralTest(LOADS_N.map((_, i) => i * 1e-6)), soil, opts);
    expect(stiff.status).toBe('cannot-fit');
    expect(stiff.reason).toMatch(/upper bound/);
  });

  it('cannot fit a curve of the wrong shape: says the misfit exceeds the tolerance', () => {
    // 20 mm at the first load step, then no more movement: no p-y soil behaves so
    const fit = fitLateralTest(lateralTest([0, 0.02, 0.02, 0.02, 0.02]), soil, opts);
    expect(fit.status).toBe('cannot-fit');
    expect(fit.reason).toMatch(/shape/);
    expect(fit.relativeMisfit!).toBeGreaterThan(0.15);
  });

  it('non-monotone nonsense is refused with the point named', () => {
    const fit = fitLateralTest(lateralTest([0, 0.004, 0.009, 0.006, 0.02]), soil, opts);
    expect(fit.status).toBe('cannot-fit');
    expect(fit.reason).toMatch(/^point 4: movement 6\.00 mm is less than point 3's 9\.00 mm/);
    const held = [
      { load_N: 0, displacement_m: 0 },
      { load_N: 1000, displacement_m: 0.001 },
      { load_N: 1000, displacement_m: 0.001 },
    ];
    expect(curveProblem(held)).toMatch(/^point 3: load 1\.00 kN does not rise/);
    // a load held while the pile keeps moving (plunging) is a curve
    expect(curveProblem([...held.slice(0, 2), { load_N: 1000, displacement_m: 0.003 }])).toBeNull();
  });

  it('a test pile longer than the soil profile is refused with the field named', () => {
    const t = { ...syntheticLateral(1), embedment_m: 6 };
    const fit = fitLateralTest(t, soil, opts);
    expect(fit.status).toBe('cannot-fit');
    expect(fit.reason).toMatch(/pile\.embedment_m/);
  });
});

/** W6x9, AISC v15.0: A 2.68 in², d 5.90 in, bf 3.94 in, 9 lb/ft. */
const W6X9 = { A_m2: 2.68 * IN * IN, d_m: 5.9 * IN, bf_m: 3.94 * IN, w_N_per_m: (9 * 4.4482216) / 0.3048 };

describe('Davisson offset limit (Davisson 1972; ASTM D1143 interpretation)', () => {
  it('hand calculation: where the curve meets δ = P·L/(A·E) + 0.15 in + D/120', () => {
    const L = 3; // 0.5 m stick-up + 2.5 m embedment
    const D = W6X9.d_m; // the larger of d and bf
    const compliance = L / (W6X9.A_m2 * KSI_E); // 8.6754e-9 m/N
    const offset = 0.15 * IN + D / 120; // 3.810 + 1.249 = 5.059 mm
    const line = (P: number) => P * compliance + offset;
    const pts = [
      { load_N: 0, displacement_m: 0 },
      { load_N: 20000, displacement_m: 0.001 },
      { load_N: 40000, displacement_m: 0.003 },
      { load_N: 50000, displacement_m: 0.006 },
      { load_N: 55000, displacement_m: 0.012 },
    ];
    // gaps at 40 and 50 kN: 3.000 − 5.406 = −2.406 mm; 6.000 − 5.493 = +0.507 mm
    const g40 = 0.003 - line(40000);
    const g50 = 0.006 - line(50000);
    expect(g40).toBeCloseTo(-0.0024059, 6);
    expect(g50).toBeCloseTo(0.0005074, 6);
    const expected = 40000 + (10000 * -g40) / (g50 - g40); // ≈ 48.26 kN
    expect(expected).toBeCloseTo(48258, -1);
    expect(davissonFailureLoad_N(pts, L, W6X9.A_m2, KSI_E, D)).toBeCloseTo(expected, 6);
    // a test stopped at 40 kN never reaches the line
    expect(davissonFailureLoad_N(pts.slice(0, 3), L, W6X9.A_m2, KSI_E, D)).toBeNull();
  });
});

/** Vertical table: 0–1 m f_up 20 / f_down 25 kPa, 1–4 m f_up 40 / f_down 50 kPa, q_b 2 MPa. */
const vertical = {
  table: [
    { bottom_m: 1, skinFrictionUp_Pa: 20000, skinFrictionDown_Pa: 25000, endBearing_Pa: 2e6 },
    { bottom_m: 4, skinFrictionUp_Pa: 40000, skinFrictionDown_Pa: 50000, endBearing_Pa: 2e6 },
  ],
  neglectTopSoil_m: 0.3,
  endBearing: false,
};
// Hand calculation (FHWA GEC-12 static formula, box perimeter 2(d + bf) = 0.49987 m), embedment 2.5 m:
// Σ f_up·Δz = 20 kPa × 0.7 m + 40 kPa × 1.5 m = 74 kN/m → R_s,up = 36.991 kN
// Σ f_down·Δz = 25 × 0.7 + 50 × 1.5 = 92.5 kN/m → R_s,down = 46.238 kN; R_p = 2 MPa × d·bf (0.014997 m²) = 29.995 kN
const PERIMETER_m = 2 * (W6X9.d_m + W6X9.bf_m);
const RS_UP_N = 74000 * PERIMETER_m;
const RS_DOWN_N = 92500 * PERIMETER_m;
const RP_N = 2e6 * W6X9.d_m * W6X9.bf_m;
const PILE_WEIGHT_N = W6X9.w_N_per_m * 3; // 0.5 m stick-up + 2.5 m embedded

/** An elastic-plastic test curve failing (plunging) at Q_f: the Davisson line meets it at Q_f. */
function plungingCurve(Qf_N: number) {
  const compliance = 3 / (W6X9.A_m2 * KSI_E);
  return [0, 0.25, 0.5, 0.75, 1]
    .map((s) => ({ load_N: s * Qf_N, displacement_m: s * Qf_N * compliance * 1.5 }))
    .concat([{ load_N: Qf_N, displacement_m: 0.05 }]);
}

describe('axial load tests: skin-friction factor', () => {
  it('the hand-calculated table resistances', () => {
    expect(RS_UP_N).toBeCloseTo(36991, -1);
    expect(RS_DOWN_N).toBeCloseTo(46238, -1);
    expect(RP_N).toBeCloseTo(29995, -1);
    expect(PILE_WEIGHT_N).toBeCloseTo(394.0, 0);
  });

  it('uplift (ASTM D3689): recovers the factor 0.8 of a synthetic test within 2 %', () => {
    const Qf = 0.8 * RS_UP_N + PILE_WEIGHT_N; // the pull also lifts the pile's weight
    const t = upliftLoadTestSchema.parse({
      kind: 'uplift',
      name: 'UT-1',
      section: 'W6x9',
      embedment_m: 2.5,
      stickup_m: 0.5,
      points: plungingCurve(Qf),
    });
    const fit = fitAxialTest(t, vertical);
    expect(fit.status).toBe('fit');
    expect(fit.failureBasis).toMatch(/Davisson/);
    expect(fit.failureLoad_N!).toBeCloseTo(Qf, 3);
    expect(fit.tableSkin_N).toBeCloseTo(RS_UP_N, 3);
    expect(Math.abs(fit.skinFrictionFactor! / 0.8 - 1)).toBeLessThan(0.02);
  });

  it('compression (ASTM D1143) with end bearing on: recovers 1.3 on the skin only, within 2 %', () => {
    const Qf = 1.3 * RS_DOWN_N + RP_N - PILE_WEIGHT_N; // the pile's weight adds to the push
    const t = compressionLoadTestSchema.parse({
      kind: 'compression',
      name: 'CT-1',
      section: 'W6x9',
      embedment_m: 2.5,
      stickup_m: 0.5,
      points: plungingCurve(Qf),
    });
    const fit = fitAxialTest(t, { ...vertical, endBearing: true });
    expect(fit.status).toBe('fit');
    expect(fit.tableEndBearing_N).toBeCloseTo(RP_N, 3);
    expect(Math.abs(fit.skinFrictionFactor! / 1.3 - 1)).toBeLessThan(0.02);
  });

  it('a failure load given by the engineer replaces Davisson', () => {
    const t = upliftLoadTestSchema.parse({
      kind: 'uplift',
      name: 'UT-2',
      section: 'W6x9',
      embedment_m: 2.5,
      stickup_m: 0.5,
      failureLoad_N: 30000,
      points: plungingCurve(40000),
    });
    const fit = fitAxialTest(t, vertical);
    expect(fit.failureBasis).toMatch(/given/);
    expect(fit.skinFrictionFactor!).toBeCloseTo((30000 - PILE_WEIGHT_N) / RS_UP_N, 9);
  });

  it('a test stopped before failure gives a lower bound from its largest load', () => {
    const compliance = 3 / (W6X9.A_m2 * KSI_E);
    const t = upliftLoadTestSchema.parse({
      kind: 'uplift',
      name: 'UT-proof',
      section: 'W6x9',
      embedment_m: 2.5,
      stickup_m: 0.5,
      points: [0, 10000, 20000].map((P) => ({ load_N: P, displacement_m: P * compliance })),
    });
    const fit = fitAxialTest(t, vertical);
    expect(fit.status).toBe('lower-bound');
    expect(fit.davisson.intercept_N).toBeNull();
    expect(fit.skinFrictionFactor!).toBeCloseTo((20000 - PILE_WEIGHT_N) / RS_UP_N, 9);
  });

  it('cannot fit: failure below the pile weight, end bearing above the failure, no table, nonsense', () => {
    const base = { section: 'W6x9', embedment_m: 2.5, stickup_m: 0.5, points: plungingCurve(20000) };
    const light = fitAxialTest(
      upliftLoadTestSchema.parse({ ...base, kind: 'uplift', name: 'a', failureLoad_N: 300 }),
      vertical,
    );
    expect(light.status).toBe('cannot-fit');
    expect(light.reason).toMatch(/pile's own weight/);
    const eb = fitAxialTest(
      compressionLoadTestSchema.parse({ ...base, kind: 'compression', name: 'b', failureLoad_N: 20000 }),
      { ...vertical, endBearing: true },
    );
    expect(eb.reason).toMatch(/end bearing .* alone exceeds/);
    expect(
      fitAxialTest(upliftLoadTestSchema.parse({ ...base, kind: 'uplift', name: 'c' }), undefined).reason,
    ).toMatch(/no vertical soil table/);
    const huge = fitAxialTest(
      upliftLoadTestSchema.parse({ ...base, kind: 'uplift', name: 'd', failureLoad_N: 5e6 }),
      vertical,
    );
    expect(huge.reason).toMatch(/outside 0\.05–20/);
    const nonsense = fitAxialTest(
      upliftLoadTestSchema.parse({
        ...base,
        kind: 'uplift',
        name: 'e',
        points: [
          { load_N: 0, displacement_m: 0 },
          { load_N: 10000, displacement_m: 0.004 },
          { load_N: 5000, displacement_m: 0.006 },
        ],
      }),
      vertical,
    );
    expect(nonsense.status).toBe('cannot-fit');
    expect(nonsense.reason).toMatch(/point 3: load 5\.00 kN does not rise/);
  });
});

describe('a site calibration from several tests', { timeout: 60_000 }, () => {
  it('the smallest fitted value governs; a test that cannot be fitted is named and left out', () => {
    const t1 = { ...syntheticLateral(0.7), name: 'LT-soft' };
    const t2 = { ...syntheticLateral(1.2), name: 'LT-stiff' };
    const bad = { ...lateralTest([0, 0.004, 0.009, 0.006, 0.02]), name: 'LT-bad' };
    const up = upliftLoadTestSchema.parse({
      kind: 'uplift',
      name: 'UT-1',
      section: 'W6x9',
      embedment_m: 2.5,
      stickup_m: 0.5,
      points: plungingCurve(0.8 * RS_UP_N + PILE_WEIGHT_N),
    });
    const r = calibrateLoadTests({
      soil,
      vertical,
      loadTests: loadTestsSchema.parse({ tests: [t1, t2, bad, up] }),
      elements: 100,
    });
    expect(r.pMultiplier!).toBeCloseTo(0.7, 2);
    expect(r.skinFrictionUpFactor!).toBeCloseTo(0.8, 3);
    expect(r.skinFrictionDownFactor).toBeNull();
    expect(r.capacityBasis).toEqual({
      lateral: 'load-tests',
      uplift: 'load-tests',
      compression: 'static-analysis',
    });
    expect(r.notes.join('\n')).toMatch(/"LT-bad" \(ASTM D3966\) left out: point 4/);
    expect(r.tests.map((t) => t.status)).toEqual(['fit', 'fit', 'cannot-fit', 'fit']);
  });
});

describe('the size of a load test programme', () => {
  it('more than MAX_LOAD_TESTS tests or MAX_LOAD_TEST_POINTS points on a curve are refused, naming the list', () => {
    const t = { ...syntheticLateral(0.7), name: 'LT' };
    const many = loadTestsSchema.safeParse({ tests: Array.from({ length: MAX_LOAD_TESTS + 1 }, () => t) });
    expect(many.success).toBe(false);
    expect(many.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'tests',
      `at most ${MAX_LOAD_TESTS} load tests: a fit runs analyses for each of them`,
    ]);
    const long = lateralLoadTestSchema.safeParse({
      ...t,
      points: Array.from({ length: MAX_LOAD_TEST_POINTS + 1 }, (_, i) => ({
        load_N: i,
        displacement_m: i * 1e-5,
      })),
    });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'points',
      `at most ${MAX_LOAD_TEST_POINTS} load-movement points`,
    ]);
  });
});
