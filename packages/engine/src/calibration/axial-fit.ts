/**
 * Calibration of the vertical table's skin friction on an axial load test: the failure load
 * Q_f (given by the engineer, else the Davisson offset limit, davisson.ts) against the table's
 * nominal resistance of the test pile (checks/axial.ts, FHWA GEC-12 static formula):
 *   uplift (ASTM D3689):      f_up   = (Q_f − W) / R_s,up
 *   compression (ASTM D1143): f_down = (Q_f + W − R_p) / R_s,down
 * W the test pile's weight (it holds against the pull, and adds to the push), R_p the table's
 * end bearing when End Bearing is on (the factor scales the skin friction only). A test that
 * never reached failure gives a lower bound: its largest load is taken as Q_f (conservative).
 */
import { axialCapacity } from '../checks/axial';
import { resolveSection } from '../sections/section-input';
import { curveProblem } from './curve-data';
import { davissonFailureLoad_N, davissonOffset_m } from './davisson';
import type { AxialTestFit } from './fit-result';
import {
  FACTOR_BOUNDS,
  asTestPile,
  testPileOf,
  type AxialLoadTest,
  type CalibrationVertical,
} from './load-test';

const kN = (n: number) => `${(n / 1000).toFixed(2)} kN`;

/**
 * Fits the skin-friction factor of one uplift or compression test; see the file comment. The
 * test pile's E (the Davisson line's elastic shortening) is the test's own, else `projectE_Pa`
 * (the project's Steel E), else 200 GPa.
 */
export function fitAxialTest(
  given: AxialLoadTest,
  vertical: CalibrationVertical | undefined,
  projectE_Pa?: number,
): AxialTestFit {
  const test = asTestPile(given, projectE_Pa);
  const sec = resolveSection(test.section);
  const length_m = test.stickup_m + test.embedment_m;
  const width_m = sec.ok ? Math.max(sec.section.d_m, sec.section.bf_m) : 0;
  const area_m2 = sec.ok ? sec.section.A_m2 : 0;
  const noFit: AxialTestFit = {
    kind: test.kind,
    name: test.name,
    standard: test.standard,
    pile: testPileOf(test),
    status: 'cannot-fit',
    failureLoad_N: null,
    failureBasis: 'none',
    davisson: {
      length_m,
      area_m2,
      E_Pa: test.E_Pa,
      width_m,
      offset_m: davissonOffset_m(width_m),
      intercept_N: null,
    },
    pileWeight_N: sec.ok ? sec.section.weight_N_per_m * length_m : 0,
    measuredResistance_N: null,
    tableSkin_N: 0,
    tableEndBearing_N: 0,
    skinFrictionFactor: null,
    measuredCurve: test.points.map((p) => ({ ...p })),
  };
  if (!sec.ok) return { ...noFit, reason: `test pile section: ${sec.message}` };
  if (!vertical)
    return { ...noFit, reason: 'no vertical soil table to calibrate (the vertical group is missing)' };
  const problem = curveProblem(test.points);
  if (problem) return { ...noFit, reason: problem };

  const intercept = davissonFailureLoad_N(test.points, length_m, area_m2, test.E_Pa, width_m);
  const maxLoad = Math.max(...test.points.map((p) => p.load_N));
  const read =
    test.failureLoad_N !== undefined
      ? { Q: test.failureLoad_N, basis: 'failure load given by the engineer', lowerBound: false }
      : intercept !== null
        ? {
            Q: intercept,
            basis: 'Davisson offset limit (Davisson 1972; IBC 1810.3.3.1.3)',
            lowerBound: false,
          }
        : {
            Q: maxLoad,
            basis:
              'largest test load: the curve never reached the Davisson line, so the capacity is at least this',
            lowerBound: true,
          };
  const cap = axialCapacity({
    table: vertical.table,
    embedment_m: test.embedment_m,
    neglectTopSoil_m: vertical.neglectTopSoil_m,
    endBearing: vertical.endBearing,
    section: sec.section,
  });
  const W = noFit.pileWeight_N;
  const uplift = test.kind === 'uplift';
  const skin = uplift ? cap.uplift_N : cap.skinDown_N;
  const endBearing = uplift ? 0 : cap.endBearing_N;
  const resistance = uplift ? read.Q - W : read.Q + W;
  const measured: AxialTestFit = {
    ...noFit,
    failureLoad_N: read.Q,
    failureBasis: read.basis,
    davisson: { ...noFit.davisson, intercept_N: intercept },
    measuredResistance_N: resistance,
    tableSkin_N: skin,
    tableEndBearing_N: endBearing,
  };
  const friction = uplift ? 'Skin Friction Up' : 'Skin Friction Down';
  if (!(skin > 0))
    return { ...measured, reason: `the vertical table gives no ${friction} along the test pile's embedment` };
  if (!(resistance - endBearing > 0))
    return {
      ...measured,
      reason: uplift
        ? `the failure load ${kN(read.Q)} does not exceed the pile's own weight ${kN(W)}`
        : `the table's end bearing ${kN(endBearing)} alone exceeds the measured resistance ${kN(resistance)}: no skin friction is left to calibrate`,
    };
  const factor = (resistance - endBearing) / skin;
  if (factor < FACTOR_BOUNDS.min || factor > FACTOR_BOUNDS.max)
    return {
      ...measured,
      reason: `the test needs ${factor.toPrecision(3)} × the table's ${friction}, outside ${FACTOR_BOUNDS.min}–${FACTOR_BOUNDS.max}: check the table, the test pile and the units of the points`,
    };
  return {
    ...measured,
    status: read.lowerBound ? 'lower-bound' : 'fit',
    ...(read.lowerBound
      ? {
          reason: `the test stopped at ${kN(maxLoad)} before failure: the factor is a lower bound (conservative)`,
        }
      : {}),
    skinFrictionFactor: factor,
  };
}
