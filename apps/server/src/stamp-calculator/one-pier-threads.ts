// The stamping calculator's engine thread: designOnePier is synchronous (tens to hundreds of ms
// of p-y analyses), and on the API's event loop it would hold every other request that long. It
// runs here instead, on a thread of its own: not the design runs' pool (runs/engine-pool.ts),
// whose threads a long run keeps busy for minutes, and which an API-only process does not start.
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import { designOnePier, type OnePierChoice, type OnePierRun } from '@pilewise/engine';
import { ENGINE_THREAD } from '../runs/engine-pool';
import type { OnePierTask } from '../runs/engine-worker';
import { AppError } from '../shared/errors';
import { PerUserLimit } from '../shared/per-user-limit';

/**
 * An idle thread is kept this long, ms: a sheet is often computed again a minute later (another
 * embedment), and a thread costs a second or two to start under tsx (less compiled). Then it
 * ends, and with it the memory its designs grew (some 22 MB and more: issue 12, an idle API
 * process under 200 MB); the next sheet is computed on the event loop while a thread starts.
 */
const IDLE_MS = 10 * 60_000;

/**
 * Sheets one user may have computed at once (waiting included); one more is refused (429) until
 * one is answered. The thread is one for the whole server, a sheet of the generic example's piers
 * 5 to 20 ms (more at finer meshes and deeper piles): a script asking by the thousand would keep
 * every other engineer's sheet waiting behind it for seconds to minutes.
 * The web app asks one at a time (its Calculate button waits for the answer).
 */
export const CALCULATIONS_PER_USER = 2;

/** 429: the user has CALCULATIONS_PER_USER sheets being computed already. */
export class TooManyCalculationsError extends AppError {
  constructor() {
    super(
      429,
      'RATE_LIMITED',
      `You have ${CALCULATIONS_PER_USER} stamping calculator sheets being computed already: wait for one to finish, then ask again`,
    );
  }
}

export class OnePierThreads {
  #pool: Piscina<OnePierTask | null, OnePierRun | true> | null = null;
  /** Resolved once the thread has answered its first task: until then a sheet is computed here. */
  #ready: Promise<void> | null = null;
  #isReady = false;
  readonly #perUser = new PerUserLimit(CALCULATIONS_PER_USER, () => new TooManyCalculationsError());

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: { idleMs?: number } = {},
  ) {}

  /**
   * Starts the thread and resolves when it answers (the first sheet calls it; tests await it).
   * Until then sheets are computed on the event loop (a bounded hold of well under a second, as
   * before the thread), rather than queued behind a thread that may take seconds to start on a
   * busy machine.
   */
  warm(): Promise<void> {
    this.#ready ??= this.#ensurePool()
      .run(null, { name: 'pingTask' })
      .then(() => {
        this.#isReady = true;
      })
      .catch((err: unknown) => {
        this.log.error({ err }, 'stamping calculator thread did not start');
        this.#ready = null;
      });
    return this.#ready;
  }

  /** One-pier designs the thread has finished (tests: the work went to it, not the event loop). */
  get completed(): number {
    return this.#pool?.completed ?? 0;
  }

  /** 1 while the thread is up, else 0. */
  get threadCount(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /** The sheet's one-pier design for `requester` (a user's id), within CALCULATIONS_PER_USER. */
  design(requester: string, input: unknown, choice: OnePierChoice): Promise<OnePierRun> {
    return this.#perUser.within(requester, async () => {
      // designOnePierTask answers a run (true is the ping's answer)
      if (this.#isReady)
        return (await this.#ensurePool().run({ input, choice }, { name: 'designOnePierTask' })) as OnePierRun;
      void this.warm();
      return designOnePier(input, choice);
    });
  }

  #ensurePool(): Piscina<OnePierTask | null, OnePierRun | true> {
    if (!this.#pool) {
      this.#pool = new Piscina<OnePierTask | null, OnePierRun | true>({
        ...ENGINE_THREAD,
        execArgv: [...ENGINE_THREAD.execArgv],
        // One thread: a sheet takes well under a second, so a second one at the same moment
        // waits less than a thread would take to start; the machine's cores are the runs'.
        // None kept: an idle thread ends after idleTimeout (IDLE_MS says why).
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: this.options.idleMs ?? IDLE_MS,
      });
      this.#pool.on('error', (err: unknown) => this.log.error({ err }, 'stamping calculator thread failed'));
      // Ended (idle): sheets go to the event loop again until a new thread answers (warm()).
      this.#pool.on('workerDestroy', () => {
        this.#isReady = false;
        this.#ready = null;
      });
    }
    return this.#pool;
  }

  async destroy(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    this.#ready = null;
    this.#isReady = false;
    await pool?.destroy();
  }
}
