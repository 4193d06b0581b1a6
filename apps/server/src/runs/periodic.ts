// A task run at a fixed interval in the background (the runs sweep): never two at once, the
// next one `intervalMs` after the last one ended; stop() waits for the one under way, so nothing
// of it still queries a database about to close.

export interface Periodic {
  stop(): Promise<void>;
}

/** Runs `task` every `intervalMs` until stopped. `task` reports its own errors (never rejects). */
export function every(intervalMs: number, task: () => Promise<void>): Periodic {
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      current = task().finally(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    // A forgotten stop() must not keep the process alive.
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
