// The unit of every input field (the field table's UnitKind, converted through contracts/units),
// and a field's text both ways: an SI value as the field shows it (a typed value as typed, a
// converted one at engineering precision, in the locale's decimal separator), and a typed text
// read without guessing (presentation parseNumberText: "1,5" is 1.5 only where the locale writes
// decimal commas; a letter is an error with a message, never dropped).
import type { UnitSystem } from '@pilewise/contracts';
import {
  fromDisplay,
  inputText,
  parseNumberText,
  toDisplay,
  unitLabel,
  type UnitKind,
} from '@pilewise/presentation';
import { usesDecimalComma } from '../../lib/locale-number';

export type FieldUnit = UnitKind;

export const PLAIN: FieldUnit = 'ratio';
export const DEGREES: FieldUnit = 'degrees';
export const PERCENT: FieldUnit = 'percent';
export const YEARS: FieldUnit = 'years';
export const MICROMETRES: FieldUnit = 'micrometres';
export const OHM_CM: FieldUnit = 'ohmCm';
export const G: FieldUnit = 'g';
export const SECONDS: FieldUnit = 'seconds';
export const COUNT: FieldUnit = 'count';

export { fromDisplay, toDisplay };

export function fieldUnitLabel(unit: FieldUnit, system: UnitSystem): string {
  return unitLabel(unit, system);
}

/**
 * Texts already made, by unit, system and separator, then by value: a table re-renders every
 * cell's text after each edit (to see which rows changed), and most values repeat. Bounded: a
 * long session of new values starts it again.
 */
const shown = new Map<string, Map<number, string>>();
const SHOWN_MAX = 20_000;

/** An SI value as the field shows it, in this locale's decimal separator. */
export function displayText(unit: FieldUnit, valueSI: number | null | undefined, system: UnitSystem): string {
  if (valueSI == null) return '';
  const comma = usesDecimalComma();
  const kind = `${unit}|${system}|${comma ? ',' : '.'}`;
  let texts = shown.get(kind);
  if (!texts) shown.set(kind, (texts = new Map()));
  let text = texts.get(valueSI);
  if (text === undefined) {
    const plain = inputText(unit, valueSI, system);
    text = comma ? plain.replace('.', ',') : plain;
    if (texts.size >= SHOWN_MAX) texts.clear();
    texts.set(valueSI, text);
  }
  return text;
}

export type TypedNumber = { ok: true; valueSI: number | undefined } | { ok: false; message: string };

/** A typed text as an SI value (undefined for an empty field), or why it is no number. */
export function readTypedNumber(
  unit: FieldUnit,
  text: string,
  system: UnitSystem,
  signed = true,
): TypedNumber {
  const r = parseNumberText(text, { decimalComma: usesDecimalComma(), signed });
  if (!r.ok) return r;
  return { ok: true, valueSI: r.value === undefined ? undefined : fromDisplay(unit, r.value, system) };
}

/** A typed text as an SI value: undefined for an empty field, NaN for a text that is no number. */
export function parseDisplayText(unit: FieldUnit, text: string, system: UnitSystem): number | undefined {
  const r = readTypedNumber(unit, text, system);
  return r.ok ? r.valueSI : Number.NaN;
}
