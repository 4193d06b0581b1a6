// Raw SQL with node-postgres's `$n` placeholders (what pg-boss writes) run on a drizzle database
// or transaction: so a job can be queued inside the transaction that writes its run's row
// (runs.queue.ts, HeldThread). Database.executeSql runs on the pool or the PGlite session
// outside any transaction of the app's; on PGlite such a query would wait for the open
// transaction, which waits for it.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, SqlResult } from './client';

/**
 * `text` as one statement with `values` as its parameters, in order of the placeholders: each
 * `$n` becomes a parameter of its own (drizzle numbers them again), so a placeholder used twice
 * is sent twice, each typed where it stands. `$` outside placeholders is left as it is.
 */
export async function executeSqlOn(
  db: Db,
  text: string,
  values: readonly unknown[] = [],
): Promise<SqlResult> {
  const result = (await db.execute(sqlOf(text, values))) as unknown as SqlResult;
  return { rows: result.rows };
}

/** `text` with `values` as a drizzle SQL (as executeSqlOn runs it), to be part of a statement. */
export function sqlOf(text: string, values: readonly unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`executeSqlOn: no value for ${match[0]}`);
    chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(values[index])}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}
