import type { PyCurve } from '../soil/py/types';

/**
 * The beam-column the solver sees: nodes from the load point (head) down to the toe, bending
 * stiffness per element, a p-y curve and tributary length per node. It knows no soil names.
 * SI units; z positive down (negative above grade); y positive along the head shear.
 */
export interface BeamColumnModel {
  /** Node depths, m, strictly increasing; z_m[0] is the head (load point), the last the toe. */
  z_m: Float64Array;
  /** Bending stiffness of each element (z_m.length − 1 entries), N·m². */
  EI_Nm2: Float64Array;
  /** p-y curve of each node, or null where the pile meets no soil (eq. 10). */
  curves: ReadonlyArray<PyCurve | null>;
  /** Length of pile each node's spring stands for, m (0 where curves[i] is null). */
  springLength_m: Float64Array;
  /** Part of springLength_m above the node, m (for the shear at the node, eq. 13). */
  springLengthAbove_m: Float64Array;
  /** Axial load, N, compression positive (P-delta, eq. 7). */
  axialLoad_N: number;
  head: HeadCondition;
}

/**
 * Free head: shear H (N) and moment M (N·m) at the head; fixed head: shear H, rotation held
 * at zero (the restraining moment is an output).
 */
export type HeadCondition =
  { kind: 'free'; shear_N: number; moment_Nm: number } | { kind: 'fixed'; shear_N: number };

export interface SolverOptions {
  /** Convergence: max |Δy| ≤ tolerance · max |y| (eq. 11c). Default 1e-6. */
  tolerance: number;
  /**
   * Convergence, with the above: largest out-of-balance nodal force ≤ forceTolerance · the
   * applied lateral load |H| + |M|/length (eq. 11c). Default 1e-6.
   */
  forceTolerance: number;
  /** Newton iterations allowed per load step. Default 100. */
  maxIterations: number;
  /** A deflection this large (m) means the soil has failed. Default: 10 % of the pile length. */
  maxDeflection_m?: number;
  /** Below this |y| (m) a spring uses the secant p(y_tiny)/y_tiny (curves like y^(1/3)). */
  tinyDeflection_m: number;
  /** Deflection (m) at which secant stiffnesses give the first guess. Default 0.001 m. */
  referenceDeflection_m: number;
  /** Smallest load-fraction step of the load stepping before giving up. Default 1/512. */
  minLoadStep: number;
  /** Nodal deflections to start from (e.g. the last embedment's solution), m. */
  seed_m?: Float64Array;
  /**
   * DOFs [y_0, θ_0, y_1, θ_1, …] (m, rad) Newton starts from at the full load instead of the
   * secant first guess (e.g. the solution of other loads on the same pile, scaled). When Newton
   * fails from there, the secant first guess is tried before the load stepping, so a start can
   * cost iterations but never changes what is found.
   */
  startDofs?: Float64Array;
}

export const DEFAULT_SOLVER_OPTIONS: SolverOptions = {
  tolerance: 1e-6,
  forceTolerance: 1e-6,
  maxIterations: 100,
  tinyDeflection_m: 1e-6,
  referenceDeflection_m: 0.001,
  minLoadStep: 1 / 512,
};

/** Nodal results, one entry per node of the model. */
export interface BeamColumnSolution {
  y_m: Float64Array;
  rotation_rad: Float64Array;
  /** M = EI y″ (eq. 12). */
  moment_Nm: Float64Array;
  /** V = dM/dz (eq. 13); the horizontal force is V + P·θ. */
  shear_N: Float64Array;
  /** p(y) of the node's curve, N/m, same sign as y (0 where no soil). */
  soilReaction_N_per_m: Float64Array;
  /** Largest out-of-balance nodal force after the last iteration, N. */
  residual_N: number;
}

export type SolverResult =
  | { status: 'converged'; iterations: number; loadFraction: 1; solution: BeamColumnSolution }
  | {
      status: 'lateral-capacity-exceeded';
      iterations: number;
      /** Largest fraction of the head shear and moment the soil held (axial load kept whole). */
      loadFraction: number;
      /** The state at loadFraction (all zeros when no fraction converged). */
      solution: BeamColumnSolution;
      reason: string;
    }
  | {
      status: 'not-converged';
      iterations: number;
      loadFraction: number;
      solution: BeamColumnSolution;
      reason: string;
    };
