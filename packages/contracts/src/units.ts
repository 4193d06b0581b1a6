// Units at the edge (architecture.md "Units"): the engine and the API speak SI (m, N, Pa);
// people read the project's unitSystem. Every conversion and every unit label of the app goes
// through this one module, with exact factors from the definitions of the units:
//   ft = 0.3048 m, in = 0.0254 m (international yard and pound agreement, 1959),
//   lb = 0.45359237 kg, standard gravity g = 9.80665 m/s² (CGPM 1901),
//   so lbf = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N, kip = 1000 lbf.
// Precision follows ui.md "Numbers and units": three significant figures for loads and moments,
// deflections to 0.01 in or 0.1 mm, embedment (lengths) to 0.1 ft or 0.01 m.
import type { UnitSystem } from './enums';

export const M_PER_FT = 0.3048;
export const M_PER_IN = 0.0254;
export const KG_PER_LB = 0.45359237;
export const STANDARD_GRAVITY_M_PER_S2 = 9.80665;
export const N_PER_LBF = 4.4482216152605;
export const N_PER_KIP = 1000 * N_PER_LBF;
export const PA_PER_KSI = (1000 * N_PER_LBF) / (M_PER_IN * M_PER_IN);
export const PA_PER_PSF = N_PER_LBF / (M_PER_FT * M_PER_FT);
export const N_PER_M3_PER_PCF = N_PER_LBF / (M_PER_FT * M_PER_FT * M_PER_FT);

/** What a number measures; each kind has one unit per unit system. */
export type Quantity =
  /** Depths, elevations, embedment, pile heights and lengths: ft | m. */
  | 'length'
  /** Pile deflection: in | mm. */
  | 'deflection'
  /** Forces (shear, axial): kip | kN. */
  | 'force'
  /** Bending moments: kip·ft | kN·m. */
  | 'moment'
  /** Force per length (soil reaction p): kip/ft | kN/m. */
  | 'lineLoad'
  /** Steel stresses (Fy): ksi | MPa. */
  | 'stress'
  /** Soil strengths and pressures (c_u, skin friction): psf | kPa. */
  | 'pressure'
  /** Unit weight of soil (γ): pcf | kN/m³. */
  | 'unitWeight'
  /** Weight of steel, given as a force in N: lb | kg (mass = W / g). */
  | 'weight';

export const QUANTITIES = [
  'length',
  'deflection',
  'force',
  'moment',
  'lineLoad',
  'stress',
  'pressure',
  'unitWeight',
  'weight',
] as const satisfies readonly Quantity[];

type UnitDef = {
  /** The unit's label, as shown beside numbers and in headers. */
  label: string;
  /** The SI value of one of this unit (m, N, N·m, N/m, Pa, N/m³). */
  si: number;
  /** Rounding for display: decimals, or significant figures. */
  precision: { decimals: number } | { significant: number };
};

const SIG3 = { significant: 3 } as const;

const UNITS: Record<Quantity, Record<UnitSystem, UnitDef>> = {
  length: {
    imperial: { label: 'ft', si: M_PER_FT, precision: { decimals: 1 } },
    metric: { label: 'm', si: 1, precision: { decimals: 2 } },
  },
  deflection: {
    imperial: { label: 'in', si: M_PER_IN, precision: { decimals: 2 } },
    metric: { label: 'mm', si: 0.001, precision: { decimals: 1 } },
  },
  force: {
    imperial: { label: 'kip', si: N_PER_KIP, precision: SIG3 },
    metric: { label: 'kN', si: 1000, precision: SIG3 },
  },
  moment: {
    imperial: { label: 'kip·ft', si: N_PER_KIP * M_PER_FT, precision: SIG3 },
    metric: { label: 'kN·m', si: 1000, precision: SIG3 },
  },
  lineLoad: {
    imperial: { label: 'kip/ft', si: N_PER_KIP / M_PER_FT, precision: SIG3 },
    metric: { label: 'kN/m', si: 1000, precision: SIG3 },
  },
  stress: {
    imperial: { label: 'ksi', si: PA_PER_KSI, precision: SIG3 },
    metric: { label: 'MPa', si: 1e6, precision: SIG3 },
  },
  pressure: {
    imperial: { label: 'psf', si: PA_PER_PSF, precision: SIG3 },
    metric: { label: 'kPa', si: 1000, precision: SIG3 },
  },
  unitWeight: {
    imperial: { label: 'pcf', si: N_PER_M3_PER_PCF, precision: SIG3 },
    metric: { label: 'kN/m³', si: 1000, precision: SIG3 },
  },
  weight: {
    imperial: { label: 'lb', si: N_PER_LBF, precision: { decimals: 0 } },
    metric: { label: 'kg', si: STANDARD_GRAVITY_M_PER_S2, precision: { decimals: 0 } },
  },
};

/**
 * The number format a spreadsheet shows a quantity with (the cell keeps the whole value): the
 * decimals the app shows, or three where the app shows significant figures ('0.0' for ft,
 * '0.000' for kip).
 */
export function spreadsheetFormat(quantity: Quantity, system: UnitSystem): string {
  const p = UNITS[quantity][system].precision;
  const decimals = 'decimals' in p ? p.decimals : 3;
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

/** The unit label of a quantity in a unit system: unitOf('moment', 'imperial') = 'kip·ft'. */
export function unitOf(quantity: Quantity, system: UnitSystem): string {
  return UNITS[quantity][system].label;
}

/** An SI value (m, N, N·m, N/m, Pa, N/m³; weight in N) in the system's unit. */
export function fromSI(quantity: Quantity, valueSI: number, system: UnitSystem): number {
  return valueSI / UNITS[quantity][system].si;
}

/** A value in the system's unit back to SI. */
export function toSI(quantity: Quantity, value: number, system: UnitSystem): number {
  return value * UNITS[quantity][system].si;
}

/** A number rounded to n significant figures, as plain digits (no exponent). */
export function formatSignificant(value: number, significant: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (value === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = significant - 1 - magnitude;
  // toFixed takes at most 100 decimals (a RangeError beyond): a value this small is nought at
  // any precision a page shows (a saved load of 4e-266 N·m threw in the pier loads table)
  if (decimals > 100) return '0';
  if (decimals >= 0) {
    const text = value.toFixed(decimals);
    // Rounding may carry into a new digit (9.996 → 10.00): one decimal too many then.
    const carried = Math.floor(Math.log10(Math.abs(Number(text)))) > magnitude;
    return cleanZero(carried && decimals > 0 ? value.toFixed(decimals - 1) : text);
  }
  const step = 10 ** -decimals;
  return cleanZero((Math.round(value / step) * step).toFixed(0));
}

/** A number to a fixed count of decimals, without a '-0'. */
export function formatDecimals(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return String(value);
  return cleanZero(value.toFixed(decimals));
}

function cleanZero(text: string): string {
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

/** An SI value shown in the system's unit at engineering precision, without the unit: '4.5'. */
export function formatQuantity(quantity: Quantity, valueSI: number, system: UnitSystem): string {
  const def = UNITS[quantity][system];
  const value = valueSI / def.si;
  return 'decimals' in def.precision
    ? formatDecimals(value, def.precision.decimals)
    : formatSignificant(value, def.precision.significant);
}

/** The same with its unit: '4.5 ft', '12.3 kip·ft'. */
export function formatWithUnit(quantity: Quantity, valueSI: number, system: UnitSystem): string {
  return `${formatQuantity(quantity, valueSI, system)} ${unitOf(quantity, system)}`;
}
