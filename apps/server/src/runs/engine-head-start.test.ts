// The head start's hand-over (engine-head-start.ts): progress told before the run follows is
// not lost (the latest is), progress after goes straight through, and a design that fails
// before anyone follows it is not an unhandled rejection (vitest fails a test file on one).
import { describe, expect, it } from 'vitest';
import { EngineHeadStart } from './engine-head-start';
import type { DesignOptions, EnginePool } from './engine-pool';
import type { RunAsJson } from './run-as-json';

/** An engine whose design the test drives: its progress, and its answer. */
function drivenEngine() {
  let options!: DesignOptions;
  let settle!: { resolve(a: RunAsJson): void; reject(e: Error): void };
  const engine = {
    designAsJson: (_input: unknown, o: DesignOptions) => {
      options = o;
      return new Promise<RunAsJson>((resolve, reject) => (settle = { resolve, reject }));
    },
  } as unknown as EnginePool;
  return {
    engine,
    tell: (fraction: number) => options.onProgress({ fraction, message: `at ${fraction}` }),
    settle: () => settle,
  };
}

describe('EngineHeadStart', () => {
  it('hands the latest progress told before it is followed, then every later one, and its answer', async () => {
    const { engine, tell, settle } = drivenEngine();
    const head = new EngineHeadStart(engine, {}, new AbortController().signal);
    tell(0.1);
    tell(0.2);
    const heard: number[] = [];
    const answer = head.follow((p) => heard.push(p.fraction));
    expect(heard).toEqual([0.2]);
    tell(0.5);
    expect(heard).toEqual([0.2, 0.5]);
    const refused: RunAsJson = { ok: false, errors: [{ path: 'soil', message: 'x' }] };
    settle().resolve(refused);
    await expect(answer).resolves.toBe(refused);
  });

  it('a design failing before it is followed raises nothing unheard; following it hears the failure', async () => {
    const { engine, settle } = drivenEngine();
    const head = new EngineHeadStart(engine, {}, new AbortController().signal);
    settle().reject(new Error('thread stopped'));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(head.follow(() => {})).rejects.toThrow('thread stopped');
  });
});
