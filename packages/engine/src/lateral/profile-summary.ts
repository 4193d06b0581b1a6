/**
 * Reading a nodal profile: the largest |value| and its depth, the first zero of deflection
 * below grade, and values at any depth (linear between nodes).
 */

/**
 * Largest |v| over the nodes from index `from` on, refined by the parabola through the node and
 * its neighbours (exact for a quadratic M(z) near its peak; a node value when at an end).
 */
export function peakAbs(z_m: Float64Array, v: Float64Array, from = 0): { value: number; z_m: number } {
  let k = from;
  for (let i = from; i < v.length; i++) if (Math.abs(v[i]!) > Math.abs(v[k]!)) k = i;
  if (k === from || k === v.length - 1) return { value: v[k]!, z_m: z_m[k]! };
  const z0 = z_m[k - 1]!;
  const z1 = z_m[k]!;
  const z2 = z_m[k + 1]!;
  const f0 = v[k - 1]!;
  const f1 = v[k]!;
  const f2 = v[k + 1]!;
  // Lagrange parabola through three points; its vertex (Newton divided differences)
  const d01 = (f1 - f0) / (z1 - z0);
  const d12 = (f2 - f1) / (z2 - z1);
  const a = (d12 - d01) / (z2 - z0);
  if (a === 0) return { value: f1, z_m: z1 };
  const zv = (z0 + z1) / 2 - d01 / (2 * a);
  if (zv < z0 || zv > z2) return { value: f1, z_m: z1 };
  const fv = f0 + d01 * (zv - z0) + a * (zv - z0) * (zv - z1);
  return Math.abs(fv) >= Math.abs(f1) ? { value: fv, z_m: zv } : { value: f1, z_m: z1 };
}

/** Depth of the first sign change of y at or below z = zFrom (linear between nodes), or null. */
export function firstZeroCrossing(z_m: Float64Array, y: Float64Array, zFrom_m = 0): number | null {
  let start = 0;
  while (start < z_m.length && z_m[start]! < zFrom_m) start++;
  for (let i = start; i < z_m.length - 1; i++) {
    const a = y[i]!;
    const b = y[i + 1]!;
    if (a === 0) return z_m[i]!;
    if ((a > 0 && b <= 0) || (a < 0 && b >= 0)) {
      return z_m[i]! + ((z_m[i + 1]! - z_m[i]!) * a) / (a - b);
    }
  }
  return null;
}

/** v at depth z by linear interpolation between nodes (clamped to the ends). */
export function valueAtDepth(z_m: Float64Array, v: Float64Array, z: number): number {
  const n = z_m.length;
  if (z <= z_m[0]!) return v[0]!;
  if (z >= z_m[n - 1]!) return v[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (z_m[mid]! <= z) lo = mid;
    else hi = mid;
  }
  const t = (z - z_m[lo]!) / (z_m[hi]! - z_m[lo]!);
  return v[lo]! + t * (v[hi]! - v[lo]!);
}
