// Prepared queries for the hottest reads (every request's token holder, the projects list):
// Drizzle builds their SQL once per database instead of on every call (its query building was
// a tenth of a request's CPU, issue 11's load test), and on PostgreSQL the statement is named,
// so each connection parses and plans it once.
import type { Db } from './client';

const byDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * The query `build` prepares on `db`, built on the first call for this `db` and `name`. `name`
 * names the SQL text: one name, one text (PostgreSQL refuses a name prepared with another text).
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let queries = byDb.get(db);
  if (!queries) byDb.set(db, (queries = new Map()));
  let query = queries.get(name) as T | undefined;
  if (query === undefined) queries.set(name, (query = build(db)));
  return query;
}
