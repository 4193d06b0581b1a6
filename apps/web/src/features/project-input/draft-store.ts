// The design input being edited in the Settings and Input tabs. It lives outside the tabs (they
// unmount when another tab opens) so an edit survives a look at the Result tab; it starts from
// the saved input and is compared with it to know whether there are unsaved changes. Opening
// another project puts an unsaved draft aside, and opening that project again brings it back:
// nothing typed is lost by a look at another project.
import { create } from 'zustand';
import { setAt, type Path } from './input-path';

type Draft = {
  /** Id of the project the draft belongs to. */
  projectId: string | null;
  /** The saved input it started from, as JSON text (to see whether it changed). */
  savedJson: string;
  /** False while the project has no saved design input (the draft starts from the defaults). */
  hasSaved: boolean;
  /**
   * The project's version the draft was loaded at (then the one it was saved as), which its save
   * names (issue 11): a refetch bringing someone else's newer save does not move it on, so a save
   * of edits made on the older one is refused (409) rather than written over theirs unseen.
   */
  version: number | null;
  input: unknown;
  /** Input tabs the user has opened since the draft started (a tab's errors show red once touched). */
  touched: readonly string[];
};

type DraftStore = Draft & {
  /** Unsaved drafts of the other projects opened in this tab, by project id. */
  aside: Readonly<Record<string, Draft>>;
  /**
   * Starts (or restarts) the draft from the project's saved input at `version`, or from
   * `fallback` when none is saved.
   */
  load: (projectId: string, saved: unknown, fallback: unknown, version?: number | null) => void;
  setField: (path: Path, value: unknown) => void;
  /** Replaces the whole input (a new row set, a switched group). */
  update: (fn: (input: unknown) => unknown) => void;
  touch: (tab: string) => void;
};

/**
 * A block of edits made as one (a paste of 2,000 rows): the edits go to a working copy whose new
 * objects are changed in place (not copied again per cell), and the store changes once at the end.
 */
let pending: { input: unknown; owned: WeakSet<object> } | null = null;

/** Runs `edits` as one change of the draft; `latestInput` reads the working copy meanwhile. */
export function batchDraftEdits(edits: () => void): void {
  if (pending) return edits();
  pending = { input: useDesignInputDraft.getState().input, owned: new WeakSet() };
  try {
    edits();
    const input = pending.input;
    pending = null;
    useDesignInputDraft.setState({ input });
  } finally {
    pending = null;
  }
}

/** The input with the edits of a running batch. */
export function latestInput(): unknown {
  return pending ? pending.input : useDesignInputDraft.getState().input;
}

export const useDesignInputDraft = create<DraftStore>((set) => ({
  projectId: null,
  savedJson: 'null',
  hasSaved: false,
  version: null,
  input: null,
  touched: [],
  aside: {},
  load: (projectId, saved, fallback, version = null) =>
    set((s) => {
      const aside = { ...s.aside };
      if (s.projectId !== null && s.projectId !== projectId && isDirty(s)) {
        aside[s.projectId] = {
          projectId: s.projectId,
          savedJson: s.savedJson,
          hasSaved: s.hasSaved,
          version: s.version,
          input: s.input,
          touched: s.touched,
        };
      }
      const kept = s.projectId !== projectId ? aside[projectId] : undefined;
      delete aside[projectId];
      if (kept) return { ...kept, aside };
      const start = saved === undefined ? fallback : saved;
      return {
        projectId,
        savedJson: JSON.stringify(start),
        hasSaved: saved !== undefined,
        version,
        input: structuredClone(start),
        touched: [],
        aside,
      };
    }),
  setField: (path, value) => {
    if (pending) pending.input = setAt(pending.input, path, value, pending.owned);
    else set((s) => ({ input: setAt(s.input, path, value) }));
  },
  update: (fn) => {
    if (pending) pending.input = fn(pending.input);
    else set((s) => ({ input: fn(s.input) }));
  },
  touch: (tab) => set((s) => (s.touched.includes(tab) ? s : { touched: [...s.touched, tab] })),
}));

export function isDirty(s: Pick<Draft, 'input' | 'savedJson'>): boolean {
  return JSON.stringify(s.input) !== s.savedJson;
}

/** True while any project opened in this tab has unsaved input (the one shown, or one put aside). */
export function hasUnsavedInput(s: Pick<DraftStore, 'input' | 'savedJson' | 'aside'>): boolean {
  return isDirty(s) || Object.keys(s.aside).length > 0;
}
