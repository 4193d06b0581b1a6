/**
 * Effective seismic weight of a tracker pier: its dead load plus, where the flat roof snow
 * load is heavy, a share of the design snow load (ASCE 7-16 §12.7.2 item 4, applied to
 * nonbuilding structures by §15.4.3).
 *
 * - ASCE 7-10 / 7-16 §12.7.2(4): 20 % of the uniform design snow load where pf > 30 psf (1.44 kN/m²).
 * - ASCE 7-22 §12.7.2(4): 15 % where pf > 45 psf (2.15 kN/m²): the snow loads of 7-22 are
 *   strength level (reliability targeted), so both numbers were rescaled.
 * pf = 0.7·Ce·Ct·Is·pg (7-10/7-16 Eq. 7.3-1); pf = 0.7·Ce·Ct·pg (7-22 Eq. 7.3-1, no Is).
 * The tracker's uniform design snow load is the Snow PLF (N/m along the tracker); a pier takes
 * it over its tributary length, tracker length / number of piers.
 */
import type { DesignCode } from '../loads';

/** 1 psf in Pa (exact: 0.45359237 kg × 9.80665 m/s² / 0.3048² m²). */
export const PA_PER_PSF = (0.45359237 * 9.80665) / (0.3048 * 0.3048);

/** Ce and Ct when not given: partially exposed (Table 7.3-1), unheated and open-air structures (Table 7.3-2). */
export const SNOW_FACTOR_DEFAULTS = { Ce: 1.0, Ct: 1.2 } as const;

export interface FlatRoofSnowInput {
  code: DesignCode;
  /** Ground snow load pg, Pa. */
  pg_Pa: number;
  /** Exposure factor Ce (Table 7.3-1); default 1.0 (partially exposed). */
  Ce?: number;
  /** Thermal factor Ct (Table 7.3-2); default 1.2 (unheated and open-air structures). */
  Ct?: number;
  /** Snow importance factor Is (Table 1.5-2), ignored by 7-22. */
  Is: number;
}

/** Flat roof snow load pf, Pa (Eq. 7.3-1 of the edition). */
export function flatRoofSnowLoad_Pa(input: FlatRoofSnowInput): number {
  const Ce = input.Ce ?? SNOW_FACTOR_DEFAULTS.Ce;
  const Ct = input.Ct ?? SNOW_FACTOR_DEFAULTS.Ct;
  const Is = input.code === 'ASCE 7-22' ? 1 : input.Is;
  return 0.7 * Ce * Ct * Is * input.pg_Pa;
}

/** The share of the design snow load in the seismic weight (§12.7.2 item 4 of the edition). */
export function seismicSnowFraction(code: DesignCode, pf_Pa: number): number {
  if (code === 'ASCE 7-22') return pf_Pa > 45 * PA_PER_PSF ? 0.15 : 0;
  return pf_Pa > 30 * PA_PER_PSF ? 0.2 : 0;
}

/** Seismic weight of one pier, N: dead + snowFraction × snow PLF × tributary length. */
export function pierSeismicWeight_N(
  dead_N: number,
  snowFraction: number,
  snow_N_per_m: number,
  tributary_m: number,
): number {
  return dead_N + snowFraction * snow_N_per_m * tributary_m;
}
