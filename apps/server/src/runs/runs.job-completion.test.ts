// A run that ends with its final write (succeeded, failed, or late: cancelled as the engine
// finished) completes its pg-boss job in that same statement (queue-sql.ts,
// finishWithJobCompleted), as pg-boss's complete() would have a statement later: the job
// `completed`, its output the outcome, and pg-boss sends no complete of its own. A run that ends
// otherwise (cancelled while it ran or waited) leaves its job as it did before: completed by the
// worker (`aborted`), or cancelled in the queue.
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { executeSqlOn } from '../db/sql-on';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import {
  cancelRun,
  projectWithInput,
  runRow,
  SLOW,
  smallDesignInput,
  startedRun,
  waitForStatus,
} from '../../test/runs';
import { EnginePool } from './engine-pool';
import { engineFailedMessage } from './run-executor';
import { BOSS_SCHEMA, insertTakenJobSql, RUN_QUEUE } from './queue-sql';

describe.each(BACKENDS)('a run’s pg-boss job, on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let sent: MockInstance<TestApp['database']['executeSql']>;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '1' });
    admin = await signUpCompany(t, { companyName: 'Job Co' });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  /** The small input, told apart by its notes: a run of it misses the result cache. */
  const newInput = (notes: string) => {
    const input = smallDesignInput();
    input.project = { ...input.project, notes };
    return input;
  };

  /** The job's row, read from pg-boss's table. */
  const jobRow = async (jobId: string) => {
    const { rows } = await t.database.executeSql(
      `SELECT state::text AS state, output, retry_count, completed_on IS NOT NULL AS "hasCompletedOn"
         FROM ${BOSS_SCHEMA}.job WHERE id = $1`,
      [jobId],
    );
    return rows[0] as {
      state: string;
      output: { outcome?: string } | null;
      retry_count: number;
      hasCompletedOn: boolean;
    };
  };

  /** A job as pg-boss's complete() leaves it, with this outcome and never retried. */
  const completedAs = (outcome: string) => ({
    state: 'completed',
    output: { outcome },
    retry_count: 0,
    hasCompletedOn: true,
  });

  /** pg-boss's complete() statements (plans.js, completeJobs) sent for the job, counted. */
  const bossCompletes = (jobId: string) =>
    sent.mock.calls.filter(
      ([text, values]) => text.includes("state = 'completed'") && JSON.stringify(values).includes(jobId),
    ).length;

  /** The run's job once its thread is free again (the worker is done with it). */
  const settledJobOf = async (runId: string) => {
    await expect.poll(() => t.app.runs.queue.activeRuns, SLOW).toBe(0);
    const { jobId } = await runRow(t, runId);
    return { jobId: jobId!, job: await jobRow(jobId!) };
  };

  it('a run that succeeds completes its job in its final write; pg-boss neither completes, retries nor expires it', async () => {
    sent = vi.spyOn(t.database, 'executeSql');
    const project = await projectWithInput(t, admin, newInput('Completed at once'), 'Completed at once');
    const run = await startedRun(t, admin, project._id);
    await waitForStatus(t, admin, run._id, 'succeeded');
    const { jobId, job } = await settledJobOf(run._id);
    const row = await runRow(t, run._id);
    expect(row).toMatchObject({ status: 'succeeded', progress: 1 });
    expect(row.result).not.toBeNull();
    expect(row.finishedAt).not.toBeNull();
    expect(job).toEqual(completedAs('succeeded'));
    expect(bossCompletes(jobId)).toBe(0);
    expect(await t.app.runs.queue.outcomeOf(jobId)).toBe('succeeded');

    // pg-boss's maintenance, hours later: the job is past its expiry (4 hours) as if still
    // running; an active job as old, which it does expire, shows that it looked.
    const activeId = randomUUID();
    await executeSqlOn(t.database.db, insertTakenJobSql, [
      activeId,
      RUN_QUEUE,
      { runId: randomUUID(), companyId: admin.companyId },
    ]);
    await t.database.executeSql(
      `UPDATE ${BOSS_SCHEMA}.job SET started_on = started_on - interval '5 hours' WHERE id = ANY($1::uuid[])`,
      [[jobId, activeId]],
    );
    const boss = new PgBoss({
      db: { executeSql: (text, values) => t.database.executeSql(text, values) },
      schema: BOSS_SCHEMA,
    });
    await boss.expire();
    expect((await jobRow(activeId)).state).toBe('failed');
    expect(await jobRow(jobId)).toEqual(job);
  });

  it('a run whose engine fails completes its job in its final write, as pg-boss did: outcome failed', async () => {
    sent = vi.spyOn(t.database, 'executeSql');
    // What a thread that cannot load says: a server path, which the user must not see.
    const fault = new Error("Cannot find module '/srv/pilewise/dist/engine-worker.mjs'");
    vi.spyOn(EnginePool.prototype, 'designAsJson').mockRejectedValueOnce(fault);
    const project = await projectWithInput(t, admin, newInput('Engine fails'), 'Engine fails');
    const run = await startedRun(t, admin, project._id);
    await waitForStatus(t, admin, run._id, 'failed');
    const { jobId, job } = await settledJobOf(run._id);
    expect(await runRow(t, run._id)).toMatchObject({
      status: 'failed',
      message: engineFailedMessage(run._id),
      result: null,
    });
    expect((await runRow(t, run._id)).message).not.toMatch(/srv|engine-worker|Cannot find/);
    expect((await runRow(t, run._id)).message).toContain(run._id);
    expect(job).toEqual(completedAs('failed'));
    expect(bossCompletes(jobId)).toBe(0);
  });

  it('a run cancelled as its engine finishes stays cancelled, and its job is completed `late`', async () => {
    sent = vi.spyOn(t.database, 'executeSql');
    const project = await projectWithInput(t, admin, newInput('Cancelled late'), 'Cancelled late');
    const design = EnginePool.prototype.designAsJson;
    vi.spyOn(EnginePool.prototype, 'designAsJson').mockImplementationOnce(async function (
      this: EnginePool,
      ...args: Parameters<EnginePool['designAsJson']>
    ) {
      const answer = await design.apply(this, args);
      // Cancelled by another process, as the engine answers: this worker's write finds it so.
      await t.database.executeSql(
        `UPDATE runs SET status = 'cancelled', message = 'Cancelled', finished_at = now()
          WHERE project_id = $1 AND status = 'running'`,
        [project._id],
      );
      return answer;
    });
    const run = await startedRun(t, admin, project._id);
    const { jobId, job } = await settledJobOf(run._id);
    expect(await runRow(t, run._id)).toMatchObject({ status: 'cancelled', result: null, progress: 0 });
    expect(job).toEqual(completedAs('late'));
    expect(bossCompletes(jobId)).toBe(0);
  });

  it('a run cancelled while it runs, or while it waits, leaves its job as before: completed `aborted` by pg-boss, or cancelled', async () => {
    sent = vi.spyOn(t.database, 'executeSql');
    // An engine that works until it is stopped: the cancel can never come after its answer.
    vi.spyOn(EnginePool.prototype, 'designAsJson').mockImplementationOnce(
      (_input, { signal }) =>
        new Promise((_answer, fail) => signal.addEventListener('abort', () => fail(new Error('stopped')))),
    );
    const busy = await projectWithInput(t, admin, newInput('Cancelled running'), 'Cancelled running');
    const running = await startedRun(t, admin, busy._id);
    await expect.poll(async () => (await runRow(t, running._id)).status, SLOW).toBe('running');
    const project = await projectWithInput(t, admin, newInput('Cancelled waiting'), 'Cancelled waiting');
    const waiting = await startedRun(t, admin, project._id);
    expect((await jobRow((await runRow(t, waiting._id)).jobId!)).state).toBe('created'); // the thread is busy
    expect((await cancelRun(t, admin, waiting._id)).statusCode).toBe(200);
    expect((await cancelRun(t, admin, running._id)).statusCode).toBe(200);

    const { jobId, job } = await settledJobOf(running._id);
    expect(job).toEqual(completedAs('aborted'));
    expect(bossCompletes(jobId)).toBe(1);
    const waited = await runRow(t, waiting._id);
    expect(waited).toMatchObject({ status: 'cancelled', startedAt: null });
    expect((await jobRow(waited.jobId!)).state).toBe('cancelled');
  });
});
