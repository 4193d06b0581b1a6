// The company's plan and its payments (spec §1, §9): the Pro plan is yearly, $799 for the Admin
// and four users, $99 a year per extra user; card payments go through the payment provider's
// Checkout and Customer Portal pages, whose addresses these calls hand out.
import { z } from 'zod';
import { subscriptionTypeSchema } from './enums';
import { seatsSchema } from './user-management';

/** Seats one checkout may buy on top of the plan's included ones. */
export const MAX_EXTRA_SEATS = 1000;

export const billingSummarySchema = z
  .object({
    plan: subscriptionTypeSchema,
    planEndsAt: z.iso.datetime().describe('End of the trial or of the paid year (renewal date)'),
    ended: z.boolean().describe('The plan has ended: saves, runs and reports answer 402'),
    seats: seatsSchema,
    subscribed: z.boolean().describe('The company has a subscription with the payment provider'),
    onlinePayment: z
      .boolean()
      .describe('Online payment is configured on this server (else the Super admin grants plans)'),
  })
  .meta({ id: 'BillingSummary' });
export type BillingSummary = z.infer<typeof billingSummarySchema>;

export const checkoutBodySchema = z
  .object({
    extraSeats: z
      .int('extraSeats: must be a whole number')
      .min(0, 'extraSeats: must be 0 or more')
      .max(MAX_EXTRA_SEATS, `extraSeats: at most ${MAX_EXTRA_SEATS}`)
      .default(0)
      .describe('Seats to buy on top of the five of the plan'),
  })
  .meta({ id: 'CheckoutBody' });
export type CheckoutBody = z.input<typeof checkoutBodySchema>;

export const portalBodySchema = z
  .object({
    flow: z
      .enum(['manage', 'add-seats'])
      .default('manage')
      .describe("'add-seats' opens the portal on changing the subscription's quantities"),
  })
  .meta({ id: 'PortalBody' });
export type PortalBody = z.input<typeof portalBodySchema>;

/** Where to send the browser: the provider's hosted page. */
export const redirectResponseSchema = z.object({ url: z.url() }).meta({ id: 'BillingRedirect' });
export type RedirectResponse = z.infer<typeof redirectResponseSchema>;

export const transactionSchema = z
  .object({
    _id: z.string().describe("The provider's invoice id"),
    date: z.iso.datetime(),
    description: z.string(),
    amountCents: z.int().describe("In the currency's smallest unit"),
    currency: z.string().describe('ISO 4217, lower case (usd)'),
    status: z.string().describe("'paid', 'payment_failed', or the invoice's status"),
    invoiceUrl: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = z.object({ transactions: z.array(transactionSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
