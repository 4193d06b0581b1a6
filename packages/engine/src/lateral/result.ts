import type { BendingAxis } from '../sections/bending-axis';
import type { BeamColumnModel, BeamColumnSolution, SolverResult } from '../solver/model';
import { firstZeroOfDeflection, peakAbs, valueAtDepth } from './profile-summary';

/** Nodal profiles from the head (z < 0 above grade) to the toe. Plain arrays: JSON-ready. */
export interface LateralProfile {
  z_m: number[];
  deflection_m: number[];
  rotation_rad: number[];
  moment_Nm: number[];
  shear_N: number[];
  /** p(y), N/m, same sign as the deflection (the reaction on the pile opposes it). */
  soilReaction_N_per_m: number[];
}

export interface LateralWarning {
  code: string;
  message: string;
  layerIndex?: number;
  z_m?: number;
}

export type LateralStatus = SolverResult['status'];

/**
 * The answer of one lateral analysis. With status 'lateral-capacity-exceeded' or
 * 'not-converged' the numbers describe the state at `loadFraction` of the head loads (the last
 * converged one), never the full load: check `status` before using them.
 */
export interface LateralResult {
  status: LateralStatus;
  /** Why the analysis stopped short of the full load (absent when converged). */
  reason?: string;
  /** Fraction of H and M the numbers below belong to (1 when converged). */
  loadFraction: number;
  iterations: number;
  nElements: number;
  section: { name: string; axis: BendingAxis; EI_Nm2: number; pyWidth_m: number };
  headDeflection_m: number;
  groundDeflection_m: number;
  toeDeflection_m: number;
  headRotation_rad: number;
  /** Moment at the head, N·m (the restraining moment with a fixed head). */
  headMoment_Nm: number;
  /** Largest |M| (signed value) and its depth (parabolic refinement between nodes). */
  maxMoment_Nm: number;
  maxMomentDepth_m: number;
  /** Largest |V| below grade (signed), N. */
  maxShear_N: number;
  /** Depth of the first zero of deflection below grade (on the elements' cubics), m; null when none. */
  firstZeroDeflectionDepth_m: number | null;
  /** Largest out-of-balance nodal force left by the iterations, N. */
  residual_N: number;
  profile: LateralProfile;
  warnings: LateralWarning[];
}

export interface SummaryMeta {
  sectionName: string;
  axis: BendingAxis;
  EI_Nm2: number;
  pyWidth_m: number;
  warnings: LateralWarning[];
}

/** Reads the headline numbers off a solved pile. */
export function summarizeLateral(model: BeamColumnModel, r: SolverResult, meta: SummaryMeta): LateralResult {
  const s: BeamColumnSolution = r.solution;
  const z = model.z_m;
  const n = z.length;
  const peak = peakAbs(z, s.moment_Nm);
  let groundIndex = 0;
  while (groundIndex < n - 1 && z[groundIndex]! < 0) groundIndex++;
  let kShear = groundIndex;
  for (let i = groundIndex; i < n; i++)
    if (Math.abs(s.shear_N[i]!) > Math.abs(s.shear_N[kShear]!)) kShear = i;
  return {
    status: r.status,
    ...(r.status === 'converged' ? {} : { reason: r.reason }),
    loadFraction: r.loadFraction,
    iterations: r.iterations,
    nElements: n - 1,
    section: { name: meta.sectionName, axis: meta.axis, EI_Nm2: meta.EI_Nm2, pyWidth_m: meta.pyWidth_m },
    headDeflection_m: s.y_m[0]!,
    groundDeflection_m: valueAtDepth(z, s.y_m, 0),
    toeDeflection_m: s.y_m[n - 1]!,
    headRotation_rad: s.rotation_rad[0]!,
    headMoment_Nm: s.moment_Nm[0]!,
    maxMoment_Nm: peak.value,
    maxMomentDepth_m: peak.z_m,
    maxShear_N: s.shear_N[kShear]!,
    firstZeroDeflectionDepth_m: firstZeroOfDeflection(z, s.y_m, s.rotation_rad, 0),
    residual_N: s.residual_N,
    profile: {
      z_m: Array.from(z),
      deflection_m: Array.from(s.y_m),
      rotation_rad: Array.from(s.rotation_rad),
      moment_Nm: Array.from(s.moment_Nm),
      shear_N: Array.from(s.shear_N),
      soilReaction_N_per_m: Array.from(s.soilReaction_N_per_m),
    },
    warnings: meta.warnings,
  };
}
