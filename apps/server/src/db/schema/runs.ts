import { sql } from 'drizzle-orm';
import {
  check,
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RUN_LANES,
  RUN_STATUSES,
  type DesignResult,
  type RunLane,
  type RunStatus,
} from '@pilewise/contracts';
import { packedJson } from '../packed-json';
import { oneOf } from './checks';
import { companies } from './companies';
import { projects } from './projects';
import { users } from './users';

/** Design runs (architecture.md "Runs"): one row per run, its pg-boss job named by job_id. */
export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<RunStatus>().notNull().default('queued'),
    lane: text('lane').$type<RunLane>().notNull(),
    /** No of Elements the lane set in the input (100 or 500). */
    elements: integer('elements').notNull(),
    /** Fraction done, 0 to 1. */
    progress: doublePrecision('progress').notNull().default(0),
    message: text('message').notNull().default(''),
    /** The design input as run (the project's, with the lane's elements): the project may change after. */
    input: jsonb('input').$type<unknown>().notNull(),
    /** The engine's result, brotli-packed JSON (db/packed-json.ts): a quarter of jsonb's size. */
    result: packedJson<DesignResult>('result'),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /**
     * Last sign of life of the worker running it: set when it starts and at every progress write.
     * A running run silent for long is failed by the sweep (runs.service.ts, sweep()).
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The result cache's key (runs/input-hash.ts): sha256 of the input as run, its lane and the
     * engine's version. A succeeded run of the same company with the same key answers a new run.
     */
    inputHash: text('input_hash'),
    /** The earlier run whose result this one took from the cache; null: designed by the engine. */
    cachedFrom: uuid('cached_from').references((): AnyPgColumn => runs.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('runs_project_created_idx').on(t.projectId, t.createdAt),
    index('runs_company_input_hash_idx').on(t.companyId, t.inputHash),
    // At most one unfinished run per project, race-free (two starts at once: one insert fails).
    uniqueIndex('runs_one_unfinished_per_project_idx')
      .on(t.projectId)
      .where(sql`${t.status} IN ('queued', 'running')`),
    check('runs_status_check', oneOf(t.status, RUN_STATUSES)),
    check('runs_lane_check', oneOf(t.lane, RUN_LANES)),
    check('runs_progress_check', sql`${t.progress} >= 0 AND ${t.progress} <= 1`),
  ],
);
