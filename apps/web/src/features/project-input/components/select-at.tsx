import { NativeSelect, Switch } from '@mantine/core';
import { defaultChoiceLabel, engineDefaultAt } from '@pilewise/presentation';
import { useInputForm } from '../form-context';
import type { Path } from '../input-path';

type Option = { value: string; label: string };

/**
 * A choice bound to one value of the input; numeric options are stored as numbers. Left empty, it
 * shows the engine's default as its empty choice ("ASD … (default)"): what the design will take,
 * where "Choose…" read as if nothing were chosen.
 */
export function SelectAt({
  label,
  path,
  options,
  numeric,
  description,
}: {
  label: string;
  path: Path;
  options: readonly Option[];
  numeric?: boolean;
  description?: string;
}) {
  const f = useInputForm();
  const v = f.value(path);
  const empty = { value: '', label: defaultChoiceLabel(path, options) ?? 'Choose…' };
  return (
    <NativeSelect
      label={label}
      description={description}
      value={v == null ? '' : String(v)}
      data={v == null ? [empty, ...options] : [...options]}
      disabled={f.readOnly}
      error={f.errorOf(path)}
      onChange={(e) => {
        const text = e.currentTarget.value;
        f.setField(path, text === '' ? undefined : numeric ? Number(text) : text);
      }}
    />
  );
}

/** An on/off value of the input; left out, it shows the engine's default (seismic about the weak axis: on). */
export function SwitchAt({ label, path, description }: { label: string; path: Path; description?: string }) {
  const f = useInputForm();
  const v = f.value(path);
  return (
    <Switch
      label={label}
      description={description}
      checked={v == null ? engineDefaultAt(path) === true : v === true}
      disabled={f.readOnly}
      onChange={(e) => f.setField(path, e.currentTarget.checked)}
    />
  );
}
