// The token holders (user and company rows behind a bearer token) this process has read, so that
// a request does not read them again (issues 11 and 12: a round trip to the database on every
// request). Revocation stays immediate on every process: a trigger on users and companies
// (migration 0015) notifies at commit, whatever changed the row (sign-out and password change
// bump the token version; freeze, suspension, role, plan, deletion), and each request first
// waits until this process has every notification committed before it arrived
// (ChannelListener.caughtUp: one round trip on the listening connection per batch of requests
// on PostgreSQL, nothing on PGlite). When the process is not listening (connection lost), every
// request reads the database, as before.
import type { Db } from '../db/client';
import type { ChannelHandlers, ChannelListener } from '../db/channel-listener';
import { findTokenHolder } from '../users/users.service';

export type TokenHolder = NonNullable<Awaited<ReturnType<typeof findTokenHolder>>>;

/** The channel migration 0015's trigger notifies. */
export const TOKEN_HOLDER_CHANNEL = 'pilewise_token_holders';

/** At most this many holders are kept (past it they all go, and it fills again); a row is a few hundred bytes. */
const MAX_ENTRIES = 10_000;

export class TokenHolderCache implements ChannelHandlers {
  /** By company id, then user id. */
  private readonly byCompany = new Map<string, Map<string, TokenHolder>>();
  private size = 0;
  /**
   * Bumped by every notification and reset: a row read while it moved may be older than the
   * change just notified, and is not kept.
   */
  private generation = 0;
  private listener: ChannelListener | null = null;
  /** Requests answered from memory and from the database (tests and benchmarks read them). */
  readonly counts = { hits: 0, reads: 0 };

  constructor(private readonly db: Db) {}

  /** Starts listening (through `listen`, Database.listen of the process's database). */
  async start(
    listen: (channel: string, handlers: ChannelHandlers) => Promise<ChannelListener>,
  ): Promise<void> {
    this.listener = await listen(TOKEN_HOLDER_CHANNEL, this);
  }

  async close(): Promise<void> {
    await this.listener?.close();
    this.listener = null;
  }

  /** The user `id` of company `companyId` with its company's plan and freeze, or null. */
  async find(companyId: string, id: string): Promise<TokenHolder | null> {
    const trusted = this.listener !== null && (await this.listener.caughtUp());
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

  notify(payload: string): void {
    this.generation++;
    const [companyId, userId] = payload.split(':');
    const users = companyId === undefined ? undefined : this.byCompany.get(companyId);
    if (!users) return;
    if (userId === undefined) {
      this.size -= users.size;
      this.byCompany.delete(companyId!);
    } else if (users.delete(userId)) {
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
