/**
 * Metal loss rates for galvanized steel in soil, per exposed face, µm.
 *
 * Every number carries its source and whether we read it in that source (`verified`) or
 * took it from the standard's well-known text without reading it here (`verified: false`).
 * See ./README.md for the search record and the uncertainty.
 */

/** A rate with its provenance. */
export interface SourcedValue {
  value: number;
  unit: string;
  source: string;
  verified: boolean;
}

/**
 * FHWA / AASHTO metal loss model for galvanized MSE reinforcements
 * (Elias 1990 FHWA-RD-89-186; FHWA-NHI-00-044 and FHWA-NHI-09-087 §2; AASHTO LRFD 11.10.6.4.2a).
 * Zinc: 15 µm/yr for the first 2 years, 4 µm/yr thereafter to depletion; carbon steel:
 * 12 µm/yr per side after the zinc is gone. Valid for backfill meeting the AASHTO
 * electrochemical criteria (resistivity ≥ 3000 ohm·cm, 5 ≤ pH ≤ 10, chlorides ≤ 100 ppm,
 * sulfates ≤ 200 ppm, organics ≤ 1 %).
 */
export const FHWA_RATES = {
  zincRateFirstYears_um_per_yr: {
    value: 15,
    unit: 'µm/yr',
    source:
      'AASHTO (2017) zinc loss 0.35 oz/ft²/yr (≈15 µm/yr) first two years, as quoted by BYU ETD 8408 (scholarsarchive.byu.edu/etd/8408); FHWA-NHI-00-044',
    verified: true,
  },
  zincFirstYears_years: {
    value: 2,
    unit: 'yr',
    source: 'AASHTO (2017) as quoted by BYU ETD 8408; FHWA-NHI-00-044',
    verified: true,
  },
  zincRateThereafter_um_per_yr: {
    value: 4,
    unit: 'µm/yr',
    source:
      'AASHTO (2017) 0.09 oz/ft²/yr (≈4 µm/yr) until depletion, as quoted by BYU ETD 8408 (86 µm coating depleted after 16 yr); FHWA-NHI-00-044',
    verified: true,
  },
  steelRate_um_per_yr: {
    value: 12,
    unit: 'µm/yr',
    source:
      'AASHTO LRFD 11.10.6.4.2a / FHWA-NHI-00-044: carbon steel 12 µm/yr per side after zinc depletion (not read here)',
    verified: false,
  },
  minResistivity_ohm_cm: {
    value: 3000,
    unit: 'ohm·cm',
    source: 'AASHTO LRFD 11.10.6.4.2a electrochemical criteria for backfill (not read here)',
    verified: false,
  },
} as const satisfies Record<string, SourcedValue>;

/**
 * Aggressive-soil power law X = K·t^n (µm per face, t in years): the Romanoff (1957, NBS
 * Circular 579) form, as written in NCHRP Report 675 Appendix A Eq. A-1 (form read; K and n
 * not read). K and n below are the Darbin et al. (1988) / Romanoff values commonly quoted
 * for aggressive soils: zinc 25·t^0.65, carbon steel 40·t^0.80 (memory, unverified).
 */
export const ROMANOFF_AGGRESSIVE = {
  zincK_um: {
    value: 25,
    unit: 'µm',
    source:
      'Darbin et al. (1988) galvanized coating, as summarised in NCHRP Report 675 App. A (memory, unverified)',
    verified: false,
  },
  zincN: { value: 0.65, unit: '-', source: 'idem', verified: false },
  steelK_um: {
    value: 40,
    unit: 'µm',
    source: 'Romanoff (1957) / Darbin et al. (1988) carbon steel in aggressive soil (memory, unverified)',
    verified: false,
  },
  steelN: { value: 0.8, unit: '-', source: 'idem', verified: false },
  /**
   * The aggressive-soil rates are for aggressive soils: below the AASHTO electrochemical limit of
   * 3000 ohm·cm (FHWA-NHI-09-087 §2; above it the soil is not aggressive and the FHWA rates apply).
   * Romanoff's buried specimens reach down to about 60 ohm·cm (tidal marsh soils, NBS Circular 579),
   * the lowest resistivity the data cover (memory, unverified).
   */
  minResistivity_ohm_cm: {
    value: 60,
    unit: 'ohm·cm',
    source:
      'lowest soil resistivity of the Romanoff (1957, NBS Circular 579) test sites (memory, unverified)',
    verified: false,
  },
  maxResistivity_ohm_cm: {
    value: 3000,
    unit: 'ohm·cm',
    source:
      'AASHTO LRFD 11.10.6.4.2a electrochemical criteria: soils below 3000 ohm·cm are aggressive (not read here)',
    verified: false,
  },
} as const satisfies Record<string, SourcedValue>;

/** 1 mil = 25.4 µm. */
export function milsToMicrometres(mils: number): number {
  return mils * 25.4;
}

/** Hot-dip zinc: 1 oz/ft² ≈ 43 µm (ASTM A123 Table 1 equivalence: 2.0 oz/ft² = 86 µm). */
export function ozPerFt2ToMicrometres(ozPerFt2: number): number {
  return ozPerFt2 * 43;
}
