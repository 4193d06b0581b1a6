// Binds the draft of a project's design input to the forms: starts it from the saved input (or
// the defaults), follows a save made elsewhere (the Design input tab's import, another user)
// while nothing here is unsaved, and gives the forms their context value. With unsaved edits it
// stays on the version it was loaded at: their save then meets a 409 (no silent rebase).
import { useEffect, useMemo } from 'react';
import { DESIGN_INPUT_KEY, type Project } from '@pilewise/contracts';
import { defaultDesignInput } from '@pilewise/presentation';
import { batchDraftEdits, isDirty, latestInput, useDesignInputDraft } from './draft-store';
import type { InputForm } from './form-context';
import { useInputCheck } from './use-input-check';

export function useDesignInputForm(project: Project, readOnly: boolean): InputForm & { ready: boolean } {
  const draft = useDesignInputDraft();
  const saved: unknown = project.design[DESIGN_INPUT_KEY];
  const savedJson = saved === undefined ? undefined : JSON.stringify(saved);

  useEffect(() => {
    const s = useDesignInputDraft.getState();
    const other = s.projectId !== project._id;
    // A newer save (of the input or of anything else: the version moved on) is taken up only
    // while the draft holds no edit of its own.
    const savedElsewhere =
      ((savedJson !== undefined && savedJson !== s.savedJson) || project.version !== s.version) &&
      !isDirty(s);
    if (other || savedElsewhere) {
      s.load(
        project._id,
        savedJson === undefined ? undefined : JSON.parse(savedJson),
        defaultDesignInput(project),
        project.version,
      );
    }
    // The project's name and unit system only seed the defaults; a change of them does not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [project._id, savedJson, project.version]);

  const ready = draft.projectId === project._id;
  const check = useInputCheck(ready ? draft.input : null, project.unitSystem);
  return useMemo(
    () => ({
      ready,
      input: draft.input,
      system: project.unitSystem,
      readOnly,
      check,
      setField: draft.setField,
      update: draft.update,
      latest: latestInput,
      batch: batchDraftEdits,
    }),
    [ready, draft.input, draft.setField, draft.update, project.unitSystem, readOnly, check],
  );
}
