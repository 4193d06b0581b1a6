import { describe, expect, it } from 'vitest';
import {
  bandAdd,
  bandGet,
  bandMultiply,
  createBandMatrix,
  factorAndSolveLDLT,
  factorAndSolveLDLTFrom,
  factorLDLT,
  solveLDLT,
} from './banded';

/** Deterministic pseudo-random numbers in [0, 1) (LCG, Numerical Recipes constants). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (1664525 * s + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Dense Gaussian elimination with partial pivoting: the independent check. */
function denseSolve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * x[k]!;
    x[r] = s / m[r]![r]!;
  }
  return x;
}

describe('banded LDLT', () => {
  it.each([3, 2, 1])('matches a dense solve on a random SPD band matrix (w = %i)', (w) => {
    const n = 24;
    const rnd = lcg(42 + w);
    const m = createBandMatrix(n, w);
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j <= Math.min(n - 1, i + w); j++) bandAdd(m, i, j, rnd() - 0.5);
      bandAdd(m, i, i, 2 * w + rnd()); // diagonally dominant, so positive definite
    }
    const dense = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => bandGet(m, i, j)));
    const b = Float64Array.from({ length: n }, () => rnd() * 10 - 5);
    const check = new Float64Array(n);
    const x = new Float64Array(n);
    const copy = { ...m, band: m.band.slice(), low: m.low.slice() };
    expect(factorLDLT(m)).toBe(-1);
    solveLDLT(m, b, x);
    const want = denseSolve(dense, Array.from(b));
    for (let i = 0; i < n; i++) expect(x[i]).toBeCloseTo(want[i]!, 12);
    bandMultiply(copy, x, check);
    for (let i = 0; i < n; i++) expect(check[i]).toBeCloseTo(b[i]!, 11);
  });

  it('reports the first non-positive pivot', () => {
    const m = createBandMatrix(3, 1);
    bandAdd(m, 0, 0, 1);
    bandAdd(m, 0, 1, 2);
    bandAdd(m, 1, 1, 1); // 1 − 2²/1 < 0
    bandAdd(m, 2, 2, 1);
    expect(factorLDLT(m)).toBe(1);
  });

  it('in double-double keeps a spring smaller than the last bit of the bending stiffness', () => {
    // A = [[a + s, −a], [−a, a + s]], a = 1e18, s = 1: A·[1, 1] = [s, s], so b = [1, 1] gives
    // x = [1, 1]. In doubles a + s rounds to a and A is singular.
    const make = (extended: boolean) => {
      const m = createBandMatrix(2, 1);
      bandAdd(m, 0, 0, 1e18);
      bandAdd(m, 0, 0, 1);
      bandAdd(m, 0, 1, -1e18);
      bandAdd(m, 1, 1, 1e18);
      bandAdd(m, 1, 1, 1);
      m.extended = extended;
      return m;
    };
    expect(factorLDLT(make(false))).toBe(1);
    const m = make(true);
    expect(factorLDLT(m)).toBe(-1);
    const x = new Float64Array(2);
    solveLDLT(m, Float64Array.of(1, 1), x);
    expect(x[0]).toBeCloseTo(1, 12);
    expect(x[1]).toBeCloseTo(1, 12);
  });

  it.each([4, 7, 8, 25, 200])(
    'factorAndSolveLDLT gives factorLDLT then solveLDLT to the bit (w = 3, n = %i)',
    (n) => {
      const rnd = lcg(7 + n);
      const a = createBandMatrix(n, 3);
      for (let i = 0; i < n; i++) {
        a.band[4 * i] = 4 + rnd();
        for (let k = 1; k <= 3; k++) a.band[4 * i + k] = rnd() - 0.5;
      }
      const b = Float64Array.from({ length: n }, () => rnd() - 0.5);
      const separate = createBandMatrix(n, 3);
      separate.band.set(a.band);
      const fused = createBandMatrix(n, 3);
      fused.band.set(a.band);
      const want = new Float64Array(n);
      expect(factorLDLT(separate)).toBe(-1);
      solveLDLT(separate, b, want);
      const got = Float64Array.from(b);
      expect(factorAndSolveLDLT(fused, got, got)).toBe(-1);
      expect(Array.from(got)).toEqual(Array.from(want));
      expect(Array.from(fused.band)).toEqual(Array.from(separate.band));
    },
  );

  it.each([
    [8, 3],
    [25, 4],
    [25, 24],
    [200, 70],
    [200, 200],
  ])(
    'factorAndSolveLDLTFrom, rows factored before, gives factorAndSolveLDLT to the bit (n = %i, rows = %i)',
    (n, rows) => {
      const rnd = lcg(11 + n + rows);
      const a = createBandMatrix(n, 3);
      for (let i = 0; i < n; i++) {
        a.band[4 * i] = 4 + rnd();
        for (let k = 1; k <= 3; k++) a.band[4 * i + k] = rnd() - 0.5;
      }
      const b = Float64Array.from({ length: n }, () => rnd() - 0.5);
      const whole = createBandMatrix(n, 3);
      whole.band.set(a.band);
      const want = new Float64Array(n);
      expect(factorAndSolveLDLT(whole, b, want)).toBe(-1);
      // the first rows as a factorisation leaves them, the others as assembled
      const part = createBandMatrix(n, 3);
      part.band.set(a.band);
      part.band.set(whole.band.subarray(0, 4 * rows));
      const got = new Float64Array(n);
      expect(factorAndSolveLDLTFrom(part, rows, b, got)).toBe(-1);
      expect(Array.from(got)).toEqual(Array.from(want));
      expect(Array.from(part.band)).toEqual(Array.from(whole.band));
    },
  );

  it('factorAndSolveLDLTFrom reports a pivot that is not positive below the rows given', () => {
    const n = 20;
    const a = createBandMatrix(n, 3);
    for (let i = 0; i < n; i++) a.band[4 * i] = i === 12 ? -1 : 2;
    expect(factorAndSolveLDLTFrom(a, 6, new Float64Array(n), new Float64Array(n))).toBe(12);
    expect(() => factorAndSolveLDLTFrom(a, 2, new Float64Array(n), new Float64Array(n))).toThrow();
  });

  it('factorAndSolveLDLT reports the first pivot that is not positive, as factorLDLT does', () => {
    const n = 20;
    const a = createBandMatrix(n, 3);
    for (let i = 0; i < n; i++) a.band[4 * i] = i === 12 ? -1 : 2;
    expect(factorAndSolveLDLT(a, new Float64Array(n), new Float64Array(n))).toBe(12);
  });
});
