import type { SteelSection } from './types';
import { N_PER_M_PER_LB_PER_FT, steelWeightPerLength_N_per_m } from './units';

/** Dimensions of a circular hollow section, m. */
export interface PipeDimensions {
  od_m: number;
  t_m: number;
}

/** A = π/4 (D² − Di²). */
export function pipeArea(p: PipeDimensions): number {
  const di = p.od_m - 2 * p.t_m;
  return (Math.PI / 4) * (p.od_m ** 2 - di ** 2);
}

/** I = π/64 (D⁴ − Di⁴), the same about every axis. */
export function pipeI(p: PipeDimensions): number {
  const di = p.od_m - 2 * p.t_m;
  return (Math.PI / 64) * (p.od_m ** 4 - di ** 4);
}

/** Z = (D³ − Di³)/6: plastic modulus of a tube. */
export function pipeZ(p: PipeDimensions): number {
  const di = p.od_m - 2 * p.t_m;
  return (p.od_m ** 3 - di ** 3) / 6;
}

/** Why pipe dimensions are not a pipe, or null. */
export function pipeDimensionsProblem(p: PipeDimensions): string | null {
  if (!Number.isFinite(p.od_m) || p.od_m <= 0) return `od_m must be a positive number (got ${p.od_m})`;
  if (!Number.isFinite(p.t_m) || p.t_m <= 0) return `t_m must be a positive number (got ${p.t_m})`;
  if (2 * p.t_m > p.od_m) return `t_m (${p.t_m}) must not exceed half of od_m (${p.od_m})`;
  return null;
}

/** A steel pipe as a SteelSection (d = bf = OD, tf = tw = t; the p-y width is the OD). */
export function pipeSection(p: PipeDimensions, name?: string): SteelSection {
  const problem = pipeDimensionsProblem(p);
  if (problem) throw new Error(`pipe: ${problem}`);
  const A_m2 = pipeArea(p);
  const I = pipeI(p);
  const S = (2 * I) / p.od_m;
  const Z = pipeZ(p);
  const r = Math.sqrt(I / A_m2);
  const weight_N_per_m = steelWeightPerLength_N_per_m(A_m2);
  return {
    name: name ?? `PIPE ${p.od_m}x${p.t_m}`,
    shape: 'pipe',
    family: 'pipe',
    weight_N_per_m,
    weight_lb_per_ft: weight_N_per_m / N_PER_M_PER_LB_PER_FT,
    d_m: p.od_m,
    bf_m: p.od_m,
    tf_m: p.t_m,
    tw_m: p.t_m,
    A_m2,
    Ix_m4: I,
    Iy_m4: I,
    Sx_m3: S,
    Sy_m3: S,
    Zx_m3: Z,
    Zy_m3: Z,
    rx_m: r,
    ry_m: r,
    boxPerimeter_m: Math.PI * p.od_m,
    boxArea_m2: (Math.PI / 4) * p.od_m ** 2,
    source: 'computed from OD and wall thickness (thin-wall formulas not used)',
  };
}
