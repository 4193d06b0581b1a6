import { useEffect, useRef, useState } from 'react';
import type { UnitSystem } from '@pilewise/contracts';
import { NumericInput } from '../../../components/numeric-input';
import { displayText, fieldUnitLabel, readTypedNumber, type FieldUnit } from '../field-units';

type Props = {
  label: string;
  /** The stored SI value (a text when the last thing typed was no number). */
  valueSI: unknown;
  unit: FieldUnit;
  system: UnitSystem;
  /** The new SI value; undefined for an emptied field; the raw text when it is no number. */
  onChange: (valueSI: number | string | undefined) => void;
  error?: string;
  disabled?: boolean;
  /** Shown, selectable and copyable, not editable (a project not editable in its status). */
  readOnly?: boolean;
  signed?: boolean;
  description?: string;
  placeholder?: string;
};

// A number field in the project's unit that stores SI: the unit beside it, the typed text kept
// as typed while the field has focus ('1.', '-'), what is wrong with a typed text said under it
// (a letter, a comma where the locale writes decimal points), else the engine's problem.
export function UnitField({
  label,
  valueSI,
  unit,
  system,
  onChange,
  error,
  disabled,
  readOnly,
  signed,
  description,
  placeholder,
}: Props) {
  const shown = typeof valueSI === 'number' ? displayText(unit, valueSI, system) : String(valueSI ?? '');
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  const unitLabel = fieldUnitLabel(unit, system);
  const typed = readTypedNumber(unit, text, system, signed);
  return (
    <NumericInput
      label={label}
      unit={unitLabel || undefined}
      value={text}
      anyText
      error={typed.ok ? error : typed.message}
      disabled={disabled}
      readOnly={readOnly}
      description={description}
      placeholder={placeholder}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(shown);
      }}
      onChange={(next) => {
        setText(next);
        const r = readTypedNumber(unit, next, system, signed);
        onChange(r.ok ? r.valueSI : next);
      }}
    />
  );
}
