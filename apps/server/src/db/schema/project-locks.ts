import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { users } from './users';

/** The edit lock of a project: one row while someone has it open for editing. */
export const projectLocks = pgTable('project_locks', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
  /** The lock lapses at this time unless renewed (database clock: every process agrees). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
