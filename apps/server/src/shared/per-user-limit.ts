// How many requests of one user a resource the whole server shares (one thread) takes at once,
// waiting ones included: one more is refused at once, until one is answered. A script of one user
// asking by the dozen would otherwise queue every other company's work behind its own.

export class PerUserLimit {
  /** Requests taken and not yet answered, by the user who asked. */
  readonly #held = new Map<string, number>();

  constructor(
    readonly limit: number,
    /** The refusal (a 429 saying what to wait for). */
    private readonly refusal: () => Error,
  ) {}

  /** `work`, when the user has fewer than `limit` requests in hand; their place back when it settles. */
  async within<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const held = this.#held.get(userId) ?? 0;
    if (held >= this.limit) throw this.refusal();
    this.#held.set(userId, held + 1);
    try {
      return await work();
    } finally {
      const left = this.#held.get(userId)! - 1;
      if (left > 0) this.#held.set(userId, left);
      else this.#held.delete(userId);
    }
  }
}
