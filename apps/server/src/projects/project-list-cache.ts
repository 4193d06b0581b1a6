// Pages of the projects list this process has read, per company, so that paging through the list
// (how it opens, no search) does not query the database again until something on it changed
// (issues 11 and 12: on PGlite a query is CPU on the event loop). A page is made of the company's
// projects (their clones, their count) and their owners' names and roles: any write to the
// company's projects or users drops all its pages, on every process, before its next request
// (src/db/row-changes.ts: the triggers of migration 0015 and the wait for them).
import type { ProjectListResponse } from '@pilewise/contracts';
import { KeptByCompany } from '../db/kept-by-company';
import type { CatchUp, RowChanges } from '../db/row-changes';
import { deepFreeze } from '../shared/deep-freeze';

/**
 * A page as answered. Kept frozen: it is never changed, and the answer's serializer writes a
 * frozen answer's JSON once (src/plugins/serializer.ts).
 */
export type ListPage = Readonly<ProjectListResponse>;

export class ProjectListCache {
  private readonly kept: KeptByCompany<ListPage>;

  constructor(changes: RowChanges) {
    this.kept = new KeptByCompany<ListPage>(changes, {
      // ~10 kB a page.
      maxEntries: 2000,
      drops: (table) => (table === 'projects' || table === 'users' ? 'company' : null),
    });
  }

  /** Pages answered from memory and from the database. */
  get counts(): { hits: number; reads: number } {
    return this.kept.counts;
  }

  /**
   * The page `key` (what it is of: viewer, sort, filter, page) of company `companyId`: kept, or
   * `read`. `catchUp`: the request's (src/db/request-catch-up.ts), else a round trip of its own.
   */
  async page(
    companyId: string,
    key: string,
    read: () => Promise<ProjectListResponse>,
    catchUp?: CatchUp,
  ): Promise<ProjectListResponse> {
    return (await this.kept.get(companyId, key, async () => deepFreeze(await read()), catchUp))!;
  }
}
