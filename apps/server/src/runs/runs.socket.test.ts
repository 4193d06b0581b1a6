// The real-time socket over a real connection (socket.io-client, websocket): who may connect,
// who may follow which project, and a run's progress as a subscriber sees it.
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, shareProject, signUpCompany, type TestUser } from '../../test/factories';
import { collectProgress, connectSocket, subscribeProject } from '../../test/socket';
import { BACKENDS, buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/helper';
import { hs256 } from '../../test/jwt';
import { projectWithInput, SLOW, smallDesignInput, startedRun, waitForStatus } from '../../test/runs';

describe.each(BACKENDS)('run socket on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let url: string;
  const clients: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Socket Co' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(() => t?.close());

  /** Connects as the web app does (manual connect, websocket only); rejects with the refusal. */
  const connect = (token: unknown, transports?: ('websocket' | 'polling')[]) =>
    connectSocket(url, token, clients, transports);

  it("a subscriber sees the run's progress: queued, running with fractions that never go back, succeeded", async () => {
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Watched');
    const socket = await connect(admin.token);
    expect(await subscribeProject(socket, project._id)).toEqual({ ok: true });
    const events = collectProgress(socket);

    const run = await startedRun(t, admin, project._id);
    await expect.poll(() => events.at(-1)?.status, SLOW).toBe('succeeded');

    expect(events.every((e) => e.runId === run._id && e.projectId === project._id)).toBe(true);
    expect(events[0]).toMatchObject({ status: 'queued', progress: 0, message: 'Queued' });
    expect(events[1]).toMatchObject({ status: 'running', progress: 0, message: 'Started' });
    const working = events.filter((e) => e.status === 'running' && e.progress > 0);
    expect(working.length).toBeGreaterThan(0);
    expect(working.every((e) => e.progress <= 1 && /^Pier (SAP|SMP) /.test(e.message))).toBe(true);
    const fractions = events.map((e) => e.progress);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    const final = (await waitForStatus(t, admin, run._id, 'succeeded')).message;
    expect(events.at(-1)).toEqual({
      runId: run._id,
      projectId: project._id,
      status: 'succeeded',
      progress: 1,
      message: final,
    });
    expect(events.filter((e) => e.status === 'succeeded')).toHaveLength(1);
  });

  it('refuses a handshake without a valid token: none, forged, expired-version, suspended', async () => {
    await expect(connect(undefined)).rejects.toThrow('Authentication required');
    await expect(connect('not-a-token')).rejects.toThrow('Invalid token');
    const now = Math.floor(Date.now() / 1000);
    const forged = hs256(
      { sub: admin.id, cid: admin.companyId, tv: 0, iat: now, exp: now + 60 },
      'x'.repeat(48),
    );
    await expect(connect(forged)).rejects.toThrow('Invalid token');
    const revoked = hs256(
      { sub: admin.id, cid: admin.companyId, tv: 7, iat: now, exp: now + 60 },
      TEST_JWT_SECRET,
    );
    await expect(connect(revoked)).rejects.toThrow('Your session was revoked, please sign in again');
    const suspended = await createUser(t, admin.companyId, 'User', { isSuspended: true });
    await expect(connect(suspended.token)).rejects.toThrow('Your account is suspended');
    // The same token the API accepts is accepted here.
    await expect(connect(admin.token)).resolves.toBeTruthy();
  });

  it('speaks websocket only: a long-polling client is refused', async () => {
    await expect(connect(admin.token, ['polling'])).rejects.toThrow();
  });

  it("refuses to follow another company's project, and its runs' progress never arrives", async () => {
    const outsider = await signUpCompany(t, { companyName: 'Other Socket Co' });
    const theirs = await projectWithInput(t, outsider, smallDesignInput(), 'Theirs');
    const mine = await projectWithInput(t, admin, smallDesignInput(), 'Mine');
    const socket = await connect(admin.token);
    expect(await subscribeProject(socket, theirs._id)).toEqual({ ok: false, message: 'Project not found' });
    expect(await subscribeProject(socket, 'nope')).toEqual({
      ok: false,
      message: 'projectId: must be a project id (UUID)',
    });
    expect(await subscribeProject(socket, mine._id)).toEqual({ ok: true });
    const events = collectProgress(socket);

    const theirRun = await startedRun(t, outsider, theirs._id);
    await waitForStatus(t, outsider, theirRun._id, 'succeeded');
    // Their events, had any been sent here, were sent before these (one connection, in order).
    const myRun = await startedRun(t, admin, mine._id);
    await expect.poll(() => events.at(-1)?.status, SLOW).toBe('succeeded');
    expect(new Set(events.map((e) => e.runId))).toEqual(new Set([myRun._id]));
  });

  it("a colleague's private project cannot be followed; once shared, it can", async () => {
    const colleague = await createUser(t, admin.companyId, 'User');
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Private then shared');
    const socket = await connect(colleague.token);
    expect(await subscribeProject(socket, project._id)).toEqual({ ok: false, message: 'Project not found' });
    await shareProject(t, admin, project._id);
    expect(await subscribeProject(socket, project._id)).toEqual({ ok: true });
  });
});
