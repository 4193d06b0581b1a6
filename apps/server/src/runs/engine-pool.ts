// The worker threads design runs use (piscina). The server runs TypeScript without a build
// (tsx), and a thread does not inherit the way its parent loads it: under vitest, for one, the
// parent's TypeScript comes through vite, which threads never see. So every thread is started
// with tsx's loader itself (`--import <tsx>`), which works under `tsx src/server.ts` and under
// vitest alike (both are tested: runs.test.ts, and the server started by hand). Bundled by
// scripts/build-server.mjs (npm start), this module sits beside a compiled engine-worker.mjs,
// which threads load as plain JavaScript, without tsx.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { DesignRun } from '@pilewise/engine';
import type { EngineProgress, EngineTask } from './engine-worker';

const BUNDLED = import.meta.url.endsWith('.mjs');
const WORKER_FILE = new URL(BUNDLED ? './engine-worker.mjs' : './engine-worker.ts', import.meta.url).href;
const WORKER_EXEC_ARGV = BUNDLED
  ? []
  : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

export interface DesignOptions {
  /** Aborting terminates the thread at once, mid-analysis (the engine is synchronous). */
  signal: AbortSignal;
  onProgress(progress: EngineProgress): void;
}

export class EnginePool {
  #pool: Piscina<EngineTask, DesignRun> | null = null;

  constructor(
    private readonly maxThreads: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Starts the threads now rather than at the first run: a thread loading tsx and the engine
   * takes a second or two, which the server, once listening, spends instead of the first user.
   */
  warm(): void {
    this.#ensurePool();
  }

  /** Threads started (0 before the first run or warm()). */
  get threadCount(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /** Runs the engine on `input` in a thread; rejects with an AbortError when `signal` aborts. */
  async design(input: unknown, options: DesignOptions): Promise<DesignRun> {
    const pool = this.#ensurePool();
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (m: EngineProgress) => options.onProgress(m));
    try {
      return await pool.run({ input, port: port2 }, { transferList: [port2], signal: options.signal });
    } finally {
      // Progress still in flight after the answer is dropped: the caller writes the final state.
      port1.close();
    }
  }

  #ensurePool(): Piscina<EngineTask, DesignRun> {
    // Created at the first run (or warm()): a thread loads the engine through tsx (time and
    // memory), which a server that never runs a design (most tests) does not need to pay.
    if (!this.#pool) {
      this.#pool = new Piscina<EngineTask, DesignRun>({
        filename: WORKER_FILE,
        minThreads: Math.min(1, this.maxThreads),
        maxThreads: this.maxThreads,
        execArgv: WORKER_EXEC_ARGV,
      });
      // A thread that fails outside a task (it cannot start) is reported here; unheard, the
      // event would take the server down.
      this.#pool.on('error', (err: unknown) => this.log.error({ err }, 'design run thread failed'));
    }
    return this.#pool;
  }

  async destroy(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}
