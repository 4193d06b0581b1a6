// Spec §1/§9: the plan is the company's (the 30-day trial, then Pro), and every user works under
// it. A plan past its end stops the paid actions (saving a project, running a design, generating
// a report) while everything stays readable and everyone may still sign in. One rule and one
// answer for all of them: 402 Payment Required, the status for "pay to continue" (403 would say
// that this user may never do it, when a subscription is all it takes), with
// `subscriptionExpired` so the app offers it, and a message saying which plan ended when.
import type { SubscriptionType } from '@pilewise/contracts';
import { AppError } from './errors';

export interface CompanyPlan {
  plan: SubscriptionType;
  planEndsAt: Date;
}

/** Where the Admin subscribes (the web route of the subscription page). */
export const MANAGE_SUBSCRIPTION_PATH = '/manage-subscription';

export function planEnded(plan: CompanyPlan, now = new Date()): boolean {
  return plan.planEndsAt.getTime() < now.getTime();
}

export function planEndedMessage(plan: CompanyPlan): string {
  const ended = plan.planEndsAt.toISOString().slice(0, 10);
  const what = plan.plan === 'Trial' ? 'Your free trial' : 'Your Pro plan';
  return (
    `${what} ended on ${ended}. Your projects stay readable; to save, run designs and generate ` +
    `reports again, your Admin subscribes to Pro on the Manage subscription page (${MANAGE_SUBSCRIPTION_PATH}).`
  );
}

export class SubscriptionExpiredError extends AppError {
  constructor(plan: CompanyPlan) {
    super(402, 'SUBSCRIPTION_EXPIRED', planEndedMessage(plan), undefined, { subscriptionExpired: true });
  }
}

/** The one check before every paid action (saves, runs, reports). */
export function assertSubscriptionActive(plan: CompanyPlan, now = new Date()): void {
  if (planEnded(plan, now)) throw new SubscriptionExpiredError(plan);
}
