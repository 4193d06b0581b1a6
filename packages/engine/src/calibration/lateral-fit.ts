/**
 * Calibration of the p-multiplier on a lateral load test (ASTM D3966): one factor m on every
 * layer's p-multipliers (applied through the global P-factor, so the layers keep their
 * ratios) such that the engine's own nonlinear p-y analysis of the test pile reproduces the
 * measured load-deflection curve. One scalar, not one per layer: the head (or grade)
 * deflection of a test is one curve, and layers below the top few pile widths barely move it,
 * so per-layer values are not identifiable from it (they need instrumented piles: strain gauges
 * or an inclinometer along the shaft).
 *
 * Misfit: RMS over the loaded points of (computed − measured) deflection, reported also as a
 * fraction of the largest measured deflection; minimised over ln m in [FACTOR_BOUNDS]
 * (bounded-search.ts). A point whose analysis fails (the soil cannot hold the load at that m)
 * counts as a miss of 10 × the largest measured deflection, and at least the solver's failure
 * deflection (10 % of the pile length), so that failing is never a good fit.
 */
import { prepareLateral, runLateral } from '../lateral/analyze';
import { seedFromResult } from '../lateral/seed';
import { lateralInputSchema, type LateralInputRaw, type lateralSoilSchema } from '../lateral/input-schema';
import type { z } from 'zod';
import { formatInputErrors } from '../lateral/input-errors';
import type { LateralResult } from '../lateral/result';
import { minimiseOnLogScale } from './bounded-search';
import { curveProblem } from './curve-data';
import { asTestPile, FACTOR_BOUNDS, testPileOf, type LateralLoadTest, type TestPile } from './load-test';
import type { CurvePoint, LateralTestFit } from './fit-result';

type LateralSoil = z.input<typeof lateralSoilSchema>;

export interface LateralFitOptions {
  /** Largest RMS misfit accepted, fraction of the largest measured deflection. */
  tolerance: number;
  /** Elements of each analysis (the design's No of Elements). */
  elements: number;
  /** The project's Steel E, Pa: the test pile's E when the test gives none (else 200 GPa). */
  steelModulus_Pa?: number | undefined;
}

const FAILED_POINT_MISS = 10;

/** Deflection where the test measured it, from one converged analysis; null when it did not converge. */
function measuredPointDeflection(r: LateralResult, test: LateralLoadTest): number | null {
  if (r.status !== 'converged') return null;
  return Math.abs(test.measuredAt === 'grade' ? r.groundDeflection_m : r.headDeflection_m);
}

/**
 * The engine's load-deflection curve of the test pile in `soil` with the p-multiplier factor m:
 * one analysis per measured load (free head, load at loadHeight_m, no axial load). Each starts
 * from the last converged deflections at the same load (`seeds`, kept across calls: the search
 * asks for nearby m in turn), else from the previous load's. Errors of the input (section,
 * soil shorter than the pile) are thrown as a message naming the field.
 */
export function computedLateralCurve(
  test: TestPile<LateralLoadTest>,
  soil: LateralSoil,
  m: number,
  elements: number,
  seeds: (LateralResult | null)[] = [],
): (number | null)[] {
  let previous: LateralResult | null = null;
  return test.points.map((pt, i) => {
    if (pt.load_N === 0) return 0;
    const raw: LateralInputRaw = {
      pile: {
        section: test.section,
        axis: test.axis,
        E_Pa: test.E_Pa,
        stickup_m: test.loadHeight_m,
        embedment_m: test.embedment_m,
      },
      soil: {
        ...soil,
        pFactor: (soil.pFactor ?? 1) * m,
        ...(test.lateralNeglectDepth_m === undefined
          ? {}
          : { lateralNeglectDepth_m: test.lateralNeglectDepth_m }),
      },
      loads: { H_N: pt.load_N, M_Nm: 0, P_N: 0, head: 'free' },
      options: { elements },
    };
    const prepared = prepareLateral(lateralInputSchema.parse(raw));
    if (!prepared.ok) throw new LateralTestInputError(formatInputErrors(prepared.errors));
    const from = seeds[i] ?? (previous?.status === 'converged' ? previous : null);
    const r = runLateral(prepared.prepared, from ? seedFromResult(from, prepared.prepared) : undefined);
    previous = r;
    if (r.status === 'converged') seeds[i] = r;
    return measuredPointDeflection(r, test);
  });
}

export class LateralTestInputError extends Error {}

/** RMS of (computed − measured) over the loaded points, m; a failed analysis misses as the file comment says. */
export function rmsMisfit_m(test: LateralLoadTest, computed: readonly (number | null)[]): number {
  const yMax = Math.max(...test.points.map((p) => p.displacement_m));
  const failedMiss = Math.max(FAILED_POINT_MISS * yMax, 0.1 * (test.loadHeight_m + test.embedment_m));
  let sum = 0;
  let n = 0;
  test.points.forEach((p, i) => {
    if (p.load_N === 0) return;
    const c = computed[i];
    const miss = c === null || c === undefined ? failedMiss : c - p.displacement_m;
    sum += miss * miss;
    n++;
  });
  return Math.sqrt(sum / n);
}

function curveOf(test: LateralLoadTest, computed: readonly (number | null)[]): CurvePoint[] {
  return test.points.map((p, i) => ({
    load_N: p.load_N,
    measured_m: p.displacement_m,
    computed_m: computed[i] ?? null,
  }));
}

/** Fits the p-multiplier factor of one lateral test; see the file comment. */
export function fitLateralTest(
  given: LateralLoadTest,
  soil: LateralSoil,
  o: LateralFitOptions,
): LateralTestFit {
  const test = asTestPile(given, o.steelModulus_Pa);
  const noFit: LateralTestFit = {
    kind: 'lateral',
    name: test.name,
    standard: test.standard,
    pile: testPileOf(test),
    status: 'cannot-fit',
    pMultiplier: null,
    bestMultiplier: null,
    rmsMisfit_m: null,
    relativeMisfit: null,
    tolerance: o.tolerance,
    curve: curveOf(test, []),
    uncalibratedCurve: [],
    evaluations: 0,
  };
  const problem = curveProblem(test.points);
  if (problem) return { ...noFit, reason: problem };
  let uncalibrated: (number | null)[];
  try {
    uncalibrated = computedLateralCurve(test, soil, 1, o.elements);
  } catch (e) {
    if (e instanceof LateralTestInputError)
      return { ...noFit, reason: `the test pile cannot be analysed: ${e.message}` };
    throw e;
  }
  const seeds: (LateralResult | null)[] = [];
  const best = minimiseOnLogScale(
    (m) => rmsMisfit_m(test, computedLateralCurve(test, soil, m, o.elements, seeds)),
    { min: FACTOR_BOUNDS.min, max: FACTOR_BOUNDS.max, gridPoints: 17, relativeWidth: 1e-4 },
  );
  const computed = computedLateralCurve(test, soil, best.x, o.elements, seeds);
  const rms = rmsMisfit_m(test, computed);
  const relative = rms / Math.max(...test.points.map((p) => p.displacement_m));
  const searched: LateralTestFit = {
    ...noFit,
    bestMultiplier: best.x,
    rmsMisfit_m: rms,
    relativeMisfit: relative,
    curve: curveOf(test, computed),
    uncalibratedCurve: curveOf(test, uncalibrated),
    evaluations: best.evaluations + 2,
  };
  if (best.atBound === 'min')
    return {
      ...searched,
      reason: `the measured deflections are larger than the model gives even with the soil's lateral resistance cut to ${FACTOR_BOUNDS.min} ×: the p-multiplier hits its lower bound (check the soil profile, the test pile and the units of the points)`,
    };
  if (best.atBound === 'max')
    return {
      ...searched,
      reason: `the measured deflections are smaller than the model gives even with the soil's lateral resistance raised to ${FACTOR_BOUNDS.max} ×: the p-multiplier hits its upper bound (check the soil profile, the test pile and the units of the points)`,
    };
  if (relative > o.tolerance)
    return {
      ...searched,
      reason: `the best p-multiplier (${best.x.toFixed(3)}) still misses the measured curve by an RMS of ${(relative * 100).toFixed(1)} % of the largest deflection (tolerance ${(o.tolerance * 100).toFixed(0)} %): the measured curve does not have the shape of the soil model's`,
    };
  return { ...searched, status: 'fit', pMultiplier: best.x };
}
