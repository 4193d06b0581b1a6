/**
 * Available axial strength of a W section, AISC 360-16: tension yielding (D2a), compression
 * flexural (E3) and torsional (E4) buckling with slender-element effective areas (E7). SI: N, m, Pa.
 */
import type { SteelSection } from '../sections/types';
import { torsionConstantJ_m4, warpingConstantCw_m6 } from '../sections/torsion';

import type { DesignMethod } from '../loads/asce7-combinations';

/** ASD or LRFD, the same type as the load combinations. */
export type SteelDesignMethod = DesignMethod;

/** φ and Ω of AISC 360-16 D2, E1, F1 (all 0.90 / 1.67). */
export const PHI = { tension: 0.9, compression: 0.9, flexure: 0.9 } as const;
export const OMEGA = { tension: 1.67, compression: 1.67, flexure: 1.67 } as const;

/** Available strength: φ·Rn (LRFD) or Rn/Ω (ASD), AISC 360-16 B3.1/B3.2. */
export function available(Rn: number, method: SteelDesignMethod, kind: keyof typeof PHI): number {
  return method === 'LRFD' ? PHI[kind] * Rn : Rn / OMEGA[kind];
}

/** ksi → Pa (1 ksi = 6.894757 MPa). */
export function ksiToPa(ksi: number): number {
  return ksi * 6.894757293168361e6;
}

/** AISC 360-16 Eq. D2-1: Pn = Fy·Ag (tensile yielding in the gross section). */
export function tensionYieldPn_N(Fy_Pa: number, Ag_m2: number): number {
  return Fy_Pa * Ag_m2;
}

/** AISC 360-16 Eq. E3-4: Fe = π²E/(Lc/r)². */
export function elasticBucklingStress_Pa(E_Pa: number, Lc_m: number, r_m: number): number {
  const s = Lc_m / r_m;
  return (Math.PI ** 2 * E_Pa) / (s * s);
}

/** AISC 360-16 Eq. E3-2 (Fy/Fe ≤ 2.25: 0.658^(Fy/Fe)·Fy) and E3-3 (else 0.877·Fe). */
export function flexuralBucklingFcr_Pa(Fy_Pa: number, Fe_Pa: number): number {
  return Fy_Pa / Fe_Pa <= 2.25 ? Math.pow(0.658, Fy_Pa / Fe_Pa) * Fy_Pa : 0.877 * Fe_Pa;
}

/** Width-to-thickness ratios of a W section: flange bf/2tf, web h/tw with h = d − 2tf (no fillets: conservative). */
export function slenderness(section: Pick<SteelSection, 'd_m' | 'bf_m' | 'tf_m' | 'tw_m'>): {
  flange: number;
  web: number;
  h_m: number;
} {
  const h = section.d_m - 2 * section.tf_m;
  return { flange: section.bf_m / (2 * section.tf_m), web: h / section.tw_m, h_m: h };
}

/**
 * AISC 360-16 Eq. E7-2/E7-3 with E7-5: effective width of one element.
 * λ ≤ λr·√(Fy/Fcr): be = b; else be = b(1 − c1√(Fel/Fcr))√(Fel/Fcr), Fel = (c2·λr/λ)²·Fy.
 */
export function effectiveWidth(
  b: number,
  lambda: number,
  lambdaR: number,
  c1: number,
  c2: number,
  Fy_Pa: number,
  Fcr_Pa: number,
): number {
  if (lambda <= lambdaR * Math.sqrt(Fy_Pa / Fcr_Pa)) return b;
  const Fel = ((c2 * lambdaR) / lambda) ** 2 * Fy_Pa;
  const k = Math.sqrt(Fel / Fcr_Pa);
  return Math.min(b, b * (1 - c1 * k) * k);
}

export interface CompressionStrength {
  Pn_N: number;
  Fcr_Pa: number;
  Fe_Pa: number;
  /** What governs: flexural buckling about x or y, or torsional buckling (z, E4). */
  axis: 'x' | 'y' | 'z';
  Lc_over_r: number;
  /** E4-2 torsional buckling stress (infinite for a pipe), Pa. */
  Fez_Pa: number;
  Ae_m2: number;
  slenderElements: boolean;
  clause: string;
}

/** Shear modulus of steel, G = 11,200 ksi (AISC 360-16, Symbols). */
export const G_STEEL_Pa = 11_200 * 6_894_757.293168;

/** AISC 360-16 Eq. E4-2 (doubly symmetric): Fe = (π²ECw/Lcz² + GJ)·1/(Ix + Iy). */
export function torsionalBucklingStress_Pa(section: SteelSection, E_Pa: number, Lcz_m: number): number {
  const Cw = warpingConstantCw_m6(section);
  const J = torsionConstantJ_m4(section);
  const warping = Lcz_m > 0 ? (Math.PI ** 2 * E_Pa * Cw) / (Lcz_m * Lcz_m) : Number.POSITIVE_INFINITY;
  return (warping + G_STEEL_Pa * J) / (section.Ix_m4 + section.Iy_m4);
}

/**
 * Nominal compressive strength, AISC 360-16 E3 (flexural buckling about x and y), E4
 * (torsional buckling of a doubly symmetric I-shape, Lcz defaulting to Lcy: nothing braces
 * the pile against twist between the fixity depth and the head) and E7 (slender flange:
 * Table E7.1 case (c) c1 = 0.22, c2 = 1.49, λr = 0.56√(E/Fy); slender web: case (a)
 * c1 = 0.18, c2 = 1.31, λr = 1.49√(E/Fy)). Fe is the lowest of the three. Pipes buckle in flexure only.
 */
export function compressionStrength(
  section: SteelSection,
  Fy_Pa: number,
  E_Pa: number,
  Lcx_m: number,
  Lcy_m: number,
  Lcz_m: number = Lcy_m,
): CompressionStrength {
  const Fex = elasticBucklingStress_Pa(E_Pa, Lcx_m, section.rx_m);
  const Fey = elasticBucklingStress_Pa(E_Pa, Lcy_m, section.ry_m);
  const Fez =
    section.shape === 'pipe' ? Number.POSITIVE_INFINITY : torsionalBucklingStress_Pa(section, E_Pa, Lcz_m);
  const axis = Fez < Math.min(Fex, Fey) ? 'z' : Fey <= Fex ? 'y' : 'x';
  const Fe = Math.min(Fex, Fey, Fez);
  const Fcr = flexuralBucklingFcr_Pa(Fy_Pa, Fe);
  const s = slenderness(section);
  const root = Math.sqrt(E_Pa / Fy_Pa);
  const bFlange = section.bf_m / 2;
  const beFlange = effectiveWidth(bFlange, s.flange, 0.56 * root, 0.22, 1.49, Fy_Pa, Fcr);
  const heWeb = effectiveWidth(s.h_m, s.web, 1.49 * root, 0.18, 1.31, Fy_Pa, Fcr);
  const Ae = section.A_m2 - 4 * (bFlange - beFlange) * section.tf_m - (s.h_m - heWeb) * section.tw_m;
  const slenderElements = Ae < section.A_m2;
  return {
    Pn_N: Fcr * Ae,
    Fcr_Pa: Fcr,
    Fe_Pa: Fe,
    axis,
    Lc_over_r: axis === 'x' ? Lcx_m / section.rx_m : Lcy_m / section.ry_m,
    Fez_Pa: Fez,
    Ae_m2: Ae,
    slenderElements,
    clause: compressionClause(slenderElements, axis === 'z', Fy_Pa / Fe <= 2.25),
  };
}

/**
 * The clauses compressionStrength followed: E7 with slender elements, else E3 (flexural) or
 * E4 (torsional) buckling with Fcr by E3-2 (inelastic, Fy/Fe ≤ 2.25) or E3-3 (elastic).
 * Literals, not a template: the search computes Pn thousands of times a design.
 */
function compressionClause(slenderElements: boolean, torsional: boolean, inelastic: boolean): string {
  if (slenderElements) return 'AISC 360-16 E7 (E7-1, E3 Fcr)';
  if (torsional) return inelastic ? 'AISC 360-16 E4 (E4-2), (E3-2)' : 'AISC 360-16 E4 (E4-2), (E3-3)';
  return inelastic ? 'AISC 360-16 E3 (E3-2)' : 'AISC 360-16 E3 (E3-3)';
}

/**
 * K of a pile taken as a column fixed at the depth of fixity (AISC 360-16 Commentary Table
 * C-A-7.1, the same in 360-22): case (e), rotation and translation fixed at the base, both free
 * at the top, theoretical 2.0, recommended design value 2.1. Case (b), the top held against
 * translation (sway) but free to rotate, recommends 0.8: an engineer who judges that the torque
 * tube holds the pile top about an axis enters that axis's K (settings.effectiveLengthFactor*).
 */
export const CANTILEVER_K = {
  value: 2.1,
  unit: '-',
  source:
    'AISC 360-16 Commentary Table C-A-7.1, case (e) (fixed at the depth of fixity, top free to sway and rotate): recommended design value 2.1; case (b), top held against sway, 0.8',
  verified: true,
} as const;

/**
 * Effective length of a pile taken as a column fixed at the depth of fixity:
 * Lc = K·(reveal + fixity), K = 2.1 unless the engineer gives another (CANTILEVER_K).
 */
export function cantileverEffectiveLength_m(
  reveal_m: number,
  depthOfFixity_m: number,
  K: number = CANTILEVER_K.value,
): number {
  return K * (reveal_m + depthOfFixity_m);
}
