// The result cache (issue 12): a run of the same input, lane and engine version as an earlier
// succeeded run of the company is answered from it at once, without the queue, and says so.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import type { Run } from '@pilewise/contracts';
import { ENGINE_VERSION } from '@pilewise/engine';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import {
  getRun,
  projectWithInput,
  runRow,
  smallDesignInput,
  startedRun,
  waitForStatus,
} from '../../test/runs';
import { canonicalJson, runInputHash } from './input-hash';
import { CACHED_RUN_MESSAGE } from './runs.service';

describe('the result cache key', () => {
  it('is the same whatever the order of keys, and changes with any value, the lane or the engine version', () => {
    const input = { b: [3, { y: 1, x: 2 }], a: { d: null, c: 'x' } };
    const reordered = { a: { c: 'x', d: null }, b: [3, { x: 2, y: 1 }] };
    expect(canonicalJson(input)).toBe('{"a":{"c":"x","d":null},"b":[3,{"x":2,"y":1}]}');
    expect(runInputHash(reordered, 'fast')).toBe(runInputHash(input, 'fast'));
    expect(runInputHash(input, 'fast')).toMatch(/^[0-9a-f]{64}$/);
    const others = [
      runInputHash({ ...input, a: { d: null, c: 'y' } }, 'fast'),
      runInputHash({ ...input, b: [{ y: 1, x: 2 }, 3] }, 'fast'), // array order is meaning
      runInputHash(input, 'accuracy'),
      runInputHash(input, 'fast', `${ENGINE_VERSION}+next`),
    ];
    expect(new Set([runInputHash(input, 'fast'), ...others]).size).toBe(5);
  });
});

describe.each(BACKENDS)('the result cache on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  let first: Run;
  let project: { _id: string };
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Cache Co' });
    project = await projectWithInput(t, admin, smallDesignInput(), 'Cached site');
  });
  afterAll(() => t?.close());

  it('answers a second identical run at once from the first: succeeded, same result, cachedFrom set, never queued', async () => {
    const queued = await startedRun(t, admin, project._id, 'fast');
    expect(queued).toMatchObject({ status: 'queued', cachedFrom: null });
    first = await waitForStatus(t, admin, queued._id, 'succeeded');
    expect(first.cachedFrom).toBeNull();
    const second = await startedRun(t, admin, project._id, 'fast');
    expect(second).toMatchObject({
      status: 'succeeded',
      progress: 1,
      cachedFrom: first._id,
      message: CACHED_RUN_MESSAGE,
      warnings: first.warnings,
    });
    expect(second.result).toEqual(first.result);
    // Answered in the start call itself (succeeded, no queue job): its speed is in npm run bench.
    expect((await runRow(t, second._id)).jobId).toBeNull();
    const read = await getRun(t, admin, second._id);
    expect(read.result).toEqual(first.result);
    expect(read.cachedFrom).toBe(first._id);
    // A third names the run that was designed, not the second.
    expect((await startedRun(t, admin, project._id, 'fast')).cachedFrom).toBe(first._id);
  });

  it('misses on any change of the input, and on the other lane', async () => {
    const changed = smallDesignInput();
    changed.settings.stressLimit = 0.95;
    const other = await projectWithInput(t, admin, changed, 'Changed site');
    const run = await startedRun(t, admin, other._id, 'fast');
    expect(run).toMatchObject({ status: 'queued', cachedFrom: null });
    await waitForStatus(t, admin, run._id, 'succeeded');

    const accurate = await startedRun(t, admin, project._id, 'accuracy');
    expect(accurate).toMatchObject({ status: 'queued', cachedFrom: null, elements: 500 });
    await waitForStatus(t, admin, accurate._id, 'succeeded');
  });

  it("never answers from another company's runs", async () => {
    const outsider = await signUpCompany(t, { companyName: 'Other Cache Co' });
    const theirs = await projectWithInput(t, outsider, smallDesignInput(), 'Cached site');
    const run = await startedRun(t, outsider, theirs._id, 'fast');
    expect(run).toMatchObject({ status: 'queued', cachedFrom: null });
    const done = await waitForStatus(t, outsider, run._id, 'succeeded');
    expect(done.result).toEqual(first.result); // the same engine answer, designed again
  });
});
