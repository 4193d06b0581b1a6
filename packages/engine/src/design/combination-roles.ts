/**
 * Which checks a load combination feeds. Every combination is analysed with its own factored
 * loads (the p-y analysis is nonlinear, so LRFD loads are analysed as such, never scaled):
 *
 * - LRFD combinations → steel strength with φ (AISC 360-16 B3.1), and the soil must hold the
 *   factored lateral load (lateral capacity).
 * - ASD combinations → steel strength with Ω (AISC 360-16 B3.2) from an analysis at 1.6 × the
 *   ASD loads, moments ÷ 1.6 (AISC 360-16 C2.1(4)); deflections (Top, grade,
 *   Bottom, both axes) and depth of fixity at service level; axial compression and uplift
 *   against the vertical table's nominal resistance / FS (checks/geotech-factors.ts).
 * - When a pier type has no ASD combination (custom LRFD-only sets), its LRFD combinations
 *   take the serviceability and geotechnical checks too (conservative) and a warning says so.
 * - Frost heave is made once per pile: adfreeze against uplift below the frost depth plus
 *   0.6 × the pier's D case (the ASD counteracting dead load factor, ASCE 7-16 §2.4.1 (7)).
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

export const COMBINATION_POLICY =
  'Each combination is analysed at its own factored loads. LRFD combinations: steel strength (AISC 360-16, φ) and lateral capacity. ASD combinations: steel strength (Ω, from an analysis at 1.6 × the ASD loads ÷ 1.6, AISC 360-16 C2.1(4)), deflection and fixity, axial compression and uplift (nominal / FS; the pile’s own weight is dead load, with the combination’s D factor) and lateral capacity. A pier type without ASD combinations uses its LRFD combinations for deflection, fixity and axial checks (conservative). Frost heave once per pile, (pier dead load + pile weight) × 0.6.';

/** Roles of each combination of a pier type, in order; `warning` when the LRFD fallback applies. */
export function combinationRoles(methods: readonly DesignMethod[]): {
  roles: CombinationRoles[];
  warning: string | null;
} {
  const hasAsd = methods.includes('ASD');
  const roles = methods.map((m) => {
    const service = m === 'ASD' || !hasAsd;
    return { steel: true, service, geotech: service };
  });
  return {
    roles,
    warning:
      hasAsd || methods.length === 0
        ? null
        : 'no ASD combination: deflection, fixity and axial checks use the LRFD combinations (conservative)',
  };
}

/** 'steel, deflection/fixity, axial' for the report. */
export function describeRoles(r: CombinationRoles): string {
  const parts = ['lateral capacity'];
  if (r.steel) parts.push('steel');
  if (r.service) parts.push('deflection/fixity');
  if (r.geotech) parts.push('axial');
  return parts.join(', ');
}
