import type { LoadTestPoint } from './load-test';

const mm = (m: number) => `${(m * 1000).toFixed(2)} mm`;
const kN = (n: number) => `${(n / 1000).toFixed(2)} kN`;

/**
 * Why a measured curve cannot be fitted as a first loading, or null: loads must not fall from
 * point to point (a load held while the pile keeps moving, as when it plunges, is kept),
 * movements must not fall (a monotonic analysis can only reproduce such a curve), and at least
 * two points must carry load.
 */
export function curveProblem(points: readonly LoadTestPoint[]): string | null {
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (b.load_N < a.load_N || (b.load_N === a.load_N && !(b.displacement_m > a.displacement_m)))
      return `point ${i + 1}: load ${kN(b.load_N)} does not rise above point ${i}'s ${kN(a.load_N)}; enter the first loading (or the peak envelope of a cyclic test) in the order applied`;
    if (b.displacement_m < a.displacement_m)
      return `point ${i + 1}: movement ${mm(b.displacement_m)} is less than point ${i}'s ${mm(a.displacement_m)} under a larger load; no soil model gives that (unloading points, or a misread gauge?)`;
  }
  if (points.filter((p) => p.load_N > 0).length < 2) return 'needs at least 2 points with a load';
  if (!points.some((p) => p.displacement_m > 0)) return 'every measured movement is zero';
  return null;
}
