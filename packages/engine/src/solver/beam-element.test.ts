import { describe, expect, it } from 'vitest';
import { bandAddAt, createBandMatrix, type BandMatrix } from './banded';
import { assembleBeamColumn, ELEMENT_ENTRIES, elementStiffnesses, geometricStiffness } from './beam-element';
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
