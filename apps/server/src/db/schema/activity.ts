import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Activity log: who did what, when. Rows outlive users and projects (ids kept, no FK to them). */
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    username: text('username').notNull(),
    projectId: uuid('project_id'),
    action: text('action').notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_company_created_idx').on(t.companyId, t.createdAt),
    index('activity_project_idx').on(t.projectId),
  ],
);
