import type { BandMatrix } from './banded';
import { dd, ddMul } from './double-double';

/**
 * Euler–Bernoulli beam element with Hermite cubics, DOFs [y_i, θ_i, y_j, θ_j] (θ = dy/dz).
 * Derivation and sign conventions: docs/derivations/beam-column.md.
 */

/** Bending stiffness K_e = EI/h³ [[12, 6h, −12, 6h], …] (eq. 6), written into out[16] row-major. */
export function elasticStiffness(EI: number, h: number, out: Float64Array): void {
  const a = EI / (h * h * h);
  const h2 = h * h;
  out[0] = 12 * a;
  out[1] = 6 * h * a;
  out[2] = -12 * a;
  out[3] = 6 * h * a;
  out[5] = 4 * h2 * a;
  out[6] = -6 * h * a;
  out[7] = 2 * h2 * a;
  out[10] = 12 * a;
  out[11] = -6 * h * a;
  out[15] = 4 * h2 * a;
  symmetrize4(out);
}

/** Consistent geometric stiffness K_g = P/(30h) [[36, 3h, −36, 3h], …] (eq. 7), out[16]. */
export function geometricStiffness(P: number, h: number, out: Float64Array): void {
  const a = P / (30 * h);
  const h2 = h * h;
  out[0] = 36 * a;
  out[1] = 3 * h * a;
  out[2] = -36 * a;
  out[3] = 3 * h * a;
  out[5] = 4 * h2 * a;
  out[6] = -3 * h * a;
  out[7] = -h2 * a;
  out[10] = 36 * a;
  out[11] = -3 * h * a;
  out[15] = 4 * h2 * a;
  symmetrize4(out);
}

function symmetrize4(k: Float64Array): void {
  k[4] = k[1]!;
  k[8] = k[2]!;
  k[9] = k[6]!;
  k[12] = k[3]!;
  k[13] = k[7]!;
  k[14] = k[11]!;
}

/** Upper-triangle entries (row, col) of a 4 × 4 element matrix, in band order. */
const UPPER_ENTRIES: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 2],
  [2, 3],
  [3, 3],
];

/**
 * K_e of eq. 6 in double-double, its 10 upper entries (UPPER_ENTRIES order) into hi and lo from
 * `at`: 12a, 6h·a, 4h²·a, 2h²·a with a = EI/h³ formed exactly from the same a and h, so that
 * the element's rigid-body motions (y = const; y = θ·z) stay exact null vectors to ~1e-32
 * however short the element.
 */
function elasticStiffnessDD(EI: number, h: number, hi: Float64Array, lo: Float64Array, at: number): void {
  const a = EI / (h * h * h);
  const k12 = ddMul(12, 0, a, 0);
  const k12Lo = dd.lo;
  const h6 = ddMul(6, 0, h, 0);
  const k6 = ddMul(h6, dd.lo, a, 0);
  const k6Lo = dd.lo;
  const hh = ddMul(h, 0, h, 0);
  const hhLo = dd.lo;
  const k2 = ddMul(ddMul(2, 0, hh, hhLo), dd.lo, a, 0);
  const k2Lo = dd.lo;
  const k4 = ddMul(ddMul(4, 0, hh, hhLo), dd.lo, a, 0);
  const k4Lo = dd.lo;
  // (0,0) (0,1) (0,2) (0,3) (1,1) (1,2) (1,3) (2,2) (2,3) (3,3)
  hi[at] = k12;
  lo[at] = k12Lo;
  hi[at + 1] = k6;
  lo[at + 1] = k6Lo;
  hi[at + 2] = -k12;
  lo[at + 2] = -k12Lo;
  hi[at + 3] = k6;
  lo[at + 3] = k6Lo;
  hi[at + 4] = k4;
  lo[at + 4] = k4Lo;
  hi[at + 5] = -k6;
  lo[at + 5] = -k6Lo;
  hi[at + 6] = k2;
  lo[at + 6] = k2Lo;
  hi[at + 7] = k12;
  lo[at + 7] = k12Lo;
  hi[at + 8] = -k6;
  lo[at + 8] = -k6Lo;
  hi[at + 9] = k4;
  lo[at + 9] = k4Lo;
}

/** Entries of K_e per element kept by elementStiffnesses (the upper triangle). */
export const ELEMENT_ENTRIES = UPPER_ENTRIES.length;

/**
 * K_e of every element in double-double (eq. 6), ELEMENT_ENTRIES upper entries per element:
 * what the beam-column matrix is assembled from at any axial load (assembleBeamColumnFrom).
 */
export function elementStiffnesses(
  z_m: Float64Array,
  EI_Nm2: Float64Array,
): { hi: Float64Array; lo: Float64Array } {
  const nEl = z_m.length - 1;
  const hi = new Float64Array(nEl * ELEMENT_ENTRIES);
  const lo = new Float64Array(nEl * ELEMENT_ENTRIES);
  for (let e = 0; e < nEl; e++)
    elasticStiffnessDD(EI_Nm2[e]!, z_m[e + 1]! - z_m[e]!, hi, lo, e * ELEMENT_ENTRIES);
  return { hi, lo };
}

/**
 * Assembles Σ (K_e − K_g) over the elements into a band matrix (w = 3, eq. 9): K_e in
 * double-double, K_g (no rigid-rotation null vector to keep, and far smaller) in double.
 */
export function assembleBeamColumn(
  z_m: Float64Array,
  EI_Nm2: Float64Array,
  axialLoad_N: number,
  m: BandMatrix,
): void {
  const ke = elementStiffnesses(z_m, EI_Nm2);
  assembleBeamColumnFrom(ke.hi, ke.lo, z_m, axialLoad_N, m);
}

/**
 * assembleBeamColumn from the elements' K_e (elementStiffnesses): the same sums in the same
 * order, so the same matrix to the last bit.
 */
export function assembleBeamColumnFrom(
  keHi: Float64Array,
  keLo: Float64Array,
  z_m: Float64Array,
  axialLoad_N: number,
  m: BandMatrix,
): void {
  if (m.w !== 3) throw new Error('assembleBeamColumn: the beam-column band has w = 3');
  const { band, low } = m;
  band.fill(0);
  low.fill(0);
  const nEl = z_m.length - 1;
  const P = axialLoad_N;
  const withKg = P !== 0;
  for (let e = 0; e < nEl; e++) {
    // K_g of eq. 7 as geometricStiffness writes it: a = P/(30h); 36a, 3h·a, 4h²·a, h²·a
    const h = z_m[e + 1]! - z_m[e]!;
    const a = P / (30 * h);
    const h2 = h * h;
    const g36 = 36 * a;
    const g3 = 3 * h * a;
    const g4 = 4 * h2 * a;
    const g1 = h2 * a;
    const b = 8 * e; // row 2e of a band of stride 4
    const q = e * ELEMENT_ENTRIES;
    // (0,0) (0,1) (0,2) (0,3) (1,1) (1,2) (1,3) (2,2) (2,3) (3,3): K_e − K_g, added to the band
    addEntry(band, low, b, keHi[q]!, keLo[q]!, -g36, withKg);
    addEntry(band, low, b + 1, keHi[q + 1]!, keLo[q + 1]!, -g3, withKg);
    addEntry(band, low, b + 2, keHi[q + 2]!, keLo[q + 2]!, g36, withKg);
    addEntry(band, low, b + 3, keHi[q + 3]!, keLo[q + 3]!, -g3, withKg);
    addEntry(band, low, b + 4, keHi[q + 4]!, keLo[q + 4]!, -g4, withKg);
    addEntry(band, low, b + 5, keHi[q + 5]!, keLo[q + 5]!, g3, withKg);
    addEntry(band, low, b + 6, keHi[q + 6]!, keLo[q + 6]!, g1, withKg);
    addEntry(band, low, b + 8, keHi[q + 7]!, keLo[q + 7]!, -g36, withKg);
    addEntry(band, low, b + 9, keHi[q + 8]!, keLo[q + 8]!, g3, withKg);
    addEntry(band, low, b + 12, keHi[q + 9]!, keLo[q + 9]!, -g4, withKg);
  }
}

/**
 * band[k] + low[k] += (keH + keL) + negKg (when withKg), in double-double: ddAdd twice,
 * written out (the same operations in the same order as double-double.ts).
 */
function addEntry(
  band: Float64Array,
  low: Float64Array,
  k: number,
  keH: number,
  keL: number,
  negKg: number,
  withKg: boolean,
): void {
  let vHi = keH;
  let vLo = keL;
  if (withKg) {
    // ddAdd(keH, keL, negKg, 0)
    const s = keH + negKg;
    const bb = s - keH;
    const e = keH - (s - bb) + (negKg - bb) + keL + 0;
    vHi = s + e;
    vLo = e - (vHi - s);
  }
  // ddAdd(band[k], low[k], vHi, vLo)
  const aHi = band[k]!;
  const s = aHi + vHi;
  const bb = s - aHi;
  const e = aHi - (s - bb) + (vHi - bb) + low[k]! + vLo;
  const r = s + e;
  band[k] = r;
  low[k] = e - (r - s);
}

/**
 * End forces f = (K_e − K_g) u of one element (eq. 12) into out[4], written with the chord
 * rotations c_i = θ_i − s, c_j = θ_j − s, s = (y_j − y_i)/h (eq. 12b). The same numbers as the
 * matrix product, without its cancellation: 12·y/h³ against 6·θ/h² cancel to a few digits when
 * h is small (thousands of elements), and Newton then stalls on the round-off of its own
 * residual. In chord form a rigid-body motion gives exactly zero bending force.
 */
export function elementEndForces(
  EI: number,
  P: number,
  h: number,
  yi: number,
  thetaI: number,
  yj: number,
  thetaJ: number,
  out: Float64Array,
): void {
  const s = (yj - yi) / h;
  const ci = thetaI - s;
  const cj = thetaJ - s;
  // K_e u = EI/h · [6(c_i + c_j)/h, 4c_i + 2c_j, −6(c_i + c_j)/h, 2c_i + 4c_j]
  const b = EI / h;
  const shear = (6 * b * (ci + cj)) / h;
  // K_g u = P · [(c_i + c_j)/10 − s, h(4c_i − c_j)/30, s − (c_i + c_j)/10, h(4c_j − c_i)/30]
  const g = P === 0 ? 0 : P * ((ci + cj) / 10 - s);
  out[0] = shear - g;
  out[1] = b * (4 * ci + 2 * cj) - (P === 0 ? 0 : (P * h * (4 * ci - cj)) / 30);
  out[2] = -(shear - g);
  out[3] = b * (2 * ci + 4 * cj) - (P === 0 ? 0 : (P * h * (4 * cj - ci)) / 30);
}

/**
 * Σ_e (K_e − K_g) u_e over the elements (eq. 9 applied to u) into out, element by element in
 * chord form (eq. 12b): the internal forces of the residual (eq. 11).
 */
export function internalForces(
  z_m: Float64Array,
  EI_Nm2: Float64Array,
  axialLoad_N: number,
  u: Float64Array,
  out: Float64Array,
  f: Float64Array,
): void {
  out.fill(0);
  const nEl = z_m.length - 1;
  for (let e = 0; e < nEl; e++) {
    const d = 2 * e;
    elementEndForces(
      EI_Nm2[e]!,
      axialLoad_N,
      z_m[e + 1]! - z_m[e]!,
      u[d]!,
      u[d + 1]!,
      u[d + 2]!,
      u[d + 3]!,
      f,
    );
    out[d]! += f[0]!;
    out[d + 1]! += f[1]!;
    out[d + 2]! += f[2]!;
    out[d + 3]! += f[3]!;
  }
}

/**
 * Σ_e |K_e − K_g| |u_e| into out (added to what is there): the size of the terms whose sum
 * is the internal force of each DOF. A residual a few units of round-off times this is as
 * small as double arithmetic can make it: its nodal deflections are themselves rounded to
 * 1e-16 of their size, and 12·EI/h³ times that is the floor (eq. 11c).
 */
export function internalForceMagnitudes(
  z_m: Float64Array,
  EI_Nm2: Float64Array,
  axialLoad_N: number,
  u: Float64Array,
  out: Float64Array,
): void {
  const nEl = z_m.length - 1;
  const P = Math.abs(axialLoad_N);
  for (let e = 0; e < nEl; e++) {
    const d = 2 * e;
    const h = z_m[e + 1]! - z_m[e]!;
    const a = EI_Nm2[e]! / (h * h * h);
    const g = P / (30 * h);
    const yi = Math.abs(u[d]!);
    const ti = Math.abs(u[d + 1]!);
    const yj = Math.abs(u[d + 2]!);
    const tj = Math.abs(u[d + 3]!);
    const shear = (12 * a + 36 * g) * (yi + yj) + 6 * h * a * (ti + tj) + 3 * h * g * (ti + tj);
    out[d]! += shear;
    out[d + 2]! += shear;
    out[d + 1]! +=
      (6 * h * a + 3 * h * g) * (yi + yj) + (4 * a + 4 * g) * h * h * ti + (2 * a + g) * h * h * tj;
    out[d + 3]! +=
      (6 * h * a + 3 * h * g) * (yi + yj) + (2 * a + g) * h * h * ti + (4 * a + 4 * g) * h * h * tj;
  }
}
