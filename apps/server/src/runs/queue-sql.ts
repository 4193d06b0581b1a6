// pg-boss's own SQL, copied where this app writes pg-boss's job table itself (issue 12: a run's
// overhead; every statement costs a round trip, or ~0.5-1 ms of WASM on PGlite), in one place,
// so that an upgrade of pg-boss (pinned: 10.4.2) knows what to check against its src/plans.js.
// runs.dispatch.test.ts compares the rows these write with pg-boss's own.
import { sql, type SQL } from 'drizzle-orm';
import { sqlOf } from '../db/sql-on';

/** The design-run queue's name in pg-boss. */
export const RUN_QUEUE = 'design-run';
/** pg-boss's schema (its default, named so the queries on its tables say where they look). */
export const BOSS_SCHEMA = 'pgboss';

/**
 * A job queued already taken, in one INSERT (issue 12: it was pg-boss's send, then its fetch's
 * UPDATE for this one job, two statements of the start's transaction; it is now a CTE of the
 * statement that writes the run's row: insertTakenJob): the row pg-boss's send
 * writes for `send(RUN_QUEUE, data, { id, retryLimit: 0 })` (pg-boss 10.x's insertJob, with this
 * app's options and the queue's settings: runs.dispatch.test.ts compares the two), `active` and
 * started now, as its fetch leaves a job (the sweep reads started_on). $1 the job's id, $2 the
 * queue, $3 its data.
 */
export const insertTakenJobSql = `
  INSERT INTO ${BOSS_SCHEMA}.job (
    id, name, data, priority, start_after, dead_letter, expire_in, keep_until,
    retry_limit, retry_delay, retry_backoff, policy, state, started_on
  )
  SELECT
    $1::uuid, q.name, $3::jsonb, 0, now(), q.dead_letter,
    COALESCE(q.expire_seconds * interval '1s', interval '15 minutes'),
    now() + CAST(COALESCE((q.retention_minutes * 60)::text, '14 days') AS interval),
    0,
    CASE WHEN COALESCE(q.retry_backoff, false) THEN GREATEST(q.retry_delay, 1)
         ELSE COALESCE(q.retry_delay, 0) END,
    COALESCE(q.retry_backoff, false), q.policy, 'active', now()
  FROM ${BOSS_SCHEMA}.queue q WHERE q.name = $2
  ON CONFLICT DO NOTHING
  RETURNING id`;

/**
 * The priority of a company's next queued run (pg-boss takes the highest first, then the
 * oldest): minus the number of the company's runs already waiting or running, so that a
 * company's k-th unfinished run waits behind every other company's runs of a lower rank, and
 * one company queueing fifty runs does not hold another's single run behind all of them. Never
 * above the company's own waiting runs' lowest, so that its runs still go in the order queued.
 * $1 the queue, $2 the company's id.
 */
export const fairPrioritySql = `
  SELECT LEAST(
    -COUNT(*),
    COALESCE(MIN(priority) FILTER (WHERE state < 'active'), 0)
  )::int AS priority
  FROM ${BOSS_SCHEMA}.job
  WHERE name = $1 AND state <= 'active' AND data->>'companyId' = $2`;

/**
 * insertTakenJobSql for job `jobId` of RUN_QUEUE with `data`, as a drizzle SQL: part of the
 * start's statement that writes the run's row (a CTE: runs.repository.ts, insertTakenRun).
 */
export function insertTakenJob(jobId: string, data: object): SQL {
  return sqlOf(insertTakenJobSql, [jobId, RUN_QUEUE, { ...data }]);
}

/**
 * A run's final write that also completes its job, in one statement (issue 12: the write, then
 * pg-boss's complete(), were two; the second ~1 ms of WASM on PGlite's event loop, a round trip on
 * PostgreSQL). `finish` is the UPDATE of the run's row, RETURNING what its event needs; the job
 * becomes what pg-boss 10.4.2's complete(RUN_QUEUE, jobId, { outcome }) makes of it (plans.js,
 * completeJobs: completed_on = now(), state 'completed', output the data as jsonb, only a job of
 * this queue still `active`; it touches no retry nor singleton column, and neither does this).
 * The outcome is the executor's (run-executor.ts, finish): `status` when the run's row was
 * written, `late` when it was no longer running (cancelled meanwhile), decided on the row the
 * UPDATE wrote, not on a read that a cancel could race. The statement answers `finish`'s rows.
 */
export function finishWithJobCompleted(finish: SQL, jobId: string, status: 'succeeded' | 'failed'): SQL {
  return sql`
    WITH finished AS (${finish}),
    completed AS (
      UPDATE ${sql.identifier(BOSS_SCHEMA)}.job
      SET completed_on = now(),
        state = 'completed',
        output = jsonb_build_object(
          'outcome', CASE WHEN EXISTS (SELECT 1 FROM finished) THEN ${status}::text ELSE 'late' END
        )
      WHERE name = ${RUN_QUEUE}
        AND id = ${jobId}::uuid
        AND state = 'active'
    )
    SELECT * FROM finished`;
}
