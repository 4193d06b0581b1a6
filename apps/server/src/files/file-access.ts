// Who may read a stored file, by its kind: the one rule every download goes through (the
// generic files download, review-file, stamp-file-PDF), so no route is a side door to another.
import type { ProjectFileKind } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import { ForbiddenError } from '../shared/errors';
import type { ProjectRow } from '../projects/projects.repository';

/**
 * The stamped report is the Super Reviewers', the owner's and the Admins' (spec §6: the PE's
 * sealed document); every other kind goes to whoever may view the project (checked before).
 */
export function assertMayReadFileKind(
  actor: Actor,
  project: Pick<ProjectRow, 'ownerId'>,
  kind: ProjectFileKind,
): void {
  if (kind !== 'stampedReport') return;
  if (actor.role === 'SuperReviewer' || actor.role === 'Admin' || project.ownerId === actor.id) return;
  throw new ForbiddenError('Only a Super Reviewer, the owner or an Admin can download the stamped report');
}
