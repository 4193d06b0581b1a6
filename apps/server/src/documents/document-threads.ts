// Documents (PDF reports, stamping calculator sheets, results workbooks) are made, and uploaded
// import workbooks read, on a thread of their own (document-worker.ts), off the API's event loop:
// made there, a report of the generic example held every other request some 1.3 s, the first one
// after a start 2.5 s with pdfkit, echarts and the fonts loading (bench/report-wait.ts), an
// Accuracy Lane results workbook 1 s, and reading a 3 MB upload some 3 s (bench/import-wait.ts).
import type { FastifyBaseLogger } from 'fastify';
import { Piscina } from 'piscina';
import type { DesignResult, ImportKind, PierDesign, ReportContent, UnitSystem } from '@pilewise/contracts';
import type { ImportWorkbookAnswer } from '../imports/read-import-workbook';
import { AppError } from '../shared/errors';
import { PerUserLimit } from '../shared/per-user-limit';
import { threadModule } from '../shared/thread-module';
import type { DocumentTask } from './document-worker';

/**
 * An idle thread is kept this long, ms: a report is often made again minutes later (a revision,
 * the load tables left out), and a thread takes a second or so to start and load what draws. Then
 * it ends, and with it the memory pdfkit, echarts, exceljs and the fonts hold (issue 12: an idle
 * API process under 200 MB).
 */
const IDLE_MS = 5 * 60_000;

/**
 * Documents one user may have made or read at once (waiting included); one more is refused (429)
 * until one is done. The thread is one for the whole server: a script of one user sending uploads
 * or report requests by the dozen (a 5 MB workbook is some 4 s) would keep everyone else's
 * reports waiting behind them. Three covers a person's clicks: a report, the one without load
 * tables and a workbook at once.
 */
export const DOCUMENTS_PER_USER = 3;

/** 429: the user has DOCUMENTS_PER_USER documents being made already. */
export class TooManyDocumentsError extends AppError {
  constructor() {
    super(
      429,
      'RATE_LIMITED',
      `You have ${DOCUMENTS_PER_USER} reports, workbooks or uploads being made or read already: wait for one to finish, then ask again`,
    );
  }
}

export class DocumentThreads {
  #pool: Piscina<DocumentTask, unknown> | null = null;
  readonly #perUser = new PerUserLimit(DOCUMENTS_PER_USER, () => new TooManyDocumentsError());

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly options: {
      idleMs?: number;
      /** The thread's module (tests: one that cannot load); document-worker beside this file. */
      module?: { filename: string; execArgv: string[] };
    } = {},
  ) {}

  /** Documents the thread has made (tests: the work went to it). */
  get completed(): number {
    return this.#pool?.completed ?? 0;
  }

  /** 1 while the thread is up, else 0. */
  get threadCount(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /** The report's PDF (reports/report-pdf.ts), drawn on the thread. */
  renderReportPdf(requester: string, content: ReportContent, result: DesignResult): Promise<Buffer> {
    return this.#make(requester, { content, result }, 'default');
  }

  /** The stamping calculator's sheet (stamp-calculator/stamp-sheet-pdf.ts), drawn on the thread. */
  renderStampSheetPdf(requester: string, content: ReportContent, pier: PierDesign): Promise<Buffer> {
    return this.#make(requester, { content, pier }, 'renderStampSheetPdfTask');
  }

  /** A run's results workbook (imports/workbooks/results-workbook.ts), made on the thread. */
  resultsWorkbook(requester: string, result: DesignResult, unitSystem: UnitSystem): Promise<Buffer> {
    return this.#make(requester, { result, unitSystem }, 'resultsWorkbookTask');
  }

  /**
   * An uploaded workbook read as an import of `kind` (imports/read-import-workbook.ts), on the
   * thread: its groups, or every issue found.
   */
  readImportWorkbook(
    requester: string,
    kind: ImportKind,
    bytes: Uint8Array,
    fileName: string,
  ): Promise<ImportWorkbookAnswer> {
    return this.#run<ImportWorkbookAnswer>(requester, { kind, bytes, fileName }, 'readImportWorkbookTask');
  }

  /** A document made by the worker's task `name`: its bytes. */
  async #make(requester: string, task: DocumentTask, name: string): Promise<Buffer> {
    const bytes = await this.#run<Uint8Array>(requester, task, name);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** The worker's task `name` for `requester`, within DOCUMENTS_PER_USER. */
  #run<Answer>(requester: string, task: DocumentTask, name: string): Promise<Answer> {
    return this.#perUser.within(requester, () => this.#answer<Answer>(task, name));
  }

  /**
   * The worker's task `name`, answered. Rejects when the thread fails outside a task (it cannot
   * start): piscina reports that as the pool's 'error' and, for a pool that starts its thread on
   * demand (minThreads 0), leaves the task waiting for ever.
   */
  async #answer<Answer>(task: DocumentTask, name: string): Promise<Answer> {
    const pool = this.#ensurePool();
    let threadFailed!: (err: unknown) => void;
    const failed = new Promise<never>((_, reject) => (threadFailed = reject));
    pool.on('error', threadFailed);
    try {
      return (await Promise.race([pool.run(task, { name }), failed])) as Answer;
    } finally {
      pool.off('error', threadFailed);
    }
  }

  #ensurePool(): Piscina<DocumentTask, unknown> {
    if (!this.#pool) {
      this.#pool = new Piscina<DocumentTask, unknown>({
        ...(this.options.module ?? threadModule(import.meta.url, 'document-worker')),
        // One thread: documents are made now and then, and the machine's cores are the runs'; a
        // second one asked meanwhile waits for the first (a second or two).
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: this.options.idleMs ?? IDLE_MS,
      });
      const pool = this.#pool;
      pool.on('error', (err: unknown) => {
        this.log.error({ err }, 'documents thread failed');
        // the next document starts a thread anew; the waiting task is rejected (#make)
        if (this.#pool === pool) this.#pool = null;
        // after the waiting task heard why (#make), not the pool's 'Terminating worker thread'
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
