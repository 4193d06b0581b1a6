import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  PROJECT_STATUSES,
  PROJECT_VIEWS,
  UNIT_SYSTEMS,
  type ProjectStatus,
  type ProjectView,
  type UnitSystem,
} from '@pilewise/contracts';
import { oneOf } from './checks';
import { companies } from './companies';
import { users } from './users';

/** Project fields of spec §3; the design payload is one JSONB document. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Source of a clone; cleared when the source is deleted. */
    parentId: uuid('parent_id'),
    /** The Reviewer the project was sent to (reviews arrive in a later issue). */
    assignedReviewerId: uuid('assigned_reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ProjectStatus>().notNull().default('Active'),
    projectView: text('project_view').$type<ProjectView>().notNull().default('private'),
    isDraft: boolean('is_draft').notNull().default(false),
    name: text('name').notNull(),
    client: text('client').notNull(),
    designer: text('designer').notNull().default(''),
    company: text('company').notNull().default(''),
    projectAddress: text('project_address').notNull().default(''),
    /** Decimal degrees, WGS 84. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    unitSystem: text('unit_system').$type<UnitSystem>().notNull().default('imperial'),
    notes: text('notes').notNull().default(''),
    revisionNumber: integer('revision_number').notNull().default(0),
    /**
     * Bumped by every save of the fields or the design (add, draft-project): a save names the
     * version it was read at and is refused (409) when the project has moved on since.
     */
    version: integer('version').notNull().default(1),
    /** Who made the save that gave `version` (null: before versions, or that user is gone). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    design: jsonb('design').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_company_created_idx').on(t.companyId, t.createdAt),
    index('projects_owner_idx').on(t.ownerId),
    index('projects_parent_idx').on(t.parentId),
    check('projects_status_check', oneOf(t.status, PROJECT_STATUSES)),
    check('projects_view_check', oneOf(t.projectView, PROJECT_VIEWS)),
    check('projects_unit_system_check', oneOf(t.unitSystem, UNIT_SYSTEMS)),
    check('projects_revision_check', sql`${t.revisionNumber} >= 0`),
  ],
);
