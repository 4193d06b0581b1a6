// The unit of every design-input field: a contracts Quantity (converted in contracts/units.ts,
// one unit per unit system), or one of the few units of the input that results never show
// (subgrade modulus) or that are the same in both systems (degrees, %, g, s, years, µm, Ω·cm).
// Values are stored in SI, as the engine reads them; a field shows and takes the project's unit.
import {
  formatQuantity,
  fromSI,
  M_PER_IN,
  N_PER_LBF,
  QUANTITIES,
  toSI,
  unitOf,
  type Quantity,
  type UnitSystem,
} from '@pilewise/contracts';

/** Units with one label in both systems, and what each shows. */
const FIXED_UNITS = {
  ratio: '',
  count: '',
  degrees: '°',
  percent: '%',
  g: 'g',
  seconds: 's',
  years: 'yr',
  micrometres: 'µm',
  micrometresPerYear: 'µm/yr',
  ohmCm: 'Ω·cm',
  ksi: 'ksi',
} as const;
export type FixedUnit = keyof typeof FIXED_UNITS;

/**
 * What a field's number measures: how it is converted and labelled. 'none' for text and choices.
 * 'elasticModulus': a stress (ksi | MPa) shown to 5 significant figures, where a stress has 3:
 * E's 200 GPa is 29,008 ksi, which 3 figures would show as AISC's other value, 29,000 ksi.
 */
export type UnitKind = Quantity | 'subgradeModulus' | 'elasticModulus' | FixedUnit | 'none';

/** Significant figures of an elastic modulus, in a field and in the summary. */
export const ELASTIC_MODULUS_FIGURES = 5;

/** Subgrade modulus k: pci (lbf/in³) or MN/m³ (LPILE's units). */
const N_PER_M3_PER_PCI = N_PER_LBF / M_PER_IN ** 3;

function isQuantity(unit: UnitKind): unit is Quantity {
  return (QUANTITIES as readonly string[]).includes(unit);
}

/** The label shown beside a field or in a column header: 'ft', 'psf', 'pci', '°', ''. */
export function unitLabel(unit: UnitKind, system: UnitSystem): string {
  if (unit === 'none') return '';
  if (unit === 'subgradeModulus') return system === 'imperial' ? 'pci' : 'MN/m³';
  if (unit === 'elasticModulus') return unitOf('stress', system);
  if (isQuantity(unit)) return unitOf(unit, system);
  return FIXED_UNITS[unit];
}

/** An SI value in the unit the field shows. */
export function toDisplay(unit: UnitKind, valueSI: number, system: UnitSystem): number {
  if (unit === 'subgradeModulus') return valueSI / (system === 'imperial' ? N_PER_M3_PER_PCI : 1e6);
  if (unit === 'elasticModulus') return fromSI('stress', valueSI, system);
  if (isQuantity(unit)) return fromSI(unit, valueSI, system);
  return valueSI;
}

/** A value typed in the field's unit back to SI. */
export function fromDisplay(unit: UnitKind, value: number, system: UnitSystem): number {
  if (unit === 'subgradeModulus') return value * (system === 'imperial' ? N_PER_M3_PER_PCI : 1e6);
  if (unit === 'elasticModulus') return toSI('stress', value, system);
  if (isQuantity(unit)) return toSI(unit, value, system);
  return value;
}

/** Most decimals a typed value keeps when shown again (more is a converted value, not a typed one). */
const TYPED_DECIMALS = 6;
/**
 * A value typed in this unit comes back from SI within a few ulps (stored as value × factor, shown
 * as SI ÷ factor): 1e-14 is some 45. Looser (1e-12), a converted value of seven digits before the
 * point matched its own rounding to five decimals half the time: 250 MPa of Erm showed as
 * 5221358.55829 psf, where 52,213.6 psf of q_u beside it showed at engineering precision.
 */
const TYPED_WITHIN = 1e-14;
/**
 * An imported value: the imports keep 12 significant figures in SI (header-units.ts), 5e-12
 * relative at most, so 50,000 psi comes back as 7,199,999.99999 psf. Read as typed when its
 * rounding has at most IMPORTED_DIGITS significant digits and lies this close; a converted value
 * close to a rounding of many digits by chance (30,000 Pa = 626.5630269945 psf) is not.
 */
const IMPORTED_WITHIN = 5e-12;
const IMPORTED_DIGITS = 6;

/** Significant digits of a number's shortest text (7200000 → 2, 0.8202 → 4). */
function significantDigits(value: number): number {
  return String(Math.abs(value)).replace(/e.*$/, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '')
    .length;
}

/**
 * The text a field shows for a stored SI value. A value the user typed in this unit comes back as
 * typed (10 ft, stored as 3.048 m, shows 10; 0.8202 ft shows 0.8202). A value that was typed in the
 * other system or imported (1.22 m shown in ft is 4.002624…) shows at engineering precision
 * (ui.md: 4.0 ft, three significant figures for loads), never twelve digits; the stored value is
 * unchanged until the field is edited.
 */
export function inputText(unit: UnitKind, valueSI: number | null | undefined, system: UnitSystem): string {
  if (valueSI == null || !Number.isFinite(valueSI)) return '';
  const v = toDisplay(unit, valueSI, system);
  for (let d = 0; d <= TYPED_DECIMALS; d++) {
    const rounded = Number(v.toFixed(d));
    const off = Math.abs(rounded - v);
    if (off <= TYPED_WITHIN * Math.max(1, Math.abs(v))) return plain(rounded, d);
    if (off <= IMPORTED_WITHIN * Math.abs(v) && significantDigits(rounded) <= IMPORTED_DIGITS)
      return plain(rounded, d);
  }
  if (isQuantity(unit)) return formatQuantity(unit, valueSI, system);
  const figures = unit === 'elasticModulus' ? ELASTIC_MODULUS_FIGURES : 4;
  return plain(Number(v.toPrecision(figures)), TYPED_DECIMALS);
}

/** Plain digits, no exponent; String() is exact here and far cheaper than Intl (a table shows thousands). */
function plain(value: number, maxDecimals: number): string {
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: maxDecimals });
}
