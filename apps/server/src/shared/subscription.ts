// Spec §1/§9: the plan is the company's (the 30-day trial, then Pro), and every user works under
// it. A plan past its end stops the paid actions (saving a project, running a design, generating
// a report) while everything stays readable and everyone may still sign in. One rule and one
// answer for all of them: 402 Payment Required, the status for "pay to continue" (403 would say
// that this user may never do it, when a subscription is all it takes), with
// `subscriptionExpired` so the app offers it, and a message saying which plan ended when.
//
// The seats are here too: the plan's five (the Admin and four users, spec §9) plus those bought,
// held by every user who is not frozen; adding or unfreezing a user needs a free one.
import { INCLUDED_SEATS, type Seats, type SubscriptionType } from '@pilewise/contracts';
import { AppError, ConflictError } from './errors';

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

/**
 * A company the Super admin froze: its users cannot sign in (as a frozen user cannot, workflow.md),
 * and their sessions end. To leave a company readable but stop its work, its plan is ended instead.
 */
export const COMPANY_FROZEN_MESSAGE =
  "Your company's account is frozen by the platform operator. Please contact support.";

/** The company's seats: the plan's included ones plus `extraSeats` bought; `used` = users not frozen. */
export function seatsOf(company: { extraSeats: number }, used: number): Seats {
  const total = INCLUDED_SEATS + company.extraSeats;
  return {
    included: INCLUDED_SEATS,
    extra: company.extraSeats,
    total,
    used,
    free: Math.max(0, total - used),
  };
}

/** The one check before a user takes a seat (added, or unfrozen); the message says how to get more. */
export function assertFreeSeat(seats: Seats): void {
  if (seats.free > 0) return;
  throw new ConflictError(
    `seats: All ${seats.total} seats are in use. Freeze a user to free a seat, or buy more seats on the ` +
      `Manage subscription page (${MANAGE_SUBSCRIPTION_PATH}).`,
    'CONFLICT',
    'seats',
  );
}
