import { pySlope, type PyParameters } from './types';
import { kernelCurve, type KernelCurve } from './curve-utils';

/**
 * Strong rock / vuggy limestone: Reese & Nyman (1978) tests; Turner (2006) NCHRP
 * Synthesis 360; LPILE. Soil type 8. py-models.md §8 (A).
 */

/** s_u = q_u / 2 (Turner 2006). */
export function vuggySuFromQu_Pa(qu_Pa: number): number {
  return qu_Pa / 2;
}

/** Deflection beyond which brittle fracture of the rock is assumed: 0.0024 b (Turner 2006). */
export function vuggyFractureDeflection_m(b_m: number): number {
  return 0.0024 * b_m;
}

/**
 * p = 2000 s_u y to 0.0004 b; 0.8 s_u b + 100 s_u (y - 0.0004 b) to 0.0024 b where it
 * reaches p_u = s_u b (Turner 2006). Beyond: p stays p_u (as OpenSees) and the curve's
 * yWarn_m raises a 'rock-fracture' warning when the solution goes past it.
 */
export function vuggyLimestoneCurve(input: { su_Pa: number; b_m: number }): KernelCurve {
  const { su_Pa, b_m } = input;
  const y1 = 0.0004 * b_m;
  const y2 = vuggyFractureDeflection_m(b_m);
  const pu = su_Pa * b_m;
  return kernelCurve(vuggyLimestoneBackbone, [y1, y2, su_Pa, b_m, pu], {
    pLarge_N_per_m: pu,
    yWarn_m: y2,
    yWarnCode: 'rock-fracture',
  });
}

/** The backbone of vuggyLimestoneCurve, q = [0.0004 b, 0.0024 b, s_u, b, p_u]. */
export function vuggyLimestoneBackbone(q: PyParameters, y: number): number {
  const y1 = q[0]!;
  const y2 = q[1]!;
  const su_Pa = q[2]!;
  const b_m = q[3]!;
  const pu = q[4]!;
  let p: number;
  let s: number;
  if (y <= y1) {
    p = 2000 * su_Pa * y;
    s = 2000 * su_Pa;
  } else if (y <= y2) {
    p = 0.8 * su_Pa * b_m + 100 * su_Pa * (y - y1);
    s = 100 * su_Pa;
  } else {
    p = pu;
    s = 0;
  }
  pySlope.dpdy = s;
  return p;
}
