/** Exact US-customary to SI factors (NIST SP 811, appendix B). */
export const M_PER_IN = 0.0254;
export const M_PER_FT = 0.3048;
/** 1 lbf in N: 0.45359237 kg × 9.80665 m/s². */
export const N_PER_LBF = 4.4482216152605;
/** 1 lb/ft of self weight in N/m: 4.4482216152605 N / 0.3048 m. */
export const N_PER_M_PER_LB_PER_FT = N_PER_LBF / M_PER_FT;
/** Density of carbon steel, kg/m³ (AISC Manual, 490 lb/ft³ ≈ 7850 kg/m³). */
export const STEEL_DENSITY_KG_M3 = 7850;
/** Standard gravity, m/s² (ISO 80000-3). */
export const G_M_S2 = 9.80665;
/** Steel self weight per length, N/m, from a cross-section area in m². */
export function steelWeightPerLength_N_per_m(A_m2: number): number {
  return A_m2 * STEEL_DENSITY_KG_M3 * G_M_S2;
}
