/**
 * A bounded, deterministic 1-D minimiser for a positive factor x in [min, max]: a scan of
 * `gridPoints` values evenly spaced in ln x brackets the best one, then golden-section search
 * (Kiefer 1953) narrows the bracket in ln x until it is `relativeWidth` wide. The scan guards
 * against a misfit that is not unimodal over the whole range (e.g. flat where the soil fails).
 */

export interface BoundedMinimum {
  x: number;
  f: number;
  /** The best value lies at an end of the range: the true minimum may lie beyond it. */
  atBound: 'min' | 'max' | null;
  evaluations: number;
}

export interface BoundedSearchOptions {
  min: number;
  max: number;
  gridPoints?: number;
  /** Stop when the bracket's upper/lower ratio is below 1 + relativeWidth. */
  relativeWidth?: number;
}

const INV_PHI = (Math.sqrt(5) - 1) / 2;

export function minimiseOnLogScale(f: (x: number) => number, o: BoundedSearchOptions): BoundedMinimum {
  const n = o.gridPoints ?? 25;
  const lo = Math.log(o.min);
  const hi = Math.log(o.max);
  const step = (hi - lo) / (n - 1);
  let evaluations = 0;
  const at = (u: number) => {
    evaluations++;
    const v = f(Math.exp(u));
    return Number.isNaN(v) ? Number.POSITIVE_INFINITY : v;
  };
  const grid = Array.from({ length: n }, (_, i) => at(lo + i * step));
  let k = 0;
  for (let i = 1; i < n; i++) if (grid[i]! < grid[k]!) k = i;
  let a = lo + Math.max(0, k - 1) * step;
  let b = lo + Math.min(n - 1, k + 1) * step;
  let best = { u: lo + k * step, f: grid[k]! };
  const tol = Math.log1p(o.relativeWidth ?? 1e-5);
  let c = b - INV_PHI * (b - a);
  let d = a + INV_PHI * (b - a);
  let fc = at(c);
  let fd = at(d);
  while (b - a > tol) {
    if (fc <= fd) {
      b = d;
      d = c;
      fd = fc;
      c = b - INV_PHI * (b - a);
      fc = at(c);
    } else {
      a = c;
      c = d;
      fc = fd;
      d = a + INV_PHI * (b - a);
      fd = at(d);
    }
  }
  for (const [u, v] of [
    [c, fc],
    [d, fd],
  ] as const)
    if (v < best.f) best = { u, f: v };
  const edge = 1e-3 * step;
  const atBound = best.u - lo <= edge ? 'min' : hi - best.u <= edge ? 'max' : null;
  return { x: Math.exp(best.u), f: best.f, atBound, evaluations };
}
