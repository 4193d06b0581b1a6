// One workflow step, inside the caller's transaction: the status change (conditional on the
// status read, so of two people acting at once one wins and the other gets 409), the reviews
// row, the activity entry and the notifications to the people it concerns.
import type { StatusTransition } from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { changeProjectStatus } from '../projects/project-transitions';
import type { ProjectPatch, ProjectRow } from '../projects/projects.repository';
import { ConflictError } from '../shared/errors';
import { recordWorkflowStep } from '../shared/workflow-step';
import type { ReviewRow } from './reviews.repository';

export interface StepResult {
  project: ProjectRow;
  review: ReviewRow;
}

/**
 * Takes `transition` on `row` (read in this transaction): status, revision, assigned reviewer,
 * then the reviews row, the activity entry and the notifications.
 */
export async function applyTransition(
  tx: Db,
  actor: Actor,
  row: ProjectRow,
  transition: StatusTransition,
  options: { comment: string; assignReviewerId?: string },
): Promise<StepResult> {
  const patch: ProjectPatch = { status: transition.to };
  if (transition.bumpsRevision) patch.revisionNumber = row.revisionNumber + 1;
  if (options.assignReviewerId) patch.assignedReviewerId = options.assignReviewerId;
  const saved = await changeProjectStatus(tx, actor.companyId, row.id, patch, row.status);
  if (!saved) {
    throw new ConflictError(
      'status: the project changed meanwhile (someone else acted on it); reload it and try again',
      'CONFLICT',
      'status',
    );
  }
  await recordActivity(tx, actor, {
    action: `project.${transition.action}`,
    message: `${row.name}: ${row.status} -> ${transition.to}`,
    projectId: row.id,
    details: { from: row.status, to: transition.to, comment: options.comment },
  });
  const review = await recordWorkflowStep(tx, actor, {
    project: saved,
    action: transition.action,
    from: row.status,
    comment: options.comment,
  });
  return { project: saved, review };
}
