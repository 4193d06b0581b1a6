// When the preview computes: a short debounce after the last keystroke, one computation at a
// time, and while one runs only the newest request waits (older ones are dropped unsent); an
// answer to anything but the newest request is stale and ignored. Pure of the DOM: the worker is
// passed in (tests give a stand-in).
export type PreviewPort<Req, Rep> = {
  post: (message: Req & { id: number }) => void;
  onReply: (handler: (reply: Rep & { id: number }) => void) => void;
};

/** Debounce after a keystroke, ms: typing bursts are one computation; well within 100 ms of the last key. */
export const PREVIEW_DEBOUNCE_MS = 25;

export class PreviewScheduler<Req, Rep> {
  private nextId = 1;
  private latest = 0;
  private busy = false;
  private waiting: (Req & { id: number }) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly port: PreviewPort<Req, Rep>,
    private readonly onAnswer: (reply: Rep) => void,
    private readonly debounceMs = PREVIEW_DEBOUNCE_MS,
    /** Told true when a request is made, false when the newest one is answered. */
    private readonly onPending: (pending: boolean) => void = () => {},
  ) {
    port.onReply((reply) => {
      this.busy = false;
      if (reply.id === this.latest) {
        this.onAnswer(reply);
        this.onPending(false);
      }
      this.flush();
    });
  }

  request(message: Req): void {
    const id = this.nextId++;
    this.latest = id;
    this.waiting = { ...message, id };
    this.onPending(true);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.debounceMs);
  }

  private flush(): void {
    if (this.busy || !this.waiting || this.timer) return;
    const next = this.waiting;
    this.waiting = null;
    this.busy = true;
    this.port.post(next);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.waiting = null;
  }
}
