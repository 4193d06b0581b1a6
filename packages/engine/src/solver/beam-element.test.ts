import { describe, expect, it } from 'vitest';
import { bandAddAt, createBandMatrix, type BandMatrix } from './banded';
import {
  assembleAtAxialLoad,
  assembleBeamColumn,
  completeTrailingParts,
  ELEMENT_ENTRIES,
  elementStiffnesses,
  geometricStiffness,
  unitGeometricBand,
} from './beam-element';
import { dd, ddAdd } from './double-double';
import { buildMesh } from './mesh';

/** Upper entries (row, col) of an element matrix, in the order elementStiffnesses keeps them. */
const UPPER: readonly [number, number][] = [
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
 * Σ (K_e − K_g) as eq. 9 reads, element by element into a zero band: K_e in double-double
 * (elementStiffnesses), K_g in doubles (geometricStiffness), each entry K_e + (−K_g) then added
 * to the band in double-double (bandAddAt): the plain form the unrolled assembly must match.
 */
function referenceAssembly(z: Float64Array, EI: Float64Array, P: number): BandMatrix {
  const m = createBandMatrix(2 * z.length, 3);
  const ke = elementStiffnesses(z, EI);
  const kg = new Float64Array(16);
  for (let e = 0; e < z.length - 1; e++) {
    geometricStiffness(P, z[e + 1]! - z[e]!, kg);
    UPPER.forEach(([r, c], j) => {
      let hi = ke.hi[e * ELEMENT_ENTRIES + j]!;
      let lo = ke.lo[e * ELEMENT_ENTRIES + j]!;
      if (P !== 0) {
        hi = ddAdd(hi, lo, -kg[4 * r + c]!, 0);
        lo = dd.lo;
      }
      bandAddAt(m, (2 * e + r) * 4 + (c - r), hi, lo);
    });
  }
  return m;
}

/** Σ |K_g| over the elements of each band entry: the size of the terms of its K_g part. */
function kgMagnitudes(z: Float64Array, P: number): Float64Array {
  const out = new Float64Array(8 * z.length);
  const kg = new Float64Array(16);
  for (let e = 0; e < z.length - 1; e++) {
    geometricStiffness(P, z[e + 1]! - z[e]!, kg);
    UPPER.forEach(([r, c]) => (out[(2 * e + r) * 4 + (c - r)]! += Math.abs(kg[4 * r + c]!)));
  }
  return out;
}

describe('assembleBeamColumn', () => {
  it('gives the element-by-element double-double sum to the bit, with and without axial load', () => {
    // uneven elements (layer breaks), a stiffer zone, compression, tension and none
    const z = buildMesh(-1.3, 3.7, 37, [0, 0.45, 1.2, 2.9]);
    const EI = new Float64Array(z.length - 1).map((_, e) => (z[e]! < 0.45 ? 2.1e6 : 3.37e6 + 1e3 * e));
    for (const P of [0, 4.2e4, -1.7e4, 3e-3]) {
      const got = createBandMatrix(2 * z.length, 3);
      got.band.fill(Number.NaN); // every entry must be written
      got.low.fill(Number.NaN);
      assembleBeamColumn(z, EI, P, got);
      const want = referenceAssembly(z, EI, P);
      expect(Array.from(got.band)).toEqual(Array.from(want.band));
      expect(Array.from(got.low)).toEqual(Array.from(want.low));
    }
  });
});

describe('assembleAtAxialLoad', () => {
  // uneven elements (layer breaks), a stiffer zone; compression, tension, a tiny load and none
  const z = buildMesh(-1.3, 3.7, 37, [0, 0.45, 1.2, 2.9]);
  const EI = new Float64Array(z.length - 1).map((_, e) => (z[e]! < 0.45 ? 2.1e6 : 3.37e6 + 1e3 * e));
  const elastic = createBandMatrix(2 * z.length, 3);
  assembleBeamColumn(z, EI, 0, elastic);
  const unitKg = new Float64Array(elastic.band.length);
  unitGeometricBand(z, unitKg);

  it('is the element-by-element sum: K_e − P·K_g to the round-off of K_g, its leading parts within an ulp', () => {
    for (const P of [4.2e4, -1.7e4, 3e-3, 2.5e6]) {
      // K_g is formed in doubles either way (P·(36/30h) here, 36·(P/30h) there): a few ulps of
      // it apart, far below an ulp of the entry; K_e, in double-double, to ~1e-32
      const kgSize = kgMagnitudes(z, P);
      const off = (k: number, w: number) => 4 * Number.EPSILON * kgSize[k]! + 1e-30 * Math.abs(w);
      const want = referenceAssembly(z, EI, P);
      const got = createBandMatrix(2 * z.length, 3);
      got.low.fill(Number.NaN);
      expect(assembleAtAxialLoad(elastic.band, elastic.low, unitKg, P, got)).toBe(false);
      for (let k = 0; k < got.band.length; k++) {
        const w = want.band[k]!;
        // the leading part: the double nearest the sum, or its neighbour (where the sum cancels
        // to a residue of K_e, K_g's own rounding is more than an ulp of it)
        expect(Math.abs(got.band[k]! - w)).toBeLessThanOrEqual(2 * Number.EPSILON * Math.abs(w) + off(k, w));
        // the deflection DOFs' diagonal (k = 8i) has its trailing part at once: band + low is the sum
        if (k % 8 === 0)
          expect(Math.abs(got.band[k]! - w + got.low[k]! - want.low[k]!)).toBeLessThanOrEqual(off(k, w));
      }
      completeTrailingParts(elastic.band, elastic.low, unitKg, P, got);
      for (let k = 0; k < got.band.length; k++) {
        const w = want.band[k]!;
        // a stored zero outside the elements stays an exact zero
        if (w === 0) expect(got.band[k]! + got.low[k]!).toBe(0);
        else expect(Math.abs(got.band[k]! - w + (got.low[k]! - want.low[k]!))).toBeLessThanOrEqual(off(k, w));
      }
    }
  });

  it('at P = 0 is the K_e band to the bit, trailing parts and all', () => {
    const got = createBandMatrix(2 * z.length, 3);
    expect(assembleAtAxialLoad(elastic.band, elastic.low, unitKg, 0, got)).toBe(true);
    const want = referenceAssembly(z, EI, 0);
    expect(Array.from(got.band)).toEqual(Array.from(want.band));
    expect(Array.from(got.low)).toEqual(Array.from(want.low));
  });

  it('has the unit K_g of eq. 7: P times it is geometricStiffness summed over the elements', () => {
    // K_g of one element, its (0,0) 36·P/(30h): node 0's diagonal has only element 0's
    const h0 = z[1]! - z[0]!;
    expect(unitKg[0]).toBeCloseTo(36 / (30 * h0), 12);
    // node 1's deflection diagonal: 36/(30h) of the element above and of the one below
    const h1 = z[2]! - z[1]!;
    expect(unitKg[8]).toBeCloseTo(36 / (30 * h0) + 36 / (30 * h1), 10);
    // (1,3) of element 0: −h²·P/(30h) = −h/30
    expect(unitKg[6]).toBeCloseTo(-h0 / 30, 14);
  });
});
