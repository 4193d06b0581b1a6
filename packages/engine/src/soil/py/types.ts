/**
 * The contract between the soil models and the solver: the solver knows no soil names,
 * only curves. SI units: y in m, p in N/m (force per length of pile).
 */
export interface PyCurve {
  /** Soil reaction p (N/m) at lateral deflection y (m). Odd in y: p(-y) = -p(y). */
  p(y_m: number): number;
  /**
   * p(y) as p() returns it, to the bit, with its slope dp/dy (N/m per m) left in pySlope.dpdy
   * (read it at once: the next evaluation overwrites it). The solver's tangent (eq. 11b) then
   * costs no second evaluation. At a kink, the slope of the branch whose value is returned.
   * Optional: for a curve without it the solver differences p().
   */
  pWithSlope?(y_m: number): number;
  /**
   * The curve as a kernel of numbers (curve-utils KernelCurve): p(y) is, to the bit,
   * multiplier · sign(y) · min(line·|y|, backbone(q, |y|)) (no min when line is NaN), the slope
   * left in pySlope.dpdy times the multiplier. The solver evaluates the nodes of one backbone
   * in a loop of their own (py-batch.ts), without a call through a closure per node.
   */
  readonly kernel?: PyKernel;
  /** Whether p falls somewhere as y grows (SoilPyCurve.softens); absent: not known. */
  readonly softens?: boolean;
  /** Whether p/y grows somewhere as y grows (SoilPyCurve.stiffens); absent: not known. */
  readonly stiffens?: boolean;
}

/**
 * A backbone of a p-y model written as a function of its parameters: p at |y| from q, its
 * slope left in pySlope.dpdy (curve-utils Backbone). Monomorphic: the same function for every
 * curve of the model, its numbers in q.
 */
export type PyBackboneKernel = (q: PyParameters, yAbs_m: number) => number;

/**
 * The numbers of a kernel's curve, laid out as its backbone reads them. A plain array of
 * doubles, not a Float64Array: a typed array of a few numbers takes some 200 bytes more (its
 * buffer object), and a design keeps a curve per node depth for the whole run.
 */
export type PyParameters = readonly number[];

/** See PyCurve.kernel. */
export interface PyKernel {
  readonly backbone: PyBackboneKernel;
  readonly q: PyParameters;
  /** Initial line k·|y| the backbone is capped by (curve-utils belowLine), N/m per m; NaN: none. */
  readonly line: number;
  /** p-multiplier (scaleCurve), 1 when none. */
  readonly multiplier: number;
}

/** Where PyCurve.pWithSlope leaves dp/dy, N/m per m (nothing is allocated per evaluation). */
export const pySlope = { dpdy: 0 };

/** A curve that resists nothing: above the lateral-neglect depth, above grade. */
export const NO_SOIL: PyCurve = { p: () => 0 };

/** PyLoading case of a p-y criterion. */
export type PyLoading = 'static' | 'cyclic';

/** Machine-readable warning codes raised by the soil models (never console output). */
export type SoilWarningCode =
  | 'liquefied-sand-width'
  | 'rock-fracture'
  | 'weak-rock-krm-range'
  | 'stiff-clay-strength-range'
  | 'provisional-model'
  | 'default-cycles';

/** A warning about a soil curve: collected by the caller, shown in the results. */
export interface SoilWarning {
  code: SoilWarningCode;
  message: string;
  /** Index of the layer in the profile, when known. */
  layerIndex?: number;
  /** Depth below grade (m), when the warning belongs to a depth. */
  z_m?: number;
}

/**
 * What every soil-model factory returns: a PyCurve plus optional facts the solver never
 * needs but the results and tests use. The solver relies on p() only.
 */
export interface SoilPyCurve extends PyCurve {
  /** Resistance the curve tends to at large y (N/m), after any softening; 0 when none. */
  readonly pLarge_N_per_m: number;
  /**
   * Whether p falls somewhere as y grows (a peak, then less): a pile on such a curve can stand
   * in more than one equilibrium under the same loads, so its analyses start from nothing of
   * another analysis (design/lateral-memo.ts). False only where p never decreases.
   */
  readonly softens: boolean;
  /**
   * Whether the secant p/y grows somewhere as y grows (concave up: liquefied sand's y^C, C > 1,
   * with next to no stiffness at zero deflection): under an axial load the straight pile may
   * tip and stand deflected, so it too may stand in more than one equilibrium. False only where
   * p/y never grows.
   */
  readonly stiffens: boolean;
  /** Beyond this |y| (m) the curve leaves its validated range and `yWarnCode` applies. */
  readonly yWarn_m: number;
  readonly yWarnCode?: SoilWarningCode;
  /** Warnings that hold whatever the deflection (e.g. width outside calibration). */
  readonly warnings: readonly SoilWarning[];
  /** Index of the profile layer the curve belongs to (set by the profile's curveAt). */
  readonly layerIndex?: number;
}
