// The worker threads design runs use (piscina): a thread per core the server gives runs, each
// designing its part of a run (the engine's runDesignPart). How a thread loads the engine, from
// TypeScript or from the bundle: shared/thread-module.ts.
import { MessageChannel } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import {
  DESIGN_THREAD_YOUNG_GENERATION_MB,
  mergeDesignParts,
  type DesignInputError,
  type DesignRun,
} from '@pilewise/engine';
import type { EngineProgress, EngineTask, PartAsJson } from './engine-worker';
import { threadModule } from '../shared/thread-module';
import { mergePartsAsJson, type RunAsJson } from './run-as-json';

const WORKER = threadModule(import.meta.url, 'engine-worker');

/** The engine's worker file, the way a thread loads it and its heap: for any pool of engine threads. */
export const ENGINE_THREAD = {
  filename: WORKER.filename,
  execArgv: WORKER.execArgv,
  // a larger young generation than Node's default: up to a fifth less CPU a design (the
  // engine's DESIGN_THREAD_YOUNG_GENERATION_MB says why and how much)
  resourceLimits: { maxYoungGenerationSizeMb: DESIGN_THREAD_YOUNG_GENERATION_MB },
} as const;

export interface DesignOptions {
  /** Aborting terminates the thread at once, mid-analysis (the engine is synchronous). */
  signal: AbortSignal;
  onProgress(progress: EngineProgress): void;
}

export interface EnginePoolOptions {
  /**
   * Threads that designed are replaced by fresh ones, warmed up as at the start if the pool was
   * (warm()), once no task has run for this long, ms; 0 or absent: never. A thread keeps the
   * young generation its designs grew (DESIGN_THREAD_YOUNG_GENERATION_MB: some 60 MB a thread
   * after a few runs), which V8 does not give back while it idles, nor for a forced collection:
   * an idle server that had run designs kept 300 MB on PostgreSQL, against 185 MB after its
   * start (issue 12: idle memory under 200 MB). The price: the next run is a first run again
   * (V8 compiles the engine as it runs: some 0.3 s more for a Fast Lane run).
   */
  renewAfterIdleMs?: number;
  /** The threads' module (tests: one that cannot load); engine-worker beside this file. */
  module?: { filename: string; execArgv: string[] };
}

export class EnginePool {
  #pool: Piscina<EngineTask, unknown> | null = null;
  /** Tasks given to the threads and not yet answered. */
  #tasks = 0;
  /** The threads designed something since they started (a warm-up aside): renew them when idle. */
  #designed = false;
  /** warm() was asked: renewed threads are warmed up too. */
  #warmed = false;
  #renewTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly maxThreads: number,
    private readonly log: FastifyBaseLogger,
    private readonly options: EnginePoolOptions = {},
  ) {}

  /**
   * Starts the threads now rather than at the first run, and has each design a pier: a thread
   * loading tsx and the engine takes a second or two, and its first design ~0.6 s more than its
   * next ones (engine-worker.ts warmUpInput), which the server, once listening, spends instead
   * of the first user. Resolves to the piers each thread designed warming up ([] when it could not).
   */
  warm(): Promise<number[]> {
    this.#warmed = true;
    const pool = this.#ensurePool();
    // One warm-up design a thread: the tasks go out together, so each thread takes one as it
    // comes up (one up long before the other may take both: a warm-up is best effort). A run
    // arriving meanwhile waits for them (some 0.3 s), then runs warmer. Counted as tasks, so an
    // input check does not queue behind them.
    const warmUps = Array.from({ length: this.maxThreads }, () =>
      this.#counted((pool as Piscina<unknown, unknown>).run({}, { name: 'warmUpTask' }) as Promise<number>),
    );
    return Promise.all(warmUps).then(
      (piers) => {
        this.log.info({ piers }, 'design run threads: warmed up');
        return piers;
      },
      (err: unknown) => {
        // the pool destroyed meanwhile (the server stopping), or a thread that cannot design:
        // the runs themselves say so; a warm-up is never a reason to stop
        this.log.warn({ err }, 'design run threads: warm-up not done');
        return [];
      },
    );
  }

  /** Threads started (0 before the first run or warm()). */
  get threadCount(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /** The started threads' ids (tests: threads renewed after idle are new ones). */
  get threadIds(): number[] {
    return (this.#pool?.threads ?? []).map((t) => t.threadId);
  }

  /** The young generation of each started thread, MB, as Node reports it (Worker.resourceLimits). */
  get threadYoungGenerations_MB(): number[] {
    return (this.#pool?.threads ?? []).map((t) => t.resourceLimits?.maxYoungGenerationSizeMb ?? Number.NaN);
  }

  /**
   * Runs the engine on `input`, split into one part per thread (pier designs are independent:
   * the engine's runDesignPart), and merges the parts into the single-threaded result, byte for
   * byte. Progress is the sum of the parts'. Rejects with an AbortError when `signal` aborts; a
   * part that fails stops the others.
   */
  async design(input: unknown, options: DesignOptions): Promise<DesignRun> {
    return mergeDesignParts(await this.#designParts<DesignRun>(input, options, 'default'));
  }

  /**
   * design(), answered as the result's JSON text (what a run stores and serves) with what its
   * message counts: each thread serialises its own part, and the parts' texts are joined
   * (run-as-json.ts), the same bytes as JSON.stringify of design()'s result.
   */
  async designAsJson(input: unknown, options: DesignOptions): Promise<RunAsJson> {
    return mergePartsAsJson(await this.#designParts<PartAsJson>(input, options, 'designPartAsJsonTask'));
  }

  /**
   * The engine's check of a design input (design-input-check.ts) on a thread, when the threads
   * are started and one is idle; null otherwise, for the caller to check it itself rather than
   * wait behind a run's parts.
   */
  checkDesignInputOnIdleThread(input: unknown): Promise<DesignInputError[]> | null {
    const pool = this.#pool;
    if (!pool || this.#tasks >= this.maxThreads) return null;
    return this.#counted(
      (pool as Piscina<unknown, unknown>).run({ input }, { name: 'checkDesignInputTask' }) as Promise<
        DesignInputError[]
      >,
    );
  }

  async #counted<T>(task: Promise<T>): Promise<T> {
    this.#tasks++;
    this.#stopRenewTimer();
    try {
      return await task;
    } finally {
      this.#tasks--;
      if (this.#tasks === 0) this.#startRenewTimer();
    }
  }

  #startRenewTimer(): void {
    const idleMs = this.options.renewAfterIdleMs ?? 0;
    if (idleMs <= 0 || !this.#designed || !this.#pool) return;
    this.#renewTimer = setTimeout(() => this.#renew(), idleMs);
    this.#renewTimer.unref(); // nothing to wait for when the process ends
  }

  #stopRenewTimer(): void {
    if (this.#renewTimer) clearTimeout(this.#renewTimer);
    this.#renewTimer = null;
  }

  /** Idle threads that designed give way to fresh ones (EnginePoolOptions.renewAfterIdleMs). */
  #renew(): void {
    this.#renewTimer = null;
    const old = this.#pool;
    if (!old || this.#tasks > 0) return; // a task came meanwhile: it stopped the timer first
    this.#pool = null;
    this.#designed = false;
    // No task of ours is on them (none is counted), so nothing is cut short.
    old.destroy().catch((err: unknown) => this.log.warn({ err }, 'design run threads: not ended cleanly'));
    this.log.info('design run threads: renewed after idling (their memory given back)');
    if (this.#warmed) void this.warm();
  }

  /** Every part of the run, by the worker's task `name`, in order. */
  async #designParts<Part>(input: unknown, options: DesignOptions, name: string): Promise<Part[]> {
    const pool = this.#ensurePool();
    const partCount = this.maxThreads;
    const stop = new AbortController();
    const stopAll = () => stop.abort(options.signal.reason);
    if (options.signal.aborted) stopAll();
    else options.signal.addEventListener('abort', stopAll, { once: true });
    const fractions = new Array<number>(partCount).fill(0);
    try {
      return await Promise.all(
        fractions.map((_, partIndex) =>
          this.#designPart<Part>(pool, name, { input, partIndex, partCount }, stop.signal, (m) => {
            fractions[partIndex] = m.fraction;
            options.onProgress({ fraction: fractions.reduce((a, b) => a + b, 0), message: m.message });
          }).catch((err: unknown) => {
            stop.abort(err);
            throw err;
          }),
        ),
      );
    } finally {
      options.signal.removeEventListener('abort', stopAll);
    }
  }

  async #designPart<Part>(
    pool: Piscina<EngineTask, unknown>,
    name: string,
    part: Omit<EngineTask, 'port'>,
    signal: AbortSignal,
    onProgress: (progress: EngineProgress) => void,
  ): Promise<Part> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', onProgress);
    this.#designed = true;
    try {
      return (await this.#counted(
        pool.run({ ...part, port: port2 }, { name, transferList: [port2], signal }),
      )) as Part;
    } finally {
      // Progress still in flight after the answer is dropped: the caller writes the final state.
      port1.close();
    }
  }

  #ensurePool(): Piscina<EngineTask, unknown> {
    // Created at the first run (or warm()): a thread loads the engine through tsx (time and
    // memory), which a server that never runs a design (most tests) does not need to pay.
    if (!this.#pool) {
      const module = this.options.module ?? WORKER;
      this.#pool = new Piscina<EngineTask, unknown>({
        filename: module.filename,
        // Every thread kept: a run is split across all of them, and a thread started per run
        // (piscina ends idle threads above minThreads) would cost more than its part saves.
        minThreads: this.maxThreads,
        maxThreads: this.maxThreads,
        execArgv: module.execArgv,
        resourceLimits: ENGINE_THREAD.resourceLimits,
      });
      // A thread that fails outside a task (it cannot start) is reported here; unheard, the
      // event would take the server down.
      this.#pool.on('error', (err: unknown) => this.log.error({ err }, 'design run thread failed'));
    }
    return this.#pool;
  }

  async destroy(): Promise<void> {
    this.#stopRenewTimer();
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}
