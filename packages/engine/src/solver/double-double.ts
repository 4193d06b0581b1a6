/**
 * Double-double arithmetic: a value is the unevaluated sum hi + lo of two doubles, about 32
 * significant digits (Dekker 1971, "A floating-point technique for extending the available
 * precision"; Hida, Li & Bailey 2001, QD library). The banded factorisation needs it: with
 * thousands of elements a node's soil spring (k·h) is smaller than the last bit of its bending
 * stiffness (12·EI/h³) and a plain double would drop it.
 *
 * Each operation returns hi and leaves lo in `dd.lo` (read it at once: the next operation
 * overwrites it). Nothing is allocated.
 */
export const dd = { lo: 0 };

/** 2²⁷ + 1: Veltkamp's splitter for 53-bit doubles. */
const SPLITTER = 134217729;

/** a + b exactly as s + e (Knuth's TwoSum). */
function twoSum(a: number, b: number): number {
  const s = a + b;
  const bb = s - a;
  dd.lo = a - (s - bb) + (b - bb);
  return s;
}

/** a + b exactly, when |a| ≥ |b| (Dekker's FastTwoSum). */
function quickTwoSum(a: number, b: number): number {
  const s = a + b;
  dd.lo = b - (s - a);
  return s;
}

/** a · b exactly as p + e (Dekker's TwoProduct with Veltkamp splitting). */
function twoProd(a: number, b: number): number {
  const p = a * b;
  let t = SPLITTER * a;
  const aHi = t - (t - a);
  const aLo = a - aHi;
  t = SPLITTER * b;
  const bHi = t - (t - b);
  const bLo = b - bHi;
  dd.lo = aHi * bHi - p + aHi * bLo + aLo * bHi + aLo * bLo;
  return p;
}

/** (aHi + aLo) + (bHi + bLo). */
export function ddAdd(aHi: number, aLo: number, bHi: number, bLo: number): number {
  const s = twoSum(aHi, bHi);
  const e = dd.lo + aLo + bLo;
  return quickTwoSum(s, e);
}

/** (aHi + aLo) · (bHi + bLo). */
export function ddMul(aHi: number, aLo: number, bHi: number, bLo: number): number {
  const p = twoProd(aHi, bHi);
  const e = dd.lo + aHi * bLo + aLo * bHi;
  return quickTwoSum(p, e);
}

/**
 * (aHi + aLo) · b into out[0] + out[1]: ddMul(aHi, aLo, b, 0), twoProd and quickTwoSum written
 * out, the same operations in the same order. For a caller where ddMul is not inlined: its
 * returned doubles are then boxed, one heap number each, and this writes into a typed array.
 */
export function ddTimes(aHi: number, aLo: number, b: number, out: Float64Array): void {
  const p = aHi * b;
  let t = SPLITTER * aHi;
  const aH = t - (t - aHi);
  const aL = aHi - aH;
  t = SPLITTER * b;
  const bH = t - (t - b);
  const bL = b - bH;
  const err = aH * bH - p + aH * bL + aL * bH + aL * bL;
  const e = err + aHi * 0 + aLo * b;
  const s = p + e;
  out[0] = s;
  out[1] = e - (s - p);
}

/** (aHi + aLo) / (bHi + bLo): a quotient and one correction from the exact remainder. */
export function ddDiv(aHi: number, aLo: number, bHi: number, bLo: number): number {
  const q1 = aHi / bHi;
  const pHi = ddMul(q1, 0, bHi, bLo);
  const pLo = dd.lo;
  const rHi = ddAdd(aHi, aLo, -pHi, -pLo);
  const rLo = dd.lo;
  const q2 = (rHi + rLo) / bHi;
  return quickTwoSum(q1, q2);
}
