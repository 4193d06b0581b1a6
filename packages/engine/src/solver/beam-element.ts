import type { BandMatrix } from './banded';
import { ddTimes } from './double-double';

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
 * however short the element. The products are ddMul's through ddTimes (double-double.ts),
 * which leaves its answer in `product` rather than returning a double: ddMul's twoProd, not
 * inlined here, boxed every double it returned (1 MB of heap numbers a design).
 */
function elasticStiffnessDD(EI: number, h: number, hi: Float64Array, lo: Float64Array, at: number): void {
  const a = EI / (h * h * h);
  ddTimes(12, 0, a, product);
  const k12 = product[0]!;
  const k12Lo = product[1]!;
  ddTimes(6, 0, h, product);
  ddTimes(product[0]!, product[1]!, a, product);
  const k6 = product[0]!;
  const k6Lo = product[1]!;
  ddTimes(h, 0, h, product);
  const hh = product[0]!;
  const hhLo = product[1]!;
  ddTimes(2 * hh, 2 * hhLo, a, product);
  const k2 = product[0]!;
  const k2Lo = product[1]!;
  ddTimes(4 * hh, 4 * hhLo, a, product);
  const k4 = product[0]!;
  const k4Lo = product[1]!;
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

/** ddTimes' answers: [hi, lo]. */
const product = new Float64Array(2);

/** Entries of K_e per element kept by elementStiffnesses (the upper triangle). */
export const ELEMENT_ENTRIES = UPPER_ENTRIES.length;

/**
 * K_e of every element in double-double (eq. 6), ELEMENT_ENTRIES upper entries per element:
 * what the beam-column matrix is assembled from at any axial load (assembleBeamColumnFrom).
 * Into `hi` and `lo` when given (that many entries each).
 */
export function elementStiffnesses(
  z_m: Float64Array,
  EI_Nm2: Float64Array,
  hi: Float64Array = new Float64Array((z_m.length - 1) * ELEMENT_ENTRIES),
  lo: Float64Array = new Float64Array((z_m.length - 1) * ELEMENT_ENTRIES),
): { hi: Float64Array; lo: Float64Array } {
  const nEl = z_m.length - 1;
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
 * assembleBeamColumn from the elements' K_e (elementStiffnesses: the layout elasticStiffnessDD
 * writes, relied on below): the same sums in the same order, so the same matrix to the last
 * bit. Each entry of element e is v = K_e + (−K_g) in double-double, added to the band entry
 * in double-double (ddAdd twice, written out: the same operations in the same order as
 * double-double.ts). Written row pair by row pair, each entry once: an entry shared with
 * element e − 1 starts from its part (the carry, itself added to zero as the band's
 * zero-filled entry was), the others from zero; a sum made twice with the same numbers (K_e
 * and K_g repeat entries) is made once. Unrolled without calls: a helper called ten times an
 * element was not inlined, and every call boxed its doubles (some 350 MB of short-lived heap
 * numbers a design at 500 elements).
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
  const nEl = z_m.length - 1;
  const P = axialLoad_N;
  const withKg = P !== 0;
  // the zero-filled band entry an element's part is first added to
  const zero = 0;
  let c7h = 0;
  let c7l = 0;
  let c8h = 0;
  let c8l = 0;
  let c9h = 0;
  let c9l = 0;
  for (let e = 0; e < nEl; e++) {
    const q = e * ELEMENT_ENTRIES;
    // K_g of eq. 7 as geometricStiffness writes it: a = P/(30h); 36a, 3h·a, 4h²·a, h²·a
    let g36 = 0;
    let g3 = 0;
    let g4 = 0;
    let g1 = 0;
    if (withKg) {
      const h = z_m[e + 1]! - z_m[e]!;
      const a = P / (30 * h);
      const h2 = h * h;
      g36 = 36 * a;
      g3 = 3 * h * a;
      g4 = 4 * h2 * a;
      g1 = h2 * a;
    }
    // v_j = K_e + (−K_g) of entry j (UPPER_ENTRIES order): ddAdd(keH, keL, −K_g, 0) written out.
    // Entries 3, 7, 8, 9 add the very numbers of entries 1, 0, 5, 4 (K_e: 6h·a, 12a, −6h·a,
    // 4h²·a as elasticStiffnessDD writes them; K_g: 3h·a, 36a, 3h·a, 4h²·a): the same sums.
    let v0h = keHi[q + 0]!;
    let v0l = keLo[q + 0]!;
    let v1h = keHi[q + 1]!;
    let v1l = keLo[q + 1]!;
    let v2h = keHi[q + 2]!;
    let v2l = keLo[q + 2]!;
    let v4h = keHi[q + 4]!;
    let v4l = keLo[q + 4]!;
    let v5h = keHi[q + 5]!;
    let v5l = keLo[q + 5]!;
    let v6h = keHi[q + 6]!;
    let v6l = keLo[q + 6]!;
    if (withKg) {
      {
        const g = -g36;
        const s = v0h + g;
        const bb = s - v0h;
        const err = v0h - (s - bb) + (g - bb) + v0l + 0;
        v0h = s + err;
        v0l = err - (v0h - s);
      }
      {
        const g = -g3;
        const s = v1h + g;
        const bb = s - v1h;
        const err = v1h - (s - bb) + (g - bb) + v1l + 0;
        v1h = s + err;
        v1l = err - (v1h - s);
      }
      {
        const g = g36;
        const s = v2h + g;
        const bb = s - v2h;
        const err = v2h - (s - bb) + (g - bb) + v2l + 0;
        v2h = s + err;
        v2l = err - (v2h - s);
      }
      {
        const g = -g4;
        const s = v4h + g;
        const bb = s - v4h;
        const err = v4h - (s - bb) + (g - bb) + v4l + 0;
        v4h = s + err;
        v4l = err - (v4h - s);
      }
      {
        const g = g3;
        const s = v5h + g;
        const bb = s - v5h;
        const err = v5h - (s - bb) + (g - bb) + v5l + 0;
        v5h = s + err;
        v5l = err - (v5h - s);
      }
      {
        const g = g1;
        const s = v6h + g;
        const bb = s - v6h;
        const err = v6h - (s - bb) + (g - bb) + v6l + 0;
        v6h = s + err;
        v6l = err - (v6h - s);
      }
    }
    // rows 2e and 2e + 1: ddAdd(what is there, v_j), what is there the carry of element e − 1 on
    // the diagonals and at (2e, 2e + 1), else zero
    const b = 8 * e;
    {
      const s = c7h + v0h;
      const bb = s - c7h;
      const err = c7h - (s - bb) + (v0h - bb) + c7l + v0l;
      const r = s + err;
      band[b] = r;
      low[b] = err - (r - s);
    }
    {
      const s = c8h + v1h;
      const bb = s - c8h;
      const err = c8h - (s - bb) + (v1h - bb) + c8l + v1l;
      const r = s + err;
      band[b + 1] = r;
      low[b + 1] = err - (r - s);
    }
    {
      const s = zero + v2h;
      const bb = s - zero;
      const err = zero - (s - bb) + (v2h - bb) + zero + v2l;
      const r = s + err;
      const rl = err - (r - s);
      band[b + 2] = r;
      low[b + 2] = rl;
    }
    {
      const s = zero + v1h;
      const bb = s - zero;
      const err = zero - (s - bb) + (v1h - bb) + zero + v1l;
      const r = s + err;
      const rl = err - (r - s);
      band[b + 3] = r;
      low[b + 3] = rl;
    }
    {
      const s = c9h + v4h;
      const bb = s - c9h;
      const err = c9h - (s - bb) + (v4h - bb) + c9l + v4l;
      const r = s + err;
      band[b + 4] = r;
      low[b + 4] = err - (r - s);
    }
    // entry 5 from zero is also the carry of entry 8 (the same sum)
    {
      const s = zero + v5h;
      const bb = s - zero;
      const err = zero - (s - bb) + (v5h - bb) + zero + v5l;
      const r = s + err;
      const rl = err - (r - s);
      band[b + 5] = r;
      low[b + 5] = rl;
      c8h = r;
      c8l = rl;
    }
    {
      const s = zero + v6h;
      const bb = s - zero;
      const err = zero - (s - bb) + (v6h - bb) + zero + v6l;
      const r = s + err;
      const rl = err - (r - s);
      band[b + 6] = r;
      low[b + 6] = rl;
    }
    band[b + 7] = 0;
    low[b + 7] = 0;
    // the other carries: entries 7 and 9 of element e (those of 0 and 4) added to zero
    {
      const s = zero + v0h;
      const bb = s - zero;
      const err = zero - (s - bb) + (v0h - bb) + zero + v0l;
      const r = s + err;
      const rl = err - (r - s);
      c7h = r;
      c7l = rl;
    }
    {
      const s = zero + v4h;
      const bb = s - zero;
      const err = zero - (s - bb) + (v4h - bb) + zero + v4l;
      const r = s + err;
      const rl = err - (r - s);
      c9h = r;
      c9l = rl;
    }
  }
  // the last two rows: element nEl − 1's part only
  const b = 8 * nEl;
  band.fill(0, b, b + 8);
  low.fill(0, b, b + 8);
  band[b] = c7h;
  low[b] = c7l;
  band[b + 1] = c8h;
  low[b + 1] = c8l;
  band[b + 4] = c9h;
  low[b + 4] = c9l;
}

/**
 * Σ K_g / P of eq. 7 into `out` (band layout, w = 3, the length of a band of 2 · z_m.length
 * rows): per element a = 1/(30h) and 36a, 3h·a, 4h²·a, −h²·a as geometricStiffness writes them
 * for P = 1, each entry the sum of the (at most two) elements it belongs to. K_g is linear in P,
 * so the beam-column matrix at any axial load is the pile's K_e band less P times this
 * (assembleAtAxialLoad).
 */
export function unitGeometricBand(z_m: Float64Array, out: Float64Array): void {
  out.fill(0);
  const nEl = z_m.length - 1;
  for (let e = 0; e < nEl; e++) {
    const h = z_m[e + 1]! - z_m[e]!;
    const a = 1 / (30 * h);
    const g36 = 36 * a;
    const g3 = 3 * h * a;
    const g4 = 4 * h * h * a;
    const g1 = h * h * a;
    const b = 8 * e;
    // rows 2e and 2e + 1 (offsets 0..3 each), then the diagonal block of rows 2e + 2, 2e + 3
    out[b]! += g36;
    out[b + 1]! += g3;
    out[b + 2] = -g36;
    out[b + 3] = g3;
    out[b + 4]! += g4;
    out[b + 5] = -g3;
    out[b + 6] = -g1;
    out[b + 8] = g36;
    out[b + 9] = -g3;
    out[b + 12] = g4;
  }
}

/**
 * The beam-column matrix Σ (K_e − K_g) (eq. 9) at axial load P into `out`, from the pile's K_e
 * band in double-double (assembleBeamColumnFrom at P = 0) and its unit K_g band
 * (unitGeometricBand): each entry is K_e (hi + lo) less P times its K_g entry. A design
 * re-assembles for nearly every analysis (each has its own P), and the factorisation in doubles,
 * nearly always the one made, reads only the leading parts: so these are what is formed,
 * hi + (lo − P·g), one pass without a double-double addition; the trailing parts only where
 * the iteration matrix reads them (the deflection DOFs' diagonal, to which the springs are added
 * in double-double), the others by completeTrailingParts when a factorisation in double-double
 * needs them. Returns true when every trailing part is there (P = 0: K_e itself, copied).
 */
export function assembleAtAxialLoad(
  keBand: Float64Array,
  keLow: Float64Array,
  unitKg: Float64Array,
  axialLoad_N: number,
  out: BandMatrix,
): boolean {
  const { band, low } = out;
  if (axialLoad_N === 0) {
    band.set(keBand);
    low.set(keLow);
    return true;
  }
  const minusP = -axialLoad_N;
  const n = band.length;
  for (let k = 0; k < n; k++) band[k] = keBand[k]! + (keLow[k]! + minusP * unitKg[k]!);
  // the diagonal entry of each node's deflection DOF: row 2i, offset 0
  for (let k = 0; k < n; k += 8) low[k] = trailingPart(keBand[k]!, keLow[k]!, minusP * unitKg[k]!, band[k]!);
  return false;
}

/**
 * The trailing part of every entry of a matrix assembleAtAxialLoad made without them: band + low
 * is then K_e − P·K_g in double-double (to ~1e-32 of the entry), the leading parts unchanged.
 */
export function completeTrailingParts(
  keBand: Float64Array,
  keLow: Float64Array,
  unitKg: Float64Array,
  axialLoad_N: number,
  out: BandMatrix,
): void {
  const { band, low } = out;
  const minusP = -axialLoad_N;
  for (let k = 0; k < band.length; k++)
    low[k] = trailingPart(keBand[k]!, keLow[k]!, minusP * unitKg[k]!, band[k]!);
}

/**
 * hi + lo + g − lead, for a leading part `lead` within an ulp or two of the sum: the sum in
 * double-double (ddAdd(hi, lo, g, 0) written out: r + rl), then r − lead, exact by Sterbenz's
 * lemma (r and lead within a factor 2), plus rl.
 */
function trailingPart(hi: number, lo: number, g: number, lead: number): number {
  const s = hi + g;
  const bb = s - hi;
  const err = hi - (s - bb) + (g - bb) + lo + 0;
  const r = s + err;
  const rl = err - (r - s);
  return r - lead + rl;
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
  elementLength_m: Float64Array,
  bendingPerLengthCubed_N_per_m: Float64Array,
  thirtyLength_m: Float64Array,
  axialLoad_N: number,
  u: Float64Array,
  out: Float64Array,
): void {
  const nEl = elementLength_m.length;
  const P = Math.abs(axialLoad_N);
  for (let e = 0; e < nEl; e++) {
    const d = 2 * e;
    // h, EI/h³ and 30·h as the workspace keeps them (formed there as they were formed here)
    const h = elementLength_m[e]!;
    const a = bendingPerLengthCubed_N_per_m[e]!;
    const g = P / thirtyLength_m[e]!;
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
