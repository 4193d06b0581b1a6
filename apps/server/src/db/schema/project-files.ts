import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PROJECT_FILE_KINDS, type ProjectFileKind } from '@pilewise/contracts';
import { oneOf } from './checks';
import { companies } from './companies';
import { projects } from './projects';
import { reviews } from './reviews';
import { runs } from './runs';
import { users } from './users';

/**
 * Files kept with a project (contracts `PROJECT_FILE_KINDS`). The bytes live in the file
 * storage (files/storage.ts) under `storage_key`; the row is what the API lists and checks.
 * Deleting the project deletes the rows (cascade); the service removes the stored bytes.
 */
export const projectFiles = pgTable(
  'project_files',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<ProjectFileKind>().notNull(),
    /** The label a user gave an uploaded report, or the report's title. */
    label: text('label').notNull().default(''),
    /** The name the file downloads under. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    /** The run a generated report shows. */
    runId: uuid('run_id').references(() => runs.id, { onDelete: 'set null' }),
    /** The review decision a file was attached to. */
    reviewId: uuid('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    /** The project's revision when the file was made. */
    revisionNumber: bigint('revision_number', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_files_project_idx').on(t.projectId, t.createdAt),
    check('project_files_kind_check', oneOf(t.kind, PROJECT_FILE_KINDS)),
  ],
);
