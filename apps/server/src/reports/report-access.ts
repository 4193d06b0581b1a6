// Who may generate a report (workflow.md "Roles": every company role, of a project they may
// view) and when the plan stops them (spec §4: a subscription past its end date generates none).
import { REPORT_GENERATOR_ROLES, type SubscriptionType } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import { AppError, ForbiddenError } from '../shared/errors';

export function assertMayGenerateReports(actor: Actor): void {
  if (!REPORT_GENERATOR_ROLES.includes(actor.role)) {
    throw new ForbiddenError('Your role cannot generate PDF reports', 'FORBIDDEN');
  }
}

/** 403 with a message saying which plan ended when; subscriptionExpired lets the app offer renewal. */
export function assertPlanAllowsReports(
  plan: { subscriptionType: SubscriptionType; subscriptionEndsAt: Date },
  now = new Date(),
): void {
  if (plan.subscriptionEndsAt.getTime() >= now.getTime()) return;
  const ended = plan.subscriptionEndsAt.toISOString().slice(0, 10);
  const message =
    plan.subscriptionType === 'Trial'
      ? `Your free trial ended on ${ended}: generating PDF reports needs a Pro subscription.`
      : `Your Pro subscription ended on ${ended}: renew it to generate PDF reports.`;
  throw new AppError(403, 'SUBSCRIPTION_EXPIRED', message, undefined, { subscriptionExpired: true });
}
