// The token holders (user and company rows behind a bearer token) this process has read, so that
// a request does not read them again (issues 11 and 12: a round trip to the database on every
// request). Revocation stays immediate on every process (src/db/row-changes.ts): a trigger on
// users and companies notifies every process at commit, whatever changed the row (sign-out and
// password change bump the token version; freeze, suspension, role, plan, deletion), and each
// request first waits until its process has every change committed before it arrived (one round
// trip on the listening connection per batch of requests on PostgreSQL, nothing on PGlite).
// While the process is not listening (connection lost), every request reads the database.
import type { Db } from '../db/client';
import type { ChangedTable, RowChanges, RowChangeSubscriber } from '../db/row-changes';
import { findTokenHolder } from '../users/users.service';

export type TokenHolder = NonNullable<Awaited<ReturnType<typeof findTokenHolder>>>;

/** At most this many holders are kept (past it they all go, and it fills again); a row is a few hundred bytes. */
const MAX_ENTRIES = 10_000;

export class TokenHolderCache implements RowChangeSubscriber {
  /** By company id, then user id. */
  private readonly byCompany = new Map<string, Map<string, TokenHolder>>();
  private size = 0;
  /**
   * Bumped by every change told and every reset: a row read while it moved may be older than the
   * change, and is not kept.
   */
  private generation = 0;
  /** Requests answered from memory and from the database (tests and benchmarks read them). */
  readonly counts = { hits: 0, reads: 0 };

  constructor(
    private readonly db: Db,
    private readonly changes: RowChanges,
  ) {
    changes.subscribe(this);
  }

  /** The user `id` of company `companyId` with its company's plan and freeze, or null. */
  async find(companyId: string, id: string): Promise<TokenHolder | null> {
    const trusted = await this.changes.caughtUp();
    if (trusted) {
      const kept = this.byCompany.get(companyId)?.get(id);
      if (kept) {
        this.counts.hits++;
        return kept;
      }
    }
    const generation = this.generation;
    this.counts.reads++;
    const holder = await findTokenHolder(this.db, companyId, id);
    if (trusted && holder && generation === this.generation) this.keep(companyId, id, holder);
    return holder;
  }

  changed(table: ChangedTable, companyId: string, id: string | undefined): void {
    if (table !== 'users' && table !== 'companies') return;
    this.generation++;
    const users = this.byCompany.get(companyId);
    if (!users) return;
    if (table === 'companies' || id === undefined) {
      this.size -= users.size;
      this.byCompany.delete(companyId);
    } else if (users.delete(id)) {
      this.size--;
    }
  }

  reset(): void {
    this.generation++;
    this.byCompany.clear();
    this.size = 0;
  }

  private keep(companyId: string, id: string, holder: TokenHolder): void {
    if (this.size >= MAX_ENTRIES) this.reset(); // rare (10,000 signed-in users on one process): start over
    let users = this.byCompany.get(companyId);
    if (!users) this.byCompany.set(companyId, (users = new Map()));
    if (!users.has(id)) this.size++;
    users.set(id, holder);
  }
}
