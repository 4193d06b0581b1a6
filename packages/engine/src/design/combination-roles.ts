/**
 * Which checks a load combination feeds, under the project's one Design Method (AISC 360-16
 * B3: the steel is designed by ASD or by LRFD, not by the worse of both). Every combination is
 * analysed with its own factored loads (the p-y analysis is nonlinear, so loads are analysed as
 * such, never scaled):
 *
 * - Combinations of the design method → steel strength (LRFD: φ, B3.1; ASD: Ω, B3.2, from an
 *   analysis at 1.6 × the ASD loads, moments ÷ 1.6, C2.1(4)); axial compression and uplift
 *   against the vertical table (LRFD: φ × nominal; ASD: nominal / FS); the soil must hold the
 *   load (lateral capacity).
 * - ASD combinations → deflections (Top, grade, Bottom, both axes) and depth of fixity, at
 *   service level, whatever the design method.
 * - When a pier type has no combination of the design method (a custom set), the other
 *   method's combinations take the strength checks and a warning says so; with no ASD
 *   combination, the LRFD ones take the service checks (conservative).
 * - A combination that feeds nothing (a custom LRFD combination in an ASD project) is left out,
 *   with a warning.
 * - Frost heave is made once per pile: adfreeze against uplift below the frost depth plus
 *   0.6 (ASD, ASCE 7-16 §2.4.1 (7)) or 0.9 (LRFD, §2.3.1 (5)) × the pier's dead load and the
 *   pile's own weight.
 */
import type { DesignMethod } from '../loads';

export interface CombinationRoles {
  /** Steel strength (H1-1) with the combination's own method. */
  steel: boolean;
  /** Deflection and fixity checks. */
  service: boolean;
  /** Axial compression and uplift. */
  geotech: boolean;
}

/** The policy in words for the result, for a design method. */
export function combinationPolicy(designMethod: DesignMethod): string {
  return designMethod === 'ASD'
    ? 'Design method ASD (AISC 360-16 B3.2), one method throughout. Each combination is analysed at its own loads. ASD combinations: steel strength (Ω, from an analysis at 1.6 × the ASD loads ÷ 1.6, AISC 360-16 C2.1(4)), deflection and fixity (service), axial compression and uplift (nominal / FS; the pile’s own weight is dead load, with the combination’s D factor) and lateral capacity. Frost heave once per pile, against 0.6 × (pier dead load + pile weight).'
    : 'Design method LRFD (AISC 360-16 B3.1), one method throughout. Each combination is analysed at its own loads. LRFD combinations: steel strength (φ), axial compression and uplift (φ × nominal; the pile’s own weight is dead load, with the combination’s D factor) and lateral capacity. ASD combinations: deflection and fixity only (service level). Frost heave once per pile, against 0.9 × (pier dead load + pile weight).';
}

/** The ASD policy, kept for callers that know no design method. */
export const COMBINATION_POLICY = combinationPolicy('ASD');

/**
 * Roles of each combination of a pier type, in order, under the design method; `warnings` when
 * a fallback applies or a combination feeds nothing.
 */
export function combinationRoles(
  methods: readonly DesignMethod[],
  designMethod: DesignMethod = 'ASD',
): { roles: CombinationRoles[]; warnings: string[] } {
  const warnings: string[] = [];
  const hasAsd = methods.includes('ASD');
  const hasDesign = methods.includes(designMethod);
  const strengthMethod: DesignMethod | null = hasDesign
    ? designMethod
    : methods.length > 0
      ? methods[0]!
      : null;
  if (!hasDesign && strengthMethod)
    warnings.push(
      `no ${designMethod} combination: the ${strengthMethod} combinations take the steel and axial checks, by ${strengthMethod}`,
    );
  if (!hasAsd && methods.length > 0)
    warnings.push(
      'no ASD combination: deflection and fixity checks use the LRFD combinations (conservative)',
    );
  // a loop, not a closure made at every call (V8 compiled such closures again after most full
  // collections: apply-combinations.ts applyCombinations, issue 12)
  const roles: CombinationRoles[] = [];
  let feedsNothing = false;
  for (const m of methods) {
    const strength = m === strengthMethod;
    const r = { steel: strength, geotech: strength, service: m === 'ASD' || !hasAsd };
    if (!r.steel && !r.service) feedsNothing = true;
    roles.push(r);
  }
  if (feedsNothing)
    warnings.push(
      `the ${designMethod === 'ASD' ? 'LRFD' : 'ASD'} combinations that feed no check under design method ${designMethod} are left out`,
    );
  return { roles, warnings };
}

/** 'steel, deflection/fixity, axial' for the report. */
export function describeRoles(r: CombinationRoles): string {
  const parts = ['lateral capacity'];
  if (r.steel) parts.push('steel');
  if (r.service) parts.push('deflection/fixity');
  if (r.geotech) parts.push('axial');
  return parts.join(', ');
}
