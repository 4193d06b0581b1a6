// Spec §4: a plan past its end date stops the paid actions (signing in, but for the Admin who
// renews it; saving a project, running a design, generating a report). One rule and one answer
// for all of them: 402 Payment Required, the status for "pay to continue" (403 would say that
// this user may never do it, when a renewal is all it takes), with `subscriptionExpired` so the
// app offers renewal and a message saying when the plan ended.
import { AppError } from './errors';

type Plan = { subscriptionEndsAt: Date };

export function subscriptionEnded(plan: Plan, now = new Date()): boolean {
  return plan.subscriptionEndsAt.getTime() < now.getTime();
}

export class SubscriptionExpiredError extends AppError {
  constructor(plan: Plan) {
    const ended = plan.subscriptionEndsAt.toISOString().slice(0, 10);
    super(
      402,
      'SUBSCRIPTION_EXPIRED',
      `Your subscription ended on ${ended}. Please renew it to continue.`,
      undefined,
      {
        subscriptionExpired: true,
      },
    );
  }
}

export function assertSubscriptionActive(plan: Plan, now = new Date()): void {
  if (subscriptionEnded(plan, now)) throw new SubscriptionExpiredError(plan);
}
