/**
 * `npm run bench -w @pilewise/server`: the time a user waits for a design run through the whole
 * server, against the engine's own time for the same work (issue 12: overhead under 10 %).
 *
 * The server run is what the web app does: POST the run, hear `succeeded` on the socket, GET the
 * run with its result (brotli, as a browser asks), over real HTTP on an embedded PGlite (and
 * on PostgreSQL too when BENCH_DATABASE_URL names a server database to create scratch ones
 * in). It covers the queue, the worker threads, progress writes and events, the stored result
 * and its answer. The engine alone is the same input split across the same number of threads
 * (EnginePool, no server, no database): the difference is the server's overhead. The two are
 * interleaved (the machine's load shifts) and each new run's input differs by its notes, so the
 * result cache misses; the cache's own answer is timed apart. Medians of wall time and of the
 * process's CPU time (all threads; the bench's own client work is in the server's share).
 * The stored bytes of a result (pg_column_size of what the runs row keeps) are printed too, and
 * the time the main thread's event loop was busy (performance.eventLoopUtilization): the server's
 * own work, which competes with the engine's threads for the machine's cores and is steadier
 * than wall time on a loaded machine; split into the POST, the run until `succeeded` is heard,
 * and the GET (the bench's client shares the loop, as it shares the process).
 * Repetitions: BENCH_RUN_REPS (default 11); threads: RUN_WORKERS of the bench (default 2).
 * BENCH_SQL_TRACE=1 also lists the SQL statements of each step, counted and timed (sql-trace.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { SOCKET_RUN_PROGRESS, type RunProgressEvent } from '@pilewise/contracts';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { EnginePool } from '../src/runs/engine-pool';
import { connectSocket, subscribeProject } from '../test/socket';
import { printTrace, setTraceStep, tracePglite, tracePostgres } from './sql-trace';

const REPEATS = Number(process.env.BENCH_RUN_REPS ?? 11);
const THREADS = Number(process.env.RUN_WORKERS ?? 2);
const API = { 'x-api-version': '1', 'content-type': 'application/json' };
const TRACE = process.env.BENCH_SQL_TRACE === '1';
if (TRACE) {
  tracePglite();
  tracePostgres();
}

/** A PostgreSQL server to make scratch databases on (BENCH_DATABASE_URL, else the tests' one). */
const PG_SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Result = { piers: unknown[] } | null;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const cpu_ms = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** The fast lane's input as the server runs it (elements 100), for the engine alone. */
const fastInput = { ...example, settings: { ...example.settings, elements: 100 } };

async function benchOn(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<void> {
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
  const clients: Socket[] = [];
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await Promise.all([app.runs.queue.warmThreads(), engine.warm()]);
    const call = async <T>(
      method: string,
      path: string,
      token: string | null,
      body?: unknown,
    ): Promise<T> => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...API,
          'accept-encoding': 'br, gzip',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return JSON.parse(text) as T;
    };
    const { token } = await call<{ token: string }>('POST', '/api/auth/sign-up', null, {
      firstName: 'B',
      lastName: 'Ench',
      email: 'bench@example.com',
      password: 'Pile#Wise2025',
      companyName: 'Bench',
    });
    const socket = await connectSocket(base, token, clients);
    const succeeded = new Map<string, () => void>();
    socket.on(SOCKET_RUN_PROGRESS, (e: RunProgressEvent) => {
      if (e.status === 'succeeded') succeeded.get(e.runId)?.();
      else if (e.status === 'failed' || e.status === 'cancelled')
        throw new Error(`run ${e.status}: ${e.message}`);
    });

    /** A project of the example whose input differs by its notes: a run of it misses the cache. */
    const addProject = async (i: number) => {
      const designInput = { ...example, project: { ...example.project, notes: `bench run ${i}` } };
      const { project } = await call<{ project: { _id: string } }>('POST', '/api/projects/add', token, {
        name: `Bench site ${i}`,
        client: 'Bench',
        design: { designInput },
      });
      await subscribeProject(socket, project._id);
      return project._id;
    };
    let resultJsonBytes = 0;
    /**
     * POST the run, wait for `succeeded` on the socket, GET it with its result. A run answered
     * from the cache carries its result in the POST's answer, which the web app keeps: no GET.
     */
    const serverRun = async (projectId: string, traced = false) => {
      if (traced) setTraceStep('post');
      const loop0 = performance.eventLoopUtilization();
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const { run } = await call<{ run: { _id: string; status: string; result?: Result } }>(
        'POST',
        '/api/projects/run',
        token,
        {
          projectId,
          lane: 'fast',
        },
      );
      const t_started = performance.now();
      const loop_started = performance.eventLoopUtilization();
      if (traced) setTraceStep('run');
      if (run.status !== 'succeeded') {
        await new Promise<void>((resolve) => succeeded.set(run._id, resolve));
      }
      const t_succeeded = performance.now();
      const loop_succeeded = performance.eventLoopUtilization();
      if (traced) setTraceStep('get');
      const got =
        run.status === 'succeeded' && run.result
          ? { run: { result: run.result } }
          : await call<{ run: { result: Result } }>('GET', `/api/projects/runs/${run._id}`, token);
      const t1 = performance.now();
      const used_ms = cpu_ms(c0);
      const loop_end = performance.eventLoopUtilization();
      setTraceStep(null);
      // The bench's own bookkeeping, after the clock: a browser does not serialise the result again.
      if (!got.run.result?.piers.length) throw new Error('the run has no result');
      resultJsonBytes = Buffer.byteLength(JSON.stringify(got.run.result));
      return {
        wall_ms: t1 - t0,
        cpu_ms: used_ms,
        loop_ms: loop_end.active - loop0.active,
        loop_post_ms: loop_started.active - loop0.active,
        loop_run_ms: loop_succeeded.active - loop_started.active,
        loop_get_ms: loop_end.active - loop_succeeded.active,
        post_ms: t_started - t0,
        get_ms: t1 - t_succeeded,
        status: run.status,
      };
    };
    const engineRun = async () => {
      const loop0 = performance.eventLoopUtilization();
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const answer = await engine.design(fastInput, {
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

    // Warm-up of both (threads load, JIT), not timed.
    await serverRun(await addProject(-1));
    await engineRun();
    const server: Awaited<ReturnType<typeof serverRun>>[] = [];
    const alone: Awaited<ReturnType<typeof engineRun>>[] = [];
    let projectId = '';
    for (let i = 0; i < REPEATS; i++) {
      projectId = await addProject(i);
      // Alternate which goes first: neither always runs on the machine the other left behind.
      if (i % 2 === 0) {
        server.push(await serverRun(projectId, TRACE));
        alone.push(await engineRun());
      } else {
        alone.push(await engineRun());
        server.push(await serverRun(projectId, TRACE));
      }
    }
    if (TRACE) {
      console.log(
        `# SQL of a run (${kind}), per run: count × time (PGlite: its WASM on the loop; PostgreSQL: round trips)`,
      );
      printTrace(REPEATS);
    }
    const cached: Awaited<ReturnType<typeof serverRun>>[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const hit = await serverRun(projectId);
      if (hit.status !== 'succeeded') throw new Error(`the cache missed: ${hit.status}`);
      cached.push(hit);
    }
    const stored = (
      await app.database.executeSql(
        `SELECT ${storedResultBytesSql} AS stored FROM runs WHERE status = 'succeeded' AND cached_from IS NULL LIMIT 1`,
      )
    ).rows[0] as { stored: number };

    const m = (xs: { wall_ms: number }[]) => median(xs.map((x) => x.wall_ms));
    const c = (xs: { cpu_ms: number }[]) => median(xs.map((x) => x.cpu_ms));
    const ratio = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)} %`;
    const f = (x: number) => x.toFixed(0).padStart(6);
    console.log(
      `# design run through the server (generic example, Fast Lane, ${kind}, ${THREADS} engine threads, ${REPEATS} runs)`,
    );
    console.log(`                                 wall ms   CPU ms`);
    console.log(`server: POST → succeeded → GET  ${f(m(server))}   ${f(c(server))}`);
    console.log(`engine alone, same threads      ${f(m(alone))}   ${f(c(alone))}`);
    console.log(
      `server overhead (median)        ${ratio(m(server), m(alone)).padStart(6)}   ${ratio(c(server), c(alone)).padStart(6)}   (target < 10 %)`,
    );
    // Each server run against the engine run beside it: steadier than the ratio of the medians
    // when the machine's speed drifts between pairs, and in ms, which do not grow as the engine
    // gets faster.
    const paired = (pick: (x: { wall_ms: number; cpu_ms: number; loop_ms: number }) => number) =>
      median(server.map((s, i) => pick(s) - pick(alone[i]!)));
    console.log(
      `server overhead (paired, ms)    ${f(paired((x) => x.wall_ms))}   ${f(paired((x) => x.cpu_ms))}`,
    );
    const ms = (xs: number[]) => median(xs).toFixed(1);
    console.log(
      `main event loop busy (paired, ms) ${f(paired((x) => x.loop_ms))}   (server ${ms(server.map((s) => s.loop_ms))}: POST ${ms(server.map((s) => s.loop_post_ms))}, run ${ms(server.map((s) => s.loop_run_ms))}, GET ${ms(server.map((s) => s.loop_get_ms))}; engine alone ${ms(alone.map((s) => s.loop_ms))})`,
    );
    console.log(
      `  of which: POST ${median(server.map((s) => s.post_ms)).toFixed(0)} ms, GET with result ${median(server.map((s) => s.get_ms)).toFixed(0)} ms`,
    );
    console.log(`cache hit: POST with its result ${f(m(cached))}   ${f(c(cached))}`);
    console.log(
      `stored result                   ${stored.stored} bytes per run (its JSON: ${resultJsonBytes} bytes)`,
    );
  } finally {
    for (const s of clients) s.disconnect();
    await engine.destroy();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
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

await benchOn('pglite');
if (PG_SERVER_URL) {
  await withScratchPostgres(PG_SERVER_URL, (url) => benchOn('postgres', url));
}
