// The design-run queue (architecture.md "Runs"): pg-boss on the app's own database, PGlite or
// PostgreSQL, through its `db` option (no connections of its own). Every server process may
// queue runs; those with workers (RUN_WORKERS > 0) also take them, one worker thread each, up
// to RUN_WORKERS at once, so other processes sharing the database take the rest.
//
// Jobs are taken with pg-boss's fetch() in a loop of ours rather than its work(): the loop
// takes a job only when a thread is free, and stop() can wait for everything it started, so
// that nothing of ours still queries a database the app is about to close.
//
// A run started through a process with a free thread skips the loop (holdThread): its job is
// queued already taken (`active`, as fetch() leaves a job; an INSERT of pg-boss's row, a CTE of
// the statement that writes the run's row, which it writes running, as a worker's start leaves it)
// in the start's transaction, and the process runs it as soon as that commits. No fetch, no
// round trip, no commit of their own, no start's UPDATE (issue 12: a run's overhead), and nothing
// else changes: the job, its outcome and the run's lease are the same as a fetched job's, so a
// process that dies with it leaves what the sweep already handles (a lease that lapsed).
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { DesignInputError } from '@pilewise/engine';
import { checkDesignInput } from './design-input-check';
import { EnginePool } from './engine-pool';
import type { RunEvents } from './run-events';
import { BOSS_SCHEMA, fairPrioritySql, insertTakenJob, RUN_QUEUE } from './queue-sql';
import { executeRun, jobCompletedBy, SHUTDOWN, type RunJobData, type RunOutcome } from './run-executor';
import type { FinishedRun, StartedRun } from './runs.repository';

export { BOSS_SCHEMA, RUN_QUEUE } from './queue-sql';
const noop = () => {};
/** How often an idle worker looks for jobs queued by other processes (its own wake it at once). */
const POLL_INTERVAL_MS = 2000;

/** pg-boss's job states. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export interface QueueJobState {
  state: JobState;
  /** When a worker took it (active and after), or null. */
  startedOn: Date | null;
}

/**
 * A thread of this process held for a run being started here (RunQueue.holdThread): its job is
 * queued already taken in the start's transaction (sendTaken), then the run is run here (run),
 * or the thread is let go (release) when the start fails or needs no run.
 */
export interface HeldThread {
  /**
   * The INSERT that queues the job `jobId` taken by this process, RETURNING its id, for the
   * start's statement that writes the run's row (a CTE: runs.repository.ts, insertTakenRun).
   */
  takeJob(data: RunJobData, jobId: string): SQL;
  /**
   * After the commit: runs the job taken, its run `started` as the start wrote it (running).
   * Resolves once the run has ended (never rejects): to its final state when this process's
   * final write made it, null otherwise (cancelled, stopped). A start that waits for its run
   * (RFC 7240 `Prefer: wait`) answers with it.
   */
  run(started: StartedRun): Promise<FinishedRun | null>;
  /** The thread is free again (no job was committed). */
  release(): void;
}

export interface RunQueueOptions {
  database: Database;
  events: RunEvents;
  log: FastifyBaseLogger;
  /** Runs taken at once (threads); 0 = queue only. */
  workers: number;
  /** How often a running run's lease is renewed (HEARTBEAT_INTERVAL_MS unless the lease is shorter). */
  heartbeatMs?: number;
  /** Threads that designed are renewed after this long idle, ms (EnginePoolOptions.renewAfterIdleMs). */
  threadsRenewIdleMs?: number;
}

export class RunQueue {
  readonly #boss: PgBoss;
  readonly #engine: EnginePool;
  /** The runs this process is running, by run id. */
  readonly #active = new Map<string, { abort: AbortController; done: Promise<void> }>();
  #loop: Promise<void> | null = null;
  #stopping = false;
  #woken = false;
  #wake: (() => void) | null = null;
  /**
   * Jobs sent through the queue by this process (send), counted: on PGlite, the only process on
   * its database, a job can wait in the queue only if sent here (or left by an earlier start of
   * it: so the loop's first fetch), and a thread freed after a fetch found none and none was
   * sent since has nothing to fetch. That fetch was some 3 ms of WASM on the loop after every run
   * (issue 12). On PostgreSQL other processes send jobs too: a freed thread always looks.
   */
  #sent = 0;
  #sentWhenNoneWaited: number | null = null;

  constructor(private readonly options: RunQueueOptions) {
    const { database } = options;
    this.#boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: BOSS_SCHEMA,
      schedule: false, // no cron jobs: spares the clock-skew and cron polling queries
    });
    // pg-boss reports its maintenance failures as events; unheard, they would crash the process.
    this.#boss.on('error', (err) => options.log.error({ err }, 'design-run queue'));
    this.#engine = new EnginePool(Math.max(1, options.workers), options.log, {
      renewAfterIdleMs: options.threadsRenewIdleMs,
    });
  }

  /** Installs or migrates pg-boss's schema and creates the queue; jobs can be sent. */
  async start(): Promise<void> {
    // Processes starting together install pg-boss's schema one at a time (db/client.ts says why).
    await this.options.database.oneProcessAtATime(async () => {
      await this.#boss.start();
      // A failed run is the user's to run again: no retries. The expiry is only pg-boss's own
      // bookkeeping of a job whose process died; it never stops a run of ours.
      await this.#boss.createQueue(RUN_QUEUE, { name: RUN_QUEUE, retryLimit: 0, expireInHours: 4 });
    });
  }

  /** Starts taking jobs (a process with workers), once started. */
  work(): void {
    if (this.options.workers > 0 && !this.#loop && !this.#stopping) this.#loop = this.#takeJobs();
  }

  /** A process with workers starts its engine threads now and warms them up (EnginePool.warm). */
  async warmThreads(): Promise<void> {
    if (this.options.workers > 0 && !this.#stopping) await this.#engine.warm();
  }

  /** Engine threads started in this process. */
  get engineThreads(): number {
    return this.#engine.threadCount;
  }

  /**
   * Queues a run as job `id` (a UUID: what the run's row keeps, for cancelling it while it waits),
   * behind the runs of companies with fewer unfinished runs than its own (fairPrioritySql).
   */
  async send(data: RunJobData, id: string): Promise<void> {
    this.#sent++;
    const { rows } = await this.options.database.executeSql(fairPrioritySql, [RUN_QUEUE, data.companyId]);
    const priority = Number((rows[0] as { priority: number | string } | undefined)?.priority ?? 0);
    const queued = await this.#boss.send(RUN_QUEUE, { ...data }, { id, retryLimit: 0, priority });
    if (queued !== id) throw new Error('pg-boss did not queue the job');
    this.#wakeUp();
  }

  /**
   * A thread for run `runId`, held from now, when this process takes runs and has one free (the
   * loop is running and not stopping); null otherwise (the run is sent to the queue).
   */
  holdThread(runId: string): HeldThread | null {
    const { workers } = this.options;
    if (workers === 0 || !this.#loop || this.#stopping || this.#active.size >= workers) return null;
    const abort = new AbortController();
    let settle!: () => void;
    // stop() waits for it as for any run of ours: the start's commit may still be on its way.
    const held = { abort, done: new Promise<void>((resolve) => (settle = resolve)) };
    this.#active.set(runId, held);
    let job: { id: string; data: RunJobData } | null = null;
    return {
      takeJob: (data, jobId) => {
        job = { id: jobId, data };
        return insertTakenJob(jobId, data);
      },
      run: (started) => {
        if (!job) throw new Error('HeldThread.run: no job was taken');
        let final: FinishedRun | null = null;
        const { ended, done } = this.#run(job, abort, started, (run) => (final = run));
        void done.finally(settle);
        return ended.then(() => final);
      },
      release: () => {
        if (this.#active.get(runId) === held) this.#active.delete(runId);
        settle();
        this.#threadFreed();
      },
    };
  }

  /**
   * The engine's check of a design input before its run is queued: on an idle engine thread of
   * this process, in parallel with the start's writes on the event loop (issue 12); here, at
   * once, when none is idle (a process without workers, runs in progress) or the thread failed.
   * Never rejects.
   */
  checkDesignInput(input: unknown): Promise<DesignInputError[]> {
    const onThread = this.#stopping ? null : this.#engine.checkDesignInputOnIdleThread(input);
    if (!onThread) return Promise.resolve(checkDesignInput(input));
    return onThread.catch((err: unknown) => {
      this.options.log.error({ err }, 'design-run queue: the input check failed on a thread');
      return checkDesignInput(input);
    });
  }

  /** Cancels a waiting job (a job already taken is left alone: its worker reads the run's status). */
  async cancel(jobId: string): Promise<void> {
    // Best effort: the run's status already says cancelled, and a worker skips such a run.
    await this.#boss.cancel(RUN_QUEUE, jobId).catch((err: unknown) => {
      this.options.log.error({ err, jobId }, 'design-run queue: could not cancel a job');
    });
  }

  /** Stops the run's thread if this process runs it; a no-op otherwise. */
  abortLocal(runId: string): void {
    this.#active.get(runId)?.abort.abort();
  }

  /** Runs being run by this process now. */
  get activeRuns(): number {
    return this.#active.size;
  }

  /** How a job ended (its pg-boss output), or null while it has not. */
  async outcomeOf(jobId: string): Promise<RunOutcome | null> {
    const job = await this.#boss.getJobById<RunJobData>(RUN_QUEUE, jobId, { includeArchive: true });
    return (job?.output as { outcome?: RunOutcome } | undefined)?.outcome ?? null;
  }

  /** Job state in pg-boss (created, active, completed, cancelled...), or null if unknown. */
  async jobState(jobId: string): Promise<string | null> {
    const job = await this.#boss.getJobById<RunJobData>(RUN_QUEUE, jobId, { includeArchive: true });
    return job?.state ?? null;
  }

  /**
   * The jobs among `jobIds` still in pg-boss's job table, with their state and when a worker
   * took them (`active`). One query, for the sweep; a job missing from the answer was deleted or
   * archived (pg-boss moves finished jobs to its archive after a while). Reads pg-boss's own
   * table (10.x), as its getJobById does one job at a time.
   */
  async jobStates(jobIds: readonly string[]): Promise<Map<string, QueueJobState>> {
    const states = new Map<string, QueueJobState>();
    if (jobIds.length === 0) return states;
    const { rows } = await this.options.database.executeSql(
      `SELECT id::text AS id, state::text AS state, started_on AS "startedOn"
         FROM ${BOSS_SCHEMA}.job WHERE name = $1 AND id = ANY($2::uuid[])`,
      [RUN_QUEUE, jobIds],
    );
    for (const row of rows as { id: string; state: JobState; startedOn: Date | string | null }[]) {
      states.set(row.id, {
        state: row.state,
        startedOn: row.startedOn === null ? null : new Date(row.startedOn),
      });
    }
    return states;
  }

  /**
   * Stops taking jobs, stops the runs in progress (they end failed, "Interrupted"), waits for
   * all of it, then stops pg-boss and the threads. The database stays open (the app closes it).
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#wakeUp();
    await this.#loop;
    for (const { abort } of this.#active.values()) abort.abort(SHUTDOWN);
    await Promise.all([...this.#active.values()].map((a) => a.done));
    await this.#boss.stop({ graceful: false, close: false });
    await this.#engine.destroy();
  }

  async #takeJobs(): Promise<void> {
    const { log, workers } = this.options;
    while (!this.#stopping) {
      this.#woken = false;
      if (this.#active.size >= workers) {
        await this.#nap();
        continue;
      }
      let job: PgBoss.Job<RunJobData> | undefined;
      const sent = this.#sent;
      try {
        [job] = await this.#boss.fetch<RunJobData>(RUN_QUEUE, { batchSize: 1 });
        if (!job) this.#sentWhenNoneWaited = sent;
      } catch (err) {
        log.error({ err }, 'design-run queue: fetch failed');
      }
      if (!job) {
        await this.#nap();
        continue;
      }
      if (this.#stopping) {
        await this.#handBack(job.id);
        break;
      }
      this.#run(job);
    }
  }

  /**
   * Runs the job's run; `started`: the run as its start wrote it, running (a held thread's).
   * `ended` settles once the run's final state is written, `done` once its job is completed too
   * and the thread is free; neither rejects.
   */
  #run(
    job: Pick<PgBoss.Job<RunJobData>, 'id' | 'data'>,
    abort = new AbortController(),
    started?: StartedRun,
    onFinished?: (run: FinishedRun) => void,
  ): { ended: Promise<void>; done: Promise<void> } {
    const { database, events, log } = this.options;
    const deps = {
      db: database.db,
      engine: this.#engine,
      events,
      log,
      jobId: job.id,
      heartbeatMs: this.options.heartbeatMs,
      onFinished,
    };
    const ran = executeRun(deps, job.data, abort, started);
    const done = ran
      .then(async (outcome) => {
        log.info({ runId: job.data.runId, outcome }, 'design run ended');
        // The run's last event goes out first: its delivery (each subscriber's checks) is
        // promises, which a macrotask lets settle. On PGlite the job's completion and the next
        // fetch are WASM on this loop, and held the event back by some 7 ms (issue 12).
        await new Promise((resolve) => setImmediate(resolve));
        // A run that ended with its final write completed its job in that statement (issue 12).
        if (!jobCompletedBy(outcome)) await this.#boss.complete(RUN_QUEUE, job.id, { outcome });
      })
      .catch(async (err: unknown) => {
        log.error({ err, runId: job.data.runId }, 'design run failed unexpectedly');
        await this.#boss.fail(RUN_QUEUE, job.id, { message: String(err) }).catch(() => {});
      })
      .finally(() => {
        this.#active.delete(job.data.runId);
        this.#threadFreed();
      });
    this.#active.set(job.data.runId, { abort, done });
    return { ended: ran.then(noop, noop), done };
  }

  /** A job taken as the server stops goes back to the queue, for another process or the next start. */
  async #handBack(jobId: string): Promise<void> {
    try {
      await this.#boss.cancel(RUN_QUEUE, jobId);
      await this.#boss.resume(RUN_QUEUE, jobId);
    } catch (err) {
      this.options.log.error({ err, jobId }, 'design-run queue: could not hand a job back');
    }
  }

  /** Waits for the poll interval, or less when woken (a job sent here, a thread freed, stop). */
  #nap(): Promise<void> {
    if (this.#woken || this.#stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.#wake?.(), POLL_INTERVAL_MS);
      this.#wake = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
    });
  }

  /** A thread is free: the loop looks for a job, unless none can be waiting (see #sent). */
  #threadFreed(): void {
    const noneCanWait = this.options.database.kind === 'pglite' && this.#sentWhenNoneWaited === this.#sent;
    if (!noneCanWait) this.#wakeUp();
  }

  #wakeUp(): void {
    this.#woken = true;
    this.#wake?.();
  }
}
