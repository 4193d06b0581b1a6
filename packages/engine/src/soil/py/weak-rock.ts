import { pySlope, type PyParameters, type SoilWarning } from './types';
import { kernelCurve, zeroCurve, type KernelCurve } from './curve-utils';

/**
 * Weak rock, Reese (1997) JGGE 123(11):1010-1017. Soil type 6. py-models.md §6 (A).
 * x_r is the depth below the top of the rock (not below grade).
 */

/** Default k_rm (Reese 1997 range 0.0005 ... 0.00005). */
export const DEFAULT_KRM = 0.0005;

/** alpha_r = 1 - (2/3) RQD/100 (Reese 1997), RQD in %. */
export function weakRockAlphaR(rqd_pct: number): number {
  return 1 - ((2 / 3) * rqd_pct) / 100;
}

/**
 * p_ur = alpha_r q_ur b (1 + 1.4 x_r/b) for x_r <= 3b, 5.2 alpha_r q_ur b beyond
 * (Reese 1997), N/m.
 */
export function weakRockUltimate_N_per_m(qu_Pa: number, rqd_pct: number, xr_m: number, b_m: number): number {
  const base = weakRockAlphaR(rqd_pct) * qu_Pa * b_m;
  return xr_m <= 3 * b_m ? base * (1 + (1.4 * xr_m) / b_m) : 5.2 * base;
}

/** k_ir = 100 + 400 x_r/(3b) for x_r <= 3b, 500 beyond (Reese 1997). */
export function weakRockKir(xr_m: number, b_m: number): number {
  return xr_m <= 3 * b_m ? 100 + (400 * xr_m) / (3 * b_m) : 500;
}

export interface WeakRockInput {
  qu_Pa: number;
  /** Initial rock-mass modulus E_ir (Pa). */
  Erm_Pa: number;
  rqd_pct: number;
  krm: number;
  /** Depth below the top of the rock layer (m). */
  xr_m: number;
  b_m: number;
}

/**
 * p = K_ir y to y_A; (p_ur/2)(y/y_rm)^0.25 to 16 y_rm; p_ur beyond (Reese 1997),
 * y_rm = k_rm b, K_ir = k_ir E_ir. Written as min(K_ir y, power, p_ur): identical to the
 * branches with y_A = [p_ur / (2 y_rm^0.25 K_ir)]^(4/3) taken exactly (not 1.333).
 */
export function weakRockCurve(input: WeakRockInput): KernelCurve {
  const pur = weakRockUltimate_N_per_m(input.qu_Pa, input.rqd_pct, input.xr_m, input.b_m);
  const Kir = weakRockKir(input.xr_m, input.b_m) * input.Erm_Pa;
  const yrm = input.krm * input.b_m;
  const warnings: SoilWarning[] = [];
  if (input.krm < 0.00005 || input.krm > 0.0005) {
    warnings.push({
      code: 'weak-rock-krm-range',
      message: `k_rm = ${input.krm} outside the range 0.00005-0.0005 given by Reese (1997)`,
    });
  }
  if (!(pur > 0) || !(Kir > 0) || !(yrm > 0)) return zeroCurve(warnings);
  const half = 0.5 * pur;
  return kernelCurve(weakRockBackbone, [Kir, half, yrm, pur], {
    pLarge_N_per_m: pur,
    warnings,
  });
}

/** The backbone of weakRockCurve, q = [K_ir, p_ur / 2, y_rm, p_ur]. */
export function weakRockBackbone(q: PyParameters, y: number): number {
  const Kir = q[0]!;
  const half = q[1]!;
  const yrm = q[2]!;
  const pur = q[3]!;
  const line = Kir * y;
  const power = half * Math.sqrt(Math.sqrt(y / yrm));
  const p = Math.min(line, power, pur);
  // the slope of the smallest of the three: Kir, power/(4y), 0
  pySlope.dpdy = line <= power && line <= pur ? Kir : power <= pur ? power / (4 * y) : 0;
  return p;
}
