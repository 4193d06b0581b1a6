import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Every payment-provider webhook event applied, by its id: a replayed delivery finds its row and
 * changes nothing (the provider retries and may send an event more than once).
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's invoices and payments as /transactions lists them: one row per provider invoice. */
export const billingTransactions = pgTable(
  'billing_transactions',
  {
    /** The provider's invoice id: a later event about the same invoice updates its row. */
    id: text('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
    description: text('description').notNull(),
    /** In the currency's smallest unit (cents). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** 'paid' | 'open' | 'payment_failed' | the provider's invoice status. */
    status: text('status').notNull(),
    invoiceUrl: text('invoice_url'),
    /** `created` (s) of the event that wrote the row: an older event never overwrites it. */
    eventAt: integer('event_at').notNull(),
  },
  (t) => [index('billing_transactions_company_date_idx').on(t.companyId, t.date)],
);
