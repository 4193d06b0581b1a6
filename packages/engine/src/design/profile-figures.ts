/**
 * The profiles a design result carries (deflection, rotation, moment, shear and soil reaction
 * against depth, for the graphs, the report and the results workbook), to 6 significant figures.
 *
 * Why 6: the digits past the sixth are below what the solver resolves. Newton stops within a
 * relative tolerance, and converged profiles already moved by up to 6e-6 of their largest value
 * between engine versions that changed only the starting state (version.ts, 2026.11.27-1); a
 * rounding to 6 figures moves a value by at most 5e-6 of itself. LPILE prints its profiles to 4
 * or 5. The 17 digits a double prints were four fifths of a result's bytes (a 500-element run of
 * the generic example: 1.09 MB of JSON, 381 kB brotli; rounded 0.64 MB, 171 kB): every read of a
 * result paid for them in transfer, decompression and parsing (issue 12).
 * The headline numbers (head deflection, largest moment, checks) keep every digit: they are
 * read off the solution, not the rounded profiles. A lateral analysis alone (lateral/result.ts)
 * keeps its full profiles too: one pile, compared point by point with other solvers.
 */
import type { LateralProfile } from '../lateral/result';

export const PROFILE_SIGNIFICANT_FIGURES = 6;

/** 10^k for k = 0..22: each an exact double, so x · 10^k and n / 10^k round once. */
const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * x to `figures` significant figures, the nearest double to the rounded decimal (whose shortest
 * printed form then has at most `figures` digits): Number(x.toPrecision(figures)), halves away
 * from zero as it rounds them, four times faster (a 500-element design rounds ~48,000 values).
 * Zero and non-finite values stay as they are.
 */
export function toSignificantFigures(x: number, figures: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  const magnitude = Math.abs(x);
  const k = figures - 1 - Math.floor(Math.log10(magnitude));
  if (k > 22 || k < -22) return Number(x.toPrecision(figures));
  const rounded =
    k >= 0
      ? Math.round(magnitude * POWERS_OF_TEN[k]!) / POWERS_OF_TEN[k]!
      : Math.round(magnitude / POWERS_OF_TEN[-k]!) * POWERS_OF_TEN[-k]!;
  return x < 0 ? -rounded : rounded;
}

const rounded = (values: number[], figures: number) => values.map((x) => toSignificantFigures(x, figures));

/** The profile with every value to `figures` significant figures (a new profile). */
export function profileToSignificantFigures(
  profile: LateralProfile,
  figures = PROFILE_SIGNIFICANT_FIGURES,
): LateralProfile {
  return {
    z_m: rounded(profile.z_m, figures),
    deflection_m: rounded(profile.deflection_m, figures),
    rotation_rad: rounded(profile.rotation_rad, figures),
    moment_Nm: rounded(profile.moment_Nm, figures),
    shear_N: rounded(profile.shear_N, figures),
    soilReaction_N_per_m: rounded(profile.soilReaction_N_per_m, figures),
  };
}
