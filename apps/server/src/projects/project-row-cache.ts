// The projects' rows without their design, as access checks read them (a project's runs, files,
// review history and readiness; the socket's check of every event), kept per process until the
// row changes (src/db/kept-by-company.ts: migration 0015's trigger on projects, exact on every
// process). Issue 11's load test: the project screen's calls each began with this read.
//
// Kept for one database, never for a transaction: a read inside a transaction goes to it (its
// locks and its own writes), as every read of a transaction must.
import type { Db } from '../db/client';
import { KeptByCompany } from '../db/kept-by-company';
import type { RowChanges } from '../db/row-changes';
import type { projects } from '../db/schema';

/** projects.repository.ts's ProjectSummaryRow, spelt out here: that file reads this one. */
type ProjectSummaryRow = Omit<typeof projects.$inferSelect, 'design'>;

const byDb = new WeakMap<Db, KeptByCompany<ProjectSummaryRow>>();

/** Keeps the project rows read through `db` (the app's database, not a transaction). */
export function keepProjectRowsOf(db: Db, changes: RowChanges): KeptByCompany<ProjectSummaryRow> {
  const kept = new KeptByCompany<ProjectSummaryRow>(changes, {
    // A row is about a kilobyte.
    maxEntries: 10_000,
    drops: (table, id) => (table === 'projects' && id !== undefined ? { key: id } : null),
  });
  byDb.set(db, kept);
  return kept;
}

/** The kept rows of `db`, if it keeps them (a transaction never does). */
export function keptProjectRowsOf(db: Db): KeptByCompany<ProjectSummaryRow> | undefined {
  return byDb.get(db);
}
