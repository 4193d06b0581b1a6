// One design run, from its job to its final state: queued → running, the engine in a worker
// thread, progress onto the socket and into the row, then succeeded or failed. A cancel only
// ever comes from outside (the service, or a server process sharing the database): it sets the
// row's status, and this side notices it at the next progress write and aborts the thread.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { EnginePool } from './engine-pool';
import type { EngineProgress } from './engine-worker';
import type { RunAsJson } from './run-as-json';
import type { RunEvents } from './run-events';
import { toProgressEvent } from './runs.mapper';
import * as repo from './runs.repository';
import { Throttle } from './throttle';

/** The data of a pg-boss job of the design-run queue. */
export interface RunJobData {
  runId: string;
  companyId: string;
}

/**
 * How a job ended, kept as the pg-boss job's output:
 * - skipped: the run was no longer queued (cancelled before a worker took it);
 * - aborted: the thread was stopped (the run was cancelled, or the server is stopping);
 * - late: the engine finished, but the run had been cancelled meanwhile (its state stays).
 */
export type RunOutcome = 'skipped' | 'succeeded' | 'failed' | 'aborted' | 'late';

/**
 * The outcomes of a run whose final write completed its job (ExecutorDeps.jobId): the job's
 * worker does not complete it again. The others (skipped, aborted) leave it to the worker.
 */
export const jobCompletedBy = (outcome: RunOutcome): boolean =>
  outcome === 'succeeded' || outcome === 'failed' || outcome === 'late';

/** The reason a run is aborted when the server stops, told apart from a cancel. */
export const SHUTDOWN = Symbol('server shutdown');
export const INTERRUPTED_MESSAGE = 'Interrupted: the server stopped during the run';

/**
 * The user sees progress up to 4 times a second: socket events, sent from memory (no query).
 * Subscribers get them in order; the web app never moves a run back (a `running` event of a
 * run another process just cancelled is ignored), and the row's state comes next.
 */
export const PROGRESS_EVENT_INTERVAL_MS = 250;
/**
 * The row takes progress once a second: it is what a page opened meanwhile reads, and each write
 * also renews the lease and re-reads the status (a cancel from another process's way in, so the
 * thread stops within about a second). At 4 writes a second these UPDATEs, with their events'
 * access checks, were the largest part of a run's overhead over the engine on the embedded
 * database (issue 12, bench/run-latency.ts). The first comes a second after the start, not at
 * the first progress: a run shorter than a second needs no write between its start and its end.
 */
export const PROGRESS_WRITE_INTERVAL_MS = 1_000;
/**
 * The worker renews a running run's lease this often, progress or not (well inside
 * SILENT_RUN_MS): a process that dies stops renewing, and the sweep of any other process fails
 * the run within seconds.
 */
export const HEARTBEAT_INTERVAL_MS = 5_000;
/** An engine thread with no progress for this long is stuck: the worker stops it and fails the run. */
export const STALLED_ENGINE_MS = 10 * 60_000;
export const STALLED_ENGINE_MESSAGE = 'Failed: the design engine made no progress for 10 minutes';
const STALLED = Symbol('engine stalled');

export interface ExecutorDeps {
  db: Db;
  engine: EnginePool;
  events: RunEvents;
  log: FastifyBaseLogger;
  /**
   * The run's pg-boss job, `active`, taken by this worker: the run's final write completes it in
   * the same statement, with the outcome as output (issue 12: pg-boss's complete() was a statement
   * more), when the run ends succeeded, failed or late (jobCompletedBy). Without it (tests), the
   * job is not touched.
   */
  jobId?: string;
  /** Told the run's final state when this side's final write made it (a start waiting for the run). */
  onFinished?: (run: repo.FinishedRun) => void;
  /** Tests shorten the heartbeat and the stall limit. */
  heartbeatMs?: number;
  stalledEngineMs?: number;
}

/**
 * Runs the job's run: queued → running (markRunning), unless `started` is the run as its start
 * wrote it, running already (taken at once by a thread of the process starting it: runs.queue.ts,
 * holdThread), then the engine, to its final write.
 */
export async function executeRun(
  deps: ExecutorDeps,
  job: RunJobData,
  abort: AbortController,
  started?: repo.StartedRun,
): Promise<RunOutcome> {
  const { db, events, log } = deps;
  const { runId, companyId } = job;
  const run = started ?? (await repo.markRunning(db, companyId, runId));
  if (!run) return 'skipped';
  // The operator's record of which process ran which run (the cluster test reads it too).
  log.info({ runId, companyId, pid: process.pid }, 'design run started');
  events.emit(toProgressEvent(run));

  let done = 0;
  let lastProgressAt = Date.now();
  const stalledAfter = deps.stalledEngineMs ?? STALLED_ENGINE_MS;
  const heartbeat = setInterval(() => {
    if (Date.now() - lastProgressAt > stalledAfter) abort.abort(STALLED);
    repo.touchHeartbeat(db, companyId, runId).then(
      (running) => {
        if (!running) abort.abort(); // cancelled or failed meanwhile, possibly by another process
      },
      (err: unknown) => log.error({ err, runId }, 'design run: heartbeat not saved'),
    );
  }, deps.heartbeatMs ?? HEARTBEAT_INTERVAL_MS);
  const { input, projectId } = run;
  try {
    return await runEngine();
  } finally {
    clearInterval(heartbeat);
  }

  async function runEngine(): Promise<RunOutcome> {
    const shown = new Throttle<EngineProgress>(({ fraction, message }) => {
      // A run cancelled here is already told as cancelled: no `running` after it.
      if (!abort.signal.aborted) {
        events.emit(
          toProgressEvent({ id: runId, projectId, status: 'running', progress: fraction, message }),
        );
      }
      return Promise.resolve();
    }, PROGRESS_EVENT_INTERVAL_MS);
    const saved = new Throttle<EngineProgress>(
      async ({ fraction, message }) => {
        try {
          const row = await repo.updateProgress(db, companyId, runId, fraction, message);
          if (!row) abort.abort(); // cancelled, possibly by another server process, or deleted
        } catch (err) {
          log.error({ err, runId }, 'design run: progress not saved');
        }
        // The first write a second into the run: its start wrote the row (markRunning), and a run
        // shorter than that ends with its final write alone (a fast-lane run: issue 12).
      },
      PROGRESS_WRITE_INTERVAL_MS,
      { firstAfterInterval: true },
    );
    const progress = {
      push: (value: EngineProgress) => {
        shown.push(value);
        saved.push(value);
      },
      stop: () => Promise.all([shown.stop(), saved.stop()]),
    };

    let answer: RunAsJson;
    try {
      // As JSON text: what the row keeps, serialised by the threads (run-as-json.ts).
      answer = await deps.engine.designAsJson(input, {
        signal: abort.signal,
        onProgress: ({ fraction, message }) => {
          lastProgressAt = Date.now();
          done = Math.min(1, Math.max(done, fraction)); // never backwards on screen
          progress.push({ fraction: done, message });
        },
      });
    } catch (err) {
      await progress.stop();
      if (!abort.signal.aborted) {
        log.error({ err, runId }, 'design run: the engine failed');
        return finish(deps, job, 'failed', { message: engineFailedMessage(runId) });
      }
      if (abort.signal.reason === SHUTDOWN) {
        // Its outcome is `aborted`, not this write's: the worker completes the job saying so.
        await finish(deps, job, 'failed', { message: INTERRUPTED_MESSAGE }, { completeJob: false });
      }
      if (abort.signal.reason === STALLED) {
        log.error({ runId }, 'design run: the engine stalled');
        return finish(deps, job, 'failed', { message: STALLED_ENGINE_MESSAGE });
      }
      return 'aborted';
    }
    await progress.stop();
    if (!answer.ok) {
      const [first] = answer.errors;
      return finish(deps, job, 'failed', {
        message: first ? `${first.path}: ${first.message}` : 'The design input was refused',
      });
    }
    const { resultJson, warnings, pierCount, analyses, unsolvedCount } = answer;
    return finish(deps, job, 'succeeded', {
      message:
        `Done: ${pierCount} pier designs, ${analyses} analyses` +
        (unsolvedCount > 0 ? `; ${unsolvedCount} without a passing pile` : ''),
      resultJson,
      warnings,
    });
  }
}

/** The run's final write, and its job's completion with the outcome answered (deps.jobId). */
async function finish(
  { db, events, jobId, onFinished }: ExecutorDeps,
  { runId, companyId }: RunJobData,
  status: 'succeeded' | 'failed',
  fields: { message: string; resultJson?: Buffer; warnings?: string[] },
  { completeJob = true } = {},
): Promise<RunOutcome> {
  const row = await repo.finishRun(
    db,
    companyId,
    runId,
    {
      status,
      message: fields.message,
      resultJson: fields.resultJson ?? null,
      warnings: fields.warnings ?? [],
      ...(status === 'succeeded' ? { progress: 1 } : {}),
    },
    completeJob ? jobId : undefined,
  );
  if (!row) return 'late';
  events.emit(toProgressEvent(row));
  onFinished?.(row);
  return status;
}

/**
 * What the user reads of a run whose engine threw: the run's id as a reference, not the error's
 * text, which is for the server's log (above). An input the engine refuses never gets here (its
 * errors name the field: answer.errors); what does is a fault of ours, whose text could be a
 * server file path (a thread that cannot load its module), a stack or an engine internal
 * ("solver: EI of element 3 must be positive"), none of which the engineer can act on.
 */
export const engineFailedMessage = (runId: string): string =>
  `Failed: the design engine stopped on an error of ours, logged under reference ${runId}. ` +
  'Run it again; if it fails again, send the reference through Contact support.';
