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

/** N/m³ per pound-force per cubic inch (the unit of Reese, Cox & Koop's k table). */
export const N_PER_M3_PER_PCI = 4.4482216152605 / 0.0254 ** 3;
/**
 * The k table's anchors: the middle of each c_a class 0.5-1, 1-2, 2-4 tsf (Reese, Cox & Koop
 * 1975), in tsf as the classes are (clay-parameters' PA_PER_TSF): 71.8 / 143.6 / 287.3 kPa. At
 * the rounded kPa mid-points (75 / 150 / 300, before engine 2026.11.30-4) a 1.5 tsf clay took
 * 952 pci where its class reads 1,000.
 */
export const STIFF_CLAY_CA_ANCHORS_TSF = [0.75, 1.5, 3] as const;
/** Static k_s of Reese, Cox & Koop (1975), pci: 500 / 1,000 / 2,000 (135.7 / 271.4 / 542.9 MN/m³). */
export const STIFF_CLAY_KS_PCI = [500, 1000, 2000] as const;
/**
 * Cyclic k_c of Reese, Cox & Koop (1975), pci: 200 / 400 / 800 (54.3 / 108.6 / 217.2 MN/m³). The
 * SI table of Reese & Van Impe (2011) prints 540 MN/m³ for the top class: a misprint (it repeats
 * k_s); k_c doubles from class to class as k_s does.
 */
export const STIFF_CLAY_KC_PCI = [200, 400, 800] as const;

/**
 * k_s / k_c (N/m³) for stiff clay with free water from c_a (Reese, Cox & Koop 1975 table: c_a
 * 0.5-1 tsf: 500 / 200 pci; 1-2: 1,000 / 400; 2-4: 2,000 / 800), interpolated linearly between
 * the classes' mid-points 0.75, 1.5, 3 tsf and constant outside them (our reading,
 * soil-models.md: the table gives one value per class, the interpolation avoids a jump of k at a
 * class boundary). In the source's units, as the ε50 classes are: the SI table of Reese & Van
 * Impe (2011) rounds both the bounds (50 / 100 / 200 / 400 kPa) and the k (135 / 270 / 540).
 */
export function stiffClayK_N_per_m3(ca_Pa: number, loading: PyLoading): number {
  const table_pci = loading === 'cyclic' ? STIFF_CLAY_KC_PCI : STIFF_CLAY_KS_PCI;
  return N_PER_M3_PER_PCI * interpClamped([...STIFF_CLAY_CA_ANCHORS_TSF], [...table_pci], ca_Pa / PA_PER_TSF);
}

/** The c_a range of the stiff-clay tables, tsf (Reese, Cox & Koop 1975: 0.5 to 4 tsf). */
export const STIFF_CLAY_TABLE_RANGE_TSF = [0.5, 4] as const;

/** c_a within the tables' range, its bounds included (within 1e-9, as the ε50 classes). */
export function withinStiffClayTables(ca_Pa: number): boolean {
  const [low, high] = STIFF_CLAY_TABLE_RANGE_TSF;
  return !belowTsf(ca_Pa, low) && ca_Pa / PA_PER_TSF <= high * (1 + 1e-9);
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
