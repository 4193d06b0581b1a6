import type { PyLoading } from './types';
import { interpClamped } from './curve-utils';

/** Default J of Matlock (1970): 0.5 for soft Gulf clay (0.25 for stiffer clays). */
export const DEFAULT_J = 0.5;

/**
 * One ton (2,000 lbf) per square foot, Pa: the clay strength classes of the ε50 tables are
 * 0.25 / 0.5 / 1 / 2 / 4 tsf (Peck's consistency classes; Reese et al. 1975 for stiff clay with
 * free water), which the SI tables print rounded as 24 / 48 / 96 / 192 / 383 kPa. Bounded by the
 * rounded kPa, a clay entered as 2,000 psf (95.76 kPa, 1 tsf) fell in the softer class below 1 tsf.
 */
export const PA_PER_TSF = (2000 * 4.4482216152605) / 0.3048 ** 2;

/**
 * c (tsf) below a class bound: a value within 1e-9 of the bound is on it (a strength typed as
 * 2,000 psf is stored as 2,000 × Pa per psf, which may round an ulp below 1 tsf).
 */
function belowTsf(c_Pa: number, bound_tsf: number): boolean {
  return c_Pa / PA_PER_TSF < bound_tsf * (1 - 1e-9);
}

/**
 * Recommended eps50 vs c_u (Pa) for Matlock / Welch-Reese clays, as tabulated in
 * py-models.md §0 (source: li154-83.members.linode.com "p-y curves models", in kPa):
 * c_u < 0.25 tsf (24 kPa): 0.02; 0.25-0.5 tsf: 0.01; 0.5-1: 0.006; 1-2: 0.005; >= 2 tsf: 0.004.
 * A value on a class boundary takes the stiffer class.
 */
export function eps50FromCu(cu_Pa: number): number {
  if (belowTsf(cu_Pa, 0.25)) return 0.02;
  if (belowTsf(cu_Pa, 0.5)) return 0.01;
  if (belowTsf(cu_Pa, 1)) return 0.006;
  if (belowTsf(cu_Pa, 2)) return 0.005;
  return 0.004;
}

/**
 * eps50 for stiff clay with free water (Reese, Cox & Koop 1975 table: c_a 0.5-1 / 1-2 / 2-4 tsf:
 * 0.007 / 0.005 / 0.004; the OpenSees ReeseStiffClayBelowWS doc; Reese & Van Impe 2011 print it
 * in SI rounded, 50-100 / 100-200 / 200-400 kPa, with "300-400" a misprint of 2-4 tsf). The
 * ranges are extended outward (our choice, soil-models.md); a boundary takes the stiffer class.
 */
export function eps50StiffClayFromCa(ca_Pa: number): number {
  if (belowTsf(ca_Pa, 1)) return 0.007;
  if (belowTsf(ca_Pa, 2)) return 0.005;
  return 0.004;
}

// Table anchored at the middle of each c_a range 50-100, 100-200, 200-400 kPa (kPa -> MN/m³).
export const STIFF_CLAY_CA_ANCHORS_kPa = [75, 150, 300] as const;
/** Static k_s, MN/m³: 500 / 1000 / 2000 pci of Reese et al. (1975) (× 0.2714 = 136 / 271 / 543). */
export const STIFF_CLAY_KS_MN_PER_M3 = [135, 270, 540] as const;
/**
 * Cyclic k_c, MN/m³: 200 / 400 / 800 pci of Reese et al. (1975) (× 0.2714 = 54 / 109 / 217).
 * The SI table of Reese & Van Impe (2011) prints 540 for the top class: a misprint (it repeats
 * k_s); k_c doubles from class to class as k_s does, so 220.
 */
export const STIFF_CLAY_KC_MN_PER_M3 = [55, 110, 220] as const;

/**
 * k_s / k_c (N/m³) for stiff clay with free water from c_a (Reese & Van Impe 2011 table:
 * 50-100 kPa: 135 / 55 MN/m³; 100-200: 270 / 110; 200-400: 540 / 220), interpolated
 * linearly between the range mid-points 75, 150, 300 kPa and constant outside them (our
 * reading, soil-models.md: the table gives one value per class, the interpolation avoids a
 * jump of k at a class boundary).
 */
export function stiffClayK_N_per_m3(ca_Pa: number, loading: PyLoading): number {
  const table = loading === 'cyclic' ? STIFF_CLAY_KC_MN_PER_M3 : STIFF_CLAY_KS_MN_PER_M3;
  return 1e6 * interpClamped([...STIFF_CLAY_CA_ANCHORS_kPa], [...table], ca_Pa / 1000);
}

/** Matlock (1970) / Welch-Reese shallow-mechanism factor, capped by the 9 c b deep one. */
export function clayUltimate_N_per_m(
  ca_Pa: number,
  c_Pa: number,
  sigmaV_Pa: number,
  J: number,
  z_m: number,
  b_m: number,
): number {
  // [3 + sigma'v/c_a + J z/b] c_a b  <=  9 c b  (Matlock 1970; Welch & Reese 1972).
  const shallow = (3 * ca_Pa + sigmaV_Pa + (J * ca_Pa * z_m) / b_m) * b_m;
  const deep = 9 * c_Pa * b_m;
  return Math.min(shallow, deep);
}
