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

export const InputFormContext = createContext<InputForm | null>(null);

export function useInputForm(): InputForm & {
  value: (path: Path) => unknown;
  errorOf: (path: Path) => string | undefined;
} {
  const form = useContext(InputFormContext);
  if (!form) throw new Error('useInputForm outside InputFormContext');
  return {
    ...form,
    value: (path) => getAt(form.input, path),
    errorOf: (path) => form.check.errorAt(pathText(path)),
  };
}
