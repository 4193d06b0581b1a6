// The socket relay between server processes sharing a PostgreSQL database (architecture.md
// "Runs": every API node relays every event): @socket.io/postgres-adapter over LISTEN/NOTIFY.
// A run's events leave the process running it; every process hands them to its own clients.
// On PGlite (one process) there is no relay: socket.io's in-memory adapter is enough.
//
// The adapter gets a pool of its own (two connections: its LISTEN, and one for its NOTIFYs,
// which also keeps a process's events in the order they were emitted), never the app's: a
// LISTEN connection must not go back into the app's pool. The pool is handed to the adapter
// through a thin wrapper covering what the adapter (0.5.0) leaves to its user around its LISTEN
// connection:
// - an error on it (the server restarts, a failover) would be an uncaught exception: each
//   connection of the pool gets an error listener;
// - when it ends, the adapter takes a new one but never releases the dead one, which would keep
//   a place of the pool for good and stop pool.end() from ever resolving: it is released here;
// - a reconnection under way at close would hold a connection nobody releases, or retry against
//   the ended pool forever: close() waits for it first, and once closing, `connect` stays pending;
// - it never tells when it listens: ready() does (a query queued behind its LISTEN).
import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import type { Database } from '../db/client';

export type RelayAdapter = ReturnType<typeof createAdapter>;

export interface SocketRelay {
  /** socket.io's `adapter` option. */
  adapter: RelayAdapter;
  /**
   * Resolves once the adapter listens: events of the other processes reach this one's clients
   * (false when it could not, for now: it keeps trying on its own).
   */
  ready(): Promise<boolean>;
  /**
   * Closes socket.io's adapter (`closeAdapter`) at a moment it holds no half-opened connection,
   * then the pool. Called once the last events went out.
   */
  close(closeAdapter: () => Promise<void> | void): Promise<void>;
}

/** Connections: the adapter's LISTEN, and one for its NOTIFYs (in order) and clean-ups. */
const POOL_SIZE = 2;

/** The relay of the database's processes, or null on PGlite. */
export function openSocketRelay(database: Database, log: FastifyBaseLogger): SocketRelay | null {
  if (!database.openPool) return null;
  const pool = database.openPool(
    { max: POOL_SIZE, application_name: 'pilewise-socket-relay', connectionTimeoutMillis: 10_000 },
    (err) => log.warn({ err }, 'socket relay: idle connection lost'),
  );
  let closing = false;
  /** The adapter's LISTEN connection while it holds it. */
  let listening: pg.PoolClient | null = null;
  /** The last LISTEN connection being set up: resolves once the adapter listens on it, or gave up. */
  let settled: Promise<boolean> = Promise.resolve(false);

  pool.on('connect', (client) => {
    // Errors of idle connections are reported by the pool's listener (above); those of a query
    // fail the query, which the adapter reports through errorHandler.
    client.on('error', (err) => {
      if (client === listening) log.warn({ err }, 'socket relay: the LISTEN connection was lost');
    });
  });
  pool.on('release', (_err, client) => {
    if (client === listening) listening = null;
  });

  /** The pool's connect(), as the adapter calls it: only ever for its LISTEN connection. */
  const connect = (): Promise<pg.PoolClient> => {
    if (closing) return new Promise<never>(() => {}); // a retry after close: stays idle, holds nothing
    const connecting = pool.connect().then((client) => {
      listening = client;
      client.once('end', () => {
        if (listening === client) client.release(new Error('socket relay: LISTEN connection ended'));
      });
      return client;
    });
    settled = connecting.then(
      async (client) => {
        // The adapter issues its LISTEN as soon as it holds the connection (in the microtasks
        // that follow); a query queued after it on the same connection answers after it.
        await new Promise((resolve) => setImmediate(resolve));
        await client.query('SELECT 1');
        return listening === client;
      },
      (err: unknown) => {
        log.warn({ err }, 'socket relay: could not connect (retrying)');
        return false;
      },
    );
    settled = settled.catch(() => false);
    return connecting;
  };
  const facade = { connect, query: (text: string, values?: unknown[]) => pool.query(text, values) };

  const adapter = createAdapter(facade as unknown as pg.Pool, {
    errorHandler: (err) => log.warn({ err }, 'socket relay'),
  });
  return {
    adapter,
    ready: () => settled,
    close: async (closeAdapter) => {
      closing = true;
      await settled; // a LISTEN connection being set up is then the adapter's, which releases it
      await closeAdapter(); // releases its connection, stops its timers, tells the others it left
      listening?.release(true); // whatever happened, nothing of the pool stays checked out
      await pool.end();
    },
  };
}
