// Design runs through the API: start, the worker thread, the stored result, cancel, the
// rules (input, one run at a time), tenancy. The socket: runs.socket.test.ts; the queue across
// processes and restarts: runs.queue.test.ts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityListResponse, Run, RunInputErrorsResponse } from '@pilewise/contracts';
import { runDesign, type DesignResult } from '@pilewise/engine';
import { runs } from '../db/schema';
import { createProject, createUser, shareProject, signUpCompany, type TestUser } from '../../test/factories';
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

/** JSON as stored (JSONB) and served: what the engine's answer must equal once it went through. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe.each(BACKENDS)('design runs on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Run Co' });
  });
  afterAll(() => t?.close());

  const activity = async (user: TestUser) => {
    const res = await t.call({ method: 'GET', url: '/api/projects/get-activity-logs', token: user.token });
    return res.json<ActivityListResponse>().logs;
  };

  describe('a run', () => {
    it('goes queued -> succeeded in a worker thread; its result is exactly the engine run on the same input', async () => {
      const input = smallDesignInput();
      const project = await projectWithInput(t, admin, input);
      const queued = await startedRun(t, admin, project._id, 'fast');
      expect(queued).toMatchObject({
        projectId: project._id,
        status: 'queued',
        lane: 'fast',
        elements: 100,
        progress: 0,
        startedBy: admin.id,
        startedByName: 'Ada Admin',
        startedAt: null,
        finishedAt: null,
      });

      const run = await waitForStatus(t, admin, queued._id, 'succeeded');
      expect(run.progress).toBe(1);
      // To a browser taking brotli, the same answer, brotli made of the stored bytes as they are.
      const read = (encoding: string) =>
        t.call({
          method: 'GET',
          url: `/api/projects/runs/${queued._id}`,
          token: admin.token,
          headers: { 'accept-encoding': encoding },
        });
      const [br, gzip, plain] = await Promise.all([read('br, gzip'), read('gzip'), read('identity')]);
      expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      expect(run.startedAt).not.toBeNull();
      expect(run.finishedAt).not.toBeNull();
      expect(run.message).toMatch(/^Done: 2 pier designs/);

      const engine = runDesign({ ...input, settings: { ...input.settings, elements: 100 } });
      if (!engine.ok) throw new Error('the fixture must design');
      const result = run.result!;
      expect(result.piers.map((p) => [p.pierTypeId, p.pileHeight_m, p.section.name, p.embedment_m])).toEqual(
        engine.result.piers.map((p) => [p.pierTypeId, p.pileHeight_m, p.section.name, p.embedment_m]),
      );
      // SMP is loaded about the strong axis: its governing moment profile, point by point.
      const strongOf = (r: DesignResult) => r.piers.find((p) => p.pierTypeId === 'SMP')!.profiles.strong!;
      expect(strongOf(result).profile.moment_Nm.length).toBeGreaterThan(100);
      expect(strongOf(result).profile.moment_Nm).toEqual(strongOf(engine.result).profile.moment_Nm);
      expect(result).toEqual(asJson(engine.result));
      expect(run.warnings).toEqual(engine.warnings);

      // Its worker's heartbeat (what the stuck-run sweep reads) was set at its start, and moves
      // with its progress writes, the first a second in: this run may end before it (the engine
      // got faster), so only "not before the start" holds here; runs.lease.test.ts follows a
      // heartbeat over a run's time.
      const row = await runRow(t, run._id);
      expect(row.heartbeatAt!.getTime()).toBeGreaterThanOrEqual(row.startedAt!.getTime());
      // The input is kept as run, whatever the project becomes.
      expect((await runRow(t, run._id)).input).toEqual(asJson({ ...input, settings: { ...input.settings } }));
      expect((await activity(admin)).find((l) => l.action === 'run.start')).toMatchObject({
        projectId: project._id,
        message: 'Started a design run of Run site (Fast Lane)',
      });
    });

    it('the accuracy lane runs with 500 elements, whatever the saved input says; the list is newest first, without results', async () => {
      const input = smallDesignInput();
      const project = await projectWithInput(t, admin, input, 'Lanes');
      const fast = await startedRun(t, admin, project._id, 'fast');
      await waitForStatus(t, admin, fast._id, 'succeeded');
      const accurate = await startedRun(t, admin, project._id, 'accuracy');
      expect(accurate).toMatchObject({ lane: 'accuracy', elements: 500 });
      const done = await waitForStatus(t, admin, accurate._id, 'succeeded');
      expect(done.result!.settings.elements).toBe(500);
      expect(((await runRow(t, accurate._id)).input as typeof input).settings.elements).toBe(500);
      // A different mesh, a different answer: the lane reached the engine.
      const fastResult = (await getRun(t, admin, fast._id)).result!;
      const points = (r: DesignResult) =>
        r.piers.find((p) => p.pierTypeId === 'SMP')!.profiles.strong!.profile;
      expect(points(done.result!).z_m.length).toBeGreaterThan(points(fastResult).z_m.length);

      const res = await t.call({
        method: 'GET',
        url: `/api/projects/project-runs/${project._id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      const list = res.json<{ runs: Run[] }>().runs;
      expect(list.map((r) => [r._id, r.lane, r.status])).toEqual([
        [accurate._id, 'accuracy', 'succeeded'],
        [fast._id, 'fast', 'succeeded'],
      ]);
      expect(list.every((r) => !('result' in r))).toBe(true);
    });

    it('defaults to the fast lane', async () => {
      const project = await projectWithInput(t, admin, smallDesignInput(), 'Default lane');
      const res = await t.call({
        method: 'POST',
        url: '/api/projects/run',
        token: admin.token,
        payload: { projectId: project._id },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json<{ run: Run }>().run).toMatchObject({ lane: 'fast', elements: 100 });
      await waitForStatus(t, admin, res.json<{ run: Run }>().run._id, 'succeeded');
    });
  });

  describe('the input', () => {
    it('is refused before queueing when the engine refuses it: 400 listing every problem with its path', async () => {
      // Checked on an idle engine thread while the start writes (runs.queue.ts, checkDesignInput):
      // the threads are started, and its refusal rolls the writes back.
      await t.app.runs.queue.warmThreads();
      expect(t.app.runs.queue.engineThreads).toBeGreaterThan(0);
      const input = smallDesignInput();
      (input.soil.layers[1] as { phiDeg: number }).phiDeg = 65;
      input.settings.stressLimit = 2;
      const project = await projectWithInput(t, admin, input, 'Bad soil');
      const res = await startRun(t, admin, project._id);
      expect(res.statusCode).toBe(400);
      const body = res.json<RunInputErrorsResponse>();
      expect(body.errors.map((e) => e.path).sort()).toEqual([
        'settings.stressLimit',
        'soil.layers[1].phiDeg',
      ]);
      const first = body.errors[0]!;
      expect(body.message).toBe(`${first.path}: ${first.message} (and 1 more)`);
      expect(body).toMatchObject({ field: first.path, code: 'VALIDATION', error: body.message });
      expect(body.errors.find((e) => e.path === 'soil.layers[1].phiDeg')!.message).toMatch(/50/);
      expect(await t.database.db.select().from(runs).where(eq(runs.projectId, project._id))).toEqual([]);
      // Nor its activity entry, nor its job: the thread the start held is free for the next run.
      expect(
        (await activity(admin)).filter((a) => a.projectId === project._id && a.action === 'run.start'),
      ).toEqual([]);
      const next = await projectWithInput(t, admin, smallDesignInput(), 'Good soil');
      const started = await startedRun(t, admin, next._id, 'fast');
      await waitForStatus(t, admin, started._id, 'succeeded');
    });

    it('is checked the way the engine sets the problem up too (piles deeper than the soil)', async () => {
      const input = smallDesignInput();
      input.settings.maxEmbed_m = 6.5;
      const project = await projectWithInput(t, admin, input, 'Too deep');
      const res = await startRun(t, admin, project._id);
      expect(res.statusCode).toBe(400);
      expect(res.json<RunInputErrorsResponse>().errors).toEqual([
        {
          path: 'settings.maxEmbed_m',
          message: 'embedment 6.5 m is deeper than the soil profile (bottom at 6 m)',
        },
      ]);
    });

    it('must exist: 400 naming designInput', async () => {
      const project = await createProject(t, admin, { name: 'No input', design: { notes: 'later' } });
      const res = await startRun(t, admin, project._id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'designInput: the project has no design input',
        field: 'designInput',
      });
    });

    it('a bad body is the usual 400', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/projects/run',
        token: admin.token,
        payload: { projectId: 'nope', lane: 'slow' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'projectId' });
    });
  });

  describe('cancel', () => {
    it('of a running run: cancelled at once, its thread stopped, no progress after', async () => {
      const project = await projectWithInput(t, admin, largeDesignInput(), 'Long one');
      const started = await startedRun(t, admin, project._id, 'accuracy');
      await waitUntilWorking(t, admin, started._id);

      const res = await cancelRun(t, admin, started._id);
      expect(res.statusCode, res.body).toBe(200);
      const cancelled = res.json<{ run: Run }>().run;
      expect(cancelled).toMatchObject({ status: 'cancelled', message: 'Cancelled by Ada Admin' });
      expect(cancelled.finishedAt).not.toBeNull();

      // The engine was stopped mid-run, not left to finish: the job's outcome says so.
      const { jobId } = await runRow(t, started._id);
      await expect.poll(() => t.app.runs.queue.outcomeOf(jobId!), SLOW).toBe('aborted');
      await expect.poll(() => t.app.runs.queue.activeRuns, SLOW).toBe(0);
      const after = await getRun(t, admin, started._id);
      expect(after).toMatchObject({ status: 'cancelled', progress: cancelled.progress, result: null });
      expect((await activity(admin)).find((l) => l.action === 'run.cancel')).toMatchObject({
        projectId: project._id,
        message: 'Cancelled the design run of Long one',
      });

      // The project may run again.
      const again = await startedRun(t, admin, project._id, 'accuracy');
      await waitUntilWorking(t, admin, again._id);
      expect((await cancelRun(t, admin, again._id)).statusCode).toBe(200);
    });

    it('written by another server process (the row alone) stops the thread at its next progress tick', async () => {
      const project = await projectWithInput(t, admin, largeDesignInput(), 'Elsewhere');
      const started = await startedRun(t, admin, project._id, 'accuracy');
      await waitUntilWorking(t, admin, started._id);
      await t.database.db.update(runs).set({ status: 'cancelled' }).where(eq(runs.id, started._id));
      const { jobId } = await runRow(t, started._id);
      await expect.poll(() => t.app.runs.queue.outcomeOf(jobId!), SLOW).toBe('aborted');
      expect((await runRow(t, started._id)).status).toBe('cancelled');
    });

    it('of a finished run: 409 naming its status', async () => {
      const project = await projectWithInput(t, admin, smallDesignInput(), 'Done already');
      const run = await startedRun(t, admin, project._id);
      await waitForStatus(t, admin, run._id, 'succeeded');
      const res = await cancelRun(t, admin, run._id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The run has already finished: it is succeeded');
    });

    it('of an unknown run: 404', async () => {
      const res = await cancelRun(t, admin, '00000000-0000-4000-8000-000000000000');
      expect(res.statusCode).toBe(404);
    });
  });

  it('one unfinished run per project: a second start while one is queued or running is 409', async () => {
    const project = await projectWithInput(t, admin, largeDesignInput(), 'Busy');
    const first = await startedRun(t, admin, project._id, 'accuracy');
    const second = await startRun(t, admin, project._id, 'fast');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/already (queued|running)/);
    // Two at once: exactly one gets through (the unique index decides the race).
    await cancelRun(t, admin, first._id);
    const both = await Promise.all([
      startRun(t, admin, project._id, 'accuracy'),
      startRun(t, admin, project._id, 'accuracy'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    const winner = both.find((r) => r.statusCode === 202)!.json<{ run: Run }>().run;
    expect((await cancelRun(t, admin, winner._id)).statusCode).toBe(200);
  });

  describe('tenancy', () => {
    let outsider: TestUser;
    let colleague: TestUser;
    let project: { _id: string };
    let run: Run;
    beforeAll(async () => {
      outsider = await signUpCompany(t, { companyName: 'Elsewhere Ltd' });
      colleague = await createUser(t, admin.companyId, 'User');
      project = await projectWithInput(t, admin, smallDesignInput(), 'Shared site');
      await shareProject(t, admin, project._id);
      run = await startedRun(t, admin, project._id);
    });

    it('another company: 404 on start, get, list and cancel', async () => {
      expect((await startRun(t, outsider, project._id)).statusCode).toBe(404);
      expect(
        (await t.call({ method: 'GET', url: `/api/projects/runs/${run._id}`, token: outsider.token }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.call({
            method: 'GET',
            url: `/api/projects/project-runs/${project._id}`,
            token: outsider.token,
          })
        ).statusCode,
      ).toBe(404);
      expect((await cancelRun(t, outsider, run._id)).statusCode).toBe(404);
    });

    it('a colleague who may view (shared) but not edit: 403 on start and cancel, 200 on get and list', async () => {
      const start = await startRun(t, colleague, project._id);
      expect(start.statusCode).toBe(403);
      expect(start.json().message).toBe('Only the owner or an Admin can run a design of this project');
      await waitForStatus(t, colleague, run._id, 'succeeded');
      expect((await getRun(t, colleague, run._id)).result).not.toBeNull();
      const list = await t.call({
        method: 'GET',
        url: `/api/projects/project-runs/${project._id}`,
        token: colleague.token,
      });
      expect(list.json<{ runs: Run[] }>().runs.map((r) => r._id)).toEqual([run._id]);

      const another = await startedRun(t, admin, project._id, 'accuracy');
      const cancel = await cancelRun(t, colleague, another._id);
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json().message).toBe(
        'Only the owner or an Admin can cancel a design run of this project',
      );
      expect((await waitForStatus(t, admin, another._id, 'succeeded')).status).toBe('succeeded');
    });

    it('a colleague who may not view (private project): 404, as if it did not exist', async () => {
      const own = await projectWithInput(t, admin, smallDesignInput(), 'Private site');
      const mine = await startedRun(t, admin, own._id);
      expect((await startRun(t, colleague, own._id)).statusCode).toBe(404);
      expect(
        (await t.call({ method: 'GET', url: `/api/projects/runs/${mine._id}`, token: colleague.token }))
          .statusCode,
      ).toBe(404);
      await waitForStatus(t, admin, mine._id, 'succeeded');
    });
  });

  describe('the input a run designed (compare of revisions)', () => {
    it('is the input as run, kept when the project moves on; 404 for an unknown run, 400 for a bad id', async () => {
      const input = smallDesignInput();
      const project = await projectWithInput(t, admin, input, 'Revision site');
      const run = await waitForStatus(
        t,
        admin,
        (await startedRun(t, admin, project._id, 'fast'))._id,
        'succeeded',
      );
      const changed = structuredClone(input);
      changed.soil.layers[0]!.gamma_N_per_m3 = 19999;
      const saved = await t.call({
        method: 'POST',
        url: '/api/projects/draft-project',
        token: admin.token,
        payload: { _id: project._id, version: project.version, design: { designInput: changed } },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const res = await t.call({
        method: 'GET',
        url: `/api/projects/run-input/${run._id}`,
        token: admin.token,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ runId: string; projectId: string; input: typeof input }>();
      expect(body).toMatchObject({ runId: run._id, projectId: project._id });
      // As run: the lane's elements, and the layer as it was before the save.
      expect(body.input.settings.elements).toBe(100);
      expect(body.input.soil.layers[0]!.gamma_N_per_m3).toBe(18500);

      const unknown = await t.call({
        method: 'GET',
        url: `/api/projects/run-input/${crypto.randomUUID()}`,
        token: admin.token,
      });
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
      const bad = await t.call({ method: 'GET', url: '/api/projects/run-input/nope', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('runId');
      const anonymous = await t.call({ method: 'GET', url: `/api/projects/run-input/${run._id}` });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
