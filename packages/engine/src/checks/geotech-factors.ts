/**
 * How the unit values of the vertical soil table become available resistance.
 *
 * Default: the table holds NOMINAL (ultimate) unit values; ASD divides by a factor of safety
 * FS = 2.0 (IBC 1810.3.3.1 practice: allowable = ultimate / 2 when capacity is verified),
 * LRFD multiplies by φ = 0.5 (a placeholder of the same reliability; set it from the
 * geotechnical report). When the report gives ALLOWABLE values, set tableBasis 'allowable'
 * and the values are used as is (compare them with ASD demands).
 */
import type { DesignMethod } from '../loads/asce7-combinations';

export interface GeotechFactors {
  method: DesignMethod;
  tableBasis: 'nominal' | 'allowable';
  /** ASD factors of safety on nominal resistance. */
  FS_compression: number;
  FS_uplift: number;
  /** LRFD resistance factors on nominal resistance. */
  phi_compression: number;
  phi_uplift: number;
}

export const DEFAULT_GEOTECH_FACTORS: GeotechFactors = {
  method: 'ASD',
  tableBasis: 'nominal',
  FS_compression: 2,
  FS_uplift: 2,
  phi_compression: 0.5,
  phi_uplift: 0.5,
};

/** Multiplier from nominal table resistance to available resistance. */
export function availabilityFactor(f: GeotechFactors, direction: 'compression' | 'uplift'): number {
  if (f.tableBasis === 'allowable') return 1;
  if (f.method === 'ASD') return 1 / (direction === 'compression' ? f.FS_compression : f.FS_uplift);
  return direction === 'compression' ? f.phi_compression : f.phi_uplift;
}

/** Words for the result: which factor was applied. */
export function describeFactor(f: GeotechFactors, direction: 'compression' | 'uplift'): string {
  if (f.tableBasis === 'allowable') return 'table values taken as allowable (no factor)';
  if (f.method === 'ASD')
    return `ASD: nominal / FS, FS = ${direction === 'compression' ? f.FS_compression : f.FS_uplift}`;
  return `LRFD: φ × nominal, φ = ${direction === 'compression' ? f.phi_compression : f.phi_uplift}`;
}
