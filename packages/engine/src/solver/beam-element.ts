import { bandAdd, type BandMatrix } from './banded';

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

/**
 * Element matrix K_e − K_g of element e (compression P > 0 softens, eq. 8) into out[16].
 */
export function beamColumnElement(
  EI: number,
  P: number,
  h: number,
  out: Float64Array,
  tmp: Float64Array,
): void {
  elasticStiffness(EI, h, out);
  if (P !== 0) {
    geometricStiffness(P, h, tmp);
    for (let k = 0; k < 16; k++) out[k]! -= tmp[k]!;
  }
}

/** Assembles Σ (K_e − K_g) over the elements into a band matrix (w = 3, eq. 9). */
export function assembleBeamColumn(
  z_m: Float64Array,
  EI_Nm2: Float64Array,
  axialLoad_N: number,
  m: BandMatrix,
): void {
  m.band.fill(0);
  const ke = new Float64Array(16);
  const tmp = new Float64Array(16);
  const nEl = z_m.length - 1;
  for (let e = 0; e < nEl; e++) {
    beamColumnElement(EI_Nm2[e]!, axialLoad_N, z_m[e + 1]! - z_m[e]!, ke, tmp);
    const base = 2 * e;
    for (let r = 0; r < 4; r++) {
      for (let c = r; c < 4; c++) bandAdd(m, base + r, base + c, ke[r * 4 + c]!);
    }
  }
}

/** End forces f = (K_e − K_g) u of one element (eq. 12), into out[4]. */
export function elementEndForces(
  EI: number,
  P: number,
  h: number,
  u: Float64Array,
  ke: Float64Array,
  tmp: Float64Array,
  out: Float64Array,
): void {
  beamColumnElement(EI, P, h, ke, tmp);
  for (let r = 0; r < 4; r++) {
    out[r] = ke[r * 4]! * u[0]! + ke[r * 4 + 1]! * u[1]! + ke[r * 4 + 2]! * u[2]! + ke[r * 4 + 3]! * u[3]!;
  }
}
