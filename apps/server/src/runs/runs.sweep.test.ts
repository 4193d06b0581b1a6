// The sweep (RunsService.sweep): runs nothing will ever finish are failed, so their project can
// run again; runs that may still be run are left alone. On an API-only process (RUN_WORKERS=0:
// no worker takes the jobs, no periodic sweep), with the sweep's clock moved ahead rather than
// waited for.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunProgressEvent, RunStatus } from '@pilewise/contracts';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import {
  cancelRun,
  getRun,
  insertRunLeftBehind,
  projectWithInput,
  runRow,
  smallDesignInput,
  startedRun,
} from '../../test/runs';
import { BOSS_SCHEMA } from './runs.queue';
import {
  jobLostMessage,
  NEVER_QUEUED_MESSAGE,
  QUEUED_GRACE_MS,
  RunsService,
  SILENT_RUN_MESSAGE,
  SILENT_RUN_MS,
  TAKEN_NOT_STARTED_MESSAGE,
} from './runs.service';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(BACKENDS)('the stuck-run sweep on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  /** The app's service, with the events it sends recorded. */
  let service: RunsService;
  let events: RunProgressEvent[];
  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(t, { companyName: 'Sweep Co' });
    service = new RunsService(t.database.db, t.app.runs.queue, { emit: (e) => events.push(e) });
  });
  beforeEach(() => {
    events = [];
  });
  afterAll(() => t?.close());

  const sql = (text: string, values?: unknown[]) => t.database.executeSql(text, values);
  const queuedRun = async (name: string) => {
    const project = await projectWithInput(t, admin, smallDesignInput(), name);
    const run = await startedRun(t, admin, project._id);
    const { jobId } = await runRow(t, run._id);
    return { project, run, jobId: jobId! };
  };
  /** A run row as a server process that died mid-way left it. */
  const leftBehind = (name: string, status: RunStatus, fields: { heartbeatAt?: Date } = {}) =>
    insertRunLeftBehind(t, admin, name, status, {
      ...(status === 'running' ? { startedAt: fields.heartbeatAt ?? new Date() } : {}),
      ...fields,
    });
  const expectFailed = async (runId: string, message: string) => {
    const run = await getRun(t, admin, runId);
    expect(run).toMatchObject({ status: 'failed', message });
    expect(run.finishedAt).not.toBeNull();
    expect(events.filter((e) => e.runId === runId)).toEqual([
      { runId, projectId: run.projectId, status: 'failed', progress: run.progress, message },
    ]);
  };

  it('a queued run whose job was deleted from the queue is failed, and its project can run again', async () => {
    const { project, run, jobId } = await queuedRun('Job deleted');
    await sql(`DELETE FROM ${BOSS_SCHEMA}.job WHERE id = $1`, [jobId]);

    // Too young to tell: its job could still be on its way.
    expect(await service.sweep()).toEqual([]);
    expect((await getRun(t, admin, run._id)).status).toBe('queued');

    const failed = await service.sweep({ now: later(QUEUED_GRACE_MS + 1000) });
    expect(failed.map((r) => r.id)).toEqual([run._id]);
    await expectFailed(run._id, jobLostMessage(null));
    expect(jobLostMessage(null)).toBe('Could not start: its queue job is gone before the run started');

    const next = await startedRun(t, admin, project._id);
    expect(next.status).toBe('queued');
    expect((await cancelRun(t, admin, next._id)).statusCode).toBe(200);
  });

  it('a queued run whose job was cancelled in the queue (not through the API) is failed', async () => {
    const { run, jobId } = await queuedRun('Job cancelled');
    await t.app.runs.queue.cancel(jobId);
    await service.sweep({ now: later(QUEUED_GRACE_MS + 1000) });
    await expectFailed(run._id, 'Could not start: its queue job was cancelled before the run started');
  });

  it('a queued run whose job a worker took and never started is failed once that worker is silent for 10 minutes', async () => {
    const { run, jobId } = await queuedRun('Taken, never started');
    // A worker process took the job (pg-boss: active), then died before marking the run running.
    await sql(`UPDATE ${BOSS_SCHEMA}.job SET state = 'active', started_on = now() WHERE id = $1`, [jobId]);

    expect(await service.sweep({ now: later(SILENT_RUN_MS - MINUTE) })).toEqual([]);
    expect((await getRun(t, admin, run._id)).status).toBe('queued');
    await service.sweep({ now: later(SILENT_RUN_MS + MINUTE) });
    await expectFailed(run._id, TAKEN_NOT_STARTED_MESSAGE);
  });

  it('a queued run never queued (its server stopped between the row and the job) is failed after the grace', async () => {
    const { row } = await leftBehind('Never queued', 'queued');
    expect(await service.sweep()).toEqual([]);
    await service.sweep({ now: later(QUEUED_GRACE_MS + 1000) });
    await expectFailed(row.id, NEVER_QUEUED_MESSAGE);
  });

  it('a queued run waiting for a free worker is left alone, however long it waits', async () => {
    const { run, jobId } = await queuedRun('Waiting its turn');
    expect(await service.sweep({ now: later(60 * MINUTE) })).toEqual([]);
    expect(await getRun(t, admin, run._id)).toMatchObject({ status: 'queued', message: 'Queued' });
    expect(await t.app.runs.queue.jobState(jobId)).toBe('created');
    expect(events).toEqual([]);
    expect((await cancelRun(t, admin, run._id)).statusCode).toBe(200);
  });

  it('a running run with a stale heartbeat is failed; one whose worker wrote lately is left alone', async () => {
    const stale = await leftBehind('Silent worker', 'running', {
      heartbeatAt: new Date(Date.now() - SILENT_RUN_MS - MINUTE),
    });
    const alive = await leftBehind('Busy worker', 'running', {
      heartbeatAt: new Date(Date.now() - SILENT_RUN_MS + MINUTE),
    });

    const failed = await service.sweep();
    expect(failed.map((r) => r.id)).toEqual([stale.row.id]);
    await expectFailed(stale.row.id, SILENT_RUN_MESSAGE);
    expect((await getRun(t, admin, alive.row.id)).status).toBe('running');

    // The stale one's project may run again.
    const next = await startedRun(t, admin, stale.project._id);
    expect((await cancelRun(t, admin, next._id)).statusCode).toBe(200);
    // The other one, ten minutes on, is silent too.
    await service.sweep({ now: later(2 * MINUTE) });
    await expectFailed(alive.row.id, SILENT_RUN_MESSAGE);
  });

  it('a run finished meanwhile is never touched: every write of the sweep is conditional', async () => {
    const { run } = await queuedRun('Cancelled by its user');
    expect((await cancelRun(t, admin, run._id)).statusCode).toBe(200);
    expect(await service.sweep({ now: later(SILENT_RUN_MS + MINUTE) })).toEqual([]);
    expect((await getRun(t, admin, run._id)).status).toBe('cancelled');
  });
});
