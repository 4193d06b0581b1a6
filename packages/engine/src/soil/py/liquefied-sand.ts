import { pySlope, type PyParameters, type SoilWarning } from './types';
import { kernelCurve, Y_SECANT_BELOW_m, type KernelCurve } from './curve-utils';

/**
 * Liquefied sand, Rollins, Gerber, Lane & Ashford (2005) JGGE 131(1):115-125
 * (Treasure Island). Soil type 7. py-models.md §7 (A with caveat).
 * The equation is in kN/m with y in mm and z in m; we convert at the boundary.
 */

/** Calibrated width range (m) of the diameter factor (OpenSees clamps b to it). */
export const ROLLINS_B_MIN_m = 0.3;
export const ROLLINS_B_MAX_m = 2.6;
/** Test-pile maximum p / P_d (kN/m) and maximum deflection (mm) (Rollins et al. 2005). */
export const ROLLINS_P_MAX_kN_per_m = 15;
export const ROLLINS_Y_MAX_mm = 150;

/** A = 3e-7 (z+1)^6.05 (Rollins et al. 2005). */
export function rollinsA(z_m: number): number {
  return 3e-7 * (z_m + 1) ** 6.05;
}
/** B = 2.8 (z+1)^0.11 (Rollins et al. 2005). */
export function rollinsB(z_m: number): number {
  return 2.8 * (z_m + 1) ** 0.11;
}
/** C = 2.85 (z+1)^-0.41 (Rollins et al. 2005). */
export function rollinsC(z_m: number): number {
  return 2.85 * (z_m + 1) ** -0.41;
}

/**
 * P_d = 3.81 ln b + 5.6 (b in m) for 0.3 <= b <= 2.6 m; b > 2.6 clamped; b < 0.3 scaled
 * linearly, P_d = (b/0.3)(3.81 ln 0.3 + 5.6) (OpenSees LiquefiedSand).
 */
export function rollinsDiameterFactor(b_m: number): number {
  if (b_m < ROLLINS_B_MIN_m) return (b_m / ROLLINS_B_MIN_m) * (3.81 * Math.log(ROLLINS_B_MIN_m) + 5.6);
  return 3.81 * Math.log(Math.min(b_m, ROLLINS_B_MAX_m)) + 5.6;
}

/** Warnings for a pile width outside the calibrated range (solar posts usually are). */
export function rollinsWidthWarnings(b_m: number): SoilWarning[] {
  if (b_m >= ROLLINS_B_MIN_m && b_m <= ROLLINS_B_MAX_m) return [];
  return [
    {
      code: 'liquefied-sand-width',
      message:
        `liquefied sand (Rollins et al. 2005): pile width ${b_m.toFixed(3)} m outside the calibrated ` +
        `${ROLLINS_B_MIN_m}-${ROLLINS_B_MAX_m} m range; diameter factor ` +
        (b_m < ROLLINS_B_MIN_m ? 'scaled linearly below 0.3 m' : 'clamped at 2.6 m'),
    },
  ];
}

/**
 * p = P_d A (B y_mm)^C kN/m, constant beyond y_u = min(150 mm, y where A (B y)^C = 15 kN/m).
 * Concave-up near the surface (C > 1): zero initial stiffness. Below 1e-6 m, secant.
 */
export function liquefiedSandCurve(input: { z_m: number; b_m: number }): KernelCurve {
  const z = Math.max(0, input.z_m);
  const A = rollinsA(z);
  const B = rollinsB(z);
  const C = rollinsC(z);
  const Pd = rollinsDiameterFactor(input.b_m);
  // y (mm) where A (B y)^C = 15 kN/m.
  const yAtPmax_mm = (ROLLINS_P_MAX_kN_per_m / A) ** (1 / C) / B;
  const yu_m = Math.min(ROLLINS_Y_MAX_mm, yAtPmax_mm) / 1000;
  const scale_N = 1000 * Pd * A;
  const power = (y_m: number) => scale_N * (B * 1000 * y_m) ** C;
  const pu = power(yu_m);
  const secant = power(Y_SECANT_BELOW_m) / Y_SECANT_BELOW_m;
  return kernelCurve(liquefiedSandBackbone, [secant, yu_m, pu, scale_N, B, C], {
    pLarge_N_per_m: pu,
    // concave up while C > 1 (A (B y)^C grows faster than y)
    stiffens: C > 1,
    warnings: rollinsWidthWarnings(input.b_m),
  });
}

/**
 * The backbone of liquefiedSandCurve, q = [secant, y_u, p_u, 1000 P_d A, B, C]: the secant
 * below Y_SECANT_BELOW_m, 1000 P_d A (1000 B y)^C to y_u, p_u beyond.
 */
export function liquefiedSandBackbone(q: PyParameters, y: number): number {
  const secant = q[0]!;
  const yu_m = q[1]!;
  const pu = q[2]!;
  const scale_N = q[3]!;
  const B = q[4]!;
  const C = q[5]!;
  let p: number;
  let s: number;
  if (y < Y_SECANT_BELOW_m) {
    p = secant * y;
    s = secant;
  } else if (!(y < yu_m)) {
    p = pu;
    s = 0;
  } else {
    p = scale_N * (B * 1000 * y) ** C;
    s = (C * p) / y;
  }
  pySlope.dpdy = s;
  return p;
}
