// Progress arrives many times a second; the runs row and the socket take at most one update
// per interval, always the latest one, never two writes at once.
export class Throttle<T> {
  #latest: { value: T } | null = null;
  #timer: NodeJS.Timeout | null = null;
  #lastAt = -Infinity;
  #inFlight: Promise<void> = Promise.resolve();
  #stopped = false;

  /**
   * `write` must not throw: it logs its own failures. The first value is written at once, or,
   * with `firstAfterInterval`, one interval after the throttle was made: what is worth writing
   * only when it lasts (a run's progress in its row: a run shorter than the interval needs none).
   */
  constructor(
    private readonly write: (value: T) => Promise<void>,
    private readonly intervalMs: number,
    { firstAfterInterval = false }: { firstAfterInterval?: boolean } = {},
  ) {
    if (firstAfterInterval) this.#lastAt = Date.now();
  }

  push(value: T): void {
    if (this.#stopped) return;
    this.#latest = { value };
    if (this.#timer) return;
    const wait = Math.max(0, this.#lastAt + this.intervalMs - Date.now());
    this.#timer = setTimeout(() => this.#fire(), wait);
  }

  /** Drops what is pending and waits for the write in flight, so a final write comes after it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#latest = null;
    await this.#inFlight;
  }

  #fire(): void {
    this.#timer = null;
    const latest = this.#latest;
    this.#latest = null;
    if (!latest || this.#stopped) return;
    this.#lastAt = Date.now();
    this.#inFlight = this.#inFlight.then(() => (this.#stopped ? undefined : this.write(latest.value)));
  }
}
