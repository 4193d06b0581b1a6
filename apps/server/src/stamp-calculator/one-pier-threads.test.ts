// The stamping calculator's thread (one-pier-threads.ts): sheets go to it once it answered, it
// ends after idling (giving back its memory: issue 12), and the next sheet is computed on the
// event loop, the same answer, while a new thread starts.
import { describe, expect, it } from 'vitest';
import { designOnePier, runDesign, type OnePierChoice } from '@pilewise/engine';
import { smallDesignInput } from '../../test/runs';
import { OnePierThreads } from './one-pier-threads';

const log = { error: () => {}, warn: () => {}, info: () => {} } as unknown as ConstructorParameters<
  typeof OnePierThreads
>[0];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The small fixture's first pier as its run designed it: a choice the calculator accepts. */
function aChoice(input: unknown): OnePierChoice {
  const run = runDesign(input);
  if (!run.ok) throw new Error('the fixture must design');
  const pier = run.result.piers.find((p) => p.status === 'pass');
  if (!pier?.section) throw new Error('the fixture must have a passing pier');
  return {
    pierTypeId: pier.pierTypeId,
    section: pier.section.name,
    embedment_m: pier.embedment_m,
    pileHeight_m: pier.pileHeight_m,
  };
}

describe('OnePierThreads', () => {
  it('ends its thread after idling; the next sheet is computed on the event loop and starts a new one', async () => {
    const input = smallDesignInput();
    const choice = aChoice(input);
    const expected = JSON.stringify(designOnePier(input, choice));
    const threads = new OnePierThreads(log, { idleMs: 300 });
    try {
      await threads.warm();
      expect(threads.threadCount).toBe(1);
      expect(JSON.stringify(await threads.design('u1', input, choice))).toBe(expected);
      expect(threads.completed).toBe(2); // the ping, then the sheet: on the thread
      for (let waited = 0; threads.threadCount > 0; waited += 50) {
        if (waited > 30_000) throw new Error('the idle thread did not end');
        await sleep(50);
      }
      // No thread: computed here (the count stays), the same answer, and a thread is on its way.
      expect(JSON.stringify(await threads.design('u1', input, choice))).toBe(expected);
      expect(threads.completed).toBe(2);
      await threads.warm();
      expect(threads.threadCount).toBe(1);
      expect(JSON.stringify(await threads.design('u1', input, choice))).toBe(expected);
      expect(threads.completed).toBe(4);
    } finally {
      await threads.destroy();
    }
  }, 60_000);
});
