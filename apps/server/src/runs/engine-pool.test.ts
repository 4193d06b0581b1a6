// warm() starts the engine threads before any run (server.ts calls it once listening), so the
// first user's run does not wait for a thread to load tsx and the engine. design() splits a run
// across the threads and merges the parts into the single-threaded result, byte for byte.
import { describe, expect, it } from 'vitest';
import { DESIGN_THREAD_YOUNG_GENERATION_MB, runDesign } from '@pilewise/engine';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { checkDesignInput } from './design-input-check';
import { EnginePool } from './engine-pool';

const log = { error: () => {}, warn: () => {}, info: () => {} } as unknown as ConstructorParameters<
  typeof EnginePool
>[1];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits for `done` (polled), failing after 30 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > 30_000) throw new Error('not within 30 s');
    await sleep(50);
  }
}

describe('EnginePool', () => {
  it('has no thread until the first run or warm(); warm() starts one, destroy() ends them', async () => {
    const pool = new EnginePool(2, log);
    expect(pool.threadCount).toBe(0);
    void pool.warm();
    expect(pool.threadCount).toBeGreaterThanOrEqual(1);
    // each thread with the engine's young generation, three times Node's default of 48 MB: a
    // design's short-lived objects die there rather than being copied (design-parts.ts)
    for (const mb of pool.threadYoungGenerations_MB) expect(mb).toBe(DESIGN_THREAD_YOUNG_GENERATION_MB);
    expect(DESIGN_THREAD_YOUNG_GENERATION_MB).toBeGreaterThan(48);
    await pool.destroy();
    expect(pool.threadCount).toBe(0);
  });

  it('warm() has each thread design a pier of the generic example (warmUpTask): resolves to the piers designed; a destroyed pool resolves to []', async () => {
    const pool = new EnginePool(2, log);
    try {
      // one pier of the generic example a thread (engine-worker.ts warmUpInput)
      expect(await pool.warm()).toEqual([1, 1]);
      // meanwhile counted as tasks: once done, a check finds an idle thread
      const check = pool.checkDesignInputOnIdleThread(example);
      expect(check).not.toBeNull();
      expect(await check).toEqual([]);
    } finally {
      await pool.destroy();
    }
    const stopped = new EnginePool(1, log);
    const warming = stopped.warm();
    await stopped.destroy();
    expect(await warming).toEqual([]);
  }, 120_000);

  it('designs a run in parts on two threads: the result is the single-threaded one byte for byte; progress adds up to 1', async () => {
    // The generic example (8 pier types at 2 pile heights) in the fast lane: one height per thread.
    const input = { ...example, settings: { ...example.settings, elements: 100 } };
    const pool = new EnginePool(2, log);
    const fractions: number[] = [];
    try {
      const parallel = await pool.design(input, {
        signal: new AbortController().signal,
        onProgress: ({ fraction }) => fractions.push(fraction),
      });
      expect(pool.threadCount).toBe(2);
      expect(JSON.stringify(parallel)).toBe(JSON.stringify(runDesign(input)));
      expect(fractions.length).toBeGreaterThan(0);
      expect(Math.max(...fractions)).toBeLessThanOrEqual(1 + 1e-12);
    } finally {
      await pool.destroy();
    }
  }, 120_000);

  it('designs a run as JSON text: the single-threaded result’s JSON byte for byte, with its counts', async () => {
    const input = { ...example, settings: { ...example.settings, elements: 100 } };
    const pool = new EnginePool(2, log);
    try {
      const answer = await pool.designAsJson(input, {
        signal: new AbortController().signal,
        onProgress() {},
      });
      const single = runDesign(input);
      if (!answer.ok || !single.ok) throw new Error('the example must design');
      expect(answer.resultJson.toString('utf8')).toBe(JSON.stringify(single.result));
      expect(answer.warnings).toEqual(single.warnings);
      expect(answer.pierCount).toBe(single.result.piers.length);
      expect(answer.analyses).toBe(single.result.analyses);
    } finally {
      await pool.destroy();
    }
  }, 120_000);

  it('renews threads that designed once idle for renewAfterIdleMs: new threads, warmed, the same answers', async () => {
    const input = { ...example, settings: { ...example.settings, elements: 100 } };
    const options = () => ({ signal: new AbortController().signal, onProgress() {} });
    const pool = new EnginePool(2, log, { renewAfterIdleMs: 300 });
    try {
      await pool.warm();
      const warmed = pool.threadIds;
      expect(warmed).toHaveLength(2);
      await sleep(800);
      expect(pool.threadIds).toEqual(warmed); // only warmed up: nothing to give back
      const first = await pool.design(input, options());
      const ran = pool.threadIds;
      expect(ran).toEqual(warmed);
      await until(() => pool.threadIds.length === 2 && !pool.threadIds.some((id) => ran.includes(id)));
      // Fresh threads, warmed up in turn (counted as tasks: an input check does not wait behind them).
      await until(() => pool.checkDesignInputOnIdleThread(input) !== null);
      const renewed = pool.threadIds;
      expect(JSON.stringify(await pool.design(input, options()))).toBe(JSON.stringify(first));
      expect(pool.threadIds).toEqual(renewed); // the run was not what renewed them
    } finally {
      await pool.destroy();
    }
  }, 120_000);

  it('never renews threads while a task is on them, nor when renewAfterIdleMs is unset', async () => {
    const input = { ...example, settings: { ...example.settings, elements: 100 } };
    // A design far longer than the idle time: its threads stay until it is done.
    const busy = new EnginePool(2, log, { renewAfterIdleMs: 20 });
    const kept = new EnginePool(2, log);
    try {
      await Promise.all([busy.warm(), kept.warm()]);
      const ids = busy.threadIds;
      const answer = await busy.design(input, {
        signal: new AbortController().signal,
        onProgress: () => {
          expect(busy.threadIds).toEqual(ids);
        },
      });
      expect(answer.ok).toBe(true);
      const keptIds = kept.threadIds;
      await kept.design(input, { signal: new AbortController().signal, onProgress() {} });
      await sleep(500);
      expect(kept.threadIds).toEqual(keptIds);
    } finally {
      await Promise.all([busy.destroy(), kept.destroy()]);
    }
  }, 120_000);

  it("checks an input on an idle thread as the main thread does; none while the threads aren't started or are all busy", async () => {
    const pool = new EnginePool(2, log);
    const bad = { ...example, settings: { ...example.settings, elements: 100, stressLimit: 2 } };
    const good = { ...example, settings: { ...example.settings, elements: 100 } };
    try {
      expect(pool.checkDesignInputOnIdleThread(bad)).toBeNull(); // no thread yet: the caller checks
      await pool.warm();
      const errors = checkDesignInput(bad);
      expect(errors.map((e) => e.path)).toEqual(['settings.stressLimit']);
      expect(await pool.checkDesignInputOnIdleThread(bad)).toEqual(errors);
      expect(await pool.checkDesignInputOnIdleThread(good)).toEqual([]);
      // A run takes both threads (one part each): a check would wait behind it, so none is offered.
      const abort = new AbortController();
      const run = pool.design(good, { signal: abort.signal, onProgress() {} });
      expect(pool.checkDesignInputOnIdleThread(good)).toBeNull();
      abort.abort();
      await run.catch(() => {});
      expect(await pool.checkDesignInputOnIdleThread(bad)).toEqual(errors);
    } finally {
      await pool.destroy();
    }
  }, 60_000);

  it('fails a run whose threads cannot start, rather than keep it waiting', async () => {
    const missing = { filename: new URL('./no-such-engine-worker.mjs', import.meta.url).href, execArgv: [] };
    const pool = new EnginePool(2, log, { module: missing });
    try {
      const run = pool.design(example, { signal: new AbortController().signal, onProgress() {} });
      await expect(run).rejects.toThrow(/no-such-engine-worker/);
    } finally {
      await pool.destroy();
    }
  });

  it('a cancel stops every part', async () => {
    const pool = new EnginePool(2, log);
    const abort = new AbortController();
    try {
      const run = pool.design(example, { signal: abort.signal, onProgress: () => abort.abort() });
      await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await pool.destroy();
    }
  }, 60_000);
});
