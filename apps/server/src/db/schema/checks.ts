import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** CHECK (column IN (...)) from a contracts enum: the database refuses what the API would. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((v) => sql.raw(`'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  );
  return sql`${column} IN (${list})`;
}
