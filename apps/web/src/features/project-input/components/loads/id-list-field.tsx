import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useInputForm } from '../../form-context';
import type { Path } from '../../input-path';

/**
 * A list of ids as a comma-separated text (load cases, reversible cases): the typed text kept as
 * typed while the field has focus.
 */
export function IdListField({
  label,
  description,
  path,
  read,
  write,
}: {
  label: string;
  description?: string;
  /** Where errors of the list are reported. */
  path: Path;
  read: (input: unknown) => string[];
  write: (ids: string[]) => void;
}) {
  const f = useInputForm();
  const shown = read(f.input).join(', ');
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  return (
    <TextInput
      label={label}
      description={description}
      value={text}
      disabled={f.readOnly}
      error={f.errorOf(path)}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(shown);
      }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        write(
          next
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

/** The ids of a list of strings at a path. */
export function stringsAt(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
