/**
 * Serviceability checks on the lateral analysis result: deflection at the load point (Top),
 * at grade and at the toe (Bottom), strong and weak axis each against its own limit (General
 * Settings), and the depth of fixity (first zero of deflection below grade) against the
 * Fixity depth setting. Limits are project criteria (tracker manufacturer), not a code clause.
 */
import type { BendingAxis } from '../sections/bending-axis';
import { makeCheck, type CheckResult } from './check-result';

export type DeflectionPoint = 'top' | 'grade' | 'bottom';

/** Deflections of one axis at the three points, m (sign ignored). */
export interface AxisDeflections {
  top_m: number;
  grade_m: number;
  bottom_m: number;
}

/** Limits per axis and point, m; undefined or ≤ 0 means "not checked". */
export type DeflectionLimits = Partial<Record<BendingAxis, Partial<AxisDeflections>>>;

const POINT_NAME: Record<DeflectionPoint, string> = {
  top: 'Top (load point)',
  grade: 'grade',
  bottom: 'Bottom (toe)',
};

/** One CheckResult per axis and point with a limit set; |δ| against the limit. */
export function deflectionChecks(
  deflections: Record<BendingAxis, AxisDeflections>,
  limits: DeflectionLimits,
): CheckResult[] {
  const out: CheckResult[] = [];
  for (const axis of ['strong', 'weak'] as const) {
    for (const point of ['top', 'grade', 'bottom'] as const) {
      const limit = limits[axis]?.[`${point}_m`];
      if (limit === undefined || !(limit > 0)) continue;
      const delta = Math.abs(deflections[axis][`${point}_m`]);
      out.push(
        makeCheck({
          id: `deflection-${point}-${axis}`,
          name: `Deflection at ${POINT_NAME[point]}, ${axis} axis`,
          demand: delta,
          capacity: limit,
          unit: 'm',
          reference:
            'project deflection limit (General Settings); deflection from the nonlinear p-y analysis',
          details: { axis, point },
        }),
      );
    }
  }
  return out;
}

/**
 * First depth below grade where the deflection is zero (linear interpolation between nodes),
 * or null if it never changes sign. depth_m is positive downward from grade (negative above),
 * ascending; deflection_m is the matching lateral deflection.
 */
export function firstZeroDeflectionDepth_m(
  depth_m: ArrayLike<number>,
  deflection_m: ArrayLike<number>,
): number | null {
  const n = Math.min(depth_m.length, deflection_m.length);
  let prevZ: number | undefined;
  let prevY: number | undefined;
  for (let i = 0; i < n; i++) {
    const z = depth_m[i] as number;
    const y = deflection_m[i] as number;
    if (z < 0) continue;
    if (y === 0) return z;
    if (prevZ !== undefined && prevY !== undefined && Math.sign(y) !== Math.sign(prevY)) {
      return prevZ + ((z - prevZ) * prevY) / (prevY - y);
    }
    prevZ = z;
    prevY = y;
  }
  return null;
}

/**
 * Depth-of-fixity check: depth of fixity (first zero of deflection below grade, found by the
 * caller: design/fixity.ts) ≤ Fixity depth setting. Returns null when the setting is not set
 * (undefined or ≤ 0). No zero of deflection (null) fails, with the toe as demand.
 */
export function fixityCheck(
  depthOfFixity_m: number | null,
  fixityLimit_m: number | undefined,
  axis: BendingAxis,
  details: Record<string, unknown> = {},
  toe_m = 0,
): CheckResult | null {
  if (fixityLimit_m === undefined || !(fixityLimit_m > 0)) return null;
  return makeCheck({
    id: `fixity-${axis}`,
    name: `Depth of fixity (first zero of deflection), ${axis} axis`,
    demand: depthOfFixity_m ?? toe_m,
    capacity: fixityLimit_m,
    unit: 'm',
    reference:
      'depth of fixity = first zero of lateral deflection below grade, against the Fixity depth setting',
    forceFail: depthOfFixity_m === null,
    details:
      depthOfFixity_m === null
        ? { axis, ...details, note: 'no zero of deflection below grade: the pile translates (no fixity)' }
        : { axis, ...details },
  });
}
