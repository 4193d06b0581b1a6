/**
 * Frost heave (Vertical Site Data: Consider Frost, Frost Pressure, Frost Depth): adfreeze
 * uplift F = τ_ad × p × z_f on the frozen length, against the uplift side resistance below
 * the frost depth (and below Neglect Top Soil) plus the dead load (the pier's and the pile's own)
 * (e.g. Andersland & Ladanyi, Frozen Ground Engineering, 2nd ed., adfreeze heave forces;
 * same form in NAVFAC DM-7.2 / CFEM frost-jacking checks).
 */
import type { SteelSection } from '../sections/types';
import { makeCheck, type CheckResult } from './check-result';
import {
  availabilityFactor,
  addFactorWorking,
  describeFactor,
  type GeotechFactors,
  DEFAULT_GEOTECH_FACTORS,
} from './geotech-factors';
import { sideResistanceIntegral, type VerticalSoilLayer } from './vertical-soil';

export interface FrostInput {
  table: readonly VerticalSoilLayer[];
  embedment_m: number;
  neglectTopSoil_m: number;
  /** Frost Pressure: adfreeze bond stress on the pile surface, Pa. */
  frostPressure_Pa: number;
  /** Frost Depth below grade, m. */
  frostDepth_m: number;
  /** Dead load resisting heave (unfactored, downward positive), N. */
  deadLoad_N: number;
  /** Weight of the pile itself (unfactored), N: dead load too, taken with the same factor. */
  pileWeight_N?: number;
  section: Pick<SteelSection, 'boxPerimeter_m'>;
  /** Multiplier on the dead load in the resistance (default 1; 0.6 for an ASD 0.6D style check). */
  deadLoadFactor?: number;
}

/** Adfreeze uplift F = τ_ad·p·z_f, N (Andersland & Ladanyi, adfreeze). */
export function adfreezeForce_N(frostPressure_Pa: number, perimeter_m: number, frostDepth_m: number): number {
  return Math.max(0, frostPressure_Pa) * perimeter_m * Math.max(0, frostDepth_m);
}

/** Frost heave check: F_adfreeze ≤ factor × R_up(below max(z_f, neglect)) + D. */
export function frostHeaveCheck(
  input: FrostInput,
  factors: GeotechFactors = DEFAULT_GEOTECH_FACTORS,
): CheckResult {
  const p = input.section.boxPerimeter_m;
  const F = adfreezeForce_N(input.frostPressure_Pa, p, input.frostDepth_m);
  const top = Math.max(0, input.frostDepth_m, input.neglectTopSoil_m);
  const up =
    top < input.embedment_m
      ? sideResistanceIntegral(input.table, top, input.embedment_m, 'up')
      : { value_N_per_m: 0, extendedBelowTable: false };
  const nominal = up.value_N_per_m * p;
  // frost heave is a sustained load: the sustained-uplift factor (IBC 1810.3.3.1.5 without its wind/seismic exception)
  const k = availabilityFactor(factors, 'sustained-uplift');
  const dlf = input.deadLoadFactor ?? 1;
  const Wp = Math.max(0, input.pileWeight_N ?? 0);
  const D = dlf * (Math.max(0, input.deadLoad_N) + Wp);
  // details made key by key in the order the spread of factorWorking gave (addFactorWorking)
  const details: Record<string, unknown> = {
    perimeter_m: p,
    perimeterBasis: 'box perimeter 2(d + bf)',
    resistanceTop_m: top,
    skinUpBelowFrost_nominal_N: nominal,
    factor: k,
  };
  addFactorWorking(details, factors, 'sustained-uplift');
  details.deadLoad_N = D;
  details.deadLoadFactor = dlf;
  details.pileWeight_N = Wp;
  details.extendedBelowTable = up.extendedBelowTable;
  return makeCheck({
    id: 'frost-heave',
    name: 'Frost heave (adfreeze uplift)',
    demand: F,
    capacity: k * nominal + D,
    unit: 'N',
    reference: `adfreeze F = τ_ad·p·z_f against uplift skin friction below the frost depth + dead load (Andersland & Ladanyi, Frozen Ground Engineering, adfreeze heave); ${describeFactor(factors, 'sustained-uplift')}`,
    details,
  });
}
