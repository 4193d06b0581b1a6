// Pages of the projects list this process has read, per company, so that paging through the list
// (how it opens, no search) does not query the database again until something on it changed
// (issues 11 and 12: on PGlite a query is CPU on the event loop). A page is made of the company's
// projects (their clones, their count) and their owners' names and roles: any write to the
// company's projects or users drops all its pages, on every process, before its next request
// (src/db/row-changes.ts: the triggers of migration 0015 and the wait for them).
import type { ChangedTable, RowChanges, RowChangeSubscriber } from '../db/row-changes';
import type { ProjectListRow } from './projects.repository';

export interface ListPage {
  rows: ProjectListRow[];
  total: number;
}

/** Pages kept over all companies at most (past it they all go, and it fills again): ~10 kB each. */
const MAX_PAGES = 2000;

export class ProjectListCache implements RowChangeSubscriber {
  /** By company id, then by what the page is of (viewer, sort, filter, page). */
  private readonly byCompany = new Map<string, Map<string, ListPage>>();
  private size = 0;
  /** Bumped by every change told and every reset: a page read meanwhile is not kept. */
  private generation = 0;
  /** Pages answered from memory and from the database (tests and benchmarks read them). */
  readonly counts = { hits: 0, reads: 0 };

  constructor(private readonly changes: RowChanges) {
    changes.subscribe(this);
  }

  /** The page `key` of company `companyId`: kept, or `read` (and kept). */
  async page(companyId: string, key: string, read: () => Promise<ListPage>): Promise<ListPage> {
    const trusted = await this.changes.caughtUp();
    if (trusted) {
      const kept = this.byCompany.get(companyId)?.get(key);
      if (kept) {
        this.counts.hits++;
        return kept;
      }
    }
    const generation = this.generation;
    this.counts.reads++;
    const page = await read();
    if (trusted && generation === this.generation) this.keep(companyId, key, page);
    return page;
  }

  changed(table: ChangedTable, companyId: string): void {
    if (table !== 'projects' && table !== 'users') return;
    this.generation++;
    const pages = this.byCompany.get(companyId);
    if (!pages) return;
    this.size -= pages.size;
    this.byCompany.delete(companyId);
  }

  reset(): void {
    this.generation++;
    this.byCompany.clear();
    this.size = 0;
  }

  private keep(companyId: string, key: string, page: ListPage): void {
    if (this.size >= MAX_PAGES) this.reset();
    let pages = this.byCompany.get(companyId);
    if (!pages) this.byCompany.set(companyId, (pages = new Map()));
    if (!pages.has(key)) this.size++;
    pages.set(key, page);
  }
}
