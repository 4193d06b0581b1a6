// The queue across server processes sharing one database, and across restarts: an API-only
// process (RUN_WORKERS=0) queues, a worker process runs; a queued run cancelled leaves the
// queue; a process that stops mid-run, or died, leaves the run failed, never running forever
// (the sweep on its own: runs.sweep.test.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, testConfig, type TestApp } from '../../test/helper';
import {
  cancelRun,
  getRun,
  insertRunLeftBehind,
  largeDesignInput,
  projectWithInput,
  runRow,
  SLOW,
  smallDesignInput,
  startedRun,
  waitForStatus,
  waitUntilWorking,
} from '../../test/runs';
import { INTERRUPTED_MESSAGE } from './run-executor';
import { setJobId } from './runs.repository';
import { BOSS_SCHEMA } from './runs.queue';
import { SILENT_RUN_MESSAGE, SILENT_RUN_MS, TAKEN_NOT_STARTED_MESSAGE } from './runs.service';

describe.each(BACKENDS)('design-run queue on %s', (backend) => {
  /** A process that only queues runs. */
  let api: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    api = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(api, { companyName: 'Queue Co' });
  });
  afterAll(() => api?.close());

  /** Another server process with workers, on the same database. */
  const workerProcess = async (): Promise<FastifyInstance> => {
    const app = await buildApp(testConfig({ RUN_WORKERS: '1' }), { database: api.database, logger: false });
    await app.ready();
    return app;
  };

  it('a queued run can be cancelled: its job leaves the queue, and no worker ever runs it', async () => {
    const project = await projectWithInput(api, admin, smallDesignInput(), 'Waiting');
    const run = await startedRun(api, admin, project._id);
    expect((await getRun(api, admin, run._id)).status).toBe('queued');
    const { jobId } = await runRow(api, run._id);
    expect(await api.app.runs.queue.jobState(jobId!)).toBe('created');

    const res = await cancelRun(api, admin, run._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().run).toMatchObject({ status: 'cancelled', startedAt: null });
    expect(await api.app.runs.queue.jobState(jobId!)).toBe('cancelled');

    // A worker process comes up and runs the next run; the cancelled one stays as it was.
    const worker = await workerProcess();
    try {
      const next = await startedRun(api, admin, project._id);
      await waitForStatus(api, admin, next._id, 'succeeded');
      expect(await worker.runs.queue.outcomeOf((await runRow(api, next._id)).jobId!)).toBe('succeeded');
      expect(await getRun(api, admin, run._id)).toMatchObject({ status: 'cancelled', startedAt: null });
      expect(await api.app.runs.queue.jobState(jobId!)).toBe('cancelled');
    } finally {
      await worker.close();
    }
  });

  it(
    backend === 'pglite'
      ? 'a worker process starting up (the only one on PGlite) fails every run a stopped one left running or taken'
      : 'a worker process starting up fails the runs left by a process silent for 10 minutes, not those others may be running',
    async () => {
      /** A run row left by a process that died, and the pg-boss job it had taken. */
      const orphan = async (name: string, status: 'running' | 'queued', heartbeatAt: Date) => {
        const { project, row } = await insertRunLeftBehind(
          api,
          admin,
          name,
          status,
          status === 'running' ? { startedAt: heartbeatAt, heartbeatAt } : {},
        );
        if (status === 'queued') {
          const jobId = randomUUID();
          await setJobId(api.database.db, admin.companyId, row.id, jobId);
          await api.app.runs.queue.send({ runId: row.id, companyId: admin.companyId }, jobId);
          await api.database.executeSql(
            `UPDATE ${BOSS_SCHEMA}.job SET state = 'active', started_on = $2 WHERE id = $1`,
            [jobId, heartbeatAt.toISOString()],
          );
        }
        return { project, row };
      };
      const longAgo = new Date(Date.now() - SILENT_RUN_MS - 60_000);
      const stale = await orphan('Orphan', 'running', longAgo);
      const recent = await orphan('Recent', 'running', new Date());
      const taken = await orphan('Taken', 'queued', new Date());

      const worker = await workerProcess();
      try {
        const run = await getRun(api, admin, stale.row.id);
        expect(run.finishedAt).not.toBeNull();
        if (backend === 'pglite') {
          expect(run).toMatchObject({ status: 'failed', message: INTERRUPTED_MESSAGE });
          expect(await getRun(api, admin, recent.row.id)).toMatchObject({
            status: 'failed',
            message: INTERRUPTED_MESSAGE,
          });
          expect(await getRun(api, admin, taken.row.id)).toMatchObject({
            status: 'failed',
            message: TAKEN_NOT_STARTED_MESSAGE,
          });
        } else {
          // Another worker process may be running the recent ones: they are left to it.
          expect(run).toMatchObject({ status: 'failed', message: SILENT_RUN_MESSAGE });
          expect((await getRun(api, admin, recent.row.id)).status).toBe('running');
          expect((await getRun(api, admin, taken.row.id)).status).toBe('queued');
          expect((await cancelRun(api, admin, recent.row.id)).statusCode).toBe(200);
          expect((await cancelRun(api, admin, taken.row.id)).statusCode).toBe(200);
        }
        // The project is free to run again.
        const next = await startedRun(api, admin, stale.project._id);
        await waitForStatus(api, admin, next._id, 'succeeded');
      } finally {
        await worker.close();
      }
    },
  );

  it('a process that stops mid-run stops its thread and leaves the run failed, "Interrupted"', async () => {
    const project = await projectWithInput(api, admin, largeDesignInput(), 'Cut short');
    const worker = await workerProcess();
    let closed = false;
    try {
      const run = await startedRun(api, admin, project._id, 'accuracy');
      await waitUntilWorking(api, admin, run._id);
      const { jobId } = await runRow(api, run._id);
      await worker.close();
      closed = true;
      expect(await getRun(api, admin, run._id)).toMatchObject({
        status: 'failed',
        message: INTERRUPTED_MESSAGE,
      });
      await expect.poll(() => api.app.runs.queue.outcomeOf(jobId!), SLOW).toBe('aborted');
    } finally {
      if (!closed) await worker.close();
    }
  });
});
