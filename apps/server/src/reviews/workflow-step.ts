// One workflow step, inside the caller's transaction: the status change (conditional on the
// status read, so of two people acting at once one wins and the other gets 409), the reviews
// row, the activity entry and the notifications to the people it concerns.
import { randomUUID } from 'node:crypto';
import type { ProjectStatus, StatusTransition } from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/client';
import { notifyUsers } from '../notifications/notify';
import { updateProject, type ProjectPatch, type ProjectRow } from '../projects/projects.repository';
import { ConflictError } from '../shared/errors';
import { fullName } from '../users/users.mapper';
import { listActiveCompanyUsers, insertReview, type ReviewRow } from './reviews.repository';
import { STEP_AUDIENCE, stepNotification } from './workflow-recipients';

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
  const saved = await updateProject(tx, actor.companyId, row.id, patch, row.status);
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

/**
 * The reviews row and the notifications of a step whose status change the caller has made
 * (`project` is the row after it). Also used by projects.service when saving revises a project.
 */
export async function recordWorkflowStep(
  tx: Db,
  actor: Actor,
  step: { project: ProjectRow; action: StatusTransition['action']; from: ProjectStatus; comment: string },
): Promise<ReviewRow> {
  const { project } = step;
  const review = await insertReview(tx, {
    id: randomUUID(),
    projectId: project.id,
    companyId: project.companyId,
    actorId: actor.id,
    reviewerId: project.assignedReviewerId,
    action: step.action,
    fromStatus: step.from,
    toStatus: project.status,
    comment: step.comment,
    revisionNumber: project.revisionNumber,
  });
  const audience = STEP_AUDIENCE[step.action];
  const recipients: (string | null)[] = [];
  if (audience.includes('owner')) recipients.push(project.ownerId);
  if (audience.includes('reviewer')) recipients.push(project.assignedReviewerId);
  if (audience.includes('superReviewers')) {
    const supers = await listActiveCompanyUsers(tx, project.companyId, 'SuperReviewer');
    recipients.push(...supers.map((u) => u.id));
  }
  await notifyUsers(
    tx,
    project.companyId,
    recipients,
    {
      ...stepNotification({
        action: step.action,
        actorName: fullName(actor),
        projectName: project.name,
        to: project.status,
        revisionNumber: project.revisionNumber,
        comment: step.comment,
      }),
      projectId: project.id,
    },
    actor.id,
  );
  return review;
}
