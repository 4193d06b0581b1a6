import { DESIGN_INPUT_KEY, type DraftProjectBody, type Project } from '@pilewise/contracts';
import { useSaveProject } from '../../projects/api/project-mutations';

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
