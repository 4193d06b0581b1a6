// The stamping calculator's engine thread: designOnePier is synchronous (tens to hundreds of ms
// of p-y analyses), and on the API's event loop it would hold every other request that long. It
// runs here instead, on a thread of its own: not the design runs' pool (runs/engine-pool.ts),
// whose threads a long run keeps busy for minutes, and which an API-only process does not start.
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { OnePierChoice, OnePierRun } from '@pilewise/engine';
import { ENGINE_THREAD } from '../runs/engine-pool';
import type { OnePierTask } from '../runs/engine-worker';

/**
 * An idle thread is kept this long, ms: a sheet is often computed again a minute later (another
 * embedment), and a thread costs a second or two to start under tsx (less compiled).
 */
const IDLE_MS = 10 * 60_000;

export class OnePierThreads {
  #pool: Piscina<OnePierTask, OnePierRun> | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts the thread now, so that the first sheet does not wait for it (a server, not tests). */
  warm(): void {
    this.#ensurePool();
  }

  /** One-pier designs the thread has finished (tests: the work went to it, not the event loop). */
  get completed(): number {
    return this.#pool?.completed ?? 0;
  }

  design(input: unknown, choice: OnePierChoice): Promise<OnePierRun> {
    return this.#ensurePool().run({ input, choice }, { name: 'designOnePierTask' });
  }

  #ensurePool(): Piscina<OnePierTask, OnePierRun> {
    if (!this.#pool) {
      this.#pool = new Piscina<OnePierTask, OnePierRun>({
        ...ENGINE_THREAD,
        execArgv: [...ENGINE_THREAD.execArgv],
        // One thread: a sheet takes well under a second, so a second one at the same moment
        // waits less than a thread would take to start; the machine's cores are the runs'.
        minThreads: 1,
        maxThreads: 1,
        idleTimeout: IDLE_MS,
      });
      this.#pool.on('error', (err: unknown) => this.log.error({ err }, 'stamping calculator thread failed'));
    }
    return this.#pool;
  }

  async destroy(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}
