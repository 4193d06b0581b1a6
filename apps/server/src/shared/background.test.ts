import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createBackground } from './background';

const fakeLog = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe('background', () => {
  it('runs a task after the caller has moved on, and idle() waits for it and the tasks it starts', async () => {
    const bg = createBackground(fakeLog());
    const done: string[] = [];
    bg.run('first', async () => {
      await new Promise((r) => setTimeout(r, 5));
      done.push('first');
      bg.run('second', async () => {
        await new Promise((r) => setTimeout(r, 5));
        done.push('second');
      });
    });
    // Not started yet: the caller (a request) answers first.
    await Promise.resolve();
    expect(done).toEqual([]);
    await bg.idle();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failed task with its name; idle() still resolves', async () => {
    const log = fakeLog();
    const bg = createBackground(log);
    const err = new Error('smtp down');
    bg.run('reset code', () => Promise.reject(err));
    await expect(bg.idle()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith({ err }, 'reset code failed');
  });
});
