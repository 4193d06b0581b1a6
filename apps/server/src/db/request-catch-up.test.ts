// One catch-up a request (src/db/request-catch-up.ts): the kept reads of one HTTP request share
// the round trip its authentication started, and a reset of the listener since voids it; so do
// the checks (token, project) of one run event's deliveries to the sockets following it.
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunProgressEvent } from '@pilewise/contracts';
import { createProject, createUser, shareProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { collectProgress, connectSocket, subscribeProject } from '../../test/socket';
import type { ChannelHandlers, ChannelListener } from './channel-listener';
import { RowChanges } from './row-changes';

/** RowChanges on a listener whose round trips are counted, answering `live`. */
async function countedRowChanges(): Promise<{
  changes: RowChanges;
  roundTrips: () => number;
  live: { on: boolean };
}> {
  let roundTrips = 0;
  const live = { on: true };
  const changes = new RowChanges();
  await changes.start({
    listen: async (_channel: string, _handlers: ChannelHandlers): Promise<ChannelListener> => ({
      caughtUp: async () => {
        roundTrips++;
        return live.on;
      },
      close: async () => {},
    }),
  });
  return { changes, roundTrips: () => roundTrips, live };
}

describe('RowChanges.catchUpForOneRequest', () => {
  it('makes one round trip for all the reads of one request, and one per request', async () => {
    const { changes, roundTrips } = await countedRowChanges();
    const one = changes.catchUpForOneRequest();
    expect(roundTrips()).toBe(0); // started by the first read, not before
    expect(await Promise.all([one.caughtUp(), one.caughtUp()])).toEqual([true, true]);
    expect(await one.caughtUp()).toBe(true);
    expect(roundTrips()).toBe(1);
    expect(await changes.catchUpForOneRequest().caughtUp()).toBe(true);
    expect(roundTrips()).toBe(2);
  });

  it('holds no longer once the listener reset (connection lost: changes may have been missed)', async () => {
    const { changes } = await countedRowChanges();
    const one = changes.catchUpForOneRequest();
    expect(await one.caughtUp()).toBe(true);
    changes.reset();
    expect(await one.caughtUp()).toBe(false);
  });

  it('answers false when the round trip did (not listening)', async () => {
    const { changes, live } = await countedRowChanges();
    live.on = false;
    const one = changes.catchUpForOneRequest();
    expect(await one.caughtUp()).toBe(false);
    live.on = true;
    expect(await one.caughtUp()).toBe(false); // this request's answer stays
  });
});

describe.each(BACKENDS)('a project screen GET waits for one catch-up, on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let projectId: string;

  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t);
    projectId = (await createProject(t, admin))._id;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it('its token holder and its project row are read from memory after one round trip', async () => {
    const runs = () =>
      t.call({ method: 'GET', url: `/api/projects/project-runs/${projectId}`, token: admin.token });
    expect((await runs()).statusCode).toBe(200); // keeps both rows
    const holdersBefore = { ...t.app.tokenHolders.counts };
    const rowsBefore = { ...t.app.projectRows.counts };
    const caughtUp = vi.spyOn(RowChanges.prototype, 'caughtUp');
    try {
      expect((await runs()).statusCode).toBe(200);
      expect(caughtUp).toHaveBeenCalledTimes(1);
    } finally {
      caughtUp.mockRestore();
    }
    expect(t.app.tokenHolders.counts.hits - holdersBefore.hits).toBe(1);
    expect(t.app.projectRows.counts.hits - rowsBefore.hits).toBe(1);
  });
});

describe.each(BACKENDS)("a run event's deliveries wait for one catch-up, on %s", (backend) => {
  let t: TestApp;
  const clients: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp(backend);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    for (const c of clients.splice(0)) c.disconnect();
    await t?.close();
  });

  it('checks the token and the project of every following socket after one round trip', async () => {
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const admin = await signUpCompany(t, { companyName: 'Deliveries Co' });
    const colleague = await createUser(t, admin.companyId, 'User');
    const project = await createProject(t, admin);
    await shareProject(t, admin, project._id);
    const followers = [
      await connectSocket(url, admin.token, clients),
      await connectSocket(url, colleague.token, clients),
    ];
    for (const f of followers) expect(await subscribeProject(f, project._id)).toEqual({ ok: true });
    const heard = followers.map(collectProgress);
    const event: RunProgressEvent = {
      runId: crypto.randomUUID(),
      projectId: project._id,
      status: 'running',
      progress: 0.5,
      message: 'halfway',
    };
    const caughtUp = vi.spyOn(RowChanges.prototype, 'caughtUp');
    try {
      t.app.runs.events.emit(event);
      await expect.poll(() => heard.every((h) => h.length === 1), { timeout: 5000 }).toBe(true);
      // two sockets, each with its token and its project checked: one round trip (four before)
      expect(caughtUp).toHaveBeenCalledTimes(1);
    } finally {
      caughtUp.mockRestore();
    }
    expect(heard).toEqual([[event], [event]]);
  });
});
