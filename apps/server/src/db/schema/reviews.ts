import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  PROJECT_ACTIONS,
  PROJECT_STATUSES,
  type ProjectAction,
  type ProjectStatus,
} from '@pilewise/contracts';
import { oneOf } from './checks';
import { companies } from './companies';
import { projects } from './projects';
import { users } from './users';

/**
 * Every workflow step of a project (request review, start, approve, reject, stamping...): who,
 * from which status to which, with the comment a rejection or send-back must carry. The
 * project's review history and the reviewer queues read from here.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The Reviewer the project is assigned to by this step (request review), if any. */
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<ProjectAction>().notNull(),
    fromStatus: text('from_status').$type<ProjectStatus>().notNull(),
    toStatus: text('to_status').$type<ProjectStatus>().notNull(),
    comment: text('comment').notNull().default(''),
    revisionNumber: integer('revision_number').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_project_idx').on(t.projectId, t.createdAt),
    check('reviews_action_check', oneOf(t.action, PROJECT_ACTIONS)),
    check('reviews_from_check', oneOf(t.fromStatus, PROJECT_STATUSES)),
    check('reviews_to_check', oneOf(t.toStatus, PROJECT_STATUSES)),
  ],
);
