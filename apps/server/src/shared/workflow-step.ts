// A workflow step's record, inside the caller's transaction: the reviews row and the
// notifications to the people it concerns. Shared: a review action takes it (reviews/
// workflow-step.ts) and so does a save that revises a project (projects.service.ts), so neither
// domain imports the other for it.
import { randomUUID } from 'node:crypto';
import type { ProjectStatus, StatusTransition } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { notifyUsers } from '../notifications/notify';
import type { ProjectRow } from '../projects/projects.repository';
import { insertReview, listActiveCompanyUsers, type ReviewRow } from '../reviews/reviews.repository';
import { STEP_AUDIENCE, stepNotification } from '../reviews/workflow-recipients';
import type { Actor } from './actor';
import { fullName } from './full-name';

/**
 * The reviews row and the notifications of a step whose status change the caller has made
 * (`project` is the row after it).
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
