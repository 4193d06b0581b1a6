import { pySlope, type PyParameters, type PyLoading } from './types';
import { kernelCurve, type KernelCurve } from './curve-utils';
import { matlockDepthRatio, matlockUltimate_N_per_m, matlockY50_m } from './soft-clay-matlock';

/**
 * Soft clay, API RP 2A-WSD 21st ed. (2000) §6.8.3, tables 6.8.3-1 (static) / -2 (cyclic):
 * Matlock's curve replaced by a polyline through tabulated (y/y_c, p/p_u) points,
 * y_c = 2.5 eps50 b. Option of soil type 2 (py-models.md §2).
 */

/** API RP 2A (2000) static table: y/y_c -> p/p_u, flat (1.0) beyond 8. */
export const API_CLAY_STATIC_Y = [0, 0.1, 0.3, 1.0, 3.0, 8.0] as const;
export const API_CLAY_STATIC_P = [0, 0.23, 0.33, 0.5, 0.72, 1.0] as const;

export interface ApiClayInput {
  su_Pa: number;
  sigmaV_Pa: number;
  eps50: number;
  J: number;
  z_m: number;
  b_m: number;
  loading: PyLoading;
}

/**
 * Static: polyline of table 6.8.3-1. Cyclic: the same to y/y_c = 3 (0.72), then for
 * z >= z_r flat at 0.72, for z < z_r straight to 0.72 z/z_r at y/y_c = 15, flat beyond.
 */
export function apiSoftClayPolylineCurve(input: ApiClayInput): KernelCurve {
  const pu = matlockUltimate_N_per_m(input.su_Pa, input.sigmaV_Pa, input.J, input.z_m, input.b_m);
  const yc = matlockY50_m(input.eps50, input.b_m);
  const ys: number[] = API_CLAY_STATIC_Y.map((r) => r * yc);
  const ps: number[] = API_CLAY_STATIC_P.map((r) => r * pu);
  let pLarge = pu;
  if (input.loading === 'cyclic') {
    const ratio = Math.min(1, matlockDepthRatio(input.su_Pa, input.sigmaV_Pa, input.J, input.z_m, input.b_m));
    ys.pop();
    ps.pop();
    pLarge = 0.72 * pu * ratio;
    if (ratio < 1) {
      ys.push(15 * yc);
      ps.push(pLarge);
    }
  }
  // cyclic above z_r: from 0.72 p_u down to 0.72 p_u z/z_r
  const softens = ps.some((p, i) => i > 0 && p < ps[i - 1]!);
  return kernelCurve(apiClayPolylineBackbone, [...ys, ...ps], { pLarge_N_per_m: pLarge, softens });
}

/**
 * The backbone of apiSoftClayPolylineCurve, q = [y_1..y_n, p_1..p_n]: curve-utils
 * interpClamped(ys, ps, y) with the table in q (the same operations).
 */
export function apiClayPolylineBackbone(q: PyParameters, x: number): number {
  const n = q.length >> 1;
  let p: number;
  let s = 0;
  if (x <= q[0]!) p = q[n]!;
  else if (x >= q[n - 1]!) p = q[2 * n - 1]!;
  else {
    let i = 1;
    while (q[i]! < x) i++;
    const x0 = q[i - 1]!;
    const x1 = q[i]!;
    const y0 = q[n + i - 1]!;
    const y1 = q[n + i]!;
    p = y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    s = (y1 - y0) / (x1 - x0);
  }
  pySlope.dpdy = s;
  return p;
}
