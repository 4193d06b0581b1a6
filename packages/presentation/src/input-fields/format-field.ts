// A stored field value as the input summary and the report show it: in the project's unit, at
// engineering precision (ui.md), with its unit; a choice by its option's label.
import {
  formatDecimals,
  formatQuantity,
  formatSignificant,
  QUANTITIES,
  type Quantity,
  type UnitSystem,
} from '@pilewise/contracts';
import type { InputField } from './field';
import { ELASTIC_MODULUS_FIGURES, toDisplay, unitLabel, type UnitKind } from './unit-kinds';

function isQuantity(unit: UnitKind): unit is Quantity {
  return (QUANTITIES as readonly string[]).includes(unit);
}

/** A number of a unit kind at engineering precision, without its unit. */
export function formatNumber(unit: UnitKind, valueSI: number, system: UnitSystem): string {
  if (isQuantity(unit)) return formatQuantity(unit, valueSI, system);
  const v = toDisplay(unit, valueSI, system);
  switch (unit) {
    case 'count':
    case 'years':
    case 'micrometres':
      return formatDecimals(v, 0);
    case 'degrees':
    case 'percent':
      return formatDecimals(v, 1);
    case 'ratio':
      // two decimals (K 2.10, P-factor 1.00), but a small one to three significant figures: an
      // ε50 of 0.005 read 0.01, a Krm of 0.0005 read 0.00
      return v === 0 || Math.abs(v) >= 0.1 ? formatDecimals(v, 2) : String(Number(v.toPrecision(3)));
    case 'g':
      return formatDecimals(v, 3);
    case 'elasticModulus':
      return formatSignificant(v, ELASTIC_MODULUS_FIGURES);
    default:
      return formatSignificant(v, 3);
  }
}

/** A number with its unit: '4.5 ft', '32.0°', '1.25'. */
export function formatWithUnitKind(unit: UnitKind, valueSI: number, system: UnitSystem): string {
  const label = unitLabel(unit, system);
  const n = formatNumber(unit, valueSI, system);
  if (!label) return n;
  return unit === 'degrees' ? `${n}°` : `${n} ${label}`;
}

/** A field's stored value as text; '—' when it is not given. */
export function formatFieldValue(field: InputField, value: unknown, system: UnitSystem): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field.options) {
    const hit = field.options.find((o) => String(o.value) === String(value));
    if (hit) return hit.label;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'number') return formatWithUnitKind(field.unit, value, system);
  return String(value);
}
