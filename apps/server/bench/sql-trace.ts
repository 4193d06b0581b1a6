/**
 * BENCH_SQL_TRACE=1 for bench/run-latency.ts: every SQL statement the server sends during a run's
 * steps (the POST, the run until `succeeded` is heard, the GET), counted and timed per step, on
 * either database, to see which queries a run's overhead is made of (issue 12).
 *
 * Taken at the drivers, below Drizzle and pg-boss, so nothing is missed (transactions, prepared
 * statements, pg-boss's own SQL):
 * - PGlite: each protocol message goes through the instance's execProtocolStream (parse, bind,
 *   execute, sync of a query; a simple query's text), run by the WASM on the main thread: its
 *   time is the loop's. A statement is counted at its Parse or Query message.
 * - node-postgres: Client.prototype.query, one call a statement; its time is the round trip
 *   (the loop is mostly free meanwhile).
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type TraceStep = 'post' | 'run' | 'get' | null;

interface StatementStats {
  count: number;
  ms: number;
}

/** Statement texts (shortened) and their count and time, per step of the run being traced. */
const byStep = new Map<Exclude<TraceStep, null>, Map<string, StatementStats>>();
let step: TraceStep = null;
/** The statement a PGlite message belongs to (its Parse came before its Bind and Execute). */
let current: StatementStats | null = null;

export function setTraceStep(next: TraceStep): void {
  step = next;
}

const shorten = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 110);

function statsOf(text: string): StatementStats | null {
  if (!step) return null;
  let stats = byStep.get(step);
  if (!stats) byStep.set(step, (stats = new Map()));
  const key = shorten(text);
  let s = stats.get(key);
  if (!s) stats.set(key, (s = { count: 0, ms: 0 }));
  return s;
}

/** The SQL text of a Parse ('P') or Query ('Q') protocol message, or null for any other message. */
function sqlOfMessage(message: Uint8Array): string | null {
  const kind = String.fromCharCode(message[0]!);
  if (kind !== 'P' && kind !== 'Q') return null;
  const buffer = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  let at = 5;
  if (kind === 'P') at = buffer.indexOf(0, at) + 1; // the statement's name
  return buffer.toString('utf8', at, buffer.indexOf(0, at));
}

/** Wraps the embedded database's protocol entry point (every PGlite client of the process). */
export function tracePglite(): void {
  const original = PGlite.prototype.execProtocolStream;
  PGlite.prototype.execProtocolStream = async function (this: PGlite, message: Uint8Array, options?: never) {
    const text = sqlOfMessage(message);
    if (text !== null) {
      current = statsOf(text);
      if (current) current.count++;
    }
    const t0 = performance.now();
    try {
      return await original.call(this, message, options);
    } finally {
      if (current) current.ms += performance.now() - t0;
    }
  } as typeof original;
}

/** Wraps node-postgres's query (every pool and client of the process). */
export function tracePostgres(): void {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    const stats = text ? statsOf(text) : null;
    if (!stats) return original.apply(this, args);
    stats.count++;
    const t0 = performance.now();
    const done = () => {
      stats.ms += performance.now() - t0;
    };
    // The pool calls it with a callback (pool.query), Drizzle's transactions without one.
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        done();
        return callback(...a);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args);
    return answer instanceof Promise ? answer.finally(done) : answer;
  } as typeof pg.Client.prototype.query;
}

/** Prints and forgets what was traced: per step, statements by total time, per traced run. */
export function printTrace(runs: number): void {
  for (const [name, stats] of byStep) {
    const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms);
    const count = rows.reduce((n, [, s]) => n + s.count, 0);
    const ms = rows.reduce((n, [, s]) => n + s.ms, 0);
    console.log(`  ${name}: ${(count / runs).toFixed(1)} statements, ${(ms / runs).toFixed(1)} ms per run`);
    for (const [text, s] of rows) {
      console.log(
        `    ${(s.count / runs).toFixed(1).padStart(5)} × ${(s.ms / runs).toFixed(2).padStart(6)} ms  ${text}`,
      );
    }
  }
  byStep.clear();
}
