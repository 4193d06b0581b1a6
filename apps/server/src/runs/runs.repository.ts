// Queries on runs. Every function takes the companyId and filters on it, except the sweep's
// (listQueuedRuns, failSilentRuns), the server's own housekeeping over all companies.
// Status changes are conditional (`WHERE status = ...`): a cancel and the worker racing for one
// row can never overwrite each other, and a write that lost the race returns null.
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lte,
  sql,
  type SQL,
  type WithSubquery,
} from 'drizzle-orm';
import type { RunStatus } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { packJsonBytes, PackedJson } from '../db/packed-json';
import { preparedOn } from '../db/prepared';
import { runs, users } from '../db/schema';
import { finishWithJobCompleted } from './queue-sql';

export type RunRow = typeof runs.$inferSelect;
export type NewRunRow = typeof runs.$inferInsert;
/** A run with the name of the user who started it, as the API shows it. */
export type RunWithName = RunRow & { startedByFirstName: string; startedByLastName: string };
/** The same, without the heavy input and result (lists). */
export type RunSummaryRow = Omit<RunWithName, 'input' | 'result'>;
/**
 * A run with its result as kept (null: none), neither unpacked nor parsed: the answer sends its
 * JSON or its brotli bytes as they are (runs.routes.ts).
 */
export type RunWithStoredResult = Omit<RunWithName, 'result'> & { storedResult: PackedJson | null };

const UNFINISHED: RunStatus[] = ['queued', 'running'];
/** What a run's progress event says (runs.mapper.ts, toProgressEvent). */
const progressColumns = {
  id: runs.id,
  projectId: runs.projectId,
  status: runs.status,
  progress: runs.progress,
  message: runs.message,
};

const byId = (companyId: string, id: string): SQL => and(eq(runs.companyId, companyId), eq(runs.id, id))!;

/**
 * The row as written. Its input and result are not read back but taken as handed in (the
 * database would send the input back as text for a JSON.parse: issue 12); a start's run has no
 * result yet. `also`: CTEs the same statement writes (the start's activity entry).
 */
export async function insertRun(
  db: Db,
  row: NewRunRow & { input: unknown },
  also: WithSubquery[] = [],
): Promise<RunRow> {
  const [created] = await db
    .with(...also)
    .insert(runs)
    .values(row)
    .returning(columnsButInputAndResult());
  return { ...created!, input: row.input, result: (row.result ?? null) as RunRow['result'] };
}

/** The start's fields of a run (the rest is its state, which the insert sets). */
export type NewRunFields = Omit<
  NewRunRow,
  'status' | 'message' | 'progress' | 'result' | 'warnings' | 'jobId' | 'startedAt' | 'heartbeatAt'
> & { id: string; input: unknown };

/**
 * A run taken at once by a thread of the process starting it (runs.queue.ts, HeldThread), with its
 * pg-boss job, in one statement (issue 12: they were the run's INSERT queued, the job's INSERT,
 * then markRunning's UPDATE after the commit): the row as markRunning leaves a queued run a worker
 * starts (running, 'Started', started and its lease renewed now), its job_id the job's, which
 * `takenJob` (an INSERT of pg-boss's job RETURNING its id: queue-sql.ts, insertTakenJob) writes as
 * a CTE of the statement; `also`, more CTEs (the start's activity entry). Throws when the job was
 * not written (its job_id would be null): the transaction writes nothing. The input is read back,
 * as markRunning reads it: the engine designs the input as the database keeps it (jsonb orders an
 * object's keys), whichever process runs it.
 */
export async function insertTakenRun(
  db: Db,
  row: NewRunFields,
  jobId: string,
  takenJob: SQL,
  also: WithSubquery[] = [],
): Promise<RunRow> {
  const now = new Date();
  const taken = db.$with('taken_job', {}).as(takenJob);
  const [created] = await db
    .with(taken, ...also)
    .insert(runs)
    .values({
      ...row,
      status: 'running',
      message: 'Started',
      startedAt: now,
      heartbeatAt: now,
      jobId: sql`(SELECT id::text FROM ${sql.identifier('taken_job')})`,
    })
    .returning(columnsButResult());
  if (created?.jobId !== jobId) throw new Error('the job could not be queued taken');
  return { ...created, result: null };
}

export async function findRun(db: Db, companyId: string, id: string): Promise<RunWithName | null> {
  const [row] = await db
    .select({
      ...getTableColumns(runs),
      startedByFirstName: users.firstName,
      startedByLastName: users.lastName,
    })
    .from(runs)
    .innerJoin(users, eq(users.id, runs.startedBy))
    .where(byId(companyId, id))
    .limit(1);
  return row ?? null;
}

/**
 * One run with its result's JSON text as stored, unparsed: the answer to GET a run puts it in as
 * it is (runs.routes.ts), so a result of up to a megabyte is never parsed, checked and
 * serialised again on its way out.
 */
/** Every column of a run but its result (read as bytes where it is wanted: unpackJsonBytes). */
function columnsButResult() {
  const { result: _result, ...columns } = getTableColumns(runs);
  return columns;
}

/** Every column of a run but its input and result (read where they are wanted, if at all). */
function columnsButInputAndResult() {
  const { input: _input, result: _result, ...columns } = getTableColumns(runs);
  return columns;
}

export async function findRunWithStoredResult(
  db: Db,
  companyId: string,
  id: string,
): Promise<RunWithStoredResult | null> {
  const [row] = await db
    .select({
      ...columnsButResult(),
      // The column's bytes as the driver reads them: no JSON.parse on the way.
      packedResult: sql<Uint8Array | null>`${runs.result}`,
      startedByFirstName: users.firstName,
      startedByLastName: users.lastName,
    })
    .from(runs)
    .innerJoin(users, eq(users.id, runs.startedBy))
    .where(byId(companyId, id))
    .limit(1);
  if (!row) return null;
  const { packedResult, ...rest } = row;
  return { ...rest, storedResult: packedResult ? new PackedJson(packedResult) : null };
}

/** A run answered from the cache, with its result as kept (no unpacking nor parse on the way). */
export type CachedRunRow = Omit<RunRow, 'result'> & { storedResult: PackedJson | null };

/**
 * A run answered from the cache: succeeded at once with the source run's result and warnings,
 * copied inside the database (the result, up to a megabyte, never passes through the server).
 * `also`: CTEs the same statement writes (the start's activity entry).
 */
export async function insertCachedRun(
  db: Db,
  row: Omit<NewRunRow, 'status' | 'result' | 'warnings' | 'progress' | 'cachedFrom'>,
  sourceId: string,
  also: WithSubquery[] = [],
): Promise<CachedRunRow> {
  const now = new Date();
  const source = (column: 'result' | 'warnings') =>
    sql`(SELECT ${sql.identifier(column)} FROM runs WHERE id = ${sourceId})`;
  const [created] = await db
    .with(...also)
    .insert(runs)
    .values({
      ...row,
      status: 'succeeded',
      progress: 1,
      result: source('result'),
      warnings: source('warnings'),
      cachedFrom: sourceId,
      startedAt: now,
      finishedAt: now,
    })
    .returning({ ...columnsButResult(), packedResult: sql<Uint8Array | null>`${runs.result}` });
  const { packedResult, ...rest } = created!;
  return { ...rest, storedResult: packedResult ? new PackedJson(packedResult) : null };
}

/** The project's runs, newest first, without input and result. */
export async function listProjectRuns(
  db: Db,
  companyId: string,
  projectId: string,
): Promise<RunSummaryRow[]> {
  // The project screen opens with it: prepared once (src/db/prepared.ts).
  return preparedOn(db, 'project_runs', (on) => {
    const { input: _input, result: _result, ...columns } = getTableColumns(runs);
    return on
      .select({ ...columns, startedByFirstName: users.firstName, startedByLastName: users.lastName })
      .from(runs)
      .innerJoin(users, eq(users.id, runs.startedBy))
      .where(
        and(
          eq(runs.companyId, sql.placeholder('companyId')),
          eq(runs.projectId, sql.placeholder('projectId')),
        ),
      )
      .orderBy(desc(runs.createdAt), desc(runs.id))
      .prepare('project_runs');
  }).execute({ companyId, projectId });
}

/**
 * What a start must know before it writes its run, in one round trip (issue 12): the status of
 * the project's queued or running run, if it has one (at most one; a start must wait for it),
 * and the result cache's answer, the company's newest succeeded run of this input hash
 * (runs/input-hash.ts) as the run that was designed (a run answered from the cache names its
 * source). Another company's runs are never looked at.
 */
export async function findUnfinishedAndCachedRun(
  db: Db,
  companyId: string,
  projectId: string,
  inputHash: string,
): Promise<{ unfinished: RunStatus | null; cachedId: string | null }> {
  const unfinished = db
    .select({ status: runs.status })
    .from(runs)
    .where(
      and(eq(runs.companyId, companyId), eq(runs.projectId, projectId), inArray(runs.status, UNFINISHED)),
    )
    .limit(1);
  const cached = db
    .select({ id: sql`coalesce(${runs.cachedFrom}, ${runs.id})` })
    .from(runs)
    .where(
      and(
        eq(runs.companyId, companyId),
        eq(runs.inputHash, inputHash),
        eq(runs.status, 'succeeded'),
        isNotNull(runs.result),
      ),
    )
    .orderBy(desc(runs.finishedAt))
    .limit(1);
  const { rows } = (await db.execute(
    sql`SELECT (${unfinished}) AS unfinished, (${cached})::text AS "cachedId"`,
  )) as unknown as { rows: { unfinished: RunStatus | null; cachedId: string | null }[] };
  const [row] = rows;
  return { unfinished: row?.unfinished ?? null, cachedId: row?.cachedId ?? null };
}

export async function setJobId(db: Db, companyId: string, id: string, jobId: string): Promise<void> {
  await db.update(runs).set({ jobId }).where(byId(companyId, id));
}

/** A run as its worker starts it: what its event says, and the input it designs. */
export type StartedRun = Pick<RunRow, 'id' | 'projectId' | 'status' | 'progress' | 'message' | 'input'>;

/**
 * queued → running; null when the run is no longer queued (cancelled meanwhile) or gone. The
 * input is read back from the row even when this process just wrote it: the engine designs the
 * input as the database keeps it (jsonb orders an object's keys), whichever process runs it.
 */
export async function markRunning(db: Db, companyId: string, id: string): Promise<StartedRun | null> {
  const now = new Date();
  const [row] = await db
    .update(runs)
    .set({ status: 'running', startedAt: now, heartbeatAt: now, message: 'Started' })
    .where(and(byId(companyId, id), eq(runs.status, 'queued')))
    .returning({ ...progressColumns, input: runs.input });
  return row ?? null;
}

/**
 * Progress of a running run. Null when it is no longer running: cancelled (possibly by another
 * server process) or deleted with its project, and the worker stops.
 */
/**
 * The worker's sign of life for a running run (its lease, see SILENT_RUN_MS), whether or not the
 * engine has news; false when the run is no longer running (cancelled, failed by a sweep).
 */
export async function touchHeartbeat(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(runs)
    .set({ heartbeatAt: new Date() })
    .where(and(byId(companyId, id), eq(runs.status, 'running')))
    .returning({ id: runs.id });
  return rows.length === 1;
}

export async function updateProgress(
  db: Db,
  companyId: string,
  id: string,
  progress: number,
  message: string,
): Promise<Pick<RunRow, 'id' | 'projectId' | 'status' | 'progress' | 'message'> | null> {
  const [row] = await db
    .update(runs)
    .set({ progress, message, heartbeatAt: new Date() })
    .where(and(byId(companyId, id), eq(runs.status, 'running')))
    .returning(progressColumns);
  return row ?? null;
}

/**
 * running → succeeded | failed; null when it was no longer running. The result comes as its JSON
 * text (UTF-8), as the engine's threads wrote it (run-as-json.ts), and is packed for its column
 * off the event loop: never an object here, so never serialised on the main thread. Answers what
 * the run's event needs, not the row: the result just written would be read back and unpacked
 * for nothing. With `jobId`, the same statement completes the run's pg-boss job, with the outcome
 * `status`, or `late` when the run was no longer running (queue-sql.ts, finishWithJobCompleted).
 */
export async function finishRun(
  db: Db,
  companyId: string,
  id: string,
  {
    resultJson,
    ...outcome
  }: Pick<NewRunRow, 'progress' | 'message' | 'warnings'> & {
    status: 'succeeded' | 'failed';
    resultJson: Buffer | null;
  },
  jobId?: string,
): Promise<FinishedRun | null> {
  const packed = resultJson ? await packJsonBytes(resultJson) : null;
  const finishedAt = new Date();
  const finish = db
    .update(runs)
    .set({ ...outcome, result: packed ? sql`${packed}` : null, finishedAt })
    .where(and(byId(companyId, id), eq(runs.status, 'running')))
    .returning(progressColumns);
  // What the update wrote besides the returned columns: a start waiting for the run answers it
  // from these (runs.service.ts), not from a read of the row.
  const written = {
    finishedAt,
    warnings: outcome.warnings ?? [],
    storedResult: packed ? new PackedJson(packed) : null,
  };
  if (jobId === undefined) {
    const [row] = await finish;
    return row ? { ...row, ...written } : null;
  }
  const { rows } = (await db.execute(
    finishWithJobCompleted(finish.getSQL(), jobId, outcome.status),
  )) as unknown as {
    rows: { id: string; project_id: string; status: RunStatus; progress: number | string; message: string }[];
  };
  const [row] = rows;
  return row
    ? {
        id: row.id,
        projectId: row.project_id,
        status: row.status,
        progress: Number(row.progress),
        message: row.message,
        ...written,
      }
    : null;
}

/** A run's final state as its final write left it (finishRun), its result as kept. */
export type FinishedRun = Pick<
  RunRow,
  'id' | 'projectId' | 'status' | 'progress' | 'message' | 'finishedAt'
> & {
  warnings: string[];
  storedResult: PackedJson | null;
};

/** queued | running → cancelled; null when it had already finished. */
export async function cancelRun(
  db: Db,
  companyId: string,
  id: string,
  message: string,
): Promise<RunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ status: 'cancelled', message, finishedAt: new Date() })
    .where(and(byId(companyId, id), inArray(runs.status, UNFINISHED)))
    .returning();
  return row ?? null;
}

/** queued → failed (its job could not be queued, or will never be run); null when no longer queued. */
export async function failQueuedRun(
  db: Db,
  companyId: string,
  id: string,
  message: string,
): Promise<RunRow | null> {
  const [row] = await db
    .update(runs)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(and(byId(companyId, id), eq(runs.status, 'queued')))
    .returning();
  return row ?? null;
}

/** A queued run as the sweep looks at it. */
export type QueuedRun = Pick<RunRow, 'id' | 'companyId' | 'jobId' | 'createdAt'>;

/** Sweep, all companies: the runs queued at or before `createdBefore`, oldest first. */
export async function listQueuedRuns(db: Db, createdBefore: Date): Promise<QueuedRun[]> {
  return db
    .select({ id: runs.id, companyId: runs.companyId, jobId: runs.jobId, createdAt: runs.createdAt })
    .from(runs)
    .where(and(eq(runs.status, 'queued'), lte(runs.createdAt, createdBefore)))
    .orderBy(runs.createdAt);
}

/**
 * Sweep, all companies: running → failed for the runs whose worker has given no sign of life
 * (progress write, or its start) since `silentSince`. Their process died or hung: nothing else
 * would ever finish them. (Rows from before heartbeat_at existed: their start.)
 */
export async function failSilentRuns(db: Db, silentSince: Date, message: string): Promise<RunRow[]> {
  return db
    .update(runs)
    .set({ status: 'failed', message, finishedAt: new Date() })
    .where(
      and(
        eq(runs.status, 'running'),
        sql`coalesce(${runs.heartbeatAt}, ${runs.startedAt}, ${runs.createdAt}) <= ${silentSince.toISOString()}::timestamptz`,
      ),
    )
    .returning();
}
