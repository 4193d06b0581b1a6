import { keptDoubles } from './kept-doubles';

/**
 * Meshing of the pile from the head to the toe: `nElements` elements shared between the
 * segments between breakpoints (grade, EI-zone ends, layer boundaries) in proportion to their
 * length, so that every breakpoint is a node.
 */
export function buildMesh(
  zHead_m: number,
  zToe_m: number,
  nElements: number,
  breakpoints_m: readonly number[] = [],
): Float64Array {
  if (!(zToe_m > zHead_m)) throw new Error(`mesh: toe (${zToe_m}) must be below head (${zHead_m})`);
  if (!Number.isInteger(nElements) || nElements < 1)
    throw new Error('mesh: nElements must be a positive integer');
  const L = zToe_m - zHead_m;
  const minGap = L * 1e-9;
  // loops and module-level comparators, not closures made at every call: V8 keeps a closure's
  // optimised code only while a closure of it lives, and compiled these again after most full
  // collections (a design meshes some hundred piles; issue 12)
  const sorted = [zHead_m, zToe_m];
  for (const z of breakpoints_m) if (z > zHead_m + minGap && z < zToe_m - minGap) sorted.push(z);
  sorted.sort(ascending);
  // each point more than minGap below the one sorted before it (kept or not)
  const pts: number[] = [];
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i]! - sorted[i - 1]! > minGap) pts.push(sorted[i]!);
  const nSeg = pts.length - 1;
  const counts = allocateElements(pts, Math.max(nElements, nSeg));
  const z = keptDoubles(sum(counts) + 1);
  let k = 0;
  for (let s = 0; s < nSeg; s++) {
    const a = pts[s]!;
    const b = pts[s + 1]!;
    const c = counts[s]!;
    for (let j = 0; j < c; j++) z[k++] = a + ((b - a) * j) / c;
  }
  z[k] = zToe_m;
  return z;
}

const ascending = (a: number, b: number): number => a - b;
/** Remainders largest first, the earlier segment on a tie. */
const largestRemainderFirst = (a: { s: number; r: number }, b: { s: number; r: number }): number =>
  b.r - a.r || a.s - b.s;

function sum(xs: readonly number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total;
}

/** Largest-remainder share of n elements over the segments, at least one each. */
function allocateElements(pts: number[], n: number): number[] {
  const nSeg = pts.length - 1;
  const L = pts[nSeg]! - pts[0]!;
  const counts: number[] = [];
  const order: { s: number; r: number }[] = [];
  for (let s = 0; s < nSeg; s++) {
    const x = ((pts[s + 1]! - pts[s]!) / L) * n;
    counts.push(Math.max(1, Math.floor(x)));
    order.push({ s, r: x - Math.floor(x) });
  }
  let left = n - sum(counts);
  order.sort(largestRemainderFirst);
  for (let i = 0; left > 0; i = (i + 1) % nSeg, left--) counts[order[i]!.s]!++;
  while (left < 0) {
    const s = counts.indexOf(Math.max(...counts));
    counts[s]!--;
    left++;
  }
  return counts;
}

/**
 * Tributary length of each node's spring over the part of the pile in soil, z ≥ zSoilTop
 * (eq. 10): half of each adjacent element, clipped at the soil top. `above` is the share above
 * the node (used for the shear at the node).
 */
export function tributaryLengths(
  z_m: Float64Array,
  zSoilTop_m: number,
): { total: Float64Array; above: Float64Array } {
  const n = z_m.length;
  const total = keptDoubles(n);
  const above = keptDoubles(n);
  for (let i = 0; i < n; i++) {
    const zi = z_m[i]!;
    const lo = i > 0 ? (z_m[i - 1]! + zi) / 2 : zi;
    const hi = i < n - 1 ? (zi + z_m[i + 1]!) / 2 : zi;
    const a = Math.max(0, zi - Math.max(lo, zSoilTop_m));
    const b = Math.max(0, hi - Math.max(zi, zSoilTop_m));
    // a node above the soil top carries no spring: make the soil top a node (buildMesh breakpoint)
    above[i] = zi >= zSoilTop_m ? a : 0;
    total[i] = zi >= zSoilTop_m ? a + b : 0;
  }
  return { total, above };
}
