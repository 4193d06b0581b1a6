import { pySlope, type PyParameters, type PyLoading } from './types';
import { kernelCurve, Y_SECANT_BELOW_m, type KernelCurve } from './curve-utils';
import { clayUltimate_N_per_m } from './clay-parameters';

/**
 * Soft clay, Matlock (1970) OTC 1204. Soil type 2. py-models.md §2
 * (confidence A static, B cyclic).
 */

/** y50 = 2.5 eps50 b (Matlock 1970). */
export function matlockY50_m(eps50: number, b_m: number): number {
  return 2.5 * eps50 * b_m;
}

/** p_u = min([3 + sigma'v/c + J z/b] c b, 9 c b) (Matlock 1970), N/m. */
export function matlockUltimate_N_per_m(
  su_Pa: number,
  sigmaV_Pa: number,
  J: number,
  z_m: number,
  b_m: number,
): number {
  return clayUltimate_N_per_m(su_Pa, su_Pa, sigmaV_Pa, J, z_m, b_m);
}

/**
 * Ratio z / z_r for the cyclic curve, z_r being the depth where the shallow and deep p_u
 * expressions are equal (Matlock 1970: z_r = 6 c b / (gamma' b + J c)). With a layered
 * sigma'v we use the average gamma' = sigma'v / z over the depth; >= 1 means deep.
 */
export function matlockDepthRatio(
  su_Pa: number,
  sigmaV_Pa: number,
  J: number,
  z_m: number,
  b_m: number,
): number {
  if (z_m <= 0) return 0;
  const gammaAvg = sigmaV_Pa / z_m;
  const zr = (6 * su_Pa * b_m) / (gammaAvg * b_m + J * su_Pa);
  return z_m / zr;
}

export interface MatlockInput {
  su_Pa: number;
  sigmaV_Pa: number;
  eps50: number;
  J: number;
  z_m: number;
  b_m: number;
  loading: PyLoading;
}

/**
 * Static: p = 0.5 p_u (y/y50)^(1/3) to 8 y50, p_u beyond (Matlock 1970).
 * Cyclic: static shape to 3 y50 (0.72 p_u); deep (z >= z_r) 0.72 p_u beyond; shallow
 * linear from 0.72 p_u at 3 y50 to 0.72 p_u z/z_r at 15 y50, constant beyond.
 */
export function matlockCurve(input: MatlockInput): KernelCurve {
  const pu = matlockUltimate_N_per_m(input.su_Pa, input.sigmaV_Pa, input.J, input.z_m, input.b_m);
  const y50 = matlockY50_m(input.eps50, input.b_m);
  const half = 0.5 * pu;
  const secant = (half * Math.cbrt(Y_SECANT_BELOW_m / y50)) / Y_SECANT_BELOW_m;
  if (input.loading === 'static') {
    return kernelCurve(matlockStaticBackbone, [half, y50, secant, 8 * y50, pu], {
      pLarge_N_per_m: pu,
    });
  }
  const ratio = Math.min(1, matlockDepthRatio(input.su_Pa, input.sigmaV_Pa, input.J, input.z_m, input.b_m));
  const p3 = 0.72 * pu;
  const pResidual = p3 * ratio;
  const y3 = 3 * y50;
  const y15 = 15 * y50;
  const drop = (p3 - pResidual) / (y15 - y3);
  return kernelCurve(matlockCyclicBackbone, [half, y50, secant, y3, y15, pResidual, p3, drop], {
    pLarge_N_per_m: pResidual,
    softens: pResidual < p3,
  });
}

/** The static backbone of matlockCurve, q = [p_u / 2, y50, secant, 8 y50, p_u]. */
export function matlockStaticBackbone(q: PyParameters, y: number): number {
  const half = q[0]!;
  const y50 = q[1]!;
  const secant = q[2]!;
  const yFlat = q[3]!;
  const pu = q[4]!;
  let p: number;
  let s: number;
  if (y < Y_SECANT_BELOW_m) {
    p = secant * y;
    s = secant;
  } else if (y <= yFlat) {
    // 0.5 p_u (y/y50)^(1/3), its slope p/(3y)
    p = half * Math.cbrt(y / y50);
    s = p / (3 * y);
  } else {
    p = pu;
    s = 0;
  }
  pySlope.dpdy = s;
  return p;
}

/** The cyclic backbone of matlockCurve, q = [p_u / 2, y50, secant, 3 y50, 15 y50, p_residual, 0.72 p_u, drop]. */
export function matlockCyclicBackbone(q: PyParameters, y: number): number {
  const half = q[0]!;
  const y50 = q[1]!;
  const secant = q[2]!;
  const y3 = q[3]!;
  const y15 = q[4]!;
  const pResidual = q[5]!;
  const p3 = q[6]!;
  const drop = q[7]!;
  let p: number;
  let s: number;
  if (y < Y_SECANT_BELOW_m) {
    p = secant * y;
    s = secant;
  } else if (y <= y3) {
    p = half * Math.cbrt(y / y50);
    s = p / (3 * y);
  } else if (y >= y15) {
    p = pResidual;
    s = 0;
  } else {
    p = p3 - drop * (y - y3);
    s = -drop;
  }
  pySlope.dpdy = s;
  return p;
}
