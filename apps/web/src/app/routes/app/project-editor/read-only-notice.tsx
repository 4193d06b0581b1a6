import { Alert } from '@mantine/core';
import type { Project } from '@pilewise/contracts';

type Props = {
  project: Project | null;
  readOnly: boolean;
  /** Who holds the edit lock when it is not us (spec §2: one editor at a time). */
  lockedBy: { name: string } | null;
  mayEdit: boolean;
};

/** Why the project is read-only: someone else has it open, or its status forbids editing. */
export function ReadOnlyNotice({ project, readOnly, lockedBy, mayEdit }: Props) {
  if (lockedBy && mayEdit) {
    return (
      <Alert color="yellow" variant="light" title="Open for editing by someone else">
        {lockedBy.name} has this project open for editing. It is read-only for you until they close it; this
        page then opens it for editing by itself.
      </Alert>
    );
  }
  if (readOnly && !lockedBy) {
    return (
      <Alert color="yellow" variant="light" title="Read-only">
        This project is {project?.status}. Only its owner or your company admin can edit it while it is
        Active.
      </Alert>
    );
  }
  return null;
}
