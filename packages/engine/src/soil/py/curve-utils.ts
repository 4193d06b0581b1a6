import type { SoilPyCurve, SoilWarning, SoilWarningCode } from './types';

/**
 * Curves with an infinite initial slope (power laws y^(1/3), y^(1/4), y^0.5) use the secant
 * through p(Y_SECANT_BELOW_m) below this deflection, so the solver sees a finite stiffness
 * (py-models.md §2: "use the secant below a tiny y, e.g. 1e-6 m").
 */
export const Y_SECANT_BELOW_m = 1e-6;

export interface CurveExtras {
  pLarge_N_per_m: number;
  yWarn_m?: number;
  yWarnCode?: SoilWarningCode;
  warnings?: readonly SoilWarning[];
}

const NO_WARNINGS: readonly SoilWarning[] = Object.freeze([]);

/**
 * Wraps a backbone f(|y|) >= 0 with f(0) = 0 into an odd SoilPyCurve: p(-y) = -p(y).
 * f must not allocate: it is called many times per analysis.
 */
export function oddCurve(f: (yAbs_m: number) => number, extras: CurveExtras): SoilPyCurve {
  return {
    p: (y_m: number) => (y_m < 0 ? -f(-y_m) : f(y_m)),
    pLarge_N_per_m: extras.pLarge_N_per_m,
    yWarn_m: extras.yWarn_m ?? Number.POSITIVE_INFINITY,
    ...(extras.yWarnCode === undefined ? {} : { yWarnCode: extras.yWarnCode }),
    warnings: extras.warnings ?? NO_WARNINGS,
  };
}

/** A SoilPyCurve that resists nothing (e.g. p_u = 0 at the ground surface of a sand). */
export function zeroCurve(warnings?: readonly SoilWarning[]): SoilPyCurve {
  return oddCurve(() => 0, { pLarge_N_per_m: 0, ...(warnings ? { warnings } : {}) });
}

/** Scales the whole curve by a p-multiplier (py-models.md §0: y unchanged). */
export function scaleCurve(curve: SoilPyCurve, multiplier: number): SoilPyCurve {
  if (multiplier === 1) return curve;
  const base = curve.p;
  return {
    p: (y_m: number) => multiplier * base(y_m),
    pLarge_N_per_m: multiplier * curve.pLarge_N_per_m,
    yWarn_m: curve.yWarn_m,
    ...(curve.yWarnCode === undefined ? {} : { yWarnCode: curve.yWarnCode }),
    warnings: curve.warnings,
  };
}

/** Piecewise-linear interpolation in a table, constant beyond both ends. xs ascending. */
export function interpClamped(xs: readonly number[], ys: readonly number[], x: number): number {
  const n = xs.length;
  if (x <= xs[0]!) return ys[0]!;
  if (x >= xs[n - 1]!) return ys[n - 1]!;
  let i = 1;
  while (xs[i]! < x) i++;
  const x0 = xs[i - 1]!;
  const x1 = xs[i]!;
  const y0 = ys[i - 1]!;
  const y1 = ys[i]!;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}

export const DEG = Math.PI / 180;
