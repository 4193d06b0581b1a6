import { pySlope, type PyParameters, type PyLoading, type SoilWarning } from './types';
import { interpClamped, kernelCurve, zeroCurve, type KernelCurve } from './curve-utils';
import { sandUltimate_N_per_m } from './sand-wedge';

/**
 * Sand, Reese, Cox & Koop (1974) OTC 2080 (Mustang Island). Soil type 9.
 * py-models.md §9: formulas A; the A-bar / B-bar charts are read off COM624P
 * (FHWA-SA-91-048, 1993) Figs. 3.12 / 3.13 (confidence B-, see docs/soil-models.md).
 */

/** z/b stations of the chart read-off; constant beyond 5 (printed: "x/b > 5.0"). */
export const REESE_SAND_ZB = [0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0] as const;
/** A-bar static (COM624P Fig. 3.12, open circles; deep value 0.88 printed). */
export const REESE_SAND_AS = [2.85, 2.54, 2.13, 1.77, 1.48, 1.24, 1.04, 0.88, 0.88] as const;
/** A-bar cyclic (COM624P Fig. 3.12, filled dots; deep value 0.88 printed). */
export const REESE_SAND_AC = [0.75, 0.91, 1.06, 1.08, 1.01, 0.97, 0.93, 0.88, 0.88] as const;
/** B-bar static (COM624P Fig. 3.13; deep value 0.5 printed). */
export const REESE_SAND_BS = [2.2, 1.85, 1.56, 1.25, 1.04, 0.88, 0.7, 0.54, 0.5] as const;
/** B-bar cyclic (COM624P Fig. 3.13; deep value 0.55 printed). */
export const REESE_SAND_BC = [0.5, 0.71, 0.84, 0.86, 0.82, 0.78, 0.69, 0.56, 0.55] as const;

/** A-bar (static A_s or cyclic A_c) at z/b, linear between read-off stations. */
export function reeseSandA(z_m: number, b_m: number, loading: PyLoading): number {
  return interpClamped(REESE_SAND_ZB, loading === 'cyclic' ? REESE_SAND_AC : REESE_SAND_AS, z_m / b_m);
}

/** B-bar (static B_s or cyclic B_c) at z/b, linear between read-off stations. */
export function reeseSandB(z_m: number, b_m: number, loading: PyLoading): number {
  return interpClamped(REESE_SAND_ZB, loading === 'cyclic' ? REESE_SAND_BC : REESE_SAND_BS, z_m / b_m);
}

/** y_m = b/60 (Reese et al. 1974). */
export function reeseSandYm_m(b_m: number): number {
  return b_m / 60;
}

/** y_u = 3b/80 (Reese et al. 1974). */
export function reeseSandYu_m(b_m: number): number {
  return (3 * b_m) / 80;
}

export interface ReeseShapeInput {
  /** Ultimate resistance at y_u = 3b/80 (N/m). */
  pu_N_per_m: number;
  /** Resistance at y_m = b/60 (N/m). */
  pm_N_per_m: number;
  k_N_per_m3: number;
  z_m: number;
  b_m: number;
  warnings?: readonly SoilWarning[];
}

/**
 * The Reese-sand construction (Reese et al. 1974; OpenSees ReeseSandBackbone/CementedSoil):
 * backbone = parabola C y^(1/n) to M (y_m, p_m), straight M -> U (y_u, p_u), p_u beyond, with
 * m = (p_u - p_m)/(y_u - y_m), n = p_m/(m y_m), C = p_m/y_m^(1/n); p = min(k z y, backbone).
 * The backbone is concave (its slope is m on both sides of M), so the line k z y meets it once:
 * at y_k = (C/(k z))^(n/(n-1)) on the parabola, or on M-U / the plateau when k is very soft.
 */
export function reeseShapeCurve(input: ReeseShapeInput): KernelCurve {
  const { pu_N_per_m: pu, pm_N_per_m: pm, b_m } = input;
  const kz = input.k_N_per_m3 * input.z_m;
  const warnings = input.warnings ?? [];
  if (!(pu > 0) || !(pm > 0) || !(kz > 0)) return zeroCurve(warnings);
  const ym = reeseSandYm_m(b_m);
  const yu = reeseSandYu_m(b_m);
  const m = (pu - pm) / (yu - ym);
  const n = pm / (m * ym);
  const extras = { pLarge_N_per_m: pu, warnings };
  if (m > 0 && n > 1) {
    const invN = 1 / n;
    const C = pm / ym ** invN;
    return kernelCurve(reeseShapeBackbone, [ym, yu, pm, m, pu, C, invN], extras, kz);
  }
  // Degenerate table values (p_u <= p_m or n <= 1): straight lines O-M-U, then p_u.
  return kernelCurve(reeseLinesBackbone, [ym, yu, pm, m, pu], extras, kz);
}

/**
 * The backbone of reeseShapeCurve, q = [y_m, y_u, p_m, m, p_u, C, 1/n]: C y^(1/n) to y_m, the
 * straight line M-U to y_u, p_u beyond.
 */
export function reeseShapeBackbone(q: PyParameters, y: number): number {
  const ym = q[0]!;
  const yu = q[1]!;
  const pm = q[2]!;
  const m = q[3]!;
  const pu = q[4]!;
  const C = q[5]!;
  const invN = q[6]!;
  let p: number;
  let s: number;
  if (y <= ym) {
    p = C * y ** invN;
    s = y > 0 ? (invN * p) / y : Number.POSITIVE_INFINITY;
  } else if (y <= yu) {
    p = pm + m * (y - ym);
    s = m;
  } else {
    p = pu;
    s = 0;
  }
  pySlope.dpdy = s;
  return p;
}

/** reeseShapeBackbone of degenerate table values, q = [y_m, y_u, p_m, m, p_u]: lines O-M-U, p_u beyond. */
export function reeseLinesBackbone(q: PyParameters, y: number): number {
  const ym = q[0]!;
  const yu = q[1]!;
  const pm = q[2]!;
  const m = q[3]!;
  const pu = q[4]!;
  let p: number;
  let s: number;
  if (y <= ym) {
    p = (pm * y) / ym;
    s = pm / ym;
  } else if (y <= yu) {
    p = pm + m * (y - ym);
    s = m;
  } else {
    p = pu;
    s = 0;
  }
  pySlope.dpdy = s;
  return p;
}

export interface ReeseSandInput {
  phiDeg: number;
  sigmaV_Pa: number;
  z_m: number;
  b_m: number;
  k_N_per_m3: number;
  loading: PyLoading;
}

/** p_s = min(p_st, p_sd) (Reese et al. 1974), p_u = A-bar p_s, p_m = B-bar p_s. */
export function reeseSandCurve(input: ReeseSandInput): KernelCurve {
  const ps = sandUltimate_N_per_m(input.phiDeg, input.z_m, input.b_m, input.sigmaV_Pa);
  return reeseShapeCurve({
    pu_N_per_m: reeseSandA(input.z_m, input.b_m, input.loading) * ps,
    pm_N_per_m: reeseSandB(input.z_m, input.b_m, input.loading) * ps,
    k_N_per_m3: input.k_N_per_m3,
    z_m: input.z_m,
    b_m: input.b_m,
  });
}
