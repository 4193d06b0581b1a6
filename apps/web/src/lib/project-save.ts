// Saving a project: the details form, the Design input tab and the Settings/Input panels all
// store through this one mutation, so the cached project and the project lists stay in step.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  DESIGN_INPUT_KEY,
  projectResponseSchema,
  type AddProjectBody,
  type DraftProjectBody,
  type Project,
} from '@pilewise/contracts';
import { api } from './api-client';
import { isProjectChanged, offerReload, withReadVersion } from './project-changed';
import { projectKeys } from './query-keys';

export const saveDraft = (body: DraftProjectBody) =>
  api.post(API_PATHS.projects.draft, body, { schema: projectResponseSchema });
export const addProject = (body: AddProjectBody) =>
  api.post(API_PATHS.projects.add, body, { schema: projectResponseSchema });

export function useSaveProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, draft }: { body: AddProjectBody | DraftProjectBody; draft: boolean }) => {
      // The version it was read at: a save over someone's newer one is refused (409).
      const sent = withReadVersion(client, body);
      return draft ? saveDraft(sent) : addProject(sent as AddProjectBody);
    },
    onSuccess: (res) => {
      client.setQueryData(projectKeys.detail(res.project._id), res);
      return client.invalidateQueries({ queryKey: projectKeys.lists() });
    },
    onError: (err) => {
      if (isProjectChanged(err)) offerReload(err);
    },
  });
}

/**
 * The save body of a design input: the project's design payload with the input under
 * DESIGN_INPUT_KEY and every other key kept. Sent as draft-project, which patches only the
 * fields given: the details, the draft flag and the revision stay as they are.
 */
export function designInputBody(project: Pick<Project, '_id' | 'design'>, input: unknown): DraftProjectBody {
  return { _id: project._id, design: { ...project.design, [DESIGN_INPUT_KEY]: input } };
}

/** The project's save mutation, used to store a design input. */
export function useSaveDesignInput() {
  const save = useSaveProject();
  return {
    isPending: save.isPending,
    save: (
      project: Project,
      input: unknown,
      handlers: { onSuccess: () => void; onError: (e: Error) => void },
    ) => save.mutate({ body: designInputBody(project, input), draft: true }, handlers),
  };
}
