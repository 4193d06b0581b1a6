// A worker's death is noticed in seconds (issue 11, "Runs on a cluster"): a running run holds a
// 30 s lease its worker renews every few seconds, progress or not; the sweep fails a run whose
// lease lapsed and frees its project. An engine thread stuck without progress is stopped by its
// own worker.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs } from '../db/schema';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { insertRunLeftBehind } from '../../test/runs';
import type { EnginePool } from './engine-pool';
import type { RunAsJson } from './run-as-json';
import { executeRun, STALLED_ENGINE_MESSAGE } from './run-executor';
import { RunsService, SILENT_RUN_MESSAGE, SILENT_RUN_MS } from './runs.service';

/** An engine that never reports progress and ends only when aborted. */
const silentEngine = {
  designAsJson: (_input: unknown, options: { signal: AbortSignal }) =>
    new Promise<RunAsJson>((_resolve, reject) => {
      options.signal.addEventListener('abort', () => reject(new Error('aborted')));
    }),
} as unknown as EnginePool;

describe.each(BACKENDS)('run lease on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '0' });
    admin = await signUpCompany(t, { companyName: 'Lease Co' });
  });
  afterAll(() => t?.close());

  const row = async (id: string) => (await t.database.db.select().from(runs).where(eq(runs.id, id)))[0]!;
  const quiet = { error: () => undefined, info: () => undefined } as never;

  it('the lease is 30 s: a run silent for 31 s is failed by the sweep, one silent for 20 s is left', async () => {
    expect(SILENT_RUN_MS).toBe(30_000);
    const events: unknown[] = [];
    const service = new RunsService(t.database.db, t.app.runs.queue, { emit: (e) => events.push(e) });
    const ago = (s: number) => new Date(Date.now() - s * 1000);
    const dead = await insertRunLeftBehind(t, admin, 'Dead worker', 'running', {
      startedAt: ago(60),
      heartbeatAt: ago(31),
    });
    const alive = await insertRunLeftBehind(t, admin, 'Live worker', 'running', {
      startedAt: ago(60),
      heartbeatAt: ago(20),
    });
    const failed = await service.sweep();
    expect(failed.map((r) => r.id)).toContain(dead.row.id);
    expect(failed.map((r) => r.id)).not.toContain(alive.row.id);
    expect(await row(dead.row.id)).toMatchObject({ status: 'failed', message: SILENT_RUN_MESSAGE });
    expect((await row(alive.row.id)).status).toBe('running');
    // The project is free: it runs again.
    const again = await t.call({
      method: 'POST',
      url: '/api/projects/run',
      token: admin.token,
      payload: { projectId: dead.project._id, lane: 'fast' },
    });
    expect(again.statusCode, again.body).toBe(202);
  });

  it('a worker renews the lease while the engine works, even with no progress to report', async () => {
    const { row: queued } = await insertRunLeftBehind(t, admin, 'Quiet engine', 'queued');
    const abort = new AbortController();
    const deps = {
      db: t.database.db,
      engine: silentEngine,
      events: { emit: () => undefined },
      log: quiet,
      heartbeatMs: 40,
    };
    const outcome = executeRun(deps, { runId: queued.id, companyId: admin.companyId }, abort);
    await expect.poll(async () => (await row(queued.id)).status).toBe('running');
    const first = (await row(queued.id)).heartbeatAt!.getTime();
    await expect.poll(async () => (await row(queued.id)).heartbeatAt!.getTime()).toBeGreaterThan(first);
    abort.abort();
    expect(await outcome).toBe('aborted');
  });

  it('an engine stuck without progress is stopped by its worker, and the run failed saying so', async () => {
    const { row: queued } = await insertRunLeftBehind(t, admin, 'Stuck engine', 'queued');
    const deps = {
      db: t.database.db,
      engine: silentEngine,
      events: { emit: () => undefined },
      log: quiet,
      heartbeatMs: 30,
      stalledEngineMs: 100,
    };
    const outcome = await executeRun(
      deps,
      { runId: queued.id, companyId: admin.companyId },
      new AbortController(),
    );
    expect(outcome).toBe('failed');
    expect(await row(queued.id)).toMatchObject({ status: 'failed', message: STALLED_ENGINE_MESSAGE });
  });
});
