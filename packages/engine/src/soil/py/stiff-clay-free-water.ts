import { pySlope, type PyParameters, type PyLoading, type SoilWarning } from './types';
import { kernelCurve, zeroCurve, type KernelCurve } from './curve-utils';
import { PA_PER_TSF, withinStiffClayTables } from './clay-parameters';

/**
 * Stiff clay with free water, Reese, Cox & Koop (1975) OTC 2312 (Manor, Texas).
 * Soil type 3. py-models.md §3 (confidence A static, B cyclic; A_s/A_c chart fits B).
 */

/** y50 = eps50 b (Reese et al. 1975; no 2.5 factor). */
export function stiffClayFreeWaterY50_m(eps50: number, b_m: number): number {
  return eps50 * b_m;
}

/** A_s = min(0.0106x³ - 0.1006x² + 0.3323x + 0.2042, 0.6), x = z/b (fit of Reese et al. 1975 chart). */
export function stiffClayAs(z_m: number, b_m: number): number {
  const x = z_m / b_m;
  return Math.min(((0.0106 * x - 0.1006) * x + 0.3323) * x + 0.2042, 0.6);
}

/** A_c = min(0.0229x³ - 0.1038x² + 0.1652x + 0.202, 0.3), x = z/b (fit of Reese et al. 1975 chart). */
export function stiffClayAc(z_m: number, b_m: number): number {
  const x = z_m / b_m;
  return Math.min(((0.0229 * x - 0.1038) * x + 0.1652) * x + 0.202, 0.3);
}

/**
 * p_c = min(2 c_a b + sigma'v b + 2.83 c_a z, 11 c b) in N/m (Reese et al. 1975 eqs. for
 * p_ct, p_cd; gamma' z replaced by sigma'v for layered soil).
 */
export function stiffClayFreeWaterUltimate_N_per_m(
  ca_Pa: number,
  c_Pa: number,
  sigmaV_Pa: number,
  z_m: number,
  b_m: number,
): number {
  const pct = 2 * ca_Pa * b_m + sigmaV_Pa * b_m + 2.83 * ca_Pa * z_m;
  const pcd = 11 * c_Pa * b_m;
  return Math.min(pct, pcd);
}

/** Warns when c_a is outside the 0.5-4 tsf (47.9-383 kPa) of the k / ε50 tables (Reese, Cox & Koop 1975). */
export function stiffClayRangeWarnings(ca_Pa: number): SoilWarning[] {
  if (withinStiffClayTables(ca_Pa)) return [];
  return [
    {
      code: 'stiff-clay-strength-range',
      message: `stiff clay with free water: c_a = ${(ca_Pa / 1000).toFixed(1)} kPa (${(ca_Pa / PA_PER_TSF).toFixed(2)} tsf) outside the 0.5-4 tsf (47.9-383 kPa) range of the criterion's tables`,
    },
  ];
}

export interface StiffClayFreeWaterInput {
  /** Average undrained strength from the top of the clay to z (Pa). */
  ca_Pa: number;
  /** Undrained strength at z (Pa). */
  c_Pa: number;
  sigmaV_Pa: number;
  eps50: number;
  /** k_s (static) or k_c (cyclic), N/m³. */
  k_N_per_m3: number;
  z_m: number;
  b_m: number;
  loading: PyLoading;
}

/**
 * p = min(k z y, backbone): the initial line governs until it first meets the backbone.
 * Static backbone (four branches, residual clipped at 0) and cyclic backbone
 * (y_p = 4.1 A_c y50) as in py-models.md §3. Softening: the solver must cope.
 */
export function stiffClayFreeWaterCurve(input: StiffClayFreeWaterInput): KernelCurve {
  const { z_m, b_m } = input;
  const pc = stiffClayFreeWaterUltimate_N_per_m(input.ca_Pa, input.c_Pa, input.sigmaV_Pa, z_m, b_m);
  const y50 = stiffClayFreeWaterY50_m(input.eps50, b_m);
  const kz = input.k_N_per_m3 * z_m;
  const warnings = stiffClayRangeWarnings(input.ca_Pa);
  if (!(pc > 0) || !(kz > 0)) return zeroCurve(warnings);
  if (input.loading === 'static') {
    const As = stiffClayAs(z_m, b_m);
    const y1 = As * y50;
    const y2 = 6 * y1;
    const y3 = 18 * y1;
    const p3start = 0.5 * pc * Math.sqrt(6 * As) - 0.411 * pc;
    const slope3 = (0.0625 / y50) * pc;
    const residual = Math.max(0, pc * (1.225 * Math.sqrt(As) - 0.75 * As - 0.411));
    return kernelCurve(
      stiffClayStaticBackbone,
      [y1, y2, y3, pc, y50, p3start, slope3, residual],
      // past the peak p falls along the third and fourth branches to the residual
      { pLarge_N_per_m: residual, softens: true, warnings },
      kz,
    );
  }
  const Ac = stiffClayAc(z_m, b_m);
  const yp = 4.1 * Ac * y50;
  const yPeak = 0.45 * yp;
  const pPeak = Ac * pc;
  const p2start = 0.936 * Ac * pc;
  const slope2 = (0.085 / y50) * pc;
  const residual = Math.max(0, 0.936 * Ac * pc - (0.102 / y50) * pc * yp);
  return kernelCurve(
    stiffClayCyclicBackbone,
    [yp, yPeak, pPeak, p2start, slope2, residual],
    // past the peak p falls along the second branch to the residual
    { pLarge_N_per_m: residual, softens: true, warnings },
    kz,
  );
}

/**
 * The static backbone of stiffClayFreeWaterCurve (four branches, residual clipped at 0),
 * q = [y1, y2, y3, p_c, y50, p at y2, slope of the third branch, residual].
 */
export function stiffClayStaticBackbone(q: PyParameters, y: number): number {
  const y1 = q[0]!;
  const y2 = q[1]!;
  const y3 = q[2]!;
  const pc = q[3]!;
  const y50 = q[4]!;
  const p3start = q[5]!;
  const slope3 = q[6]!;
  const residual = q[7]!;
  let p: number;
  let s: number;
  if (y <= y1) {
    p = 0.5 * pc * Math.sqrt(y / y50);
    s = y > 0 ? p / (2 * y) : Number.POSITIVE_INFINITY;
  } else if (y <= y2) {
    const rise = 0.5 * pc * Math.sqrt(y / y50);
    const x = (y - y1) / y1;
    p = rise - 0.055 * pc * x ** 1.25;
    s = rise / (2 * y) - (1.25 * 0.055 * pc * x ** 0.25) / y1;
  } else if (y <= y3) {
    const line = p3start - slope3 * (y - y2);
    p = Math.max(0, line);
    s = line > 0 ? -slope3 : 0;
  } else {
    p = residual;
    s = 0;
  }
  pySlope.dpdy = s;
  return p;
}

/**
 * The cyclic backbone of stiffClayFreeWaterCurve (y_p = 4.1 A_c y50), q = [y_p, 0.45 y_p,
 * A_c p_c, 0.936 A_c p_c, slope of the second branch, residual].
 */
export function stiffClayCyclicBackbone(q: PyParameters, y: number): number {
  const yp = q[0]!;
  const yPeak = q[1]!;
  const pPeak = q[2]!;
  const p2start = q[3]!;
  const slope2 = q[4]!;
  const residual = q[5]!;
  let p: number;
  let s: number;
  if (y <= 0.6 * yp) {
    const x = (y - yPeak) / yPeak;
    const ax = Math.abs(x);
    p = pPeak * (1 - ax ** 2.5);
    // d/dy of pPeak (1 − |x|^2.5) = −2.5 pPeak |x|^1.5 sign(x) / yPeak
    s = (-2.5 * pPeak * ax ** 1.5 * Math.sign(x)) / yPeak;
  } else if (y <= 1.8 * yp) {
    p = p2start - slope2 * (y - 0.6 * yp);
    s = -slope2;
  } else {
    p = residual;
    s = 0;
  }
  pySlope.dpdy = s;
  return p;
}
