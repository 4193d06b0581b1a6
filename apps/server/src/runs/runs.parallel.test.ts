// A run split across the engine threads (issue 12), through the API: the stored result is the
// single-threaded engine's, and its progress went forward to 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDesign } from '@pilewise/engine';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { projectWithInput, startedRun, waitForStatus } from '../../test/runs';

describe.each(BACKENDS)('a run on two engine threads on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Parallel Co' });
  }, 120_000);
  afterAll(() => t?.close());

  it('stores the single-threaded result of the generic example (8 pier types at 2 pile heights)', async () => {
    const project = await projectWithInput(t, admin, example, 'Generic site');
    const run = await waitForStatus(
      t,
      admin,
      (await startedRun(t, admin, project._id, 'fast'))._id,
      'succeeded',
    );
    const single = runDesign({ ...example, settings: { ...example.settings, elements: 100 } });
    if (!single.ok) throw new Error('the example must design');
    // Through JSONB (keys reordered): the same values; byte for byte at the pool: engine-pool.test.ts.
    expect(run.result).toEqual(JSON.parse(JSON.stringify(single.result)));
    expect(run.warnings).toEqual(single.warnings);
    expect(run.progress).toBe(1);
  }, 120_000);
});
