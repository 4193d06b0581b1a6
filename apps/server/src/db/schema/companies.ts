import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A customer company: the tenant every other row belongs to. */
export const companies = pgTable('companies', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
