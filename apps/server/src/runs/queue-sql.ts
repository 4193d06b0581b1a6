// pg-boss's own SQL, copied where this app writes pg-boss's job table itself (issue 12: a run's
// overhead; every statement costs a round trip, or ~0.5-1 ms of WASM on PGlite), in one place,
// so that an upgrade of pg-boss (pinned: 10.4.2) knows what to check against its src/plans.js.
// runs.dispatch.test.ts compares the rows these write with pg-boss's own.

/** The design-run queue's name in pg-boss. */
export const RUN_QUEUE = 'design-run';
/** pg-boss's schema (its default, named so the queries on its tables say where they look). */
export const BOSS_SCHEMA = 'pgboss';

/**
 * A job queued already taken, in one statement (issue 12: it was pg-boss's send, then its fetch's
 * UPDATE for this one job, two statements of the start's transaction): the row pg-boss's send
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
