// Requests waiting for a run to finish (GET a run with `wait`, runs.service.ts): woken by the run
// events this process hears, its own and, through the socket relay, those of the other server
// processes (runs.socket.ts), each sent once the run's final write is committed.
import { FINISHED_RUN_STATUSES, type RunProgressEvent } from '@pilewise/contracts';

export interface RunFinishWatch {
  /** Resolves when the run finishes, after the wait, or at cancel(), whichever comes first. */
  readonly settled: Promise<void>;
  cancel(): void;
}

export class RunFinishes {
  readonly #waiting = new Map<string, Set<() => void>>();
  #closed = false;

  /**
   * Watches for the run's finish, for at most `wait_ms`. Watch before reading the run: a finish
   * between the read and the watch would otherwise be missed, and the request left waiting.
   */
  watch(runId: string, wait_ms: number): RunFinishWatch {
    let wake!: () => void;
    const settled = new Promise<void>((resolve) => (wake = resolve));
    if (this.#closed) return { settled: Promise.resolve(), cancel: () => {} };
    const timer = setTimeout(() => done(), wait_ms);
    const done = () => {
      clearTimeout(timer);
      const set = this.#waiting.get(runId);
      set?.delete(done);
      if (set?.size === 0) this.#waiting.delete(runId);
      wake();
    };
    let set = this.#waiting.get(runId);
    if (!set) this.#waiting.set(runId, (set = new Set()));
    set.add(done);
    return { settled, cancel: done };
  }

  /** A run event: wakes the requests waiting for that run when it says the run finished. */
  heard(event: RunProgressEvent): void {
    if (!FINISHED_RUN_STATUSES.includes(event.status)) return;
    for (const done of [...(this.#waiting.get(event.runId) ?? [])]) done();
  }

  /** Wakes every waiting request and watches no more (the server is closing: they answer now). */
  close(): void {
    this.#closed = true;
    for (const set of [...this.#waiting.values()]) for (const done of [...set]) done();
  }

  /** Requests waiting now (tests). */
  get size(): number {
    let n = 0;
    for (const set of this.#waiting.values()) n += set.size;
    return n;
  }
}
