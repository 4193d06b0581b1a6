import { dd, ddAdd, ddDiv, ddMul } from './double-double';

/**
 * Symmetric banded matrices and their LDLᵀ factorisation (derivation: beam-column.md, eq. 14).
 * Storage: the upper band by rows, entry A[row][row + k] (k = 0..w, w the half bandwidth) at
 * offset row · stride + k, stride = w + 1, so the diagonal entry of a row is at row · stride.
 * Each entry is a double-double, `band` + `low`; factor and solve work in doubles, or in
 * double-double when `extended` (see double-double.ts for when that is needed). Factor and
 * solve cost O(n w²); nothing is allocated.
 */
export interface BandMatrix {
  /** Number of unknowns. */
  n: number;
  /** Half bandwidth: A[i][j] = 0 when |i − j| > w. */
  w: number;
  /** Leading part of each entry. */
  band: Float64Array;
  /** Trailing part of each entry (the digits a double cannot hold). */
  low: Float64Array;
  /** Trailing parts of the unknowns during a solve. */
  solveLow: Float64Array;
  /** Factor and solve in double-double (else in doubles, ignoring `low`). */
  extended: boolean;
}

export function createBandMatrix(n: number, w: number): BandMatrix {
  return {
    n,
    w,
    band: new Float64Array(n * (w + 1)),
    low: new Float64Array(n * (w + 1)),
    solveLow: new Float64Array(n),
    extended: false,
  };
}

/** Offset of A[row][col] (row ≤ col ≤ row + w) in the band arrays. */
export function bandIndex(m: BandMatrix, row: number, col: number): number {
  return row * (m.w + 1) + (col - row);
}

/** A[i][j] (either triangle) rounded to a double, 0 outside the band. For tests and dense checks. */
export function bandGet(m: BandMatrix, i: number, j: number): number {
  const [r, c] = i <= j ? [i, j] : [j, i];
  if (c - r > m.w) return 0;
  const k = bandIndex(m, r, c);
  return m.band[k]! + m.low[k]!;
}

/** Adds v to A[i][j] (i ≤ j, j − i ≤ w), in double-double. */
export function bandAdd(m: BandMatrix, i: number, j: number, v: number): void {
  bandAddAt(m, bandIndex(m, i, j), v, 0);
}

/** Adds vHi + vLo to the entry at a band offset, in double-double. */
export function bandAddAt(m: BandMatrix, k: number, vHi: number, vLo: number): void {
  m.band[k] = ddAdd(m.band[k]!, m.low[k]!, vHi, vLo);
  m.low[k] = dd.lo;
}

/** Sets the entry at a band offset to the double v. */
export function bandSetAt(m: BandMatrix, k: number, v: number): void {
  m.band[k] = v;
  m.low[k] = 0;
}

/** Copies the entries of `from` into `to` (same n and w). */
export function bandCopy(from: BandMatrix, to: BandMatrix): void {
  to.band.set(from.band);
  to.low.set(from.low);
}

/**
 * In-place A = Uᵀ D U, U unit upper (stored off the diagonal), D on the diagonal (eq. 14).
 * Returns the index of the first pivot d_j ≤ relTol·|A_jj| (matrix singular or not positive
 * definite: buckled, or the springs can no longer hold the pile), or −1 when all are positive.
 * In double-double when m.extended: relTol 1e-26 then, far below the pivots of a pile held by
 * soil (a spring k·h against 12·EI/h³ is 1e-17 at 5,000 elements) and far above the
 * double-double round-off (1e-30); else in doubles, relTol 1e-13.
 */
export function factorLDLT(m: BandMatrix): number {
  return m.extended ? factorDoubleDouble(m, 1e-26) : factorDouble(m, 1e-13);
}

/** Solves Uᵀ D U x = b with a factored matrix (in the precision it was factored in); x may alias b. */
export function solveLDLT(m: BandMatrix, b: Float64Array, x: Float64Array): void {
  if (m.extended) solveDoubleDouble(m, b, x);
  else solveDouble(m, b, x);
}

/**
 * factorLDLT and then solveLDLT(m, b, x) when it succeeds (x may alias b); returns what
 * factorLDLT returns. In doubles with the beam-column's w = 3 the forward substitution rides
 * along with the factorisation (the entries of U it needs are those the row just read): one
 * pass less over the band, the same operations in the same order, so the same x to the bit.
 */
export function factorAndSolveLDLT(m: BandMatrix, b: Float64Array, x: Float64Array): number {
  if (m.extended || m.w !== 3 || m.n < 7) {
    const failed = factorLDLT(m);
    if (failed < 0) solveLDLT(m, b, x);
    return failed;
  }
  if (x !== b) x.set(b);
  const failed = factorForwardDoubleW3(m.band, m.n, 1e-13, x, 0);
  if (failed < 0) backSubstituteDoubleW3(m.n, m.band, x);
  return failed;
}

/**
 * factorAndSolveLDLT (in doubles, w = 3, n ≥ 7) of a matrix whose rows 0 .. rows − 1 are
 * factored already (3 ≤ rows ≤ n): their values as factorAndSolveLDLT leaves them, the rest as
 * assembled. The same operations in the same order on the other rows and on x: the same x to
 * the bit, and the same failing row when it is one of the others.
 */
export function factorAndSolveLDLTFrom(
  m: BandMatrix,
  rows: number,
  b: Float64Array,
  x: Float64Array,
): number {
  if (m.extended || m.w !== 3 || m.n < 7 || rows < 3 || rows > m.n)
    throw new Error('factorAndSolveLDLTFrom: doubles, w = 3, n ≥ 7 and 3 ≤ rows ≤ n');
  if (x !== b) x.set(b);
  const failed = factorForwardDoubleW3(m.band, m.n, 1e-13, x, rows);
  if (failed < 0) backSubstituteDoubleW3(m.n, m.band, x);
  return failed;
}

/**
 * factorDoubleW3 with the forward substitution and division by D of solveDoubleW3 on x (in
 * place), row by row as the rows are factored; n ≥ 7. Rows below `factored` are factored
 * already (0, or at least 3): only their forward step is made.
 */
function factorForwardDoubleW3(
  band: Float64Array,
  n: number,
  relTol: number,
  x: Float64Array,
  factored: number,
): number {
  // head rows 0..2 as factorRowDouble, then their forward step as solveDoubleW3's
  if (factored < 3) for (let j = 0; j < 3; j++) if (!factorRowDouble(band, n, 3, j, relTol)) return j;
  let z3 = x[0]!;
  x[0] = z3 / band[0]!;
  let z2 = x[1]! - band[1]! * z3;
  x[1] = z2 / band[4]!;
  let z1 = x[2]! - band[2]! * z3;
  z1 -= band[5]! * z2;
  x[2] = z1 / band[8]!;
  const bulkEnd = n - 3;
  for (let j = 3; j < n; j++) {
    if (j >= factored) {
      const ok = j < bulkEnd ? factorBulkRowW3(band, j, relTol) : factorRowDouble(band, n, 3, j, relTol);
      if (!ok) return j;
    }
    // as solveDoubleW3's forward loop: U(j−3, j), U(j−2, j), U(j−1, j), then D(j)
    const jj = 4 * j;
    let z = x[j]!;
    z -= band[jj - 9]! * z3;
    z -= band[jj - 6]! * z2;
    z -= band[jj - 3]! * z1;
    x[j] = z / band[jj]!;
    z3 = z2;
    z2 = z1;
    z1 = z;
  }
  return -1;
}

/** factorLDLT in doubles (the leading parts of the entries). */
function factorDouble(m: BandMatrix, relTol: number): number {
  if (m.w === 3) return factorDoubleW3(m, relTol);
  const { n, w, band } = m;
  for (let j = 0; j < n; j++) if (!factorRowDouble(band, n, w, j, relTol)) return j;
  return -1;
}

/** Row j of factorDouble (the rows before it factored); false at a pivot that is not positive. */
function factorRowDouble(band: Float64Array, n: number, w: number, j: number, relTol: number): boolean {
  const stride = w + 1;
  const ajj = band[j * stride]!;
  let d = ajj;
  const k0 = j - w > 0 ? j - w : 0;
  for (let k = k0; k < j; k++) {
    const ukj = band[k * stride + (j - k)]!;
    d -= ukj * ukj * band[k * stride]!;
  }
  if (!(d > relTol * Math.abs(ajj))) return false;
  band[j * stride] = d;
  const iEnd = j + w < n - 1 ? j + w : n - 1;
  for (let i = j + 1; i <= iEnd; i++) {
    let v = band[j * stride + (i - j)]!;
    const kk0 = i - w > 0 ? i - w : 0;
    for (let k = kk0; k < j; k++) {
      v -= band[k * stride + (j - k)]! * band[k * stride + (i - k)]! * band[k * stride]!;
    }
    band[j * stride + (i - j)] = v / d;
  }
  return true;
}

/**
 * factorDouble for the beam-column's half bandwidth 3, the rows away from both ends unrolled:
 * the same operations in the same order as factorRowDouble, so the same factors to the bit.
 */
function factorDoubleW3(m: BandMatrix, relTol: number): number {
  const { n, band } = m;
  const head = n < 3 ? n : 3;
  for (let j = 0; j < head; j++) if (!factorRowDouble(band, n, 3, j, relTol)) return j;
  const bulkEnd = n - 3;
  for (let j = 3; j < bulkEnd; j++) if (!factorBulkRowW3(band, j, relTol)) return j;
  for (let j = bulkEnd > head ? bulkEnd : head; j < n; j++)
    if (!factorRowDouble(band, n, 3, j, relTol)) return j;
  return -1;
}

/**
 * Row j of a half-bandwidth-3 factorisation away from both ends (3 ≤ j < n − 3), unrolled: the
 * same operations in the same order as factorRowDouble, so the same factors to the bit. False
 * when the pivot is not positive (relative to relTol).
 */
function factorBulkRowW3(band: Float64Array, j: number, relTol: number): boolean {
  const jj = 4 * j;
  // rows j − 3, j − 2, j − 1: their pivots d and their entries U(k, j..k+3)
  const d3 = band[jj - 12]!;
  const u3j = band[jj - 9]!;
  const d2 = band[jj - 8]!;
  const u2j = band[jj - 6]!;
  const u2i = band[jj - 5]!;
  const d1 = band[jj - 4]!;
  const u1j = band[jj - 3]!;
  const u1i = band[jj - 2]!;
  const u1i2 = band[jj - 1]!;
  const ajj = band[jj]!;
  let d = ajj;
  d -= u3j * u3j * d3;
  d -= u2j * u2j * d2;
  d -= u1j * u1j * d1;
  if (!(d > relTol * Math.abs(ajj))) return false;
  band[jj] = d;
  let v = band[jj + 1]!;
  v -= u2j * u2i * d2;
  v -= u1j * u1i * d1;
  band[jj + 1] = v / d;
  let v2 = band[jj + 2]!;
  v2 -= u1j * u1i2 * d1;
  band[jj + 2] = v2 / d;
  band[jj + 3] = band[jj + 3]! / d;
  return true;
}

/** solveLDLT in doubles. */
function solveDouble(m: BandMatrix, b: Float64Array, x: Float64Array): void {
  const { n, w, band } = m;
  if (x !== b) x.set(b);
  if (w === 3 && n >= 4) {
    solveDoubleW3(n, band, x);
    return;
  }
  const stride = w + 1;
  for (let i = 0; i < n; i++) {
    let v = x[i]!;
    const k0 = i - w > 0 ? i - w : 0;
    for (let k = k0; k < i; k++) v -= band[k * stride + (i - k)]! * x[k]!;
    x[i] = v;
  }
  for (let i = 0; i < n; i++) x[i]! /= band[i * stride]!;
  for (let i = n - 1; i >= 0; i--) {
    let v = x[i]!;
    const jEnd = i + w < n - 1 ? i + w : n - 1;
    for (let j = i + 1; j <= jEnd; j++) v -= band[i * stride + (j - i)]! * x[j]!;
    x[i] = v;
  }
}

/**
 * solveDouble for w = 3: forward substitution and the division by D in one pass (the
 * undivided values of the last three rows kept aside), then back substitution; the same
 * operations in the same order, so the same result to the bit.
 */
function solveDoubleW3(n: number, band: Float64Array, x: Float64Array): void {
  // forward: z_i = b_i − Σ U(k, i) z_k (k = i − 3 .. i − 1), then x_i = z_i / d_i
  let z3 = x[0]!;
  x[0] = z3 / band[0]!;
  let z2 = x[1]! - band[1]! * z3;
  x[1] = z2 / band[4]!;
  let z1 = x[2]! - band[2]! * z3;
  z1 -= band[5]! * z2;
  x[2] = z1 / band[8]!;
  for (let i = 3; i < n; i++) {
    const ii = 4 * i;
    let v = x[i]!;
    v -= band[ii - 9]! * z3;
    v -= band[ii - 6]! * z2;
    v -= band[ii - 3]! * z1;
    x[i] = v / band[ii]!;
    z3 = z2;
    z2 = z1;
    z1 = v;
  }
  backSubstituteDoubleW3(n, band, x);
}

/** The back substitution of solveDoubleW3: x_i −= Σ U(i, j) x_j (j = i + 1 .. i + 3). */
function backSubstituteDoubleW3(n: number, band: Float64Array, x: Float64Array): void {
  let x1 = x[n - 1]!;
  let x2 = x[n - 2]! - band[4 * (n - 2) + 1]! * x1;
  x[n - 2] = x2;
  let x3 = x[n - 3]! - band[4 * (n - 3) + 1]! * x2;
  x3 -= band[4 * (n - 3) + 2]! * x1;
  x[n - 3] = x3;
  // x1, x2, x3: x_{i+3}, x_{i+2}, x_{i+1} for the next row i
  for (let i = n - 4; i >= 0; i--) {
    const ii = 4 * i;
    let v = x[i]!;
    v -= band[ii + 1]! * x3;
    v -= band[ii + 2]! * x2;
    v -= band[ii + 3]! * x1;
    x[i] = v;
    x1 = x2;
    x2 = x3;
    x3 = v;
  }
}

/** factorLDLT in double-double. */
function factorDoubleDouble(m: BandMatrix, relTol: number): number {
  const { n, w, band, low } = m;
  const stride = w + 1;
  for (let j = 0; j < n; j++) {
    const jj = j * stride;
    const ajj = band[jj]!;
    let dHi = ajj;
    let dLo = low[jj]!;
    const k0 = j - w > 0 ? j - w : 0;
    for (let k = k0; k < j; k++) {
      // d_j −= U_kj² d_k
      const kj = k * stride + (j - k);
      const uu = ddMul(band[kj]!, low[kj]!, band[kj]!, low[kj]!);
      const t = ddMul(uu, dd.lo, band[k * stride]!, low[k * stride]!);
      dHi = ddAdd(dHi, dLo, -t, -dd.lo);
      dLo = dd.lo;
    }
    if (!(dHi > relTol * Math.abs(ajj))) return j;
    band[jj] = dHi;
    low[jj] = dLo;
    const iEnd = j + w < n - 1 ? j + w : n - 1;
    for (let i = j + 1; i <= iEnd; i++) {
      const ji = jj + (i - j);
      let vHi = band[ji]!;
      let vLo = low[ji]!;
      const kk0 = i - w > 0 ? i - w : 0;
      for (let k = kk0; k < j; k++) {
        // U_ji = (A_ji − Σ U_kj U_ki d_k) / d_j
        const kj = k * stride + (j - k);
        const ki = k * stride + (i - k);
        const a = ddMul(band[kj]!, low[kj]!, band[ki]!, low[ki]!);
        const t = ddMul(a, dd.lo, band[k * stride]!, low[k * stride]!);
        vHi = ddAdd(vHi, vLo, -t, -dd.lo);
        vLo = dd.lo;
      }
      band[ji] = ddDiv(vHi, vLo, dHi, dLo);
      low[ji] = dd.lo;
    }
  }
  return -1;
}

/** solveLDLT in double-double. */
function solveDoubleDouble(m: BandMatrix, b: Float64Array, x: Float64Array): void {
  const { n, w, band, low } = m;
  const stride = w + 1;
  const xLo = m.solveLow;
  if (x !== b) x.set(b);
  xLo.fill(0);
  for (let i = 0; i < n; i++) {
    let vHi = x[i]!;
    let vLo = 0;
    const k0 = i - w > 0 ? i - w : 0;
    for (let k = k0; k < i; k++) {
      const ki = k * stride + (i - k);
      const t = ddMul(band[ki]!, low[ki]!, x[k]!, xLo[k]!);
      vHi = ddAdd(vHi, vLo, -t, -dd.lo);
      vLo = dd.lo;
    }
    x[i] = vHi;
    xLo[i] = vLo;
  }
  for (let i = 0; i < n; i++) {
    x[i] = ddDiv(x[i]!, xLo[i]!, band[i * stride]!, low[i * stride]!);
    xLo[i] = dd.lo;
  }
  for (let i = n - 1; i >= 0; i--) {
    let vHi = x[i]!;
    let vLo = xLo[i]!;
    const jEnd = i + w < n - 1 ? i + w : n - 1;
    for (let j = i + 1; j <= jEnd; j++) {
      const ij = i * stride + (j - i);
      const t = ddMul(band[ij]!, low[ij]!, x[j]!, xLo[j]!);
      vHi = ddAdd(vHi, vLo, -t, -dd.lo);
      vLo = dd.lo;
    }
    x[i] = vHi;
    xLo[i] = vLo;
  }
  for (let i = 0; i < n; i++) x[i] = x[i]! + xLo[i]!;
}

/** y = A x for an unfactored band matrix (both triangles used; entries rounded to doubles). */
export function bandMultiply(m: BandMatrix, x: Float64Array, y: Float64Array): void {
  const { n, w } = m;
  y.fill(0);
  for (let i = 0; i < n; i++) {
    y[i]! += bandGet(m, i, i) * x[i]!;
    const jEnd = i + w < n - 1 ? i + w : n - 1;
    for (let j = i + 1; j <= jEnd; j++) {
      const a = bandGet(m, i, j);
      y[i]! += a * x[j]!;
      y[j]! += a * x[i]!;
    }
  }
}
