// Companies share the server's engine threads: a run waiting in the queue goes behind the runs of
// companies with fewer unfinished runs than its own (queue-sql.ts, fairPrioritySql), so that one
// company queueing many runs does not hold another's single run behind all of them, and each
// company's own runs still go in the order it queued them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, testConfig, type TestApp } from '../../test/helper';
import { projectWithInput, runRow, smallDesignInput, startedRun, waitForStatus } from '../../test/runs';

describe.each(BACKENDS)('design-run queue, companies sharing the threads, on %s', (backend) => {
  /** A process that only queues runs: every run waits until a worker process comes up. */
  let api: TestApp;
  let busy: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    api = await buildTestApp(backend, { RUN_WORKERS: '0' });
    busy = await signUpCompany(api, { companyName: 'Busy Co' });
    other = await signUpCompany(api, { companyName: 'Other Co' });
  });
  afterAll(() => api?.close());

  it("a company's single run goes before another company's second and third, each company's in its order", async () => {
    const queue = async (user: TestUser, name: string) =>
      (await startedRun(api, user, (await projectWithInput(api, user, smallDesignInput(), name))._id))._id;
    const busy1 = await queue(busy, 'Busy 1');
    const busy2 = await queue(busy, 'Busy 2');
    const busy3 = await queue(busy, 'Busy 3');
    const other1 = await queue(other, 'Other 1');
    const busy4 = await queue(busy, 'Busy 4');
    const other2 = await queue(other, 'Other 2');

    // One worker thread takes them one at a time, highest priority first, then oldest.
    const worker = await buildApp(testConfig({ RUN_WORKERS: '1' }), {
      database: api.database,
      logger: false,
    });
    await worker.ready();
    try {
      const runs: [TestUser, string][] = [
        [busy, busy1],
        [busy, busy2],
        [busy, busy3],
        [other, other1],
        [busy, busy4],
        [other, other2],
      ];
      for (const [user, id] of runs) await waitForStatus(api, user, id, 'succeeded');
      const startedAt = async (id: string) => (await runRow(api, id)).startedAt!.getTime();
      const order = (await Promise.all(runs.map(async ([, id]) => ({ id, at: await startedAt(id) }))))
        .sort((a, b) => a.at - b.at)
        .map((r) => r.id);
      // Ranks: busy 0, −1, −2, −3; other 0, −1. First come first served would be busy 1 to 3,
      // other 1, busy 4, other 2.
      expect(order).toEqual([busy1, other1, busy2, other2, busy3, busy4]);
    } finally {
      await worker.close();
    }
  });
});
