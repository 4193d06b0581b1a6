import {
  pySlope,
  type PyBackboneKernel,
  type PyKernel,
  type PyParameters,
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
  /** SoilPyCurve.softens (default false: p never decreases). */
  softens?: boolean;
  /** SoilPyCurve.stiffens (default false: p/y never grows). */
  stiffens?: boolean;
  yWarn_m?: number;
  yWarnCode?: SoilWarningCode;
  warnings?: readonly SoilWarning[];
}

const NO_WARNINGS: readonly SoilWarning[] = Object.freeze([]);

/** Returns p, leaving dpdy in pySlope.dpdy: the last line of a backbone's branch (PyBackboneKernel). */
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
 * The odd curve p(y) = multiplier · sign(y) · f(|y|), f(a) = backbone(q, a) capped by the
 * initial line `line`·a unless `line` is NaN (belowLine): p(-y) = -p(y), dp/dy even. pWithSlope
 * is p, the slope left in pySlope.dpdy. The curve is its own kernel (PyKernel), so the solver's
 * batched evaluation (py-batch.ts) gives p() to the bit.
 *
 * A class, not a literal of closures: a design keeps a curve per node depth and pile width
 * (some 1,900 for the generic example) for the whole run, and every byte of them is copied by
 * the young-generation collections while the run goes on. Methods on the prototype and numbers
 * in fields: about a third of the memory of the curve, its two closures and kernel object.
 */
export class KernelCurve implements SoilPyCurve, PyKernel {
  constructor(
    readonly backbone: PyBackboneKernel,
    readonly q: PyParameters,
    readonly line: number,
    readonly multiplier: number,
    readonly pLarge_N_per_m: number,
    readonly softens: boolean,
    readonly stiffens: boolean,
    readonly yWarn_m: number,
    readonly yWarnCode: SoilWarningCode | undefined,
    readonly warnings: readonly SoilWarning[],
    readonly layerIndex: number | undefined,
  ) {}

  get kernel(): PyKernel {
    return this;
  }

  p(y_m: number): number {
    const p = y_m < 0 ? -this.backboneAt(-y_m) : this.backboneAt(y_m);
    if (this.multiplier === 1) return p;
    // scaleCurve: multiplier · p, the slope times the multiplier
    pySlope.dpdy *= this.multiplier;
    return this.multiplier * p;
  }

  pWithSlope(y_m: number): number {
    return this.p(y_m);
  }

  /** f(|y|): the backbone, below the initial line when there is one. */
  private backboneAt(yAbs_m: number): number {
    const p = this.backbone(this.q, yAbs_m);
    return Number.isNaN(this.line) ? p : belowLine(this.line, yAbs_m, p);
  }

  /** The same curve p-multiplied, with its warnings and layer as the profile places it. */
  placed(multiplier: number, warnings: readonly SoilWarning[], layerIndex: number | undefined): KernelCurve {
    return new KernelCurve(
      this.backbone,
      this.q,
      this.line,
      this.multiplier * multiplier,
      this.pLarge_N_per_m * multiplier,
      this.softens,
      this.stiffens,
      this.yWarn_m,
      this.yWarnCode,
      warnings,
      layerIndex,
    );
  }
}

/**
 * The odd curve of backbone(q, |y|), capped by the initial line `line`·|y| unless `line` is
 * NaN (belowLine).
 */
export function kernelCurve(
  backbone: PyBackboneKernel,
  q: PyParameters,
  extras: CurveExtras,
  line = Number.NaN,
): KernelCurve {
  return new KernelCurve(
    backbone,
    q,
    line,
    1,
    extras.pLarge_N_per_m,
    extras.softens ?? false,
    extras.stiffens ?? false,
    extras.yWarn_m ?? Number.POSITIVE_INFINITY,
    extras.yWarnCode,
    extras.warnings ?? NO_WARNINGS,
    undefined,
  );
}

/** The backbone of a curve that resists nothing: p = 0, slope 0. */
export function zeroBackbone(_q: PyParameters, _yAbs_m: number): number {
  pySlope.dpdy = 0;
  return 0;
}

const NO_PARAMETERS: PyParameters = Object.freeze([]);

/** A SoilPyCurve that resists nothing (e.g. p_u = 0 at the ground surface of a sand). */
export function zeroCurve(warnings?: readonly SoilWarning[]): KernelCurve {
  return kernelCurve(zeroBackbone, NO_PARAMETERS, { pLarge_N_per_m: 0, ...(warnings ? { warnings } : {}) });
}

/** Scales the whole curve by a p-multiplier (py-models.md §0: y unchanged). */
export function scaleCurve(curve: KernelCurve, multiplier: number): KernelCurve {
  if (multiplier === 1) return curve;
  return curve.placed(multiplier, curve.warnings, curve.layerIndex);
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
