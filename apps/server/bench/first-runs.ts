/**
 * `npm run bench -w @pilewise/server -- first-runs`: what a user meets after a deploy and after a
 * quiet spell, and the memory an idle server keeps once it has run designs (issue 12: idle API
 * process under 200 MB on PostgreSQL). bench/startup.ts reads the memory of a server that has
 * run nothing; a server that ran designs kept some 300 MB idle, its engine threads holding the
 * young generation their designs grew (runs/engine-pool.ts, renewAfterIdleMs).
 *
 * It builds the bundle, starts dist/server.mjs (as `npm start`; on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, in a scratch database, else on PGlite),
 * and a client in its own process (run-client.ts, as run-latency.ts) runs the generic example in
 * the Fast Lane, a new project each time (no cache), waiting as the web app does (Prefer: wait).
 * Twice: with RUN_THREADS_RENEW_IDLE_SECONDS=0 (threads kept) and =RENEW_S (renewed after that
 * long idle). Each prints the waits of the first runs after the start, the resident memory 40 s
 * after the last of them, and the wait of a run after that idle (renewed threads: a first run
 * again). Wall times on a shared 2-vCPU machine: read them as a shape, not to the millisecond.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ClientRun } from './run-client';
import { buildServerBundle, rssOf_MB, startBuiltServer } from './processes';
import { startClient } from './run-client-process';

const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/** Runs timed after each start. */
const FIRST_RUNS = 6;
/** The renewal's idle time in the second round, s (the server's default is 300). */
const RENEW_S = 10;
/** How long the server idles after its runs before its memory is read, ms (as startup.ts: V8's memory reducer). */
const IDLE_MS = 40_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts server.mjs with `env`, runs the first runs, idles, reads its memory, runs once more. */
async function round(env: Record<string, string>, label: string): Promise<void> {
  const server = await startBuiltServer(env);
  const { base, port } = server;
  const client = startClient();
  try {
    await sleep(5000); // its threads' warm-up (EnginePool.warm) done, as for a user a little later
    await client.ask({ cmd: 'signUp', base, email: `first-runs-${port}@example.com` });
    let projects = 0;
    const run = async () => {
      const projectId = await client.ask<string>({ cmd: 'addProject', i: projects++ });
      const r = await client.ask<ClientRun>({ cmd: 'run', projectId, lane: 'fast', protocol: 'wait' });
      return r.received - r.sent;
    };
    const waits: number[] = [];
    for (let i = 0; i < FIRST_RUNS; i++) waits.push(await run());
    await sleep(IDLE_MS);
    const idleRss = rssOf_MB(server.pid);
    const afterIdle = await run();
    console.log(
      `${label.padEnd(44)} first runs ${waits.map((w) => w.toFixed(0)).join(', ')} ms; ` +
        `RSS ${(IDLE_MS / 1000).toFixed(0)} s after them ${idleRss.toFixed(0)} MB; a run then ${afterIdle.toFixed(0)} ms`,
    );
  } finally {
    await client.close();
    await server.stop();
  }
}

buildServerBundle();

/** Both rounds, each on a database of its own (`fresh`): the second does not start with the first's runs. */
async function bothRounds(kind: string, fresh: () => Promise<Record<string, string>>): Promise<void> {
  console.log(`# the first Fast Lane runs after a start (generic example, Prefer: wait), ${kind}`);
  await round({ ...(await fresh()), RUN_THREADS_RENEW_IDLE_SECONDS: '0' }, 'threads kept (RENEW_IDLE 0)');
  const renewed = { RUN_THREADS_RENEW_IDLE_SECONDS: String(RENEW_S) };
  await round({ ...(await fresh()), ...renewed }, `threads renewed after ${RENEW_S} s idle`);
  console.log('(target: an idle API process under 200 MB on PostgreSQL)');
}

if (PG_SERVER_URL) {
  const name = `pilewise_first_runs_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  try {
    await bothRounds('PostgreSQL', async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      return { DATABASE_URL: url.toString() };
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  const dirs: string[] = [];
  try {
    await bothRounds('PGlite', () => {
      dirs.push(mkdtempSync(join(tmpdir(), 'pilewise-first-runs-')));
      return Promise.resolve({ PILEWISE_DATA_DIR: dirs.at(-1)! });
    });
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
