// When the preview computes: at once when the worker is idle (no debounce: the keystroke's answer
// is wanted within 100 ms, and a debounce would only add to it), one computation at a time, and
// while one runs only the newest request waits (older ones are dropped unsent), so a burst of
// typing costs at most the computation running and one more. An answer to anything but the
// newest request is stale and ignored. Pure of the DOM: the worker is passed in (tests give a
// stand-in).
export type PreviewPort<Req, Rep> = {
  post: (message: Req & { id: number }) => void;
  onReply: (handler: (reply: Rep & { id: number }) => void) => void;
};

export class PreviewScheduler<Req, Rep> {
  private nextId = 1;
  private latest = 0;
  private busy = false;
  private waiting: (Req & { id: number }) | null = null;
  private disposed = false;

  constructor(
    private readonly port: PreviewPort<Req, Rep>,
    private readonly onAnswer: (reply: Rep) => void,
    /** Told true when a request is made, false when the newest one is answered. */
    private readonly onPending: (pending: boolean) => void = () => {},
  ) {
    port.onReply((reply) => {
      this.busy = false;
      if (this.disposed) return;
      if (reply.id === this.latest) {
        this.onAnswer(reply);
        this.onPending(false);
      }
      this.flush();
    });
  }

  request(message: Req): void {
    if (this.disposed) return;
    const id = this.nextId++;
    this.latest = id;
    this.waiting = { ...message, id };
    this.onPending(true);
    this.flush();
  }

  private flush(): void {
    if (this.busy || !this.waiting) return;
    const next = this.waiting;
    this.waiting = null;
    this.busy = true;
    this.port.post(next);
  }

  dispose(): void {
    this.disposed = true;
    this.waiting = null;
  }
}
