// Start-run with RFC 7240 `Prefer: wait` (issue 12): a run that starts at once on this process is
// answered finished, with its result, when it ends within the wait; otherwise as without it.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RUN_START_WAIT_S, type Run } from '@pilewise/contracts';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import {
  cancelRun,
  getRun,
  largeDesignInput,
  projectWithInput,
  smallDesignInput,
  waitForStatus,
  waitUntilWorking,
} from '../../test/runs';

describe.each(BACKENDS)('start-run with Prefer: wait on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Wait Co' });
  });
  afterAll(() => t?.close());

  const start = (projectId: string, prefer: string, lane = 'fast', encoding = 'identity') =>
    t.call({
      method: 'POST',
      url: '/api/projects/run',
      token: admin.token,
      payload: { projectId, lane },
      headers: { prefer, 'accept-encoding': encoding },
    });

  it('a short run is answered finished, with the result a GET of it gives, byte for byte', async () => {
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Waited');
    const res = await start(project._id, 'wait=20');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['preference-applied']).toBe('wait=20');
    const run = res.json<{ run: Run }>().run;
    expect(run.status).toBe('succeeded');
    expect(run.result?.piers.length).toBeGreaterThan(0);
    const read = await t.call({
      method: 'GET',
      url: `/api/projects/runs/${run._id}`,
      token: admin.token,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.rawPayload.equals(read.rawPayload)).toBe(true);

    // The same input again: the result cache answers at once, finished too (200).
    const cached = await start(project._id, 'wait=20', 'fast', 'br');
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['content-encoding']).toBe('br');
    const again = JSON.parse(brotliDecompressSync(cached.rawPayload).toString('utf8')) as { run: Run };
    expect(again.run.status).toBe('succeeded');
    expect(again.run.result).toEqual(run.result);
  });

  /** The small input with notes of its own: an input the result cache has not seen. */
  const newSmallInput = (notes: string) => {
    const input = smallDesignInput();
    return { ...input, project: { ...input.project, notes } };
  };

  it('wait=0 answers at once: 202, the run queued', async () => {
    const project = await projectWithInput(t, admin, newSmallInput('not waited'), 'Not waited');
    const res = await start(project._id, 'wait=0');
    expect(res.statusCode).toBe(202);
    expect(res.headers['preference-applied']).toBe('wait=0');
    const run = res.json<{ run: Run }>().run;
    expect(run.status).toBe('queued');
    expect(run.result ?? null).toBeNull();
    await waitForStatus(t, admin, run._id, 'succeeded');
  });

  it('a run longer than the wait is answered 202, unfinished; a wait longer than the cap is cut to it', async () => {
    const project = await projectWithInput(t, admin, largeDesignInput(), 'Long');
    const res = await start(project._id, 'respond-async, wait=1', 'accuracy');
    expect(res.statusCode).toBe(202);
    expect(res.headers['preference-applied']).toBe('wait=1');
    const run = res.json<{ run: Run }>().run;
    expect(['queued', 'running']).toContain(run.status);
    expect((await cancelRun(t, admin, run._id)).statusCode).toBe(200);
    await waitForStatus(t, admin, run._id, 'cancelled');

    // Cancelled while the start waits for it: the start answers the cancelled run.
    const waiting = start(project._id, `wait=${MAX_RUN_START_WAIT_S + 100}`, 'accuracy');
    let id = '';
    await expect
      .poll(
        async () => {
          const list = await t.call({
            method: 'GET',
            url: `/api/projects/project-runs/${project._id}`,
            token: admin.token,
          });
          const unfinished = list.json<{ runs: Run[] }>().runs.find((r) => r.status === 'running');
          id = unfinished?._id ?? '';
          return id !== '';
        },
        { timeout: 25_000, interval: 50 },
      )
      .toBe(true);
    await waitUntilWorking(t, admin, id);
    expect((await cancelRun(t, admin, id)).statusCode).toBe(200);
    const answered = await waiting;
    expect(answered.statusCode).toBe(200);
    expect(answered.headers['preference-applied']).toBe(`wait=${MAX_RUN_START_WAIT_S}`);
    expect(answered.json<{ run: Run }>().run).toMatchObject({ _id: id, status: 'cancelled' });
    expect((await getRun(t, admin, id)).status).toBe('cancelled');
  });

  it('a malformed Prefer is ignored: 202 as without it, no Preference-Applied', async () => {
    const project = await projectWithInput(t, admin, newSmallInput('malformed'), 'Malformed');
    const res = await start(project._id, 'wait=soon');
    expect(res.statusCode).toBe(202);
    expect(res.headers['preference-applied']).toBeUndefined();
    await waitForStatus(t, admin, res.json<{ run: Run }>().run._id, 'succeeded');
  });
});
