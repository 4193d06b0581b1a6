// The design input being edited in the Settings and Input tabs. It lives outside the tabs (they
// unmount when another tab opens) so an edit survives a look at the Result tab; it starts from
// the saved input and is compared with it to know whether there are unsaved changes.
import { create } from 'zustand';
import { setAt, type Path } from './input-path';

type Draft = {
  /** Id of the project the draft belongs to. */
  projectId: string | null;
  /** The saved input it started from, as JSON text (to see whether it changed). */
  savedJson: string;
  /** False while the project has no saved design input (the draft starts from the defaults). */
  hasSaved: boolean;
  input: unknown;
  /** Input tabs the user has opened since the draft started (a tab's errors show red once touched). */
  touched: readonly string[];
};

type DraftStore = Draft & {
  /** Starts (or restarts) the draft from the project's saved input, or from `fallback` when none is saved. */
  load: (projectId: string, saved: unknown, fallback: unknown) => void;
  setField: (path: Path, value: unknown) => void;
  /** Replaces the whole input (a new row set, a switched group). */
  update: (fn: (input: unknown) => unknown) => void;
  touch: (tab: string) => void;
};

export const useDesignInputDraft = create<DraftStore>((set) => ({
  projectId: null,
  savedJson: 'null',
  hasSaved: false,
  input: null,
  touched: [],
  load: (projectId, saved, fallback) => {
    const start = saved === undefined ? fallback : saved;
    set({
      projectId,
      savedJson: JSON.stringify(start),
      hasSaved: saved !== undefined,
      input: structuredClone(start),
      touched: [],
    });
  },
  setField: (path, value) => set((s) => ({ input: setAt(s.input, path, value) })),
  update: (fn) => set((s) => ({ input: fn(s.input) })),
  touch: (tab) => set((s) => (s.touched.includes(tab) ? s : { touched: [...s.touched, tab] })),
}));

export function isDirty(s: Pick<Draft, 'input' | 'savedJson'>): boolean {
  return JSON.stringify(s.input) !== s.savedJson;
}
