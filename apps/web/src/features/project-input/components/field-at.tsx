import type { InputField } from '@pilewise/presentation';
import type { Path } from '../input-path';
import { SelectAt, SwitchAt } from './select-at';
import { UnitFieldAt } from './unit-field-at';

type Props = {
  field: InputField;
  /** The path of the field's group; the field's key is appended. */
  group: Path;
  disabled?: boolean;
  /** The field's label, when the form needs a longer one ('Min Embed' is enough; 'W' is not). */
  label?: string;
};

/** One field of the field table, bound to the input: a number in the project's unit, a choice or a switch. */
export function FieldAt({ field, group, disabled, label }: Props) {
  const path = [...group, field.key];
  const name = label ?? field.label;
  if (field.kind === 'switch') return <SwitchAt label={name} path={path} description={field.description} />;
  if (field.kind === 'choice' && field.options)
    return (
      <SelectAt
        label={name}
        path={path}
        description={field.description}
        options={field.options.map((o) => ({ value: String(o.value), label: o.label }))}
        numeric={field.options.every((o) => typeof o.value === 'number')}
      />
    );
  return (
    <UnitFieldAt
      label={name}
      path={path}
      unit={field.unit}
      signed={field.signed}
      description={field.description}
      disabled={disabled}
    />
  );
}
