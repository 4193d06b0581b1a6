// One Drizzle database over either PGlite (embedded, default) or node-postgres (DATABASE_URL).
// Same schema, same migrations; callers see one `Db` type.
import { once } from 'node:events';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, type PGliteInterface, type PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../shared/paths';
import {
  listenOnPglite,
  listenOnPostgres,
  type ChannelHandlers,
  type ChannelListener,
} from './channel-listener';
import { useFastBytea } from './pglite-bytea';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database or a transaction (a transaction is a PgDatabase too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A raw SQL result, as node-postgres gives it (what pg-boss reads). */
export interface SqlResult {
  rows: unknown[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other PileWise process on this database runs its own start-up work
   * (PostgreSQL: the advisory lock the migrations take; PGlite: one process, nothing to wait for).
   */
  oneProcessAtATime<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Raw SQL on the same pool or client as `db`, for pg-boss (its `db` option): so the job queue
   * needs no connections of its own. Without values, `text` may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /**
   * PostgreSQL only (null on PGlite): a new pool on the same database, for work that holds a
   * connection of its own (the socket relay's LISTEN) and must not take it from the app's pool.
   * Idle connections the server drops are reported to `onIdleConnectionError` (by default, as the
   * app pool's are); the caller ends it.
   */
  /**
   * LISTEN on `channel` (src/db/channel-listener.ts): on PostgreSQL a connection of its own,
   * re-established when lost; on PGlite the one session. The caller closes it.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<ChannelListener>;
  openPool:
    | ((
        config: Omit<pg.PoolConfig, 'connectionString'>,
        onIdleConnectionError?: PoolErrorListener,
      ) => pg.Pool)
    | null;
}

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir: string | null; sharedBuffersMB?: number }
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
      openPool: (config, onIdleError = onIdleConnectionError) => {
        const own = new pg.Pool({ ...config, connectionString: options.url });
        own.on('error', onIdleError);
        return own;
      },
      migrate: () =>
        onePostgresAtATime(pool, (client) =>
          migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
        ),
      oneProcessAtATime: (work) => onePostgresAtATime(pool, () => work()),
      executeSql: (text, values) => pool.query(text, values),
      listen: (channel, handlers) =>
        listenOnPostgres(options.url, channel, handlers, (err) => onIdleConnectionError(err)),
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
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await initialiseInAThread(options.dataDir);
    }
    client = await PGlite.create(options.dataDir ?? undefined, pgliteOptions(options.sharedBuffersMB));
  }
  useFastBytea(client as PGlite); // as drizzle's driver, above, takes it
  // drizzle's PGlite driver only calls query/exec/transaction, which every PGliteInterface has.
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    openPool: null,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    oneProcessAtATime: (work) => work(),
    executeSql: (text, values) => executePglite(client, text, values),
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: async () => {
      if (closeClient && !client.closed) await client.close();
    },
  };
}

/**
 * PGlite's start, with PostgreSQL's buffer cache set when asked: PGlite's WebAssembly memory
 * grows to hold the cache as it fills and never gives memory back, so the cache's size is what
 * a long-running server keeps (with the default 128 MB, `npm start` grew to 430-670 MB).
 */
function pgliteOptions(sharedBuffersMB: number | undefined): PGliteOptions {
  if (sharedBuffersMB === undefined) return {};
  return { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMB}MB`] };
}

/**
 * Makes a new PGlite data directory (initdb) in a thread of its own, which then ends. initdb
 * grows PGlite's WebAssembly memory to some 800 MB, and a process keeps that memory to its end:
 * `npm start` on a new data directory sat idle at 940 MB, against 450 MB on later starts. A
 * thread's memory goes with it; the directory is then opened as on any later start (about a
 * second more, once). CommonJS in the thread: it runs as it is, under tsx and bundled alike.
 */
async function initialiseInAThread(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const thread = new Worker(
    `const { workerData } = require('node:worker_threads');
     require(workerData.pglite).PGlite.create(workerData.dataDir).then((db) => db.close());`,
    { eval: true, workerData: { pglite, dataDir } },
  );
  // once() rejects with the thread's error, should it throw
  const [code] = (await once(thread, 'exit')) as [number];
  if (code !== 0) throw new Error(`PGlite: making the data directory ${dataDir} ended with code ${code}`);
}

/**
 * node-postgres semantics on PGlite: with values, one statement (extended protocol); without,
 * any number (simple protocol, the last result answered). PGlite is one session: a failed
 * `BEGIN; ...; COMMIT;` script (pg-boss's locked commands) would leave it in an aborted
 * transaction, refusing every later query of the app, so it is rolled back here.
 */
async function executePglite(client: PGliteInterface, text: string, values?: unknown[]): Promise<SqlResult> {
  try {
    if (values && values.length > 0) return await client.query(text, values);
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  } catch (err) {
    if (!client.closed && client.isInTransaction()) await client.exec('ROLLBACK');
    throw err;
  }
}

/** Any fixed number: the advisory lock every PileWise process takes around its migrations. */
const MIGRATION_LOCK_KEY = 7_351_246;

/**
 * Several processes starting at once on one PostgreSQL (API and worker processes) would run the
 * same migrations side by side and fail on each other's tables, and pg-boss's install of its
 * schema races the same way (its own transaction-level advisory lock does not refresh
 * PostgreSQL's catalog cache: the second process fails on a duplicate pg_namespace key). Each
 * waits for a session-level advisory lock, so one does the work and the others then find
 * nothing left to do. `work` may use other connections of the pool.
 */
async function onePostgresAtATime<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
