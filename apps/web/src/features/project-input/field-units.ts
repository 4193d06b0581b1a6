// The unit of every input field: a contracts Quantity (converted in contracts/units.ts), or one
// of the few units of the input that the results never show (subgrade modulus, degrees, ...).
// Values are stored in SI, as the engine reads them; a field shows and takes the project's unit.
import {
  fromSI,
  M_PER_IN,
  N_PER_LBF,
  toSI,
  unitOf,
  type Quantity,
  type UnitSystem,
} from '@pilewise/contracts';

/** Subgrade modulus k: pci (lbf/in³) or MN/m³ (LPILE's units). */
const N_PER_M3_PER_PCI = N_PER_LBF / M_PER_IN ** 3;

export type FieldUnit =
  | Quantity
  | 'subgradeModulus'
  /** Numbers with one unit in both systems. */
  | { fixed: string };

export const PLAIN: FieldUnit = { fixed: '' };
export const DEGREES: FieldUnit = { fixed: '°' };
export const PERCENT: FieldUnit = { fixed: '%' };
export const YEARS: FieldUnit = { fixed: 'yr' };
export const MICROMETRES: FieldUnit = { fixed: 'µm' };
export const OHM_CM: FieldUnit = { fixed: 'Ω·cm' };

export function fieldUnitLabel(unit: FieldUnit, system: UnitSystem): string {
  if (typeof unit === 'object') return unit.fixed;
  if (unit === 'subgradeModulus') return system === 'imperial' ? 'pci' : 'MN/m³';
  return unitOf(unit, system);
}

/** An SI value as the field shows it. */
export function toDisplay(unit: FieldUnit, valueSI: number, system: UnitSystem): number {
  if (typeof unit === 'object') return valueSI;
  if (unit === 'subgradeModulus') return valueSI / (system === 'imperial' ? N_PER_M3_PER_PCI : 1e6);
  return fromSI(unit, valueSI, system);
}

/** A typed value back to SI. */
export function fromDisplay(unit: FieldUnit, value: number, system: UnitSystem): number {
  if (typeof unit === 'object') return value;
  if (unit === 'subgradeModulus') return value * (system === 'imperial' ? N_PER_M3_PER_PCI : 1e6);
  return toSI(unit, value, system);
}

/**
 * The text a field shows for an SI value: enough digits to give the typed number back (10 ft
 * is stored as 3.048 m and shows as 10, not 10.000000000000002), never an exponent.
 */
export function displayText(unit: FieldUnit, valueSI: number | null | undefined, system: UnitSystem): string {
  if (valueSI == null || !Number.isFinite(valueSI)) return '';
  const shown = Number(toDisplay(unit, valueSI, system).toPrecision(12));
  return shown.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 12 });
}

/** A typed text as an SI value: undefined for an empty field, NaN for a text that is no number. */
export function parseDisplayText(unit: FieldUnit, text: string, system: UnitSystem): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(t)) return Number.NaN;
  return fromDisplay(unit, Number(t), system);
}
