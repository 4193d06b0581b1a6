/**
 * `npm run bench -w @pilewise/server -- startup`: how long `npm start` takes to answer, on a
 * built tree (issue 12: /api/health in under 3 s on PostgreSQL, 5 s on the embedded PGlite; idle
 * API process under 200 MB on PostgreSQL). It builds the server bundle (scripts/build-server.mjs,
 * apps/server/dist) once, then starts dist/server.mjs again and again, timing spawn →
 * first 200 from /api/health: on PGlite in a scratch data folder (the first start, which creates
 * the database and applies every migration, is reported apart), and on PostgreSQL when
 * BENCH_DATABASE_URL names a server (a scratch database is created and dropped). The resident
 * memory (VmRSS) of the process is read 2 s and 40 s after it answered (idle: its engine threads
 * warmed up, V8's memory reducer done), for server.mjs (API, web and two engine threads) and
 * api.mjs (`npm run start:api`, no engine threads), on PostgreSQL.
 * On PGlite, the same 40 s after the first start (which made the data directory) and a later one.
 * Medians of BENCH_STARTS (default 5) starts. Wall time on a shared machine: the CPU time of the
 * process up to its answer is printed beside it (from /proc, user + system).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../src/shared/paths';
import { buildServerBundle, freePort, rssOf_MB } from './processes';
import { median } from './median';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const DIST = join(REPO_ROOT, 'apps/server/dist');

/** A PostgreSQL server to make scratch databases on (BENCH_DATABASE_URL, else the tests' one). */
const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/** CPU time (user + system) the process has used, ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Start {
  wall_ms: number;
  cpu_ms: number;
  /** Resident memory at each of the settle times asked for, MB. */
  rss_MB: number[];
}

/**
 * Starts `entry` of the bundle with `env`, waits for /api/health, reads its numbers (the resident
 * memory at each of `rssAfter_ms` after the answer), stops it.
 */
async function startOnce(
  entry: string,
  env: Record<string, string>,
  rssAfter_ms: readonly number[] = [],
): Promise<Start> {
  const port = await freePort();
  const t0 = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', join(DIST, entry)], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const wall_ms = performance.now() - t0;
    const cpu_ms = cpuOf(child.pid!);
    const answered = performance.now();
    const rss_MB: number[] = [];
    for (const after_ms of rssAfter_ms) {
      await new Promise((r) => setTimeout(r, Math.max(0, answered + after_ms - performance.now())));
      rss_MB.push(rssOf_MB(child.pid!));
    }
    return { wall_ms, cpu_ms, rss_MB };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function startsOf(label: string, entry: string, env: Record<string, string>, target_ms: number) {
  const starts: Start[] = [];
  for (let i = 0; i < STARTS; i++) starts.push(await startOnce(entry, env));
  const wall = median(starts.map((s) => s.wall_ms));
  const cpu = median(starts.map((s) => s.cpu_ms));
  console.log(
    `${label.padEnd(34)} ${wall.toFixed(0).padStart(6)} ms wall  ${cpu.toFixed(0).padStart(6)} ms CPU   (target < ${target_ms} ms; ${STARTS} starts)`,
  );
}

buildServerBundle();

console.log('# npm start on a built tree: spawn → first 200 from /api/health (medians)');
const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-startup-'));
try {
  const pglite = { PILEWISE_DATA_DIR: dataDir };
  // the first start makes the data directory (initdb, in a thread that ends: db/client.ts)
  const first = await startOnce('server.mjs', pglite, [40_000]);
  console.log(
    `${'PGlite, first start (migrations)'.padEnd(34)} ${first.wall_ms.toFixed(0).padStart(6)} ms wall  ${first.cpu_ms.toFixed(0).padStart(6)} ms CPU`,
  );
  await startsOf('PGlite, server.mjs', 'server.mjs', pglite, 5000);
  const later = await startOnce('server.mjs', pglite, [40_000]);
  console.log(
    `RSS on PGlite, 40 s after start: server.mjs ${first.rss_MB[0]!.toFixed(0)} MB after its first start, ${later.rss_MB[0]!.toFixed(0)} MB after a later one`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (PG_SERVER_URL) {
  const name = `pilewise_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_SERVER_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(PG_SERVER_URL);
    url.pathname = `/${name}`;
    const postgres = { DATABASE_URL: url.toString() };
    await startOnce('server.mjs', postgres); // migrations, not timed
    await startsOf('PostgreSQL, server.mjs', 'server.mjs', postgres, 3000);
    // server.mjs warms its engine threads up once listening (a pier designed each, ~0.3 s:
    // EnginePool.warm), so at 2 s it is not idle yet; V8 gives back the start's garbage some
    // 30 s in (its memory reducer, when the process is idle): read at 40 s too.
    const [all2, all40] = (await startOnce('server.mjs', postgres, [2000, 40_000])).rss_MB;
    const [api2, api40] = (await startOnce('api.mjs', postgres, [2000, 40_000])).rss_MB;
    const mb = (x: number | undefined) => `${x!.toFixed(0)} MB`;
    console.log(
      `RSS on PostgreSQL, 2 s / 40 s after start: server.mjs ${mb(all2)} / ${mb(all40)} (with 2 engine threads, warmed up), api.mjs ${mb(api2)} / ${mb(api40)}   (target: idle < 200 MB)`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to time it');
}
