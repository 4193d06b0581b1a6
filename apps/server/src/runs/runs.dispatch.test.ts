// A run started through a process with a free thread is taken by that process in the start's own
// transaction (runs.queue.ts, holdThread): its pg-boss job is committed with the row already
// `active`, with no fetch; pg-boss's now() is the transaction's start, so a job taken that way was
// started at the very instant it was created, while a job fetched later was not. The run's row is
// written running by the statement that writes the job (no UPDATE of it after the commit). With
// no free thread the run goes through the queue as before, and a start refused inside the
// transaction gives its thread back.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '@pilewise/contracts';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import {
  cancelRun,
  getRun,
  largeDesignInput,
  projectWithInput,
  runRow,
  SLOW,
  smallDesignInput,
  startedRun,
  startRun,
  waitForStatus,
  waitUntilWorking,
} from '../../test/runs';
import { BOSS_SCHEMA } from './runs.queue';

describe.each(BACKENDS)('a run on a process with a free thread, on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend, { RUN_WORKERS: '1' });
    admin = await signUpCompany(t, { companyName: 'Dispatch Co' });
  });
  afterAll(() => t?.close());

  /** The small input, told apart by its notes: a run of it misses the result cache (no job then). */
  const newInput = (notes: string) => {
    const input = smallDesignInput();
    input.project = { ...input.project, notes };
    return input;
  };

  /** The run's job: state, output, and whether it was taken in the transaction that queued it. */
  const jobOf = async (runId: string) => {
    const { jobId } = await runRow(t, runId);
    const { rows } = await t.database.executeSql(
      `SELECT state::text AS state, output, started_on = created_on AS "takenWhenQueued"
         FROM ${BOSS_SCHEMA}.job WHERE id = $1`,
      [jobId],
    );
    return rows[0] as { state: string; output: { outcome?: string } | null; takenWhenQueued: boolean | null };
  };

  it('is taken in the start’s transaction, with no trip through the queue, and runs as any run', async () => {
    const project = await projectWithInput(t, admin, newInput('Taken at once'), 'Taken at once');
    const run = await startedRun(t, admin, project._id);
    expect(run.status).toBe('queued');
    await waitForStatus(t, admin, run._id, 'succeeded');
    await expect.poll(async () => (await jobOf(run._id)).state, SLOW).toBe('completed');
    expect(await jobOf(run._id)).toMatchObject({ takenWhenQueued: true, output: { outcome: 'succeeded' } });
    await expect.poll(() => t.app.runs.queue.activeRuns, SLOW).toBe(0);
  });

  it('is written running by the one INSERT that takes its job: started, its lease begun, no UPDATE after', async () => {
    const long = largeDesignInput();
    long.project = { ...long.project, notes: 'Written running' };
    const project = await projectWithInput(t, admin, long, 'Written running');
    const res = await startRun(t, admin, project._id, 'accuracy');
    expect(res.statusCode, res.body).toBe(202);
    // Answered as any run a worker takes: as queued (the socket and the next read tell it running).
    const run = res.json<{ run: Run }>().run;
    expect(run).toMatchObject({ status: 'queued', message: 'Queued', progress: 0, startedAt: null });
    // Read at once: its first progress write comes a second into the run. A row its start wrote
    // and nothing updated since has the xmin of the start's transaction, which wrote the job too.
    const { rows } = await t.database.executeSql(
      `SELECT r.status, r.message, r.progress, r.started_at AS "startedAt", r.heartbeat_at AS "heartbeatAt",
              r.xmin::text = j.xmin::text AS "oneTransaction", j.state::text AS "jobState"
         FROM runs r JOIN ${BOSS_SCHEMA}.job j ON j.id = r.job_id::uuid WHERE r.id = $1`,
      [run._id],
    );
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      status: 'running',
      message: 'Started',
      progress: 0,
      oneTransaction: true,
      jobState: 'active',
    });
    expect(row.startedAt).not.toBeNull();
    expect(new Date(row.heartbeatAt as string).getTime()).toBe(new Date(row.startedAt as string).getTime());
    expect(await getRun(t, admin, run._id)).toMatchObject({
      status: 'running',
      startedAt: expect.any(String),
    });
    expect((await cancelRun(t, admin, run._id)).statusCode).toBe(200);
    await expect.poll(() => t.app.runs.queue.activeRuns, SLOW).toBe(0);
    expect(await jobOf(run._id)).toMatchObject({ takenWhenQueued: true, output: { outcome: 'aborted' } });
  });

  it('has the job pg-boss’s send writes for it, only taken (one INSERT of the row, not send then fetch)', async () => {
    const project = await projectWithInput(t, admin, newInput('As pg-boss has it'), 'As pg-boss has it');
    const run = await startedRun(t, admin, project._id);
    await waitForStatus(t, admin, run._id, 'succeeded');
    // The same job through pg-boss's own send (a run that does not exist: its worker skips it).
    const sentId = randomUUID();
    await t.app.runs.queue.send({ runId: randomUUID(), companyId: admin.companyId }, sentId);
    const { rows } = await t.database.executeSql(
      `SELECT id::text AS id, name, priority, retry_limit, retry_delay, retry_backoff,
              singleton_key, singleton_on, expire_in::text AS expire_in, dead_letter, policy,
              (keep_until - start_after)::text AS kept_for, start_after = created_on AS starts_at_once,
              jsonb_typeof(data) AS data_type
         FROM ${BOSS_SCHEMA}.job WHERE id = ANY($1::uuid[])`,
      [[(await runRow(t, run._id)).jobId, sentId]],
    );
    expect(rows).toHaveLength(2);
    const [a, b] = (rows as { id: string }[]).map(({ id: _id, ...row }) => row);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ retry_limit: 0, starts_at_once: true, data_type: 'object' });
  });

  it('goes through the queue while the thread is busy, and is fetched once it is free', async () => {
    const long = await projectWithInput(t, admin, largeDesignInput(), 'Busy thread');
    const first = await startedRun(t, admin, long._id, 'accuracy');
    await waitUntilWorking(t, admin, first._id);
    const project = await projectWithInput(t, admin, newInput('Waits its turn'), 'Waits its turn');
    const second = await startedRun(t, admin, project._id);
    expect(await jobOf(second._id)).toMatchObject({ state: 'created' });
    expect((await cancelRun(t, admin, first._id)).statusCode).toBe(200);
    await waitForStatus(t, admin, second._id, 'succeeded');
    expect(await jobOf(second._id)).toMatchObject({ takenWhenQueued: false });
    expect((await jobOf(first._id)).takenWhenQueued).toBe(true);
  });

  it('a start refused inside its transaction gives the thread back', async () => {
    const input = newInput('Refused');
    input.settings.maxEmbed_m = 6.5; // deeper than the soil: refused by the engine's check
    const refused = await projectWithInput(t, admin, input, 'Refused');
    // The earlier tests' runs have let their thread go (its job completed after the run's end).
    await expect.poll(() => t.app.runs.queue.activeRuns, SLOW).toBe(0);
    expect((await startRun(t, admin, refused._id)).statusCode).toBe(400);
    expect(t.app.runs.queue.activeRuns).toBe(0);
    // The one thread is free: the next run is taken at once again.
    const project = await projectWithInput(t, admin, newInput('After a refusal'), 'After a refusal');
    const run = await startedRun(t, admin, project._id);
    await waitForStatus(t, admin, run._id, 'succeeded');
    expect((await jobOf(run._id)).takenWhenQueued).toBe(true);
  });
});
