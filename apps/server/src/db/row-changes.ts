// The rows any process changed, as migrations 0015's and 0016's triggers tell every process at
// commit (users, companies, projects; a project's runs, files, workflow steps and clones, the
// company's sections), for the caches a process keeps of them (the token holders, the projects
// list, the project screen's answers). One listening connection per process, whatever the number
// of caches.
//
// Exactness: a cache consults what it keeps only once caughtUp() resolved true after the request
// arrived (every change committed before that has reached it), and keeps a row it read only if no
// change arrived while it read (each cache counts them). While the process is not listening
// (connection lost), caughtUp() is false and caches read the database.
import type { ChannelHandlers, ChannelListener } from './channel-listener';
import type { Database } from './client';

/** The channel the triggers notify. */
export const ROW_CHANGES_CHANNEL = 'pilewise_row_changes';

/**
 * What changed; the payload is `<table>:<company id>[:<id>]`. The id: the row's for users and
 * projects; the project's for runs, project_files and reviews; the parent project's for
 * project_children (a clone made, deleted or moved); none for companies and company_sections.
 */
export type ChangedTable =
  | 'users'
  | 'companies'
  | 'projects'
  | 'runs'
  | 'project_files'
  | 'reviews'
  | 'company_sections'
  | 'project_children';

export interface RowChangeSubscriber {
  /** A row of `table` of company `companyId` changed (`id`: see ChangedTable). */
  changed(table: ChangedTable, companyId: string, id: string | undefined): void;
  /** Changes may have been missed: forget everything. */
  reset(): void;
}

/** What a read of a kept value waits for: true once it may trust what is kept (see above). */
export interface CatchUp {
  caughtUp(): Promise<boolean>;
}

export class RowChanges implements ChannelHandlers, CatchUp {
  private listener: ChannelListener | null = null;
  private readonly subscribers = new Set<RowChangeSubscriber>();
  /** Bumped by every reset: a catch-up from before one no longer holds. */
  private resets = 0;

  /** Starts listening on the database (Database.listen). */
  async start(database: Pick<Database, 'listen'>): Promise<void> {
    this.listener = await database.listen(ROW_CHANGES_CHANNEL, this);
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    await listener?.close();
  }

  subscribe(subscriber: RowChangeSubscriber): void {
    this.subscribers.add(subscriber);
  }

  /** True once every change committed before the call was told to the subscribers. */
  caughtUp(): Promise<boolean> {
    return this.listener ? this.listener.caughtUp() : Promise.resolve(false);
  }

  /**
   * A catch-up for the reads of one request (request-catch-up.ts): its first caller waits for a
   * round trip started then, after the request arrived; the later ones reuse the answer (one round
   * trip a request, not one per kept read), unless the listener reset since it came.
   */
  catchUpForOneRequest(): CatchUp {
    let first: Promise<number | null> | null = null;
    return {
      caughtUp: async () => {
        // The resets counted when the round trip answered yes; null when it answered no.
        first ??= this.caughtUp().then((ok) => (ok ? this.resets : null));
        const resetsThen = await first;
        return resetsThen !== null && resetsThen === this.resets;
      },
    };
  }

  notify(payload: string): void {
    const [table, companyId, id] = payload.split(':');
    if (!companyId) return;
    for (const s of this.subscribers) s.changed(table as ChangedTable, companyId, id);
  }

  reset(): void {
    this.resets++;
    for (const s of this.subscribers) s.reset();
  }
}
