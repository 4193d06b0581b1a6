/**
 * Geotechnical axial capacity of a driven W pile from the Vertical Soil Parameter table:
 * compression = Σ f_down·p·Δz + (End Bearing on) q_b·A_b; uplift = Σ f_up·p·Δz, both over the
 * embedded length below the Neglect Top Soil depth (static formula, FHWA GEC-12
 * FHWA-NHI-16-009: R_n = R_s + R_p). p = box perimeter 2(d + bf) and A_b = box area d·bf
 * (plugged W section, SteelSection.boxPerimeter_m / boxArea_m2); steel area optional for A_b.
 */
import type { SteelSection } from '../sections/types';
import { makeCheck, type CheckResult } from './check-result';
import {
  availabilityFactor,
  addFactorWorking,
  describeFactor,
  type GeotechFactors,
  type GeotechLoad,
  DEFAULT_GEOTECH_FACTORS,
} from './geotech-factors';
import { endBearingAt_Pa, sideResistanceIntegral, type VerticalSoilLayer } from './vertical-soil';

export type BearingAreaBasis = 'box' | 'steel';

export interface AxialCapacityInput {
  table: readonly VerticalSoilLayer[];
  /** Embedded length below grade (toe depth), m. */
  embedment_m: number;
  /** Neglect Top Soil depth, m: no side resistance above it. */
  neglectTopSoil_m: number;
  /** Vertical Site Data "End Bearing" switch. */
  endBearing: boolean;
  section: Pick<SteelSection, 'boxPerimeter_m' | 'boxArea_m2' | 'A_m2'>;
  /** Area for end bearing: 'box' (plugged, d·bf; default) or 'steel' (A). */
  bearingAreaBasis?: BearingAreaBasis;
}

export interface AxialCapacity {
  /** Nominal resistances from the table, N. */
  skinDown_N: number;
  endBearing_N: number;
  compression_N: number;
  uplift_N: number;
  perimeter_m: number;
  bearingArea_m2: number;
  perimeterBasis: string;
  bearingAreaBasis: string;
  /** Depth where side resistance starts: max(neglect top soil, 0), m. */
  sideTop_m: number;
  toeUnitEndBearing_Pa: number;
  extendedBelowTable: boolean;
}

/** Nominal compression and uplift resistance (FHWA GEC-12 static formula, table unit values). */
export function axialCapacity(input: AxialCapacityInput): AxialCapacity {
  const L = input.embedment_m;
  if (!Number.isFinite(L) || L <= 0) throw new RangeError('axialCapacity: embedment_m must be > 0');
  const top = Math.max(0, input.neglectTopSoil_m);
  const p = input.section.boxPerimeter_m;
  const basis = input.bearingAreaBasis ?? 'box';
  const Ab = basis === 'box' ? input.section.boxArea_m2 : input.section.A_m2;
  const down = sideResistanceIntegral(input.table, top, L, 'down');
  const up = sideResistanceIntegral(input.table, top, L, 'up');
  const qb = input.endBearing ? endBearingAt_Pa(input.table, L) : 0;
  const skinDown = down.value_N_per_m * p;
  const endBearing = qb * Ab;
  return {
    skinDown_N: skinDown,
    endBearing_N: endBearing,
    compression_N: skinDown + endBearing,
    uplift_N: up.value_N_per_m * p,
    perimeter_m: p,
    bearingArea_m2: Ab,
    perimeterBasis: 'box perimeter 2(d + bf)',
    bearingAreaBasis: basis === 'box' ? 'box area d·bf (plugged)' : 'steel area A',
    sideTop_m: top,
    toeUnitEndBearing_Pa: qb,
    extendedBelowTable: down.extendedBelowTable,
  };
}

export interface AxialDemand {
  /** Compression demand of the combination, N (≥ 0). */
  compression_N: number;
  /** Uplift (tension) demand of the combination, N (≥ 0). */
  uplift_N: number;
  /**
   * The factored weight of the pile itself already counted in the two demands above (dead load:
   * it adds to compression and holds against uplift), N; reported in the details.
   */
  pileWeightCompression_N?: number;
  pileWeightUplift_N?: number;
  /**
   * What causes the uplift: 'uplift' (wind or seismic, transient; default) or 'sustained-uplift'
   * (a combination without wind or seismic): the resistance factor follows it (IBC 1810.3.3.1.5).
   */
  upliftLoad?: Exclude<GeotechLoad, 'compression'>;
}

/** Compression and uplift checks: demand against available = factor × nominal. */
export function axialChecks(
  input: AxialCapacityInput,
  demand: AxialDemand,
  factors: GeotechFactors = DEFAULT_GEOTECH_FACTORS,
): { capacity: AxialCapacity; checks: CheckResult[] } {
  const cap = axialCapacity(input);
  const kc = availabilityFactor(factors, 'compression');
  const upliftLoad = demand.upliftLoad ?? 'uplift';
  const ku = availabilityFactor(factors, upliftLoad);
  // details made key by key in the order a spread of the shared keys and of factorWorking
  // would give (addFactorWorking: spreads there cost some 10 µs a check)
  const compressionDetails: Record<string, unknown> = {
    perimeter_m: cap.perimeter_m,
    perimeterBasis: cap.perimeterBasis,
    neglectTopSoil_m: cap.sideTop_m,
    extendedBelowTable: cap.extendedBelowTable,
    skinDown_N: cap.skinDown_N,
    endBearing_N: cap.endBearing_N,
    endBearingOn: input.endBearing,
    bearingArea_m2: cap.bearingArea_m2,
    bearingAreaBasis: cap.bearingAreaBasis,
    nominal_N: cap.compression_N,
    factor: kc,
  };
  addFactorWorking(compressionDetails, factors, 'compression');
  compressionDetails.pileWeightInDemand_N = demand.pileWeightCompression_N ?? 0;
  const compression = makeCheck({
    id: 'axial-compression',
    name: 'Axial compression (skin friction down + end bearing)',
    demand: Math.max(0, demand.compression_N),
    capacity: kc * cap.compression_N,
    unit: 'N',
    reference: `FHWA GEC-12 (FHWA-NHI-16-009) static capacity R_s + R_p from the vertical soil table; ${describeFactor(factors, 'compression')}`,
    details: compressionDetails,
  });
  const upliftDetails: Record<string, unknown> = {
    perimeter_m: cap.perimeter_m,
    perimeterBasis: cap.perimeterBasis,
    neglectTopSoil_m: cap.sideTop_m,
    extendedBelowTable: cap.extendedBelowTable,
    nominal_N: cap.uplift_N,
    factor: ku,
  };
  addFactorWorking(upliftDetails, factors, upliftLoad);
  upliftDetails.pileWeightAgainstUplift_N = demand.pileWeightUplift_N ?? 0;
  const uplift = makeCheck({
    id: 'axial-uplift',
    name: 'Axial uplift (skin friction up)',
    demand: Math.max(0, demand.uplift_N),
    capacity: ku * cap.uplift_N,
    unit: 'N',
    reference: `FHWA GEC-12 (FHWA-NHI-16-009) side resistance R_s from the vertical soil table; ${describeFactor(factors, upliftLoad)}`,
    details: upliftDetails,
  });
  return { capacity: cap, checks: [compression, uplift] };
}
