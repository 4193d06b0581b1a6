/**
 * `npm run bench -w @pilewise/server`: the time a user waits for a design run through the whole
 * server, against the engine's own time for the same work (issue 12: overhead under 10 %).
 *
 * The server run is what the web app does: POST the run with `Prefer: wait` (RFC 7240), answered
 * with its result (brotli, as a browser asks) when it ends within the wait. Beside it, what an API
 * client without Prefer does: POST, hear `succeeded` on the socket, GET the run with its result.
 * Over real HTTP on an embedded PGlite (and on PostgreSQL too when BENCH_DATABASE_URL names a
 * server database to create scratch ones in), in each lane: the Fast Lane (100 elements, the web
 * app's default) and the Accuracy Lane (500, three times the result). It covers the queue, the
 * worker threads, progress writes and events, the stored result and its answer. The client is a
 * process of its own (run-client.ts), as a browser is: until session 13 it shared the server's
 * process and event loop, and its fetches and JSON parsing were counted as the server's. The engine
 * alone is the same input split across the same number of threads (EnginePool.designAsJson, as the
 * server calls it; no server, no database): the difference is the server's overhead. The two are
 * interleaved (the machine's load shifts) and each new run's input differs by its notes, so the
 * result cache misses; the cache's own answer is timed apart. Medians of wall time and of the
 * server process's CPU time (all its threads). The stored bytes of a result (pg_column_size of what
 * the runs row keeps) are printed too, and the time the main thread's event loop was busy
 * (performance.eventLoopUtilization): the server's own work, which competes with the engine's
 * threads for the machine's cores and is steadier than wall time on a loaded machine. The client's
 * clock marks and the run's own (startedAt, finishedAt) split the wait: to the run's start, its
 * run, the `succeeded` event, and the GET; and of the answer that brings the result, the client's
 * own decoding (brotli) and JSON.parse, a browser's work rather than the server's (some 10 ms of
 * a Fast Lane run's 20 to 40 ms of overhead here, session 37), and the client's CPU over the
 * whole run, which on this machine competes for the cores the server and its threads use.
 * Repetitions: BENCH_RUN_REPS (default 11), after BENCH_RUN_WARMUPS warm-up rounds (default 10);
 * threads: RUN_WORKERS of the bench (default 2); lanes: BENCH_RUN_LANES (default fast,accuracy).
 * BENCH_SQL_TRACE=1 also lists the SQL statements of a run, counted and timed (sql-trace.ts).
 * BENCH_RUN_CPU_PROF=<file> instead profiles the main thread over the server's runs only (no
 * engine-alone runs between them) and writes the V8 CPU profile there, for
 * bench/cpuprofile-summary.ts: where the server's own milliseconds go.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { RUN_LANE_ELEMENTS, RUN_LANE_LABELS, type RunLane } from '@pilewise/contracts';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { EnginePool } from '../src/runs/engine-pool';
import type { ClientRun, RunProtocol } from './run-client';
import { startClient } from './run-client-process';
import { printTrace, setTraceStep, tracePglite, tracePostgres } from './sql-trace';
import { median } from './median';

const REPEATS = Number(process.env.BENCH_RUN_REPS ?? 11);
const THREADS = Number(process.env.RUN_WORKERS ?? 2);
/** Warm-up rounds (BENCH_RUN_WARMUPS, default 10): two server runs and two engine-alone runs each. */
const WARM_UPS = Number(process.env.BENCH_RUN_WARMUPS ?? 10);
const TRACE = process.env.BENCH_SQL_TRACE === '1';
const CPU_PROFILE = process.env.BENCH_RUN_CPU_PROF;
if (TRACE) {
  tracePglite();
  tracePostgres();
}

/** A PostgreSQL server to make scratch databases on (BENCH_DATABASE_URL, else the tests' one). */
const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const cpu_ms = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** The lanes timed (BENCH_RUN_LANES, default both): the Fast Lane's 100 elements, the Accuracy Lane's 500. */
const LANES = (process.env.BENCH_RUN_LANES ?? 'fast,accuracy').split(',') as RunLane[];

async function benchOn(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<void> {
  for (const lane of LANES) await benchLaneOn(kind, lane, databaseUrl);
}

async function benchLaneOn(kind: 'pglite' | 'postgres', lane: RunLane, databaseUrl?: string): Promise<void> {
  /** The input as the server runs it in the lane, for the engine alone. */
  const laneInput = { ...example, settings: { ...example.settings, elements: RUN_LANE_ELEMENTS[lane] } };
  const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PILEWISE_DATA_DIR: dataDir,
    WEB_DIST: join(tmpdir(), 'pilewise-no-web-dist'),
    RUN_WORKERS: String(THREADS),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = await buildApp(config, { logger: false });
  const engine = new EnginePool(THREADS, app.log);
  const client = startClient();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await Promise.all([app.runs.queue.warmThreads(), engine.warm()]);
    await client.ask({ cmd: 'signUp', base, email: `bench-${lane}@example.com` });
    const addProject = (i: number) => client.ask<string>({ cmd: 'addProject', i });

    let resultJsonBytes = 0;
    /** A run as the client makes it, with the server process's CPU and event loop meanwhile. */
    const serverRun = async (projectId: string, protocol: RunProtocol, traced = false) => {
      if (traced) setTraceStep('run');
      const loop0 = performance.eventLoopUtilization();
      const c0 = process.cpuUsage();
      const seen = await client.ask<ClientRun>({ cmd: 'run', projectId, lane, protocol });
      const used_ms = cpu_ms(c0);
      const loop_ms = performance.eventLoopUtilization(loop0).active;
      setTraceStep(null);
      resultJsonBytes = seen.resultJsonBytes;
      return {
        wall_ms: seen.received - seen.sent,
        cpu_ms: used_ms,
        loop_ms,
        post_ms: seen.posted - seen.sent,
        get_ms: seen.received - seen.heard,
        // The server's marks (ms precision): from the POST sent to the run's start, its run
        // (threads, merge, packing) until its finish, and until `succeeded` was heard.
        start_ms: seen.startedAt - seen.sent,
        running_ms: seen.finishedAt - seen.startedAt,
        heard_ms: seen.heard - seen.finishedAt,
        decode_ms: seen.decodeAndParse_ms,
        client_cpu_ms: seen.cpu_ms,
        status: seen.status,
      };
    };
    const engineRun = async () => {
      const loop0 = performance.eventLoopUtilization();
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      // the server's own call: the threads answer the result as JSON text (run-executor.ts)
      const answer = await engine.designAsJson(laneInput, {
        signal: new AbortController().signal,
        onProgress() {},
      });
      if (!answer.ok) throw new Error('the engine refused the example');
      return {
        wall_ms: performance.now() - t0,
        cpu_ms: cpu_ms(c0),
        loop_ms: performance.eventLoopUtilization(loop0).active,
      };
    };

    // Warm-up of both (threads load, JIT, young generation), not timed, to the same number of
    // designs on each pool's threads: V8 is still compiling the engine's hot paths over the first
    // ten or twenty designs of a thread (bench/peer.bench.ts in the engine warms 20), and the
    // timed rounds below give the server's pool two runs (wait, socket) for the engine's one. With
    // one warm-up each, the engine alone was the less warmed, and timed slower than the server's
    // own run of the same input (134 against 111 ms, session 36).
    for (let i = 0; i < WARM_UPS; i++) {
      await serverRun(await addProject(-1 - 2 * i), 'wait');
      await serverRun(await addProject(-2 - 2 * i), 'socket');
      await engineRun();
      await engineRun();
    }
    if (CPU_PROFILE) {
      const projects: string[] = [];
      for (let i = 0; i < REPEATS; i++) projects.push(await addProject(1000 + i));
      await profileServerRuns(CPU_PROFILE, async () => {
        for (const id of projects) await serverRun(id, 'wait');
      });
      return;
    }
    type ServerRun = Awaited<ReturnType<typeof serverRun>>;
    /** By protocol: the web app's (Prefer: wait), an API client's without Prefer (socket + GET). */
    const server: ServerRun[] = [];
    const socketServer: ServerRun[] = [];
    const alone: Awaited<ReturnType<typeof engineRun>>[] = [];
    let projectId = '';
    for (let i = 0; i < REPEATS; i++) {
      projectId = await addProject(i);
      const socketProject = await addProject(10_000 + i);
      // Rotate which goes first: none always runs on the machine another left behind.
      const steps = [
        async () => server.push(await serverRun(projectId, 'wait', TRACE)),
        async () => alone.push(await engineRun()),
        async () => socketServer.push(await serverRun(socketProject, 'socket')),
      ];
      for (let k = 0; k < steps.length; k++) await steps[(i + k) % steps.length]!();
    }
    if (TRACE) {
      console.log(
        `# SQL of a run (${kind}), per run: count × time (PGlite: its WASM on the loop; PostgreSQL: round trips)`,
      );
      printTrace(REPEATS);
    }
    const cached: Awaited<ReturnType<typeof serverRun>>[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const hit = await serverRun(projectId, 'wait');
      if (hit.status !== 'succeeded') throw new Error(`the cache missed: ${hit.status}`);
      cached.push(hit);
    }
    const stored = (
      await app.database.executeSql(
        // this lane's: the PostgreSQL database keeps the other lane's runs
        `SELECT ${storedResultBytesSql} AS stored FROM runs WHERE status = 'succeeded' AND cached_from IS NULL AND lane = $1 LIMIT 1`,
        [lane],
      )
    ).rows[0] as { stored: number };

    const m = (xs: { wall_ms: number }[]) => median(xs.map((x) => x.wall_ms));
    const c = (xs: { cpu_ms: number }[]) => median(xs.map((x) => x.cpu_ms));
    const ratio = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)} %`;
    const f = (x: number) => x.toFixed(0).padStart(6);
    const ms = (xs: number[]) => median(xs).toFixed(1);
    console.log(
      `# design run through the server (generic example, ${RUN_LANE_LABELS[lane]}, ${kind}, ${THREADS} engine threads, ${REPEATS} runs; client in its own process)`,
    );
    console.log(`                                 wall ms   CPU ms (the server process's)`);
    console.log(`server, Prefer: wait (web app)  ${f(m(server))}   ${f(c(server))}`);
    console.log(`server, socket + GET (no Prefer) ${f(m(socketServer))}   ${f(c(socketServer))}`);
    console.log(`engine alone, same threads      ${f(m(alone))}   ${f(c(alone))}`);
    console.log(
      `server overhead (median)        ${ratio(m(server), m(alone)).padStart(6)}   ${ratio(c(server), c(alone)).padStart(6)}   (target < 10 %; socket + GET: ${ratio(m(socketServer), m(alone))})`,
    );
    // Each server run against the engine run beside it: steadier than the ratio of the medians
    // when the machine's speed drifts between pairs, and in ms, which do not grow as the engine
    // gets faster.
    const paired = (
      runs: ServerRun[],
      pick: (x: { wall_ms: number; cpu_ms: number; loop_ms: number }) => number,
    ) => median(runs.map((s, i) => pick(s) - pick(alone[i]!)));
    console.log(
      `server overhead (paired, ms)    ${f(paired(server, (x) => x.wall_ms))}   ${f(paired(server, (x) => x.cpu_ms))}   (socket + GET: ${paired(socketServer, (x) => x.wall_ms).toFixed(0)} ms wall)`,
    );
    console.log(
      `main event loop busy (paired, ms) ${f(paired(server, (x) => x.loop_ms))}   (server ${ms(server.map((s) => s.loop_ms))}; engine alone ${ms(alone.map((s) => s.loop_ms))})`,
    );
    console.log(
      `  Prefer: wait: POST answered with the result ${ms(server.map((s) => s.post_ms))} ms after it was sent; run started ${ms(server.map((s) => s.start_ms))} ms after, ran ${ms(server.map((s) => s.running_ms))} ms (engine alone ${ms(alone.map((s) => s.wall_ms))}), answer received ${ms(server.map((s) => s.wall_ms - s.running_ms - s.start_ms))} ms after its finish (of which the client's decoding and JSON.parse ${ms(server.map((s) => s.decode_ms))} ms); the client's CPU over the run ${ms(server.map((s) => s.client_cpu_ms))} ms, on the cores the server and its threads use`,
    );
    console.log(
      `  socket + GET: POST answered ${ms(socketServer.map((s) => s.post_ms))} ms; run started ${ms(socketServer.map((s) => s.start_ms))} ms after the POST was sent, ran ${ms(socketServer.map((s) => s.running_ms))} ms, \`succeeded\` heard ${ms(socketServer.map((s) => s.heard_ms))} ms after its finish, GET with result ${ms(socketServer.map((s) => s.get_ms))} ms`,
    );
    console.log(`cache hit: POST with its result ${f(m(cached))}   ${f(c(cached))}`);
    console.log(
      `stored result                   ${stored.stored} bytes per run (its JSON: ${resultJsonBytes} bytes)`,
    );
  } finally {
    await client.close();
    await engine.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The main thread's CPU profile over `work`. */
async function profileServerRuns(file: string, work: () => Promise<void>): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  await work();
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  session.disconnect();
  console.log(`# CPU profile of ${REPEATS} server runs written to ${file}`);
}

/** What the runs row keeps of a result, in bytes (as stored: TOAST-compressed when it is). */
const storedResultBytesSql = `pg_column_size(result)`;

async function withScratchPostgres(serverUrl: string, use: (url: string) => Promise<void>): Promise<void> {
  const name = `pilewise_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// A profile is of one database: PostgreSQL when BENCH_DATABASE_URL names one, else PGlite.
const profiled = CPU_PROFILE ? (process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite') : null;
if (profiled !== 'postgres') await benchOn('pglite');
if (PG_SERVER_URL && profiled !== 'pglite') {
  await withScratchPostgres(PG_SERVER_URL, (url) => benchOn('postgres', url));
}
