import type { Path } from '../input-path';
import type { FieldUnit } from '../field-units';
import { useInputForm } from '../form-context';
import { UnitField } from './unit-field';

type Props = {
  label: string;
  path: Path;
  unit: FieldUnit;
  signed?: boolean;
  description?: string;
  disabled?: boolean;
  /** Shown while the field is empty: the value the engine takes then. */
  placeholder?: string;
};

/** A number field bound to one value of the input by its path. */
export function UnitFieldAt({ label, path, unit, signed, description, disabled, placeholder }: Props) {
  const f = useInputForm();
  return (
    <UnitField
      label={label}
      valueSI={f.value(path)}
      unit={unit}
      system={f.system}
      signed={signed}
      description={description}
      placeholder={placeholder}
      // readOnly, not disabled: a reviewer reads, selects and copies the value (WCAG AA contrast).
      readOnly={f.readOnly}
      disabled={!f.readOnly && disabled}
      error={f.errorOf(path)}
      onChange={(v) => f.setField(path, v)}
    />
  );
}
