// GET a run with `wait` (issue 12): answered the moment the run finishes, result included,
// woken by the run's event rather than by polling; as it stands when the wait runs out; the
// caller's access checked before any wait; the parameter checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_WAIT_MAX_SECONDS, type Run, type RunProgressEvent } from '@pilewise/contracts';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import {
  cancelRun,
  largeDesignInput,
  projectWithInput,
  smallDesignInput,
  startedRun,
  waitUntilWorking,
} from '../../test/runs';
import { RunFinishes } from './run-finishes';

const RUN_ID = '00000000-0000-4000-8000-00000000000a';
const event = (status: RunProgressEvent['status']): RunProgressEvent => ({
  runId: RUN_ID,
  projectId: '00000000-0000-4000-8000-00000000000b',
  status,
  progress: 0.5,
  message: '',
});

describe('RunFinishes', () => {
  it('wakes the watches of a run when an event says it finished, not before; a woken watch is gone', async () => {
    const finishes = new RunFinishes();
    const woken: string[] = [];
    const a = finishes.watch(RUN_ID, 60_000);
    const b = finishes.watch(RUN_ID, 60_000);
    const other = finishes.watch('00000000-0000-4000-8000-00000000000c', 60_000);
    void a.settled.then(() => woken.push('a'));
    void b.settled.then(() => woken.push('b'));
    finishes.heard(event('running'));
    await Promise.resolve();
    expect(woken).toEqual([]);
    expect(finishes.size).toBe(3);
    finishes.heard(event('succeeded'));
    await Promise.all([a.settled, b.settled]);
    expect(woken.sort()).toEqual(['a', 'b']);
    expect(finishes.size).toBe(1);
    other.cancel();
    await other.settled;
    expect(finishes.size).toBe(0);
  });

  it('settles a watch after its wait; close settles every watch and any watch after it at once', async () => {
    const finishes = new RunFinishes();
    await finishes.watch(RUN_ID, 5).settled;
    expect(finishes.size).toBe(0);
    const waiting = finishes.watch(RUN_ID, 60_000);
    finishes.close();
    await waiting.settled;
    await finishes.watch(RUN_ID, 60_000).settled;
    expect(finishes.size).toBe(0);
  });
});

describe.each(BACKENDS)('GET a run with wait on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Wait Co' });
  });
  afterAll(() => t?.close());

  const get = (user: TestUser, runId: string, query: string) =>
    t.call({ method: 'GET', url: `/api/projects/runs/${runId}${query}`, token: user.token });

  it('answers once the run finished, with its result, in one request', async () => {
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Waited for');
    const queued = await startedRun(t, admin, project._id, 'fast');
    const res = await get(admin, queued._id, `?wait=${RUN_WAIT_MAX_SECONDS}`);
    expect(res.statusCode, res.body).toBe(200);
    const { run } = res.json<{ run: Run }>();
    expect(run.status).toBe('succeeded');
    expect(run.result).not.toBeNull();
  });

  it('is woken by the finish itself: a cancel ends a wait that had 25 s to go', async () => {
    const project = await projectWithInput(t, admin, largeDesignInput(), 'Cancelled while waited for');
    const started = await startedRun(t, admin, project._id, 'accuracy');
    await waitUntilWorking(t, admin, started._id);
    const waiting = get(admin, started._id, `?wait=${RUN_WAIT_MAX_SECONDS}`);
    // the wait has begun (its watch is set) before the cancel
    await expect.poll(() => waitingRequests(t), { timeout: 10_000, interval: 10 }).toBe(1);
    expect((await cancelRun(t, admin, started._id)).statusCode).toBe(200);
    // woken by the cancel's event, well within the 25 s the wait had left
    await expect.poll(() => waitingRequests(t), { timeout: 10_000, interval: 10 }).toBe(0);
    const res = await waiting;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ run: Run }>().run).toMatchObject({ status: 'cancelled', result: null });
  });

  it('answers the run as it stands when the wait runs out', async () => {
    const project = await projectWithInput(t, admin, largeDesignInput(), 'Still going');
    const started = await startedRun(t, admin, project._id, 'accuracy');
    await waitUntilWorking(t, admin, started._id);
    const res = await get(admin, started._id, '?wait=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ run: Run }>().run).toMatchObject({ status: 'running', result: null });
    expect((await cancelRun(t, admin, started._id)).statusCode).toBe(200);
  });

  it("another company's run is 404 at once, not after a wait", async () => {
    const outsider = await signUpCompany(t, { companyName: 'Not Yours Ltd' });
    const project = await projectWithInput(t, admin, largeDesignInput(), 'Private run');
    const started = await startedRun(t, admin, project._id, 'accuracy');
    const res = await get(outsider, started._id, `?wait=${RUN_WAIT_MAX_SECONDS}`);
    expect(res.statusCode).toBe(404);
    expect(waitingRequests(t)).toBe(0);
    expect((await cancelRun(t, admin, started._id)).statusCode).toBe(200);
  });

  it.each(['26', '-1', '1.5', 'soon'])('wait=%s is a 400 naming wait', async (wait) => {
    const res = await get(admin, '00000000-0000-4000-8000-000000000000', `?wait=${wait}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'wait' });
    expect(res.json().message).toMatch(/^wait: /);
  });
});

/** Requests of this app waiting for a run now. */
function waitingRequests(t: TestApp): number {
  return t.app.runs.finishes.size;
}
