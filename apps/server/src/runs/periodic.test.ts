import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { every } from './periodic';

describe('every', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the task each interval after the last one ended, never two at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const periodic = every(1000, async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 2500)); // longer than the interval
      running -= 1;
      runs += 1;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(runs + running).toBe(0);
    await vi.advanceTimersByTimeAsync(1); // t = 1000: the first starts
    expect(running).toBe(1);
    await vi.advanceTimersByTimeAsync(2500); // t = 3500: it ends; the next at 4500
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(running).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(running).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(most).toBe(1);
    await periodic.stop();
  });

  it('stop() waits for the task under way, and none starts after', async () => {
    let runs = 0;
    let ended = false;
    const periodic = every(100, async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      ended = true;
    });
    await vi.advanceTimersByTimeAsync(120); // under way
    const stopping = periodic.stop();
    await vi.advanceTimersByTimeAsync(50);
    await stopping;
    expect(ended).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(1);
  });
});
