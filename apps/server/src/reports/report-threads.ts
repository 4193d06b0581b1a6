// PDFs (reports, stamping calculator sheets) are drawn on a thread of their own (report-worker.ts),
// off the API's event loop: drawn there, a report of the generic example held every other request
// some 1.3 s, and the first one after a start 2.5 s with pdfkit, echarts and the fonts loading
// (bench/report-wait.ts).
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { DesignResult, PierDesign, ReportContent } from '@pilewise/contracts';
import { threadModule } from '../shared/thread-module';
import type { ReportPdfTask, StampSheetPdfTask } from './report-worker';

/**
 * An idle thread is kept this long, ms: a report is often made again minutes later (a revision,
 * the load tables left out), and a thread takes a second or so to start and load what draws. Then
 * it ends, and with it the memory pdfkit, echarts and the fonts hold (issue 12: an idle API
 * process under 200 MB).
 */
const IDLE_MS = 5 * 60_000;

export class ReportThreads {
  #pool: Piscina<ReportPdfTask | StampSheetPdfTask, Uint8Array> | null = null;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      idleMs?: number;
      /** The thread's module (tests: one that cannot load); report-worker beside this file. */
      module?: { filename: string; execArgv: string[] };
    } = {},
  ) {}

  /** PDFs the thread has drawn (tests: the work went to it). */
  get completed(): number {
    return this.#pool?.completed ?? 0;
  }

  /** 1 while the thread is up, else 0. */
  get threadCount(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /** The report's PDF (report-pdf.ts), drawn on the thread. */
  renderPdf(content: ReportContent, result: DesignResult): Promise<Buffer> {
    return this.#draw({ content, result }, 'default');
  }

  /** The stamping calculator's sheet (stamp-sheet-pdf.ts), drawn on the thread. */
  renderStampSheetPdf(content: ReportContent, pier: PierDesign): Promise<Buffer> {
    return this.#draw({ content, pier }, 'renderStampSheetPdfTask');
  }

  /**
   * A PDF drawn by the worker's task `name`. Rejects when the thread fails outside the drawing (it
   * cannot start): piscina reports that as the pool's 'error' and leaves the task waiting for ever.
   */
  async #draw(task: ReportPdfTask | StampSheetPdfTask, name: string): Promise<Buffer> {
    const pool = this.#ensurePool();
    let threadFailed!: (err: unknown) => void;
    const failed = new Promise<never>((_, reject) => (threadFailed = reject));
    pool.on('error', threadFailed);
    try {
      const bytes = await Promise.race([pool.run(task, { name }), failed]);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } finally {
      pool.off('error', threadFailed);
    }
  }

  #ensurePool(): Piscina<ReportPdfTask | StampSheetPdfTask, Uint8Array> {
    if (!this.#pool) {
      this.#pool = new Piscina<ReportPdfTask | StampSheetPdfTask, Uint8Array>({
        ...(this.options.module ?? threadModule(import.meta.url, 'report-worker')),
        // One thread: PDFs are made now and then, and the machine's cores are the runs'; a
        // second PDF asked meanwhile waits for the first (a second or two).
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: this.options.idleMs ?? IDLE_MS,
      });
      const pool = this.#pool;
      pool.on('error', (err: unknown) => {
        this.log.error({ err }, 'report thread failed');
        // the next report starts a thread anew; this one's waiting task is rejected (renderPdf)
        if (this.#pool === pool) this.#pool = null;
        // after the waiting task heard why (its renderPdf), not the pool's 'Terminating worker thread'
        setImmediate(() => void pool.destroy().catch(() => {}));
      });
    }
    return this.#pool;
  }

  async destroy(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    await pool?.destroy();
  }
}
