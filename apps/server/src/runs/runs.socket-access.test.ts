// A subscription lasts only as long as the right to it (issue 11): after an unshare, a password
// change, a freeze or a sign-out, the socket stops receiving the project's run progress. Each
// case keeps a second subscriber (the Admin) as the witness that the event did go out.
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunProgressEvent } from '@pilewise/contracts';
import {
  createProject,
  createUser,
  PASSWORD,
  shareProject,
  signUpCompany,
  type TestUser,
} from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { collectProgress, connectSocket, subscribeProject } from '../../test/socket';

describe.each(BACKENDS)('socket subscriptions end with access (%s)', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let url: string;
  const clients: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Access Co' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(() => t?.close());

  let seq = 0;
  /** A run event of the project, as a worker sends it; resolves once the witness has it. */
  async function send(projectId: string, witness: RunProgressEvent[]): Promise<RunProgressEvent> {
    const event: RunProgressEvent = {
      runId: crypto.randomUUID(),
      projectId,
      status: 'running',
      progress: 0.5,
      message: `step ${++seq}`,
    };
    t.app.runs.events.emit(event);
    await expect.poll(() => witness.some((e) => e.message === event.message), { timeout: 5000 }).toBe(true);
    return event;
  }

  /** The colleague and the Admin both following a shared project of the Admin's. */
  async function following() {
    const colleague = await createUser(t, admin.companyId, 'User');
    const project = await createProject(t, admin, { name: `Followed ${seq}` });
    await shareProject(t, admin, project._id);
    const theirs = await connectSocket(url, colleague.token, clients);
    const witness = await connectSocket(url, admin.token, clients);
    expect(await subscribeProject(theirs, project._id)).toEqual({ ok: true });
    expect(await subscribeProject(witness, project._id)).toEqual({ ok: true });
    const received = collectProgress(theirs);
    const seen = collectProgress(witness);
    const before = await send(project._id, seen);
    await expect.poll(() => received.map((e) => e.message)).toEqual([before.message]);
    return { colleague, project, theirs, received, seen };
  }

  it('after an unshare', async () => {
    const { project, received, seen } = await following();
    const res = await t.call({
      method: 'POST',
      url: '/api/projects/update-Privacy',
      token: admin.token,
      payload: { projectId: project._id, project_view: 'private' },
    });
    expect(res.statusCode).toBe(200);
    await send(project._id, seen);
    await send(project._id, seen);
    expect(received).toHaveLength(1);
  });

  it('after a password change (the old token is revoked: the socket is closed)', async () => {
    const { colleague, project, theirs, received, seen } = await following();
    const res = await t.call({
      method: 'POST',
      url: '/api/users/change-password',
      token: colleague.token,
      payload: { currentPassword: PASSWORD, newPassword: 'Another1!pass', confirmPassword: 'Another1!pass' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await send(project._id, seen);
    expect(received).toHaveLength(1);
    await expect.poll(() => theirs.connected).toBe(false);
  });

  it('after a freeze', async () => {
    const { colleague, project, theirs, received, seen } = await following();
    const res = await t.call({ method: 'GET', url: `/api/users/freeze/${colleague.id}`, token: admin.token });
    expect(res.statusCode, res.body).toBe(200);
    await send(project._id, seen);
    expect(received).toHaveLength(1);
    await expect.poll(() => theirs.connected).toBe(false);
  });
});
