// One catch-up a request (src/db/request-catch-up.ts): the kept reads of one HTTP request share
// the round trip its authentication started, and a reset of the listener since voids it; the
// socket's actor (not a request's) still waits for a round trip per read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProject, signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
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
