/**
 * The units the CLI's summary tables print in: SI (the engine's own) or US customary (what most
 * of our users check against). JSON and CSV output stay SI, their keys naming the unit. Exact
 * factors from the definitions (NIST SP 811, appendix B): ft = 0.3048 m, in = 0.0254 m,
 * lbf = 4.4482216152605 N, kip = 1000 lbf.
 */
import { M_PER_IN } from '../sections/units';

export const PRINT_UNITS = ['si', 'us'] as const;
export type PrintUnits = (typeof PRINT_UNITS)[number];

const M_PER_FT = 12 * M_PER_IN;
const N_PER_KIP = 4448.2216152605;

/** One formatter per quantity, each giving the number with its unit. */
export interface UnitFormat {
  /** Depths, heights, embedment: m | ft. */
  length(m: number, decimals?: number): string;
  /** `length` without its unit, for table columns headed by it. */
  lengthNumber(m: number, decimals?: number): string;
  /** Unit label of `length`, for table headers. */
  lengthUnit: string;
  /** Pile deflection: mm | in. */
  deflection(m: number): string;
  /** Shear and axial force: kN | kip. */
  force(N: number): string;
  /** Bending moment: kN·m | kip·ft. */
  moment(Nm: number): string;
  /** Flexural rigidity EI: kN·m² | kip·in². */
  rigidity(Nm2: number): string;
  /** Section widths: m | in. */
  width(m: number): string;
}

const SI: UnitFormat = {
  length: (m, d = 3) => `${m.toFixed(d)} m`,
  lengthNumber: (m, d = 3) => m.toFixed(d),
  lengthUnit: 'm',
  deflection: (m) => `${(m * 1000).toFixed(2)} mm`,
  force: (N) => `${(N / 1000).toFixed(3)} kN`,
  moment: (Nm) => `${(Nm / 1000).toFixed(3)} kN·m`,
  rigidity: (Nm2) => `${(Nm2 / 1000).toFixed(1)} kN·m²`,
  width: (m) => `${m.toFixed(4)} m`,
};

const US: UnitFormat = {
  length: (m, d = 3) => `${(m / M_PER_FT).toFixed(d)} ft`,
  lengthNumber: (m, d = 3) => (m / M_PER_FT).toFixed(d),
  lengthUnit: 'ft',
  deflection: (m) => `${(m / M_PER_IN).toFixed(3)} in`,
  force: (N) => `${(N / N_PER_KIP).toFixed(3)} kip`,
  moment: (Nm) => `${(Nm / (N_PER_KIP * M_PER_FT)).toFixed(3)} kip·ft`,
  rigidity: (Nm2) => `${(Nm2 / (N_PER_KIP * M_PER_IN * M_PER_IN)).toFixed(0)} kip·in²`,
  width: (m) => `${(m / M_PER_IN).toFixed(3)} in`,
};

export function unitFormat(units: PrintUnits): UnitFormat {
  return units === 'us' ? US : SI;
}
