// Who hears of a workflow step (workflow.md: "the owner; the assigned reviewer; the company's
// Super Reviewers"), and what they are told.
import type { NotificationKind, ProjectAction, ProjectStatus } from '@pilewise/contracts';

export type Audience = 'owner' | 'reviewer' | 'superReviewers';

/** The people each step concerns (the actor is always left out by notifyUsers). */
export const STEP_AUDIENCE: Record<ProjectAction, readonly Audience[]> = {
  enable: [],
  disable: [],
  requestReview: ['reviewer'],
  withdraw: ['reviewer'],
  startReview: ['owner'],
  approve: ['owner', 'superReviewers'],
  reject: ['owner'],
  takeForStamping: ['owner', 'reviewer'],
  approveStamping: ['owner', 'reviewer'],
  sendBack: ['owner', 'reviewer'],
  revise: ['reviewer'],
};

const VERB: Record<ProjectAction, string> = {
  enable: 'enabled',
  disable: 'disabled',
  requestReview: 'sent for review',
  withdraw: 'withdrew the review request of',
  startReview: 'started reviewing',
  approve: 'approved',
  reject: 'rejected',
  takeForStamping: 'took for stamping',
  approveStamping: 'approved the stamping of',
  sendBack: 'sent back',
  revise: 'revised',
};

export function stepNotification(step: {
  action: ProjectAction;
  actorName: string;
  projectName: string;
  to: ProjectStatus;
  revisionNumber: number;
  comment: string;
}): { kind: NotificationKind; title: string; message: string } {
  const kind: NotificationKind = step.action === 'requestReview' ? 'reviewRequest' : 'statusChange';
  const title =
    step.action === 'requestReview'
      ? `Review requested: ${step.projectName}`
      : `${step.projectName}: ${step.to}`;
  const subject =
    step.action === 'requestReview'
      ? `${step.actorName} sent ${step.projectName} (revision ${step.revisionNumber}) for your review`
      : `${step.actorName} ${VERB[step.action]} ${step.projectName}`;
  const message = step.comment ? `${subject}: "${step.comment}"` : `${subject}.`;
  return { kind, title, message };
}
