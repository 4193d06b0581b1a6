/**
 * AISC 360-16 E2 User Note: "For members designed on the basis of compression, the effective
 * slenderness ratio, Lc/r, preferably should not exceed 200." A recommendation, not a limit: a
 * pile past it still passes its checks, and its pier says so among its warnings, for the checker
 * who would ask. Lc/r is the steel check's own (details.Lc_over_r, about the buckling axis), given
 * only when the check's combination puts the pile in compression.
 */
export const PREFERRED_MAX_SLENDERNESS = 200;

/** The warning of a steel check whose Lc/r in compression is over 200, or null. `where`: the pier, e.g. "SAP at pile height 1.37 m, W6x9". */
export function slendernessWarning(
  steelCheck: { id: string; details?: Record<string, unknown> } | undefined,
  where: string,
): string | null {
  if (steelCheck?.id !== 'steel-strength') return null;
  const slenderness = steelCheck.details?.Lc_over_r;
  if (typeof slenderness !== 'number' || !(slenderness > PREFERRED_MAX_SLENDERNESS)) return null;
  const strong = steelCheck.details?.bucklingAxis === 'x';
  const axis = strong ? 'strong' : 'weak';
  const K = steelCheck.details?.[strong ? 'Kx' : 'Ky'];
  const withK = typeof K === 'number' ? ` with K = ${K}` : '';
  return `steel: ${where}: Lc/r = ${slenderness.toFixed(0)} about the ${axis} axis in compression${withK}, over the ${PREFERRED_MAX_SLENDERNESS} that AISC 360-16 E2 (User Note) prefers; its flexural buckling (E3) is in the steel check. K is the ${axis} axis's effective length factor in Settings, for the project or per pier type (2.1: top free to sway; 0.8 where the engineer judges the pile top held against sway, AISC 360-16 Commentary Table C-A-7.1 (b))`;
}
