/**
 * Reading a nodal profile: the largest |value| and its depth, the first zero of deflection
 * below grade (on the elements' own cubics), and values at any depth (linear between nodes).
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

/** Sub-intervals per element searched for a sign change of the element's cubic. */
const ROOT_SAMPLES = 8;

/** y(t), t ∈ [0, 1], of the Hermite cubic through (y0, θ0) and (y1, θ1) over length h. */
function hermite(y0: number, t0: number, y1: number, t1: number, h: number, t: number): number {
  const t2 = t * t;
  const t3 = t2 * t;
  return (
    (2 * t3 - 3 * t2 + 1) * y0 + (t3 - 2 * t2 + t) * h * t0 + (-2 * t3 + 3 * t2) * y1 + (t3 - t2) * h * t1
  );
}

/**
 * Depth of the first zero of deflection at or below zFrom, read off the solution itself: within
 * each element the deflection is the Hermite cubic through the nodal y and θ = dy/dz (the beam
 * element's own shape functions, beam-column.md §3), searched for a sign change and bisected.
 * Unlike the straight line between nodes, it does not move with the element size beyond the
 * O(h⁴) of the solution. Null when the deflection keeps its sign down to the toe.
 */
export function firstZeroOfDeflection(
  z_m: ArrayLike<number>,
  y_m: ArrayLike<number>,
  rotation_rad: ArrayLike<number>,
  zFrom_m = 0,
): number | null {
  for (let e = 0; e < z_m.length - 1; e++) {
    const za = z_m[e]!;
    const zb = z_m[e + 1]!;
    if (zb < zFrom_m) continue;
    const h = zb - za;
    const y0 = y_m[e]!;
    const t0 = rotation_rad[e]!;
    const y1 = y_m[e + 1]!;
    const t1 = rotation_rad[e + 1]!;
    const tStart = za >= zFrom_m ? 0 : (zFrom_m - za) / h;
    let lo = tStart;
    let fLo = hermite(y0, t0, y1, t1, h, lo);
    if (fLo === 0) return za + lo * h;
    for (let k = 1; k <= ROOT_SAMPLES; k++) {
      const hi = tStart + ((1 - tStart) * k) / ROOT_SAMPLES;
      const fHi = hermite(y0, t0, y1, t1, h, hi);
      if (fHi === 0) return za + hi * h;
      if (fLo > 0 !== fHi > 0) {
        // bisection to the last bit: the cubic changes sign once in [lo, hi]
        let a = lo;
        let b = hi;
        let fa = fLo;
        for (let i = 0; i < 60 && b - a > 1e-15; i++) {
          const m = 0.5 * (a + b);
          const fm = hermite(y0, t0, y1, t1, h, m);
          if (fm === 0) return za + m * h;
          if (fm > 0 === fa > 0) {
            a = m;
            fa = fm;
          } else b = m;
        }
        return za + 0.5 * (a + b) * h;
      }
      lo = hi;
      fLo = fHi;
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
