/**
 * Symmetric banded matrices and their LDLᵀ factorisation (derivation: beam-column.md, eq. 14).
 * Storage: upper band by rows, `band[i * (w + 1) + k] = A[i][i + k]` for k = 0..w, where w is
 * the half bandwidth. Factor and solve cost O(n w²); nothing is allocated.
 */
export interface BandMatrix {
  /** Number of unknowns. */
  n: number;
  /** Half bandwidth: A[i][j] = 0 when |i − j| > w. */
  w: number;
  band: Float64Array;
}

export function createBandMatrix(n: number, w: number): BandMatrix {
  return { n, w, band: new Float64Array(n * (w + 1)) };
}

/** A[i][j] (either triangle), 0 outside the band. For tests and small dense checks. */
export function bandGet(m: BandMatrix, i: number, j: number): number {
  const [r, c] = i <= j ? [i, j] : [j, i];
  const k = c - r;
  return k > m.w ? 0 : m.band[r * (m.w + 1) + k]!;
}

/** Adds v to A[i][j] (i ≤ j, j − i ≤ w). */
export function bandAdd(m: BandMatrix, i: number, j: number, v: number): void {
  m.band[i * (m.w + 1) + (j - i)]! += v;
}

/**
 * In-place A = Uᵀ D U, U unit upper (stored off the diagonal), D on the diagonal (eq. 14).
 * Returns the index of the first pivot d_j ≤ relTol·|A_jj| (matrix singular or not positive
 * definite: buckled, or the springs can no longer hold the pile), or −1 when all are positive.
 */
export function factorLDLT(m: BandMatrix, relTol = 1e-13): number {
  const { n, w, band } = m;
  const s = w + 1;
  for (let j = 0; j < n; j++) {
    const ajj = band[j * s]!;
    let d = ajj;
    const k0 = j - w > 0 ? j - w : 0;
    for (let k = k0; k < j; k++) {
      const ukj = band[k * s + (j - k)]!;
      d -= ukj * ukj * band[k * s]!;
    }
    if (!(d > relTol * Math.abs(ajj))) return j;
    band[j * s] = d;
    const iEnd = j + w < n - 1 ? j + w : n - 1;
    for (let i = j + 1; i <= iEnd; i++) {
      let v = band[j * s + (i - j)]!;
      const kk0 = i - w > 0 ? i - w : 0;
      for (let k = kk0; k < j; k++) {
        v -= band[k * s + (j - k)]! * band[k * s + (i - k)]! * band[k * s]!;
      }
      band[j * s + (i - j)] = v / d;
    }
  }
  return -1;
}

/** Solves Uᵀ D U x = b with a factored matrix; x may alias b. */
export function solveLDLT(m: BandMatrix, b: Float64Array, x: Float64Array): void {
  const { n, w, band } = m;
  const s = w + 1;
  if (x !== b) x.set(b);
  for (let i = 0; i < n; i++) {
    let v = x[i]!;
    const k0 = i - w > 0 ? i - w : 0;
    for (let k = k0; k < i; k++) v -= band[k * s + (i - k)]! * x[k]!;
    x[i] = v;
  }
  for (let i = 0; i < n; i++) x[i]! /= band[i * s]!;
  for (let i = n - 1; i >= 0; i--) {
    let v = x[i]!;
    const jEnd = i + w < n - 1 ? i + w : n - 1;
    for (let j = i + 1; j <= jEnd; j++) v -= band[i * s + (j - i)]! * x[j]!;
    x[i] = v;
  }
}

/** y = A x for an unfactored band matrix (both triangles used). */
export function bandMultiply(m: BandMatrix, x: Float64Array, y: Float64Array): void {
  const { n, w, band } = m;
  const s = w + 1;
  y.fill(0);
  for (let i = 0; i < n; i++) {
    y[i]! += band[i * s]! * x[i]!;
    const jEnd = i + w < n - 1 ? i + w : n - 1;
    for (let j = i + 1; j <= jEnd; j++) {
      const a = band[i * s + (j - i)]!;
      y[i]! += a * x[j]!;
      y[j]! += a * x[i]!;
    }
  }
}
