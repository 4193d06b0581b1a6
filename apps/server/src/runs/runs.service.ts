// Design run rules: who may start, read and cancel a run (the project's permissions), which
// input is run (the project's saved design input, with the lane's No of Elements, checked by
// the engine before it is queued), one unfinished run per project, the activity log, and the
// sweep that fails the runs nothing will ever finish.
import { randomUUID } from 'node:crypto';
import {
  DESIGN_INPUT_KEY,
  FINISHED_RUN_STATUSES,
  RUN_LANE_ELEMENTS,
  RUN_LANE_LABELS,
  type Run,
  type RunInputResponse,
  type RunLane,
} from '@pilewise/contracts';
import type { DesignInputError } from '@pilewise/engine';
import { activityEntryCte, recordActivity } from '../activity/activity.service';
import type { Actor } from '../shared/actor';
import { assertSubscriptionActive } from '../shared/subscription';
import type { Db } from '../db/client';
import { assertEditable, checkProjectAccess, loadProjectAccess } from '../projects/project-access';
import { readRunStart } from '../shared/run-start-read';
import { assertNotHeldByOther, assertNotLockedByOther } from '../projects/project-lock.service';
import { screenAnswer } from '../projects/project-screen-cache';
import { requestCatchUpOf } from '../db/request-catch-up';
import {
  AppError,
  ConflictError,
  DesignInputInvalidError,
  FieldError,
  isUniqueViolation,
  NotFoundError,
} from '../shared/errors';
import { withLibraryRead } from '../sections/sections.service';
import { assertDesignAllowed, designPermissionsOf } from '../users/design-permissions';
import { fullName } from '../shared/full-name';
import { checkDesignInput } from './design-input-check';
import type { RunEvents } from './run-events';
import { runInputHash } from './input-hash';
import { INTERRUPTED_MESSAGE, type RunJobData } from './run-executor';
import { toProgressEvent, toRun, toRunWithStoredResult, type RunWithResult } from './runs.mapper';
import * as repo from './runs.repository';
import type { HeldThread, QueueJobState } from './runs.queue';

/** What the service needs of the queue (runs.queue.ts). */
export interface RunDispatcher {
  /** A thread of this process for the run, when one is free now (see RunQueue.holdThread). */
  holdThread(runId: string): HeldThread | null;
  /** Queues the job under `jobId` (written on the run's row beforehand). */
  send(data: RunJobData, jobId: string): Promise<void>;
  cancel(jobId: string): Promise<void>;
  abortLocal(runId: string): void;
  /** The state of each job still known to the queue (missing: deleted or archived). */
  jobStates(jobIds: readonly string[]): Promise<Map<string, QueueJobState>>;
  /**
   * The engine's check of a design input (design-input-check.ts), off the event loop when it can
   * be (RunQueue: an idle engine thread); never rejects. Without it, the start checks it itself.
   */
  checkDesignInput?(input: unknown): Promise<DesignInputError[]>;
}

/**
 * A running run's lease, by default (RUN_LEASE_SECONDS sets it): its worker renews
 * `heartbeat_at` every sixth of it (5 s), progress or not, so 30 s of silence means its process
 * died or its event loop is stuck (a process stopping cleanly fails its runs itself); the sweep
 * then fails it and frees the project.
 */
export const SILENT_RUN_MS = 30_000;
/**
 * A queued run younger than this is left alone by the sweep: its job may be on its way to the
 * queue (sent right after the row is written) or being taken by a worker.
 */
export const QUEUED_GRACE_MS = 60_000;

export const silentRunMessage = (leaseMs: number) =>
  `Interrupted: the server process running it stopped answering (no heartbeat for ${leaseMs / 1000} s); run it again`;
export const SILENT_RUN_MESSAGE = silentRunMessage(SILENT_RUN_MS);
export const NEVER_QUEUED_MESSAGE = 'Could not start: the server stopped while queueing it';
export const TAKEN_NOT_STARTED_MESSAGE =
  'Could not start: the server process that took it stopped before starting it';
export const CACHED_RUN_MESSAGE =
  'Done: answered from an identical earlier run (same input, lane and engine)';
export const jobLostMessage = (state: string | null) =>
  `Could not start: its queue job ${state ? `was ${state}` : 'is gone'} before the run started`;

export interface SweepOptions {
  /** The sweep's clock (tests look ahead instead of waiting). */
  now?: Date;
  /**
   * This process is the only one on the database and is starting (PGlite): no run is being
   * run or taken by anyone, so every one left running or taken is failed, whatever its age.
   */
  soleProcessStarting?: boolean;
}

export class RunsService {
  constructor(
    private readonly db: Db,
    private readonly queue: RunDispatcher,
    private readonly events: RunEvents,
    /** The lease of a running run (SILENT_RUN_MS unless RUN_LEASE_SECONDS says otherwise). */
    private readonly leaseMs: number = SILENT_RUN_MS,
  ) {}

  /**
   * Queues a run of the project's design input, or answers it from the result cache (an earlier
   * run of the same input, lane and engine version in the company): the run, queued or
   * succeeded; a succeeded one with its result as kept (`storedResult`, as get).
   *
   * `wait_ms` (RFC 7240 `Prefer: wait`, runs.routes.ts): a run that starts at once on a thread of
   * this process is waited for up to that long, and answered finished, with its result, as get
   * answers it: the client is spared the `succeeded` event and a GET (issue 12: a short run's
   * overhead). A run queued, or still running when the time is up, is answered as without it.
   */
  async start(
    actor: Actor,
    body: { projectId: string; lane: RunLane },
    { wait_ms = 0 }: { wait_ms?: number } = {},
  ): Promise<RunWithResult> {
    assertSubscriptionActive(actor);
    // The project's row as access checks read it (kept in memory: project-row-cache.ts), and what
    // the start needs of the project, side by side, in one statement (issue 12: the whole design
    // was read for its input, then the lock and the library each in a statement of its own): its
    // design input alone, its edit lock's holder, the company library's sections (those of the
    // input's family go with the run, and its report). The refusals below keep their order, and a
    // refused start drops what it read.
    const reading = readRunStart(this.db, actor.companyId, body.projectId);
    reading.catch(() => {}); // heard where it is awaited; unheard when access is refused
    const access = await checkProjectAccess(this.db, actor, body.projectId);
    assertEditable(access, 'run a design of this project');
    const read = await reading;
    assertNotHeldByOther(read.lock, actor, access);
    const saved = read.input;
    if (saved === undefined || saved === null) {
      throw new FieldError(DESIGN_INPUT_KEY, 'the project has no design input');
    }
    assertDesignAllowed(await designPermissionsOf(this.db, actor), saved, DESIGN_INPUT_KEY);
    const elements = RUN_LANE_ELEMENTS[body.lane];
    const input = withLibraryRead(withElements(saved, elements), read.library);
    const inputHash = runInputHash(input, body.lane);
    const id = randomUUID();
    // A free thread of this process runs it without a trip through the queue (runs.queue.ts).
    const thread = this.queue.holdThread(id);
    let inserted: repo.RunRow | repo.CachedRunRow;
    try {
      inserted = await this.db.transaction(async (tx) => {
        // The project's unfinished run, and the result cache (the same input, lane and engine
        // version in this company gave this result): one query.
        const { unfinished, cachedId } = await repo.findUnfinishedAndCachedRun(
          tx,
          actor.companyId,
          body.projectId,
          inputHash,
        );
        if (unfinished) throw alreadyRunning(unfinished);
        // An input the cache knows passed the engine's check when it was run (the check depends
        // on the input and the engine version only, both in the hash): checked again only when
        // new. Checked while the run's writes go on (on an engine thread when one is idle), and
        // heard before the commit: a refused input writes nothing, and its refusal comes first,
        // as when it was checked before the writes.
        const checking = cachedId ? null : this.#checkDesignInput(input);
        const refuseInvalid = async () => {
          const errors = (await checking) ?? [];
          if (errors.length > 0) throw new DesignInputInvalidError(errors);
        };
        let row: repo.RunRow | repo.CachedRunRow;
        try {
          row = await this.#writeStart(tx, {
            actor,
            projectName: access.row.name,
            lane: body.lane,
            fields: {
              id,
              projectId: body.projectId,
              companyId: actor.companyId,
              startedBy: actor.id,
              lane: body.lane,
              elements,
              input,
              inputHash,
            },
            cachedId,
            thread,
          });
        } catch (err) {
          await refuseInvalid();
          throw err;
        }
        await refuseInvalid();
        return row;
      });
    } catch (err) {
      thread?.release();
      throw err;
    }
    const names = { startedByFirstName: actor.firstName, startedByLastName: actor.lastName };
    // Answered: nothing to queue.
    if ('storedResult' in inserted) {
      this.events.emit(toProgressEvent(inserted));
      thread?.release();
      return toRunWithStoredResult({ ...inserted, ...names });
    }
    if (thread) {
      // Written running, taken at once: told and answered as a run queued then started, as any
      // run a worker takes (its events 'queued', then 'running' as the thread starts it; the
      // answer the run as queued, the socket and the next read telling it running).
      const queued = asQueued(inserted);
      this.events.emit(toProgressEvent(queued));
      const ended = thread.run(inserted);
      const final = wait_ms > 0 ? await settledWithin(ended, wait_ms) : TIME_UP;
      // Finished by this process's final write: the run as written, its result as kept (as a GET
      // reads it back: runs.prefer-wait.test.ts); ended otherwise (cancelled): as the row says.
      if (final !== TIME_UP && final !== null) {
        const { result: _none, ...started } = inserted;
        return toRunWithStoredResult({ ...started, ...names, ...final });
      }
      if (final === null) return this.getWithStoredResult(actor, id);
      return { run: toRun({ ...queued, ...names }), storedResult: null };
    }
    // Told before it runs: a worker may take it at once, and 'running' must come after.
    this.events.emit(toProgressEvent(inserted));
    const named = { ...inserted, ...names };
    // Queued after the commit: a worker must find the row. (On PGlite, a query of pg-boss's
    // through Database.executeSql inside the transaction would also wait for the transaction: a
    // deadlock.) The job's id was chosen with the row, which spares a write after the job (issue
    // 12: a run's overhead); a job that never gets here is found by the sweep as a job that is gone.
    try {
      await this.queue.send({ runId: id, companyId: actor.companyId }, inserted.jobId!);
    } catch (err) {
      const failed = await repo.failQueuedRun(this.db, actor.companyId, id, 'Could not be queued');
      if (failed) this.events.emit(toProgressEvent(failed)); // subscribers were told it was queued
      throw err;
    }
    // The run as queued: a worker may already have taken it, as the socket and the next read tell.
    return { run: toRun(named), storedResult: null };
  }

  /** One run, with its result. */
  async get(actor: Actor, runId: string): Promise<Run> {
    const row = await this.find(actor, runId);
    await this.assertCanView(actor, row.projectId, 'Run');
    return toRun(row);
  }

  /** One run, with its result as kept (null: none yet), for the API's answer. */
  async getWithStoredResult(actor: Actor, runId: string): Promise<RunWithResult> {
    const row = await repo.findRunWithStoredResult(this.db, actor.companyId, runId);
    if (!row) throw new NotFoundError('Run');
    await this.assertCanView(actor, row.projectId, 'Run');
    return toRunWithStoredResult(row);
  }

  /**
   * The design input a run designed: who may see the run's result may see what it was run on
   * (the same check as get), and another company's run, or one of a project the actor may not
   * see, is a 404.
   */
  async input(actor: Actor, runId: string): Promise<RunInputResponse> {
    const row = await this.find(actor, runId);
    await this.assertCanView(actor, row.projectId, 'Run');
    return {
      runId: row.id,
      projectId: row.projectId,
      createdAt: row.createdAt.toISOString(),
      input: row.input,
    };
  }

  /**
   * The project's runs, newest first, without results. Kept until one of them (a run's progress,
   * status) or a user changes (src/projects/project-screen-cache.ts); access is checked each time.
   */
  async list(actor: Actor, projectId: string): Promise<{ runs: Run[] }> {
    await checkProjectAccess(this.db, actor, projectId);
    return screenAnswer(
      this.db,
      actor.companyId,
      'runs',
      projectId,
      async () => ({ runs: (await repo.listProjectRuns(this.db, actor.companyId, projectId)).map(toRun) }),
      requestCatchUpOf(actor),
    );
  }

  /** Cancels a queued run (its job leaves the queue) or a running one (its thread is stopped). */
  async cancel(actor: Actor, runId: string): Promise<Run> {
    const found = await this.find(actor, runId);
    const access = await this.assertCanView(actor, found.projectId, 'Run');
    assertEditable(access, 'cancel a design run of this project');
    await assertNotLockedByOther(this.db, actor, access);
    if (FINISHED_RUN_STATUSES.includes(found.status)) throw alreadyFinished(found.status);

    const cancelled = await this.db.transaction(async (tx) => {
      const row = await repo.cancelRun(tx, actor.companyId, runId, `Cancelled by ${fullName(actor)}`);
      if (!row) return null;
      await recordActivity(tx, actor, {
        action: 'run.cancel',
        message: `Cancelled the design run of ${access.row.name}`,
        projectId: row.projectId,
        details: { runId },
      });
      return row;
    });
    if (!cancelled) {
      // It finished between the read and the update.
      const now = await repo.findRun(this.db, actor.companyId, runId);
      throw alreadyFinished(now?.status ?? 'finished');
    }
    // The row says cancelled: that alone stops the run wherever it is (a worker skips a job
    // whose run is not queued, and aborts at its next progress tick). These make it prompt.
    this.queue.abortLocal(runId);
    // A waiting job leaves the queue; a job being run is left to its worker, which ends it.
    if (found.status === 'queued' && cancelled.jobId) await this.queue.cancel(cancelled.jobId);
    this.events.emit(toProgressEvent(cancelled));
    return toRun(await this.find(actor, runId));
  }

  /**
   * Fails the runs nothing will ever finish, which would also block their project (one
   * unfinished run per project): running ones silent for the lease (SILENT_RUN_MS); queued ones older than
   * QUEUED_GRACE_MS whose job no worker will take (never queued; deleted, cancelled, failed or
   * completed in the queue; or taken by a worker silent for SILENT_RUN_MS). Every write is
   * conditional: sweeps of several processes at once fail each run once, and a run a worker
   * starts meanwhile is left to it. Subscribers are told; a thread of this process still on a
   * failed run is stopped. The runs failed.
   */
  async sweep({ now = new Date(), soleProcessStarting = false }: SweepOptions = {}): Promise<repo.RunRow[]> {
    const ago = (ms: number) => new Date(now.getTime() - (soleProcessStarting ? 0 : ms));
    const silentSince = ago(this.leaseMs);
    const failed = await repo.failSilentRuns(
      this.db,
      silentSince,
      soleProcessStarting ? INTERRUPTED_MESSAGE : silentRunMessage(this.leaseMs),
    );

    const queued = await repo.listQueuedRuns(this.db, ago(QUEUED_GRACE_MS));
    const jobs = await this.queue.jobStates(queued.flatMap((run) => (run.jobId ? [run.jobId] : [])));
    for (const run of queued) {
      const message = whyNeverRun(run.jobId, run.jobId ? jobs.get(run.jobId) : undefined, silentSince);
      if (!message) continue;
      const row = await repo.failQueuedRun(this.db, run.companyId, run.id, message);
      if (row) failed.push(row);
    }

    for (const row of failed) {
      this.queue.abortLocal(row.id);
      this.events.emit(toProgressEvent(row));
    }
    return failed;
  }

  #checkDesignInput(input: unknown): Promise<DesignInputError[]> {
    return this.queue.checkDesignInput?.(input) ?? Promise.resolve(checkDesignInput(input));
  }

  /**
   * A start's writes in its transaction, in one statement (issue 12): the run's row (queued;
   * running, with its job taken by this process, when a thread is held; or succeeded from the
   * cache), and the activity log's entry (a CTE of it).
   */
  async #writeStart(
    tx: Db,
    {
      actor,
      projectName,
      lane,
      fields,
      cachedId,
      thread,
    }: {
      actor: Actor;
      projectName: string;
      lane: RunLane;
      fields: repo.NewRunFields;
      cachedId: string | null;
      thread: HeldThread | null;
    },
  ): Promise<repo.RunRow | repo.CachedRunRow> {
    const logged = activityEntryCte(tx, actor, {
      action: 'run.start',
      message:
        `Started a design run of ${projectName} (${RUN_LANE_LABELS[lane]})` +
        (cachedId ? ', answered from an identical earlier run' : ''),
      projectId: fields.projectId,
      details: { runId: fields.id, lane, ...(cachedId ? { cachedFrom: cachedId } : {}) },
    });
    const jobId = randomUUID();
    try {
      if (cachedId) {
        return await repo.insertCachedRun(tx, { ...fields, message: CACHED_RUN_MESSAGE }, cachedId, [logged]);
      }
      if (thread) {
        // Its job, taken by this process, is written by the same statement (or neither is).
        const takenJob = thread.takeJob({ runId: fields.id, companyId: actor.companyId }, jobId);
        return await repo.insertTakenRun(tx, fields, jobId, takenJob, [logged]);
      }
      return await repo.insertRun(tx, { ...fields, jobId, status: 'queued', message: 'Queued' }, [logged]);
    } catch (err) {
      // Two starts at once: the unique index on unfinished runs lets one through.
      if (isUniqueViolation(err)) throw alreadyRunning('queued or running');
      throw err;
    }
  }

  /** The run's project, when the actor may view it; a 404 naming `what` otherwise. */
  private async assertCanView(actor: Actor, projectId: string, what: string) {
    try {
      return await loadProjectAccess(this.db, actor, projectId);
    } catch (err) {
      // A run of a project the actor may not see does not exist for them either.
      if (err instanceof NotFoundError) throw new NotFoundError(what);
      throw err;
    }
  }

  private async find(actor: Actor, runId: string): Promise<repo.RunWithName> {
    const row = await repo.findRun(this.db, actor.companyId, runId);
    if (!row) throw new NotFoundError('Run');
    return row;
  }
}

/**
 * A run written running by its start (taken at once) as it was queued, before its thread started
 * it: what a run a worker takes is, told and answered, until the worker's start.
 */
function asQueued(row: repo.RunRow): repo.RunRow {
  return { ...row, status: 'queued', progress: 0, message: 'Queued', startedAt: null, heartbeatAt: null };
}

const TIME_UP = Symbol('time up');

/** What `promise` (never rejecting) resolves to within `ms`; TIME_UP when it has not by then. */
function settledWithin<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIME_UP> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TIME_UP>((resolve) => (timer = setTimeout(() => resolve(TIME_UP), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The saved design input with the lane's No of Elements. Anything but an object is left as it
 * is, for the engine to name what is wrong with it.
 */
function withElements(raw: unknown, elements: number): unknown {
  if (typeof raw !== 'object' || Array.isArray(raw)) return raw;
  const { settings } = raw as { settings?: unknown };
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) return raw;
  return { ...raw, settings: { ...settings, elements } };
}

/**
 * Why a queued run will never be run, or null while it may be: its job waits in the queue, or a
 * worker took it and has had no time to start it yet.
 */
function whyNeverRun(jobId: string | null, job: QueueJobState | undefined, silentSince: Date): string | null {
  if (!jobId) return NEVER_QUEUED_MESSAGE;
  if (!job) return jobLostMessage(null);
  switch (job.state) {
    case 'created':
    case 'retry':
      return null;
    case 'active':
      return job.startedOn && job.startedOn.getTime() > silentSince.getTime()
        ? null
        : TAKEN_NOT_STARTED_MESSAGE;
    default:
      return jobLostMessage(job.state);
  }
}

const alreadyRunning = (status: string) =>
  new ConflictError(`A design run of this project is already ${status}; cancel it or wait for it to finish`);

const alreadyFinished = (status: string) =>
  new AppError(409, 'CONFLICT', `The run has already finished: it is ${status}`);
