import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Throttle } from './throttle';

describe('Throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A write that takes `ms` and records when it started and ended. */
  const slowWriter = (ms: number) => {
    const log: string[] = [];
    const write = async (v: number) => {
      log.push(`start ${v} @${Date.now()}`);
      await new Promise((r) => setTimeout(r, ms));
      log.push(`end ${v} @${Date.now()}`);
    };
    return { log, write };
  };

  it('writes the first value at once, then the latest one at most once per interval', async () => {
    vi.setSystemTime(0);
    const written: [number, number][] = [];
    const throttle = new Throttle<number>(async (v) => void written.push([v, Date.now()]), 250);
    throttle.push(1);
    await vi.advanceTimersByTimeAsync(0);
    for (let v = 2; v <= 20; v++) {
      throttle.push(v);
      await vi.advanceTimersByTimeAsync(40);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([
      [1, 0],
      [8, 250], // pushed at 240
      [14, 500],
      [20, 750],
    ]);
  });

  it('with firstAfterInterval, writes nothing before one interval has passed since it was made', async () => {
    vi.setSystemTime(0);
    const written: [number, number][] = [];
    const throttle = new Throttle<number>(async (v) => void written.push([v, Date.now()]), 1000, {
      firstAfterInterval: true,
    });
    for (let v = 1; v <= 6; v++) {
      throttle.push(v);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(written).toEqual([]); // a run that ended here (stop) wrote no progress
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([[6, 1000]]);
  });

  it('never runs two writes at once; stop() drops what is pending and waits for the write in flight', async () => {
    vi.setSystemTime(0);
    const { log, write } = slowWriter(400);
    const throttle = new Throttle<number>(write, 250);
    throttle.push(1);
    await vi.advanceTimersByTimeAsync(300);
    throttle.push(2); // due at 250, but write 1 runs until 400
    await vi.advanceTimersByTimeAsync(200);
    throttle.push(3); // due at 750
    let stopped = false;
    const stopping = throttle.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false); // write 2 is still running
    await vi.advanceTimersByTimeAsync(1000);
    await stopping;
    expect(log).toEqual(['start 1 @0', 'end 1 @400', 'start 2 @400', 'end 2 @800']);
    throttle.push(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveLength(4);
  });
});
