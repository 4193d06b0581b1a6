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
  const axis = steelCheck.details?.bucklingAxis === 'x' ? 'strong' : 'weak';
  return `steel: ${where}: Lc/r = ${slenderness.toFixed(0)} about the ${axis} axis in compression, over the ${PREFERRED_MAX_SLENDERNESS} that AISC 360-16 E2 (User Note) prefers; its flexural buckling (E3) is in the steel check`;
}
