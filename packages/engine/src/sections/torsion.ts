/**
 * Torsion properties of a doubly symmetric I-shape, used by lateral-torsional buckling
 * (chapter F) and torsional buckling (E4). SI: m⁴, m⁶.
 */
import type { SteelSection } from './types';

/** Thin-walled open section J = Σ b·t³/3 (AISC Design Guide 9 Eq. 3.4), web length d − 2tf. */
export function plateTorsionConstantJ_m4(s: Pick<SteelSection, 'd_m' | 'bf_m' | 'tf_m' | 'tw_m'>): number {
  return (2 * s.bf_m * s.tf_m ** 3 + (s.d_m - 2 * s.tf_m) * s.tw_m ** 3) / 3;
}

/** The section's tabulated J (AISC rows, with fillets) when it has one, else the plate formula. */
export function torsionConstantJ_m4(
  s: Pick<SteelSection, 'd_m' | 'bf_m' | 'tf_m' | 'tw_m'> & { J_m4?: number },
): number {
  return s.J_m4 ?? plateTorsionConstantJ_m4(s);
}

/** Warping constant Cw = Iy·h0²/4, h0 = d − tf (AISC 360-16 User Note in F2.2). */
export function warpingConstantCw_m6(s: Pick<SteelSection, 'd_m' | 'tf_m' | 'Iy_m4'>): number {
  const h0 = s.d_m - s.tf_m;
  return (s.Iy_m4 * h0 * h0) / 4;
}
