// Billing (issue 14): the company's plan as the provider keeps it. The Admin subscribes and adds
// seats on the provider's Checkout page and manages cards, invoices and cancellation on its
// Customer Portal (spec §1); the provider's webhooks bring the outcome back. Every event is
// applied once (by id), and never over the state of a newer one (by its `created` time).
import type Stripe from 'stripe';
import type { BillingSummary, RedirectResponse, Transaction, WebhookResponse } from '@pilewise/contracts';
import type { Db } from '../db/client';
import type { Actor } from '../shared/actor';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../shared/errors';
import { MANAGE_SUBSCRIPTION_PATH, planEnded, seatsOf } from '../shared/subscription';
import { countActiveUsers, findCompany } from '../users/users.service';
import type { BillingConfig } from './billing.config';
import {
  applyPlanState,
  claimEvent,
  companyExists,
  findCompanyIdOfCustomer,
  listTransactions,
  setCustomer,
  upsertTransaction,
  type PlanState,
  type TransactionRow,
} from './billing.repository';
import { idOf } from './stripe-client';

export const PAYMENT_NOT_CONFIGURED_MESSAGE =
  'Online payment is not configured on this server. The platform operator (Super admin) can grant ' +
  'or extend your plan: please contact support.';

const paymentNotConfigured = () =>
  new AppError(503, 'PAYMENT_NOT_CONFIGURED', PAYMENT_NOT_CONFIGURED_MESSAGE);

/** A provider subscription in these states gives the Pro plan until its period ends. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export interface BillingDeps {
  db: Db;
  /** Null: online payment is not configured. */
  provider: { stripe: Stripe; config: BillingConfig } | null;
  appUrl: string;
}

/** One webhook event's change, made inside the transaction that records the event. */
type Change = (tx: Db) => Promise<void>;

export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  async summary(actor: Actor): Promise<BillingSummary> {
    const company = await findCompany(this.deps.db, actor.companyId);
    if (!company) throw new NotFoundError('Company');
    return {
      plan: company.plan,
      planEndsAt: company.planEndsAt.toISOString(),
      ended: planEnded(company),
      seats: seatsOf(company, await countActiveUsers(this.deps.db, actor.companyId)),
      subscribed: company.stripeSubscriptionId !== null,
      onlinePayment: this.deps.provider !== null,
    };
  }

  /** The provider's Checkout page for the Pro plan and `extraSeats` seats on top. */
  async checkout(actor: Actor, body: { extraSeats: number }): Promise<RedirectResponse> {
    assertBillingAdmin(actor);
    const { stripe, config } = this.provider();
    const company = await findCompany(this.deps.db, actor.companyId);
    if (!company) throw new NotFoundError('Company');
    if (company.stripeSubscriptionId && company.plan === 'Pro' && !planEnded(company)) {
      throw new ConflictError(
        'The company already has a Pro subscription: add seats or change it with Manage billing',
      );
    }
    const session = await providerCall(() =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [
          { price: config.priceProId, quantity: 1 },
          ...(body.extraSeats > 0 ? [{ price: config.priceSeatId, quantity: body.extraSeats }] : []),
        ],
        client_reference_id: company.id,
        ...(company.stripeCustomerId
          ? { customer: company.stripeCustomerId }
          : { customer_email: actor.email }),
        metadata: { companyId: company.id },
        subscription_data: { metadata: { companyId: company.id } },
        success_url: `${this.pageUrl()}?checkout=done`,
        cancel_url: `${this.pageUrl()}?checkout=cancelled`,
      }),
    );
    if (!session.url) throw providerFailed();
    return { url: session.url };
  }

  /** The provider's Customer Portal: cards, invoices, cancellation, or straight to changing seats. */
  async portal(actor: Actor, body: { flow: 'manage' | 'add-seats' }): Promise<RedirectResponse> {
    assertBillingAdmin(actor);
    const { stripe } = this.provider();
    const company = await findCompany(this.deps.db, actor.companyId);
    if (!company) throw new NotFoundError('Company');
    if (!company.stripeCustomerId) {
      throw new ConflictError('No subscription yet: subscribe to Pro first', 'CONFLICT', 'flow');
    }
    const addSeats = body.flow === 'add-seats' && company.stripeSubscriptionId !== null;
    const session = await providerCall(() =>
      stripe.billingPortal.sessions.create({
        customer: company.stripeCustomerId!,
        return_url: this.pageUrl(),
        ...(addSeats
          ? {
              flow_data: {
                type: 'subscription_update',
                subscription_update: { subscription: company.stripeSubscriptionId! },
              },
            }
          : {}),
      }),
    );
    return { url: session.url };
  }

  async transactions(actor: Actor): Promise<Transaction[]> {
    assertBillingAdmin(actor);
    const rows = await listTransactions(this.deps.db, actor.companyId);
    return rows.map(toTransaction);
  }

  /**
   * A provider webhook: the signature (and its timestamp, 5 minutes' tolerance) is checked on the
   * raw body; an event already recorded changes nothing.
   */
  async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookResponse> {
    const { stripe, config } = this.provider();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
    } catch {
      throw new AppError(
        400,
        'VALIDATION',
        'stripe-signature: the webhook signature is missing, does not match or is too old',
        'stripe-signature',
      );
    }
    // Reads from the provider happen before the transaction, which only writes.
    const change = await this.changeOf(event);
    const applied = await this.deps.db.transaction(async (tx) => {
      if (!(await claimEvent(tx, { id: event.id, type: event.type }))) return false;
      if (change) await change(tx);
      return true;
    });
    return { received: true, duplicate: !applied };
  }

  private async changeOf(event: Stripe.Event): Promise<Change | null> {
    const at = event.created;
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const companyId = session.client_reference_id;
        const customerId = idOf(session.customer);
        const subscriptionId = idOf(session.subscription);
        if (!companyId || !subscriptionId) return null;
        const subscription = await providerCall(() =>
          this.provider().stripe.subscriptions.retrieve(subscriptionId),
        );
        const state = this.stateOf(subscription, at);
        return async (tx) => {
          if (!(await companyExists(tx, companyId))) return;
          if (customerId) await setCustomer(tx, companyId, customerId);
          if (state) await applyPlanState(tx, companyId, state, at);
        };
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const state = this.stateOf(subscription, at);
        if (!state) return null;
        return async (tx) => {
          const companyId = await this.companyOf(tx, subscription.metadata?.companyId, {
            customerId: idOf(subscription.customer),
            subscriptionId: subscription.id,
          });
          if (companyId) await applyPlanState(tx, companyId, state, at);
        };
      }
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.finalized': {
        const invoice = event.data.object;
        return async (tx) => {
          const details = invoice.parent?.subscription_details ?? null;
          const companyId = await this.companyOf(tx, details?.metadata?.companyId, {
            customerId: idOf(invoice.customer),
            subscriptionId: idOf(details?.subscription),
          });
          if (companyId) await upsertTransaction(tx, transactionOf(invoice, event.type, companyId, at));
        };
      }
      default:
        return null; // recorded (so a replay is still one), nothing to apply
    }
  }

  /** The plan a provider subscription gives; null while its first payment is not through. */
  private stateOf(subscription: Stripe.Subscription, eventAt: number): PlanState | null {
    if (subscription.status === 'incomplete') return null;
    const items = subscription.items.data;
    const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end));
    const live = LIVE_STATUSES.has(subscription.status);
    const endSeconds = live ? periodEnd : (subscription.ended_at ?? eventAt);
    const seatItem = items.find((item) => item.price.id === this.provider().config.priceSeatId);
    const customerId = idOf(subscription.customer);
    return {
      plan: 'Pro',
      planEndsAt: new Date(endSeconds * 1000),
      extraSeats: seatItem?.quantity ?? 0,
      stripeSubscriptionId: subscription.id,
      ...(customerId ? { stripeCustomerId: customerId } : {}),
    };
  }

  /** The company the checkout named (metadata), else the one holding the customer or subscription. */
  private async companyOf(
    tx: Db,
    named: string | undefined,
    ref: { customerId: string | null; subscriptionId: string | null },
  ): Promise<string | null> {
    if (named && (await companyExists(tx, named))) return named;
    return findCompanyIdOfCustomer(tx, ref);
  }

  private provider(): NonNullable<BillingDeps['provider']> {
    if (!this.deps.provider) throw paymentNotConfigured();
    return this.deps.provider;
  }

  private pageUrl(): string {
    return `${this.deps.appUrl.replace(/\/$/, '')}${MANAGE_SUBSCRIPTION_PATH}`;
  }
}

function assertBillingAdmin(actor: Actor): void {
  if (actor.role !== 'Admin')
    throw new ForbiddenError("Only the company's Admin can manage the subscription");
}

function providerFailed(): AppError {
  return new AppError(
    503,
    'SERVICE_UNAVAILABLE',
    'The payment provider could not be reached or refused the request; please try again later',
  );
}

/** A provider failure is a 503 saying so, never a 500. */
async function providerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw providerFailed();
  }
}

function transactionOf(
  invoice: Stripe.Invoice,
  type: 'invoice.paid' | 'invoice.payment_failed' | 'invoice.finalized',
  companyId: string,
  eventAt: number,
): TransactionRow {
  const lines = invoice.lines?.data.map((line) => line.description).filter((d): d is string => !!d) ?? [];
  const paid = type === 'invoice.paid';
  return {
    id: invoice.id!,
    companyId,
    date: new Date(invoice.created * 1000),
    description: lines.length > 0 ? lines.join('; ') : (invoice.description ?? 'PileWise Pro subscription'),
    amountCents: paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    status: paid ? 'paid' : type === 'invoice.payment_failed' ? 'payment_failed' : (invoice.status ?? 'open'),
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    eventAt,
  };
}

function toTransaction(row: TransactionRow): Transaction {
  return {
    _id: row.id,
    date: row.date.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    invoiceUrl: row.invoiceUrl,
  };
}
