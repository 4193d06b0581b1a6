/**
 * The units the CLI's summaries print in: SI (the engine's own) or US customary (what most of
 * our users check against). JSON and CSV output stay SI, their keys naming the unit. Exact
 * factors from the definitions (NIST SP 811, appendix B): ft = 0.3048 m, in = 0.0254 m,
 * lbf = 4.4482216152605 N, kip = 1000 lbf.
 */
import { M_PER_FT, M_PER_IN, N_PER_LBF } from '../sections/units';

export const PRINT_UNITS = ['si', 'us'] as const;
export type PrintUnits = (typeof PRINT_UNITS)[number];

const N_PER_KIP = 1000 * N_PER_LBF;

/** What a printed number measures. */
export type PrintQuantity =
  /** Depths, heights, embedment, pile lengths: m | ft. */
  | 'length'
  /** Pile deflection and test-pile movement: mm | in. */
  | 'deflection'
  /** Shear, axial and test loads: kN | kip. */
  | 'force'
  /** Bending moment: kN·m | kip·ft. */
  | 'moment'
  /** Flexural rigidity EI: kN·m² | kip·in². */
  | 'rigidity'
  /** Section widths and diameters: m | in (mm for a test pile's width in SI). */
  | 'width'
  /** E of the steel: GPa | ksi. */
  | 'modulus';

/** One unit: its label, its size in SI (m, N, N·m, N·m²) and the decimals it prints with. */
interface PrintUnit {
  label: string;
  si: number;
  decimals: number;
}

const SI: Record<PrintQuantity, PrintUnit> = {
  length: { label: 'm', si: 1, decimals: 3 },
  deflection: { label: 'mm', si: 1e-3, decimals: 2 },
  force: { label: 'kN', si: 1e3, decimals: 3 },
  moment: { label: 'kN·m', si: 1e3, decimals: 3 },
  rigidity: { label: 'kN·m²', si: 1e3, decimals: 1 },
  width: { label: 'm', si: 1, decimals: 4 },
  modulus: { label: 'GPa', si: 1e9, decimals: 3 },
};

const US: Record<PrintQuantity, PrintUnit> = {
  length: { label: 'ft', si: M_PER_FT, decimals: 3 },
  deflection: { label: 'in', si: M_PER_IN, decimals: 3 },
  force: { label: 'kip', si: N_PER_KIP, decimals: 3 },
  moment: { label: 'kip·ft', si: N_PER_KIP * M_PER_FT, decimals: 3 },
  rigidity: { label: 'kip·in²', si: N_PER_KIP * M_PER_IN * M_PER_IN, decimals: 0 },
  width: { label: 'in', si: M_PER_IN, decimals: 3 },
  modulus: { label: 'ksi', si: N_PER_KIP / (M_PER_IN * M_PER_IN), decimals: 0 },
};

/** Numbers of one unit system, converted from the engine's SI. */
export class UnitFormat {
  constructor(private readonly units: Record<PrintQuantity, PrintUnit>) {}

  /** The unit's label, for a table's header. */
  unit(q: PrintQuantity): string {
    return this.units[q].label;
  }

  /** The SI value in this system's unit, without the unit (a column headed by it). */
  number(q: PrintQuantity, si: number, decimals = this.units[q].decimals): string {
    return (si / this.units[q].si).toFixed(decimals);
  }

  /** The SI value in this system's unit, with the unit. */
  format(q: PrintQuantity, si: number, decimals?: number): string {
    return `${this.number(q, si, decimals)} ${this.unit(q)}`;
  }
}

export function unitFormat(units: PrintUnits): UnitFormat {
  return new UnitFormat(units === 'us' ? US : SI);
}
