// What a process keeps in memory of a company's rows (the token holders, the projects list's
// pages, the projects' rows without their design), forgotten as the row-change feed tells
// (src/db/row-changes.ts), so that a read answers from memory only what the database would.
//
// - A kept value is consulted only once the feed has caught up after the request arrived
//   (every change committed before was told); otherwise the database is read.
// - A value read while a change was told (the read may predate it) is not kept.
// - Nothing is kept while the process does not listen.
import type { CatchUp, ChangedTable, RowChanges, RowChangeSubscriber } from './row-changes';

/**
 * What a change drops: one kept value of the company (its key), some (their keys), all of the
 * company's, or nothing.
 */
export type Drop = { key: string } | { keys: readonly string[] } | 'company' | null;

export class KeptByCompany<V> implements RowChangeSubscriber {
  /** By company id, then key: the value and its weight. */
  private readonly byCompany = new Map<string, Map<string, { value: V; weight: number }>>();
  /** The weights of the values kept, added up. */
  private size = 0;
  /** Bumped by every change told and every reset: a value read meanwhile is not kept. */
  private generation = 0;
  /** Answers from memory and reads of the database (tests and benchmarks read them). */
  readonly counts = { hits: 0, reads: 0 };

  constructor(
    private readonly changes: RowChanges,
    private readonly options: {
      /** Past this many values (this weight, with `weigh`) they all go, and it fills again. */
      maxEntries: number;
      /** What a value counts for against maxEntries (1 if not given): its size, roughly. */
      weigh?(value: V): number;
      /** What a change of a row of `table` drops. */
      drops(table: ChangedTable, id: string | undefined): Drop;
    },
  ) {
    changes.subscribe(this);
  }

  /**
   * The value `key` of company `companyId`: kept, or `read` (and kept, unless null). `catchUp`:
   * the request's (src/db/request-catch-up.ts), else a round trip of this read's own.
   */
  async get(
    companyId: string,
    key: string,
    read: () => Promise<V | null>,
    catchUp: CatchUp = this.changes,
  ): Promise<V | null> {
    const trusted = await catchUp.caughtUp();
    if (trusted) {
      const kept = this.byCompany.get(companyId)?.get(key);
      if (kept !== undefined) {
        this.counts.hits++;
        return kept.value;
      }
    }
    const generation = this.generation;
    this.counts.reads++;
    const value = await read();
    if (trusted && value !== null && generation === this.generation) this.keep(companyId, key, value);
    return value;
  }

  changed(table: ChangedTable, companyId: string, id: string | undefined): void {
    const drop = this.options.drops(table, id);
    if (drop === null) return;
    this.generation++;
    const values = this.byCompany.get(companyId);
    if (!values) return;
    if (drop === 'company') {
      for (const { weight } of values.values()) this.size -= weight;
      this.byCompany.delete(companyId);
      return;
    }
    for (const key of 'key' in drop ? [drop.key] : drop.keys) {
      const kept = values.get(key);
      if (kept === undefined) continue;
      this.size -= kept.weight;
      values.delete(key);
    }
  }

  reset(): void {
    this.generation++;
    this.byCompany.clear();
    this.size = 0;
  }

  private keep(companyId: string, key: string, value: V): void {
    const weight = this.options.weigh?.(value) ?? 1;
    if (weight > this.options.maxEntries) return;
    if (this.size + weight > this.options.maxEntries) this.reset();
    let values = this.byCompany.get(companyId);
    if (!values) this.byCompany.set(companyId, (values = new Map()));
    this.size += weight - (values.get(key)?.weight ?? 0);
    values.set(key, { value, weight });
  }
}
