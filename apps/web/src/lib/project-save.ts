// Saving a project: the details form, the Design input tab and the Settings/Input panels all
// store through this one mutation, so the cached project and the project lists stay in step.
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import {
  API_PATHS,
  DESIGN_INPUT_KEY,
  projectResponseSchema,
  type AddProjectBody,
  type DraftProjectBody,
  type Project,
} from '@pilewise/contracts';
import { api } from './api-client';
import {
  isProjectChanged,
  offerReload,
  pastOwnSaves,
  recordOwnSave,
  withReadVersion,
} from './project-changed';
import type { SaveBody } from './project-conflict';
import { projectKeys } from './query-keys';

export const saveDraft = (body: DraftProjectBody) =>
  api.post(API_PATHS.projects.draft, body, { schema: projectResponseSchema });
export const addProject = (body: AddProjectBody) =>
  api.post(API_PATHS.projects.add, body, { schema: projectResponseSchema });

type SaveVars = { body: SaveBody; draft: boolean };
type SaveResult = Awaited<ReturnType<typeof addProject>>;
type SaveHandlers = MutateOptions<SaveResult, Error, SaveVars>;

export function useSaveProject() {
  const client = useQueryClient();
  // The handlers of the last save: "Keep mine" in the 409 compare saves again with them, so the
  // caller (a form marking its draft saved) learns of that save as of its own.
  const handlers = useRef<SaveHandlers | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async ({ body, draft }: SaveVars) => {
      // The version its edits started from (or, naming none, the one this tab read), past this
      // tab's own saves since: a save over someone else's newer one is refused (409).
      const sent = pastOwnSaves(client, withReadVersion(client, body));
      const res = await (draft ? saveDraft(sent) : addProject(sent as AddProjectBody));
      if (sent._id && sent.version !== undefined) {
        recordOwnSave(client, sent._id, sent.version, res.project.version);
      }
      return res;
    },
    onSuccess: (res) => {
      client.setQueryData(projectKeys.detail(res.project._id), res);
      return client.invalidateQueries({ queryKey: projectKeys.lists() });
    },
    onError: (err, vars) => {
      if (!isProjectChanged(err)) return;
      const h = handlers.current;
      const projectId = vars.body._id;
      offerReload(
        err,
        undefined,
        projectId === undefined
          ? undefined
          : {
              projectId,
              mine: vars.body,
              // Saved over theirs, naming the version the user has now seen.
              keepMine: (version) => mutate({ ...vars, body: { ...vars.body, version } }, h),
            },
      );
    },
  });
  const { mutate: rawMutate } = mutation;
  const mutate = useCallback(
    (vars: SaveVars, h?: SaveHandlers) => {
      handlers.current = h;
      rawMutate(vars, h);
    },
    [rawMutate],
  );
  return { ...mutation, mutate };
}

/**
 * The save body of a design input: the project's design payload with the input under
 * DESIGN_INPUT_KEY and every other key kept. Sent as draft-project, which patches only the
 * fields given: the details, the draft flag and the revision stay as they are. `version`: the
 * project's version the edited input was loaded at (issue 11), when the editor keeps one.
 */
export function designInputBody(
  project: Pick<Project, '_id' | 'design'>,
  input: unknown,
  version?: number | null,
): DraftProjectBody {
  return {
    _id: project._id,
    design: { ...project.design, [DESIGN_INPUT_KEY]: input },
    ...(version == null ? {} : { version }),
  };
}

/** The project's save mutation, used to store a design input. */
export function useSaveDesignInput() {
  const save = useSaveProject();
  return {
    isPending: save.isPending,
    /** `version`: the project's version the input was loaded at (a newer save there is a 409). */
    save: (
      project: Project,
      input: unknown,
      handlers: { version?: number | null; onSuccess: (saved: Project) => void; onError: (e: Error) => void },
    ) =>
      save.mutate(
        { body: designInputBody(project, input, handlers.version), draft: true },
        { onSuccess: (res) => handlers.onSuccess(res.project), onError: handlers.onError },
      ),
  };
}
