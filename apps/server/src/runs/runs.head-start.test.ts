// A run started on a thread its start holds begins its design before the start's writes commit
// (engine-head-start.ts; issue 12: a run's overhead), and a start refused after that stops it.
// The start's input check is held open by the test: the start cannot commit before the check
// answers (it is heard before the commit), so a design begun meanwhile began before the commit.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Run } from '@pilewise/contracts';
import type { DesignInputError } from '@pilewise/engine';
import { signUpCompany, type TestUser } from '../../test/factories';
import { BACKENDS, buildTestApp, type TestApp } from '../../test/helper';
import { largeDesignInput, projectWithInput, smallDesignInput } from '../../test/runs';
import { EnginePool } from './engine-pool';
import { RunQueue } from './runs.queue';

describe.each(BACKENDS)('a run begun before its start commits, on %s', (backend) => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    admin = await signUpCompany(t, { companyName: 'Head Start Co' });
  });
  afterAll(() => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const start = (projectId: string, lane: 'fast' | 'accuracy') =>
    t.call({
      method: 'POST',
      url: '/api/projects/run',
      token: admin.token,
      payload: { projectId, lane },
      headers: { prefer: 'wait=20', 'accept-encoding': 'identity' },
    });

  /** The queue's input check, answered `answer` only when the test lets it (`answerCheck`). */
  function holdTheCheck(answer: (real: Promise<DesignInputError[]>) => Promise<DesignInputError[]>) {
    const realCheck = RunQueue.prototype.checkDesignInput;
    let answerCheck!: () => void;
    const answered = new Promise<void>((resolve) => (answerCheck = resolve));
    vi.spyOn(RunQueue.prototype, 'checkDesignInput').mockImplementation(function (this: RunQueue, input) {
      const real = realCheck.call(this, input);
      return answered.then(() => answer(real));
    });
    return answerCheck;
  }

  /** Every design the engine threads are given: when it began (before the check answered?) and its signal. */
  function watchDesigns() {
    const began: { signal: AbortSignal }[] = [];
    const realDesign = EnginePool.prototype.designAsJson;
    vi.spyOn(EnginePool.prototype, 'designAsJson').mockImplementation(function (
      this: EnginePool,
      input,
      options,
    ) {
      began.push({ signal: options.signal });
      return realDesign.call(this, input, options);
    });
    return began;
  }

  it('the design begins while the start is still open, and its result is the run’s', async () => {
    const project = await projectWithInput(t, admin, smallDesignInput(), 'Begun early');
    const answerCheck = holdTheCheck((real) => real);
    const began = watchDesigns();
    const starting = start(project._id, 'fast');
    // The design is on the threads while the check, and so the commit, still waits.
    await expect.poll(() => began.length, { timeout: 10_000, interval: 5 }).toBe(1);
    answerCheck();
    const res = await starting;
    expect(res.statusCode, res.body).toBe(200);
    const run = res.json<{ run: Run }>().run;
    expect(run.status).toBe('succeeded');
    expect(run.result?.piers.length).toBeGreaterThan(0);
    // The run followed the design begun early: the engine was not asked again.
    expect(began).toHaveLength(1);
  });

  it('a start refused after its design began stops it, writes nothing, and the next run runs', async () => {
    const project = await projectWithInput(t, admin, largeDesignInput(), 'Refused late');
    const refusal: DesignInputError = { path: 'soil', message: 'refused by the test' };
    const answerCheck = holdTheCheck(async () => [refusal]);
    const began = watchDesigns();
    const starting = start(project._id, 'accuracy');
    await expect.poll(() => began.length, { timeout: 10_000, interval: 5 }).toBe(1);
    expect(began[0]!.signal.aborted).toBe(false);
    answerCheck();
    const res = await starting;
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('refused by the test');
    expect(began[0]!.signal.aborted).toBe(true);
    const list = await t.call({
      method: 'GET',
      url: `/api/projects/project-runs/${project._id}`,
      token: admin.token,
    });
    expect(list.json<{ runs: Run[] }>().runs).toHaveLength(0);

    vi.restoreAllMocks();
    const small = await projectWithInput(t, admin, smallDesignInput(), 'After the refusal');
    const next = await start(small._id, 'fast');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json<{ run: Run }>().run.status).toBe('succeeded');
  });
});
