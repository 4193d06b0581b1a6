// The token holders (user and company rows behind a bearer token) this process has read, so that
// a request does not read them again (issues 11 and 12: a round trip to the database on every
// request). Revocation stays immediate on every process (src/db/row-changes.ts): a trigger on
// users and companies notifies every process at commit, whatever changed the row (sign-out and
// password change bump the token version; freeze, suspension, role, plan, deletion), and each
// request first waits until its process has every change committed before it arrived (one round
// trip on the listening connection per batch of requests on PostgreSQL, nothing on PGlite).
// While the process is not listening (connection lost), every request reads the database.
import type { Db } from '../db/client';
import { KeptByCompany } from '../db/kept-by-company';
import type { CatchUp, RowChanges } from '../db/row-changes';
import { findTokenHolder } from '../users/users.service';

export type TokenHolder = NonNullable<Awaited<ReturnType<typeof findTokenHolder>>>;

export class TokenHolderCache {
  private readonly kept: KeptByCompany<TokenHolder>;

  constructor(
    private readonly db: Db,
    private readonly changes: RowChanges,
  ) {
    this.kept = new KeptByCompany<TokenHolder>(changes, {
      // A row is a few hundred bytes.
      maxEntries: 10_000,
      // A user's row: that user; the company's (freeze, plan): all its users.
      drops: (table, id) =>
        table === 'users' && id !== undefined ? { key: id } : table === 'companies' ? 'company' : null,
    });
  }

  /** Requests answered from memory and from the database. */
  get counts(): { hits: number; reads: number } {
    return this.kept.counts;
  }

  /**
   * The user `id` of company `companyId` with its company's plan and freeze, or null. `catchUp`:
   * the request's (src/db/request-catch-up.ts), else a round trip of its own.
   */
  find(companyId: string, id: string, catchUp?: CatchUp): Promise<TokenHolder | null> {
    return this.kept.get(companyId, id, () => findTokenHolder(this.db, companyId, id), catchUp);
  }

  /** A catch-up for the kept reads of one request, this one's first (RowChanges). */
  catchUpForOneRequest(): CatchUp {
    return this.changes.catchUpForOneRequest();
  }
}
