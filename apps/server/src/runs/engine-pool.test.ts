// warm() starts the engine threads before any run (server.ts calls it once listening), so the
// first user's run does not wait for a thread to load tsx and the engine.
import { describe, expect, it } from 'vitest';
import { EnginePool } from './engine-pool';

const log = { error: () => {} } as unknown as ConstructorParameters<typeof EnginePool>[1];

describe('EnginePool', () => {
  it('has no thread until the first run or warm(); warm() starts one, destroy() ends them', async () => {
    const pool = new EnginePool(2, log);
    expect(pool.threadCount).toBe(0);
    pool.warm();
    expect(pool.threadCount).toBeGreaterThanOrEqual(1);
    await pool.destroy();
    expect(pool.threadCount).toBe(0);
  });
});
