import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A wrong password given for an account, whatever the address it came from: the per-account
 * limit (ASVS 2.2.1, at most 100 failures an hour) counts these rows; rows older than the
 * window are deleted as new ones are written.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_user_at_idx').on(t.userId, t.at)],
);
