import { pySlope, type PyParameters, type PyLoading } from './types';
import { kernelCurve, zeroCurve, type KernelCurve } from './curve-utils';
import { sandUltimate_N_per_m } from './sand-wedge';

/**
 * API sand: O'Neill & Murchison (1983); API RP 2A-WSD 21st ed. (2000) §6.8.6;
 * API RP 2GEO (2011). Soil type 1. py-models.md §1 (confidence A).
 */

/** A = max(3.0 - 0.8 z/b, 0.9) static, 0.9 cyclic (API RP 2A 2000 §6.8.7). */
export function apiSandA(z_m: number, b_m: number, loading: PyLoading): number {
  return loading === 'cyclic' ? 0.9 : Math.max(3.0 - 0.8 * (z_m / b_m), 0.9);
}

/**
 * Initial modulus k (N/m³) from openpile's polynomial fit of the API k-phi chart
 * (openpile py_curves.api_sand docs), floored at 5400 kN/m³; phi in degrees.
 */
export function apiSandInitialModulus_N_per_m3(phiDeg: number, belowWaterTable: boolean): number {
  const kkN = belowWaterTable
    ? 0.1978 * phiDeg ** 2 - 10.232 * phiDeg + 136.82
    : 0.2153 * phiDeg ** 2 - 8.232 * phiDeg + 63.657;
  return 1000 * 1000 * Math.max(kkN, 5.4);
}

/** p_u (N/m): API RP 2A 2000 §6.8.6, sigma'v from the profile. */
export function apiSandUltimate_N_per_m(phiDeg: number, z_m: number, b_m: number, sigmaV_Pa: number): number {
  return sandUltimate_N_per_m(phiDeg, z_m, b_m, sigmaV_Pa);
}

export interface ApiSandInput {
  phiDeg: number;
  /** Effective vertical stress at z (Pa). */
  sigmaV_Pa: number;
  /** Depth below ground (m). */
  z_m: number;
  b_m: number;
  k_N_per_m3: number;
  loading: PyLoading;
}

/** The backbone of apiSandCurve, q = [A p_u, k z / (A p_u)]: A p_u tanh(slope · y). */
export function apiSandBackbone(q: PyParameters, y: number): number {
  const Apu = q[0]!;
  const slope = q[1]!;
  const t = Math.tanh(slope * y);
  pySlope.dpdy = Apu * slope * (1 - t * t);
  return Apu * t;
}

/** p = A p_u tanh(k z y / (A p_u)) (API RP 2A 2000 §6.8.7). */
export function apiSandCurve(input: ApiSandInput): KernelCurve {
  const pu = apiSandUltimate_N_per_m(input.phiDeg, input.z_m, input.b_m, input.sigmaV_Pa);
  const Apu = apiSandA(input.z_m, input.b_m, input.loading) * pu;
  const kz = input.k_N_per_m3 * input.z_m;
  if (!(Apu > 0) || !(kz > 0)) return zeroCurve();
  const slope = kz / Apu;
  return kernelCurve(apiSandBackbone, [Apu, slope], { pLarge_N_per_m: Apu });
}
