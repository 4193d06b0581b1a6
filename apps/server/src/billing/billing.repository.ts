// Billing rows: the company's plan as the provider last said, the webhook events seen, the
// company's invoices. Every write that follows an event is guarded by the event's time, so an
// older event arriving late never overwrites a newer state.
import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { SubscriptionType } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { billingEvents, billingTransactions, companies } from '../db/schema';

export type TransactionRow = typeof billingTransactions.$inferSelect;

/** Records the event; false when it was already recorded (a replay: apply nothing). */
export async function claimEvent(db: Db, event: { id: string; type: string }): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  return rows.length === 1;
}

export async function findCompanyIdOfCustomer(
  db: Db,
  ref: { customerId: string | null; subscriptionId: string | null },
): Promise<string | null> {
  const conditions = [
    ref.customerId ? eq(companies.stripeCustomerId, ref.customerId) : undefined,
    ref.subscriptionId ? eq(companies.stripeSubscriptionId, ref.subscriptionId) : undefined,
  ].filter((c) => c !== undefined);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(or(...conditions))
    .limit(1);
  return row?.id ?? null;
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

export interface PlanState {
  plan: SubscriptionType;
  planEndsAt: Date;
  extraSeats?: number;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
}

/** Applies the provider's state unless a newer event was applied already; true when applied. */
export async function applyPlanState(
  db: Db,
  companyId: string,
  state: PlanState,
  eventAtSeconds: number,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ ...state, billingEventAt: eventAtSeconds, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), lte(companies.billingEventAt, eventAtSeconds)))
    .returning({ id: companies.id });
  return rows.length === 1;
}

/** The company's provider customer, once known (kept when set: one customer per company). */
export async function setCustomer(db: Db, companyId: string, customerId: string): Promise<void> {
  await db
    .update(companies)
    .set({ stripeCustomerId: sql`coalesce(${companies.stripeCustomerId}, ${customerId})` })
    .where(eq(companies.id, companyId));
}

/** Inserts the invoice's row, or updates it when this event is not older than the one that wrote it. */
export async function upsertTransaction(db: Db, row: TransactionRow): Promise<void> {
  await db
    .insert(billingTransactions)
    .values(row)
    .onConflictDoUpdate({
      target: billingTransactions.id,
      set: {
        date: sql`excluded.date`,
        description: sql`excluded.description`,
        amountCents: sql`excluded.amount_cents`,
        currency: sql`excluded.currency`,
        status: sql`excluded.status`,
        invoiceUrl: sql`excluded.invoice_url`,
        eventAt: sql`excluded.event_at`,
      },
      // The company never changes hands; an older event leaves the row as it is.
      setWhere: and(
        eq(billingTransactions.companyId, row.companyId),
        lte(billingTransactions.eventAt, row.eventAt),
      ),
    });
}

export async function listTransactions(db: Db, companyId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(billingTransactions)
    .where(eq(billingTransactions.companyId, companyId))
    .orderBy(desc(billingTransactions.date));
}
