import {
  pySlope,
  type PyBackboneKernel,
  type PyKernel,
  type SoilPyCurve,
  type SoilWarning,
  type SoilWarningCode,
} from './types';

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
 * A backbone p = f(|y|) >= 0, f(0) = 0, that also leaves its slope df/dy in pySlope.dpdy (the
 * slope of the branch whose value it returns): one evaluation gives the solver both (eq. 11b).
 * It must not allocate: it is called many times per analysis.
 */
export type Backbone = (yAbs_m: number) => number;

/** Returns p, leaving dpdy in pySlope.dpdy: the last line of a Backbone branch. */
export function withSlope(p: number, dpdy: number): number {
  pySlope.dpdy = dpdy;
  return p;
}

/**
 * min(k·y, p) for p = f(y), a backbone f capped by the initial line k·y (the value as Math.min
 * gives it), its slope k where the line is the smaller. f(y) is evaluated just before (its
 * slope is in pySlope.dpdy).
 */
export function belowLine(k: number, y: number, p: number): number {
  const line = k * y;
  if (line < p) pySlope.dpdy = k;
  return Math.min(line, p);
}

/**
 * Wraps a backbone into an odd SoilPyCurve: p(-y) = -p(y), dp/dy even (the same slope at ±y).
 * p and pWithSlope are the same function: the value the solver sees is the value p() gives.
 * `kernel`: f as a kernel of numbers (kernelCurve).
 */
export function oddCurve(f: Backbone, extras: CurveExtras, kernel?: PyKernel): SoilPyCurve {
  const p = (y_m: number) => (y_m < 0 ? -f(-y_m) : f(y_m));
  // kernel in the literal even when undefined: a second spread cost a design some 0.6 ms
  return {
    p,
    pWithSlope: p,
    oddBackbone: f,
    kernel,
    pLarge_N_per_m: extras.pLarge_N_per_m,
    yWarn_m: extras.yWarn_m ?? Number.POSITIVE_INFINITY,
    ...(extras.yWarnCode === undefined ? {} : { yWarnCode: extras.yWarnCode }),
    warnings: extras.warnings ?? NO_WARNINGS,
  };
}

/**
 * The odd curve of backbone(q, |y|), capped by the initial line `line`·|y| unless `line` is
 * NaN (belowLine): its oddBackbone and its kernel are the same function of the same numbers,
 * so the solver's batched evaluation (py-batch.ts) gives p() to the bit.
 */
export function kernelCurve(
  backbone: PyBackboneKernel,
  q: Float64Array,
  extras: CurveExtras,
  line = Number.NaN,
): SoilPyCurve {
  const f: Backbone = Number.isNaN(line) ? (y) => backbone(q, y) : (y) => belowLine(line, y, backbone(q, y));
  return oddCurve(f, extras, { backbone, q, line, multiplier: 1 });
}

/** The backbone of a curve that resists nothing: p = 0, slope 0. */
export function zeroBackbone(_q: Float64Array, _yAbs_m: number): number {
  pySlope.dpdy = 0;
  return 0;
}

const NO_PARAMETERS = new Float64Array(0);

/** A SoilPyCurve that resists nothing (e.g. p_u = 0 at the ground surface of a sand). */
export function zeroCurve(warnings?: readonly SoilWarning[]): SoilPyCurve {
  return kernelCurve(zeroBackbone, NO_PARAMETERS, { pLarge_N_per_m: 0, ...(warnings ? { warnings } : {}) });
}

/** Scales the whole curve by a p-multiplier (py-models.md §0: y unchanged). */
export function scaleCurve(curve: SoilPyCurve, multiplier: number): SoilPyCurve {
  if (multiplier === 1) return curve;
  const base = curve.p;
  const baseWithSlope = curve.pWithSlope;
  // p = multiplier · base(y), the slope times it: a kernel's multiplier (one multiplier only)
  const kernel = curve.kernel;
  return {
    p: (y_m: number) => multiplier * base(y_m),
    ...(baseWithSlope === undefined
      ? {}
      : {
          pWithSlope: (y_m: number) => {
            const p = multiplier * baseWithSlope(y_m);
            pySlope.dpdy *= multiplier;
            return p;
          },
        }),
    pLarge_N_per_m: multiplier * curve.pLarge_N_per_m,
    yWarn_m: curve.yWarn_m,
    ...(curve.yWarnCode === undefined ? {} : { yWarnCode: curve.yWarnCode }),
    warnings: curve.warnings,
    ...(kernel === undefined || kernel.multiplier !== 1 || baseWithSlope === undefined
      ? {}
      : { kernel: { backbone: kernel.backbone, q: kernel.q, line: kernel.line, multiplier } }),
  };
}

/**
 * Piecewise-linear interpolation in a table, constant beyond both ends. xs ascending. Leaves
 * the slope of the segment used in pySlope.dpdy (0 beyond the ends).
 */
export function interpClamped(xs: readonly number[], ys: readonly number[], x: number): number {
  const n = xs.length;
  if (x <= xs[0]!) return withSlope(ys[0]!, 0);
  if (x >= xs[n - 1]!) return withSlope(ys[n - 1]!, 0);
  let i = 1;
  while (xs[i]! < x) i++;
  const x0 = xs[i - 1]!;
  const x1 = xs[i]!;
  const y0 = ys[i - 1]!;
  const y1 = ys[i]!;
  return withSlope(y0 + ((y1 - y0) * (x - x0)) / (x1 - x0), (y1 - y0) / (x1 - x0));
}

export const DEG = Math.PI / 180;
