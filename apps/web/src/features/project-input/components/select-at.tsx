import { NativeSelect, Switch } from '@mantine/core';
import { useInputForm } from '../form-context';
import type { Path } from '../input-path';

type Option = { value: string; label: string };

/** A choice bound to one value of the input; numeric options are stored as numbers. */
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
  return (
    <NativeSelect
      label={label}
      description={description}
      value={v == null ? '' : String(v)}
      data={v == null ? [{ value: '', label: 'Choose…' }, ...options] : [...options]}
      disabled={f.readOnly}
      error={f.errorOf(path)}
      onChange={(e) => {
        const text = e.currentTarget.value;
        f.setField(path, text === '' ? undefined : numeric ? Number(text) : text);
      }}
    />
  );
}

/** An on/off value of the input. */
export function SwitchAt({ label, path, description }: { label: string; path: Path; description?: string }) {
  const f = useInputForm();
  return (
    <Switch
      label={label}
      description={description}
      checked={f.value(path) === true}
      disabled={f.readOnly}
      onChange={(e) => f.setField(path, e.currentTarget.checked)}
    />
  );
}
