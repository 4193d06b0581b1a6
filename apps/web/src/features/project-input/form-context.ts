// What every input form needs: the input being edited, how to change it, the unit system it is
// shown in, whether it may be edited, and the engine's check of it.
import { createContext, useContext } from 'react';
import type { UnitSystem } from '@pilewise/contracts';
import { getAt, pathText, type Path } from './input-path';
import type { InputCheck } from './use-input-check';

export type InputForm = {
  input: unknown;
  system: UnitSystem;
  readOnly: boolean;
  check: InputCheck;
  setField: (path: Path, value: unknown) => void;
  update: (fn: (input: unknown) => unknown) => void;
  /** The input as it is now, with edits made since this render (a paste writes many cells). */
  latest: () => unknown;
  /** Runs many edits (a paste) as one change of the input. */
  batch: (edits: () => void) => void;
};

/**
 * The form of the latest render of its provider. The context holds this handle, which keeps its
 * identity, rather than the form, which is new after every keystroke: a context value that
 * changes makes React search the whole tree below it for readers on every edit, every cell of a
 * 2,000-row table included (the table's memoised rows read no context). The readers lose
 * nothing: each is rendered again with the provider (none is memoised) and reads `current` then.
 */
export type InputFormHandle = { current: InputForm };

export const InputFormContext = createContext<InputFormHandle | null>(null);

export function useInputForm(): InputForm & {
  value: (path: Path) => unknown;
  errorOf: (path: Path) => string | undefined;
} {
  const handle = useContext(InputFormContext);
  if (!handle) throw new Error('useInputForm outside InputFormContext');
  const form = handle.current;
  return {
    ...form,
    value: (path) => getAt(form.input, path),
    errorOf: (path) => form.check.errorAt(pathText(path)),
  };
}
