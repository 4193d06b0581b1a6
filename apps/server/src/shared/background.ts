// Work an answer does not wait for (storing and mailing a reset code, so that the answer takes
// as long whether or not the account exists). Tasks start once the current turn is over (the
// answer goes out first); a failure is logged, never thrown at anyone. idle() lets shutdown,
// the dev outbox and tests wait for what is still running.
import type { FastifyBaseLogger } from 'fastify';

export interface Background {
  /** Starts `task` after the current turn, without the caller waiting; `what` names it in the log. */
  run(what: string, task: () => Promise<void>): void;
  /** Settles once every task started so far, and every task those start, has settled. */
  idle(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
