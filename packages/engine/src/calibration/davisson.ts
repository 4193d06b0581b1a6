/**
 * Davisson offset limit (Davisson 1972, "High capacity piles"; FHWA GEC-12 §9.8; listed by
 * IBC 1810.3.3.1.3 for reading ASTM D1143 tests): the failure load is where the measured
 * load-movement curve meets the line δ = P·L/(A·E) + 0.15 in + D/120, the elastic movement of
 * a free column of the pile's length plus an offset that grows with the pile width D. Applied
 * to uplift tests (ASTM D3689) in the same way, with the pile's elastic lengthening (engineer to
 * confirm: some reports read uplift failure otherwise and enter it as the failure load).
 */
import type { LoadTestPoint } from './load-test';

/** 0.15 in, m. */
export const DAVISSON_BASE_OFFSET_m = 0.15 * 0.0254;

/** The offset of the line: 0.15 in + D/120 (D the pile width), m. */
export function davissonOffset_m(width_m: number): number {
  return DAVISSON_BASE_OFFSET_m + width_m / 120;
}

/** δ on the Davisson line at load P, m. */
export function davissonLine_m(
  P_N: number,
  length_m: number,
  area_m2: number,
  E_Pa: number,
  width_m: number,
): number {
  return (P_N * length_m) / (area_m2 * E_Pa) + davissonOffset_m(width_m);
}

/**
 * Load where the measured curve (straight between points, from the origin) first reaches the
 * Davisson line, N; null when it never does (the test stopped short of failure).
 */
export function davissonFailureLoad_N(
  points: readonly LoadTestPoint[],
  length_m: number,
  area_m2: number,
  E_Pa: number,
  width_m: number,
): number | null {
  const pts = points[0]!.load_N > 0 ? [{ load_N: 0, displacement_m: 0 }, ...points] : [...points];
  const gap = (p: LoadTestPoint) =>
    p.displacement_m - davissonLine_m(p.load_N, length_m, area_m2, E_Pa, width_m);
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const ga = gap(a);
    const gb = gap(b);
    if (ga >= 0) return a.load_N;
    if (gb >= 0) return a.load_N + ((b.load_N - a.load_N) * -ga) / (gb - ga);
  }
  return null;
}
