// LISTEN on a channel, for a process's caches of rows that any process may change (the token
// holders, src/auth/token-holder-cache.ts): a trigger NOTIFYs at commit, whatever path wrote.
//
// What a cache needs beyond the notifications is to know it has them all up to now: caughtUp()
// resolves once every notification committed before the call has been handed over. On
// PostgreSQL a notification reaches the listening connection asynchronously, so caughtUp() sends
// a query on that connection: the server delivers the notifications it holds before the query's
// ReadyForQuery (PostgreSQL 14 and later process pending notifies before it; an idle listener
// has already sent them), and node-postgres hands them over as it parses them, before the query
// resolves. Callers waiting together share one query (one round trip per batch, not per request).
// On PGlite (one process, one session) a self-notification comes back in the committing
// statement's own answer and is handed over (in a microtask) before that statement resolves:
// there is nothing to wait for.
import type { PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';

export interface ChannelHandlers {
  /** A notification's payload. */
  notify(payload: string): void;
  /**
   * The listener started, stopped or restarted listening: notifications may have been missed, so
   * whatever was kept on their strength must go.
   */
  reset(): void;
}

export interface ChannelListener {
  /**
   * True once every notification committed before this call has reached `notify`; false when the
   * listener does not listen now (connection lost, reconnecting): nothing may be trusted then.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** Channel names are identifiers we choose: no quoting games. */
function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name: ${channel}`);
}

export async function listenOnPglite(
  client: PGliteInterface,
  channel: string,
  handlers: ChannelHandlers,
): Promise<ChannelListener> {
  assertChannelName(channel);
  const unlisten = await client.listen(channel, (payload) => handlers.notify(payload));
  handlers.reset();
  let closed = false;
  return {
    caughtUp: () => Promise.resolve(!closed),
    close: async () => {
      if (closed) return;
      closed = true;
      handlers.reset();
      if (!client.closed) await unlisten();
    },
  };
}

/** After a lost connection, the next try comes this much later. */
const RECONNECT_DELAY_MS = 1000;

/**
 * A connection of its own (never the pool's: a LISTEN connection must stay put). Resolves after
 * the first attempt to listen, successful or not; a lost connection is re-established in the
 * background, and until it listens again caughtUp() answers false.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ChannelHandlers,
  onError: (err: Error) => void,
): Promise<ChannelListener> {
  assertChannelName(channel);
  let client: pg.Client | null = null;
  /** The connection listens (set after LISTEN succeeded, cleared when it is lost). */
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  /** Callers of caughtUp() whose round trip has not been sent yet. */
  let waiting: ((caughtUp: boolean) => void)[] = [];
  let sending = false;

  const lose = (lost: pg.Client, err?: Error) => {
    if (client !== lost) return;
    if (err) onError(err);
    client = null;
    live = false;
    handlers.reset();
    lost.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS).unref();
  };

  const connect = async (): Promise<void> => {
    retry = null;
    const next = new pg.Client({
      connectionString: url,
      application_name: 'pilewise-listen',
      keepAlive: true,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    next.on('error', (err) => lose(next, err));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client !== next || closed) {
        await next.end().catch(() => {}); // closed meanwhile: nothing of ours is left open
        return;
      }
      live = true;
      handlers.reset();
    } catch (err) {
      lose(next, err as Error);
    }
  };

  /** Sends one round trip for everyone waiting when it leaves, until nobody waits. */
  const sendRounds = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      const on = client;
      let ok = false;
      if (on && live) {
        try {
          await on.query('SELECT 1');
          ok = live && client === on;
        } catch {
          ok = false; // the 'error' or 'end' listener takes it from here
        }
      }
      for (const resolve of batch) resolve(ok);
    }
    sending = false;
  };

  await connect();
  return {
    caughtUp: () => {
      if (!live || closed) return Promise.resolve(false);
      return new Promise<boolean>((resolve) => {
        waiting.push(resolve);
        if (!sending) void sendRounds();
      });
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      live = false;
      handlers.reset();
      await last?.end().catch(() => {});
    },
  };
}
