import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A customer company: the tenant every other row belongs to. */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * Seats bought on top of the plan's included ones (spec §9: $99 per user per year). Set by
     * billing; until billing exists every company has 0.
     */
    extraSeats: integer('extra_seats').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('companies_extra_seats_check', sql`${t.extraSeats} >= 0`)],
);
