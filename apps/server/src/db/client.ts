// One Drizzle database over either PGlite (embedded, default) or node-postgres (DATABASE_URL).
// Same schema, same migrations; callers see one `Db` type.
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../shared/paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database or a transaction (a transaction is a PgDatabase too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'pglite'; client: PGliteInterface; closeClient?: boolean }
  | { kind: 'postgres'; url: string };

/** Told of a connection the server dropped while it sat idle in the pool (restart, failover). */
export type PoolErrorListener = (err: Error) => void;

export async function openDatabase(
  options: DatabaseOptions,
  onIdleConnectionError: PoolErrorListener = (err) => console.error('database: idle connection lost', err),
): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Without a listener, an idle connection the server terminates is an uncaught exception
    // that takes the process down; the pool has already dropped it, so logging is enough.
    pool.on('error', onIdleConnectionError);
    const open = new Set<pg.PoolClient>();
    pool.on('connect', (client) => open.add(client));
    pool.on('remove', (client) => open.delete(client));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        // pool.end() resolves once its clients are told to end, not once their connections
        // are closed; wait for those too, so nothing of ours is left on the server.
        await pool.end();
        while (open.size > 0) await once(pool, 'remove');
      },
    };
  }
  let client: PGliteInterface;
  let closeClient = true;
  if ('client' in options) {
    client = options.client;
    closeClient = options.closeClient ?? true;
  } else {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir ?? undefined);
  }
  // drizzle's PGlite driver only calls query/exec/transaction, which every PGliteInterface has.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (closeClient && !client.closed) await client.close();
    },
  };
}
