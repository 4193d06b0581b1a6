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
};

/** A number field bound to one value of the input by its path. */
export function UnitFieldAt({ label, path, unit, signed, description, disabled }: Props) {
  const f = useInputForm();
  return (
    <UnitField
      label={label}
      valueSI={f.value(path)}
      unit={unit}
      system={f.system}
      signed={signed}
      description={description}
      // readOnly, not disabled: a reviewer reads, selects and copies the value (WCAG AA contrast).
      readOnly={f.readOnly}
      disabled={!f.readOnly && disabled}
      error={f.errorOf(path)}
      onChange={(v) => f.setField(path, v)}
    />
  );
}
