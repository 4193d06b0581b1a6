import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '@pilewise/contracts';
import { oneOf } from './checks';

/**
 * 'customer': a tenant (sign-up makes one). 'platform': the one row the Super admin users belong
 * to (users.company_id is never null); it is no tenant, the console never lists it.
 */
export const COMPANY_KINDS = ['customer', 'platform'] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** A customer company: the tenant every other row belongs to, and the holder of the plan. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<CompanyKind>().notNull().default('customer'),
    /** Set while the Super admin has the company frozen: none of its users may sign in. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    /** The company's plan (spec §1): the 30-day trial, then Pro. Every user works under it. */
    plan: text('plan').$type<SubscriptionType>().notNull().default('Trial'),
    /** End of the trial (creation + 30 days, spec §9) or of the paid period. */
    planEndsAt: timestamp('plan_ends_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '30 days'`),
    /** Seats bought on top of the plan's included ones (spec §9: $99 per user per year). */
    extraSeats: integer('extra_seats').notNull().default(0),
    /** The payment provider's customer and subscription (Stripe ids), once the Admin subscribed. */
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /**
     * The `created` time (s) of the newest provider event applied to the plan: an older event
     * arriving late never overwrites a newer state.
     */
    billingEventAt: integer('billing_event_at').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_extra_seats_check', sql`${t.extraSeats} >= 0`),
    check('companies_plan_check', oneOf(t.plan, SUBSCRIPTION_TYPES)),
    check('companies_kind_check', oneOf(t.kind, COMPANY_KINDS)),
    // One platform row, even when two processes start at once.
    uniqueIndex('companies_one_platform')
      .on(t.kind)
      .where(sql`${t.kind} = 'platform'`),
  ],
);
