/**
 * Sacrificial thickness lost per exposed face over the design life, for the three
 * corrosion methods of the product (FHWA 1, Aggressive Romanoff 2, Custom Loss 3).
 * The zinc is consumed first; the steel corrodes only after the zinc is gone.
 * Pure functions; µm and years as named.
 */
import { FHWA_RATES, ROMANOFF_AGGRESSIVE } from './rates';

/** Corrosion method codes of the product spec §9. */
export type CorrosionMethod = 1 | 2 | 3;

export interface CorrosionInput {
  method: CorrosionMethod;
  /** Soil electrical resistivity, ohm·cm (checked against the FHWA applicability limit). */
  resistivity_ohm_cm: number;
  designLife_years: number;
  /** Hot-dip zinc coating thickness per face, µm (0 for bare steel). */
  zincCoating_um: number;
  /** Method 3 only: steel thickness lost per face over the design life, µm. */
  customLoss_um?: number;
  /** Method 1: the project's own steel loss rate after the zinc, µm/yr per face (omitted: 12, unverified). */
  fhwaSteelRate_um_per_yr?: number;
  /** Method 2: the project's own K and n (each omitted: the default of rates.ts). */
  romanoff?: Partial<RomanoffConstants>;
}

/** Aggressive-soil power-law constants X = K·t^n, µm and years. */
export interface RomanoffConstants {
  zincK_um: number;
  zincN: number;
  steelK_um: number;
  steelN: number;
}

/** The defaults of rates.ts (unverified: engineer to confirm). */
export const DEFAULT_ROMANOFF: RomanoffConstants = {
  zincK_um: ROMANOFF_AGGRESSIVE.zincK_um.value,
  zincN: ROMANOFF_AGGRESSIVE.zincN.value,
  steelK_um: ROMANOFF_AGGRESSIVE.steelK_um.value,
  steelN: ROMANOFF_AGGRESSIVE.steelN.value,
};

export interface CorrosionLoss {
  method: CorrosionMethod;
  methodName: 'FHWA' | 'Aggressive Romanoff' | 'Custom Loss';
  /** Years until the zinc is consumed; null when the method does not model zinc (Custom Loss). */
  zincLife_years: number | null;
  /** Zinc consumed by the end of the design life, µm (≤ coating). */
  zincLoss_um: number;
  /** Steel thickness lost per exposed face at the end of the design life, µm. */
  steelLossPerFace_um: number;
  steelLossPerFace_m: number;
  /** False when the soil is outside the method's stated applicability (see notes). */
  withinApplicability: boolean;
  notes: string[];
  /**
   * The note of `notes` that flags the method's default constants ("engineer to confirm"), when
   * it has one: a design lists those constants among its own (design/design-constants.ts) and
   * leaves this note out of its warnings, so that they are named once.
   */
  defaultsNote?: string;
  reference: string;
}

// ---- FHWA / AASHTO (FHWA-NHI-00-044; AASHTO LRFD 11.10.6.4.2a) ----

/** Zinc consumed after t years, µm: 15 µm/yr to 2 yr, 4 µm/yr thereafter (FHWA-NHI-00-044). */
export function fhwaZincLoss_um(t_years: number): number {
  const r1 = FHWA_RATES.zincRateFirstYears_um_per_yr.value;
  const t1 = FHWA_RATES.zincFirstYears_years.value;
  const r2 = FHWA_RATES.zincRateThereafter_um_per_yr.value;
  const t = Math.max(0, t_years);
  return t <= t1 ? r1 * t : r1 * t1 + r2 * (t - t1);
}

/** Years to consume a zinc coating z, inverse of fhwaZincLoss_um (FHWA-NHI-00-044). */
export function fhwaZincLife_years(zincCoating_um: number): number {
  const r1 = FHWA_RATES.zincRateFirstYears_um_per_yr.value;
  const t1 = FHWA_RATES.zincFirstYears_years.value;
  const r2 = FHWA_RATES.zincRateThereafter_um_per_yr.value;
  const z = Math.max(0, zincCoating_um);
  return z <= r1 * t1 ? z / r1 : t1 + (z - r1 * t1) / r2;
}

/** Steel lost per face after the zinc is gone: 12 µm/yr (AASHTO LRFD 11.10.6.4.2a). */
export function fhwaSteelLoss_um(
  designLife_years: number,
  zincLife_years: number,
  rate_um_per_yr: number = FHWA_RATES.steelRate_um_per_yr.value,
): number {
  return rate_um_per_yr * Math.max(0, designLife_years - zincLife_years);
}

// ---- Aggressive Romanoff power law X = K·t^n (NCHRP 675 App. A Eq. A-1) ----

/** Power law X = K·t^n, µm (Romanoff 1957 form; NCHRP 675 Eq. A-1). */
export function powerLawLoss_um(K_um: number, n: number, t_years: number): number {
  return t_years <= 0 ? 0 : K_um * Math.pow(t_years, n);
}

/** Years for the zinc power law K·t^n (default 25·t^0.65) to consume the coating: t = (z/K)^(1/n). */
export function romanoffZincLife_years(
  zincCoating_um: number,
  K = DEFAULT_ROMANOFF.zincK_um,
  n = DEFAULT_ROMANOFF.zincN,
): number {
  return zincCoating_um <= 0 ? 0 : Math.pow(zincCoating_um / K, 1 / n);
}

/** Steel lost per face: K·(T − t_zinc)^n (default 40, 0.8), the clock restarting when the zinc is gone. */
export function romanoffSteelLoss_um(
  designLife_years: number,
  zincLife_years: number,
  K = DEFAULT_ROMANOFF.steelK_um,
  n = DEFAULT_ROMANOFF.steelN,
): number {
  return powerLawLoss_um(K, n, designLife_years - zincLife_years);
}

/** Whether the resistivity is in the range the aggressive-soil rates rest on, and the note when not. */
export function romanoffApplicability(resistivity_ohm_cm: number): { within: boolean; note: string | null } {
  const lo = ROMANOFF_AGGRESSIVE.minResistivity_ohm_cm.value;
  const hi = ROMANOFF_AGGRESSIVE.maxResistivity_ohm_cm.value;
  if (resistivity_ohm_cm > hi)
    return {
      within: false,
      note: `resistivity ${resistivity_ohm_cm} ohm·cm > ${hi} ohm·cm: the soil is not aggressive by the AASHTO electrochemical criteria; the aggressive-soil (Romanoff) rates do not apply there and overstate the loss: consider the FHWA method`,
    };
  if (resistivity_ohm_cm < lo)
    return {
      within: false,
      note: `resistivity ${resistivity_ohm_cm} ohm·cm < ${lo} ohm·cm: below the soils Romanoff's data cover; the loss may be larger than the power law gives`,
    };
  return { within: true, note: null };
}

// ---- The three methods ----

function assertInput(input: CorrosionInput): void {
  const bad = (v: number | undefined): boolean => v === undefined || !Number.isFinite(v) || v < 0;
  if (bad(input.designLife_years)) throw new RangeError('designLife_years must be a finite number ≥ 0');
  if (bad(input.zincCoating_um)) throw new RangeError('zincCoating_um must be a finite number ≥ 0');
  if (input.method === 3 && bad(input.customLoss_um)) {
    throw new RangeError('customLoss_um must be a finite number ≥ 0 for the Custom Loss method');
  }
}

/** Thickness lost per exposed face over the design life, by method code 1 | 2 | 3. */
export function corrosionLoss(input: CorrosionInput): CorrosionLoss {
  assertInput(input);
  const T = input.designLife_years;
  const z = input.zincCoating_um;
  switch (input.method) {
    case 1: {
      const zincLife = fhwaZincLife_years(z);
      const rate = input.fhwaSteelRate_um_per_yr ?? FHWA_RATES.steelRate_um_per_yr.value;
      const steel = fhwaSteelLoss_um(T, zincLife, rate);
      const minRho = FHWA_RATES.minResistivity_ohm_cm.value;
      const within = input.resistivity_ohm_cm >= minRho;
      return {
        method: 1,
        methodName: 'FHWA',
        zincLife_years: zincLife,
        zincLoss_um: Math.min(z, fhwaZincLoss_um(T)),
        steelLossPerFace_um: steel,
        steelLossPerFace_m: steel * 1e-6,
        withinApplicability: within,
        notes: within
          ? []
          : [
              `resistivity ${input.resistivity_ohm_cm} ohm·cm < ${minRho} ohm·cm: the FHWA/AASHTO rates apply to soils meeting the AASHTO electrochemical criteria; consider the Aggressive Romanoff method`,
            ],
        reference: `FHWA-NHI-00-044 / AASHTO LRFD 11.10.6.4.2a: zinc 15 µm/yr (first 2 yr), 4 µm/yr to depletion; steel ${rate} µm/yr per face${input.fhwaSteelRate_um_per_yr === undefined ? '' : ' (project input)'}`,
      };
    }
    case 2: {
      const k = { ...DEFAULT_ROMANOFF, ...input.romanoff };
      const zincLife = romanoffZincLife_years(z, k.zincK_um, k.zincN);
      const steel = romanoffSteelLoss_um(T, zincLife, k.steelK_um, k.steelN);
      const range = romanoffApplicability(input.resistivity_ohm_cm);
      const defaults = (['zincK_um', 'zincN', 'steelK_um', 'steelN'] as const).filter(
        (key) => input.romanoff?.[key] === undefined,
      );
      const defaultsNote =
        defaults.length > 0
          ? `engineer to confirm: the aggressive-soil constants zinc ${k.zincK_um}·t^${k.zincN} and steel ${k.steelK_um}·t^${k.steelN} µm are the commonly quoted Romanoff / Darbin et al. (1988) values, not read in the source; each can be set in the corrosion input`
          : undefined;
      return {
        method: 2,
        methodName: 'Aggressive Romanoff',
        zincLife_years: zincLife,
        zincLoss_um: Math.min(z, powerLawLoss_um(k.zincK_um, k.zincN, T)),
        steelLossPerFace_um: steel,
        steelLossPerFace_m: steel * 1e-6,
        withinApplicability: range.within,
        notes: [...(defaultsNote ? [defaultsNote] : []), ...(range.note ? [range.note] : [])],
        ...(defaultsNote ? { defaultsNote } : {}),
        reference: `Romanoff (1957) power law X = K·t^n (NCHRP 675 Eq. A-1): zinc ${k.zincK_um}·t^${k.zincN}, steel ${k.steelK_um}·(t − t_zinc)^${k.steelN} µm`,
      };
    }
    case 3: {
      const steel = input.customLoss_um ?? 0;
      return {
        method: 3,
        methodName: 'Custom Loss',
        zincLife_years: null,
        zincLoss_um: 0,
        steelLossPerFace_um: steel,
        steelLossPerFace_m: steel * 1e-6,
        withinApplicability: true,
        notes: [
          'custom loss is the steel thickness lost per face over the design life; the zinc coating is not modelled',
        ],
        reference: 'user-specified loss per exposed face',
      };
    }
  }
}
