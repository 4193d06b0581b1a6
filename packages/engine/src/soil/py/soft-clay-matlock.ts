import type { PyLoading, SoilPyCurve } from './types';
import { oddCurve, withSlope, Y_SECANT_BELOW_m } from './curve-utils';
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
export function matlockCurve(input: MatlockInput): SoilPyCurve {
  const pu = matlockUltimate_N_per_m(input.su_Pa, input.sigmaV_Pa, input.J, input.z_m, input.b_m);
  const y50 = matlockY50_m(input.eps50, input.b_m);
  const half = 0.5 * pu;
  const power = (y: number) => half * Math.cbrt(y / y50);
  /** power(y) and its slope p/(3y) (y ≥ Y_SECANT_BELOW_m > 0 where used). */
  const powerWithSlope = (y: number) => {
    const p = power(y);
    return withSlope(p, p / (3 * y));
  };
  const secant = power(Y_SECANT_BELOW_m) / Y_SECANT_BELOW_m;
  if (input.loading === 'static') {
    const yFlat = 8 * y50;
    return oddCurve(
      (y) =>
        y < Y_SECANT_BELOW_m
          ? withSlope(secant * y, secant)
          : y <= yFlat
            ? powerWithSlope(y)
            : withSlope(pu, 0),
      { pLarge_N_per_m: pu },
    );
  }
  const ratio = Math.min(1, matlockDepthRatio(input.su_Pa, input.sigmaV_Pa, input.J, input.z_m, input.b_m));
  const p3 = 0.72 * pu;
  const pResidual = p3 * ratio;
  const y3 = 3 * y50;
  const y15 = 15 * y50;
  const drop = (p3 - pResidual) / (y15 - y3);
  return oddCurve(
    (y) => {
      if (y < Y_SECANT_BELOW_m) return withSlope(secant * y, secant);
      if (y <= y3) return powerWithSlope(y);
      if (y >= y15) return withSlope(pResidual, 0);
      return withSlope(p3 - drop * (y - y3), -drop);
    },
    { pLarge_N_per_m: pResidual },
  );
}
