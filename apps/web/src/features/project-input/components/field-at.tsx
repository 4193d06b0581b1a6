import { engineDefaultAt, type FieldDefault, type InputField } from '@pilewise/presentation';
import { displayText, fieldUnitLabel } from '../field-units';
import { useInputForm } from '../form-context';
import type { Path } from '../input-path';
import type { UnitSystem } from '@pilewise/contracts';
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
  const f = useInputForm();
  const path = [...group, field.key];
  const cited = field.defaultOf?.(f.input);
  const name = label ?? field.label;
  // a list of ids has its own control in each form (IdListField)
  if (field.kind === 'list') return null;
  if (field.kind === 'switch') return <SwitchAt label={name} path={path} description={field.description} />;
  if (field.kind === 'choice' && field.options)
    return (
      <SelectAt
        label={name}
        path={path}
        description={field.description}
        options={field.options.map((o) => ({ value: String(o.value), label: o.short ?? o.label }))}
        numeric={field.options.every((o) => typeof o.value === 'number')}
      />
    );
  return (
    <UnitFieldAt
      label={name}
      path={path}
      unit={field.unit}
      signed={field.signed}
      description={
        cited
          ? `${field.description ? `${field.description}. ` : ''}${defaultNote(cited, field, f.system)}`
          : field.description
      }
      placeholder={
        cited ? displayText(field.unit, cited.value, f.system) : schemaDefaultText(field, path, f.system)
      }
      disabled={disabled}
    />
  );
}

/**
 * An uncited number the engine takes when the field is left empty (its schema's default: Stress
 * Limit 1, Neglect Top Soil 0), in the project's units, for the empty field's placeholder.
 */
function schemaDefaultText(field: InputField, path: Path, system: UnitSystem): string | undefined {
  const value = engineDefaultAt(path);
  return typeof value === 'number' ? displayText(field.unit, value, system) : undefined;
}

/**
 * A cited default as the form states it: the value in the project's unit (E's 200 GPa as
 * 29008 ksi, not 200000000000), the flag when the engine has one, the source.
 */
export function defaultNote(d: FieldDefault, field: InputField, system: UnitSystem): string {
  const unit = fieldUnitLabel(field.unit, system);
  const value = `${displayText(field.unit, d.value, system)}${unit ? ` ${unit}` : ''}`;
  return `Default ${value}${d.engineerToConfirm ? ' — engineer to confirm' : ''} (${d.source})`;
}
