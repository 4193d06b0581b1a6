/**
 * `npm run bench -w @pilewise/server -- load`: the load test of issues 11 and 12. ONE API process
 * (the compiled `dist/api.mjs` that `npm run start:api` runs, built here into apps/server/.tmp)
 * serves a company of 1,000 projects (each with a design input) while autocannon drives it:
 * - the projects list as the web app opens it (`GET /api/projects/list`, 10 a page, newest
 *   first; the page drawn at random over the 100 pages), by 50 clients and by 20;
 * - the project screen's GETs as the web app opens a project (project, runs, files, review
 *   history, review readiness, the company's sections), each client opening one random project
 *   after another, by 50 clients;
 *   then again once every project's screen was opened (unmeasured): what the process keeps of
 *   them (src/projects/project-screen-cache.ts) is then filled, as in a process that has served
 *   a while, where the first case's seconds are mostly each project's first opening (the
 *   warm-up opens 50 projects of its own, never measured).
 * On PGlite (embedded, the default) and, when TEST_DATABASE_URL or DATABASE_URL is set, on
 * PostgreSQL (a database of its own, created and dropped here). Prints p50 and p99 of the
 * latency with the targets, and the API process's CPU time per request (steadier than latency
 * on a shared machine). LOAD_SECONDS sets each case's length (default 5).
 *
 * Targets: p99 under 50 ms on one API process at 1,000 projects and 50 clients (issue 11); the
 * projects list at 20 clients, p99 under 200 ms on the embedded database and under 50 ms on
 * PostgreSQL (issue 12).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import small from '../test/fixtures/design-input-small.json';
import { REPO_ROOT } from '../src/shared/paths';
import { freePort } from './processes';

const PROJECTS = 1000;
const WARM_UP_PROJECTS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const PG_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const outdir = join(REPO_ROOT, 'apps/server/.tmp', `load-${process.pid}`);

/**
 * User and system (kernel: socket writes and reads) CPU time of a process so far, in ms (Linux
 * /proc; 100 ticks a second).
 */
function cpuMs(pid: number): { user: number; system: number } {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

interface Api {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startApi(env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  // LOAD_CPU_PROF=<dir>: the API process writes a V8 CPU profile there when it stops (to find
  // where a request's CPU time goes; summarise with bench/cpuprofile-summary.ts).
  const profile = process.env.LOAD_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, join(outdir, 'api.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: join(tmpdir(), 'pilewise-no-web-dist'),
      AUTH_RATE_LIMIT_MAX: '100000',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 1800 || child.exitCode !== null) {
      child.kill('SIGKILL'); // never left behind
      throw new Error('the API process did not start');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function call<T>(url: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A company with PROJECTS projects, each with a design input, through the API (8 at a time), and
 * WARM_UP_PROJECTS more for the warm-up: what the process keeps of a project screen opened in the
 * warm-up must not serve the first measured case.
 */
async function seed(url: string): Promise<{ token: string; projectIds: string[]; warmUpIds: string[] }> {
  const { token } = await call<{ token: string }>(url, '/api/auth/sign-up', null, {
    firstName: 'Lo',
    lastName: 'Ad',
    email: `load-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Pile#Wise2025',
    companyName: 'Load Co',
  });
  const projectIds: string[] = [];
  const warmUpIds: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < PROJECTS + WARM_UP_PROJECTS) {
      const i = next++;
      const designInput = { ...small, project: { ...small.project, notes: `load project ${i}` } };
      const { project } = await call<{ project: { _id: string } }>(url, '/api/projects/add', token, {
        name: `Load site ${i}`,
        client: `Client ${i % 37}`,
        designer: `Designer ${i % 11}`,
        design: { designInput },
      });
      (i < PROJECTS ? projectIds : warmUpIds).push(project._id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { token, projectIds, warmUpIds };
}

interface Case {
  name: string;
  connections: number;
  /** The next request's path (`client`: what this connection keeps between its requests). */
  path: (client: Record<string, unknown>) => string;
  /** Its target p99, ms. */
  target: number;
  /** Done before it is measured. */
  before?: () => Promise<void>;
}

interface Measured {
  p50: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, connection errors, and requests unanswered after autocannon's 10 s. */
  non2xx: number;
  errors: number;
  timeouts: number;
  cpuPerRequestMs: number;
  /** Of which in the kernel. */
  systemPerRequestMs: number;
}

async function measure(api: Api, token: string, c: Case, seconds: number): Promise<Measured> {
  const cpuBefore = cpuMs(api.child.pid!);
  const result = await autocannon({
    url: api.url,
    connections: c.connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ method: 'GET', setupRequest: (request, client) => ({ ...request, path: c.path(client) }) }],
  });
  const cpuAfter = cpuMs(api.child.pid!);
  const system = cpuAfter.system - cpuBefore.system;
  const cpu = cpuAfter.user - cpuBefore.user + system;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: Math.max(0, result.errors - result.timeouts),
    timeouts: result.timeouts,
    cpuPerRequestMs: cpu / Math.max(1, result.requests.total),
    systemPerRequestMs: system / Math.max(1, result.requests.total),
  };
}

async function bench(backend: 'pglite' | 'postgres'): Promise<void> {
  let dropDatabase = async () => {};
  const env: Record<string, string> = {};
  const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-load-'));
  env.PILEWISE_DATA_DIR = dataDir;
  if (backend === 'postgres') {
    const name = `pilewise_load_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const api = await startApi(env);
  try {
    const seedStart = performance.now();
    const { token, projectIds, warmUpIds } = await seed(api.url);
    console.log(
      `${backend}: ${projectIds.length} projects seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    const pages = PROJECTS / 10;
    const list = () =>
      `/api/projects/list?sort=created_desc&page=${1 + Math.floor(Math.random() * pages)}&pageSize=10`;
    const screenPaths = [
      (id: string) => `/api/projects/get-project-data/${id}`,
      (id: string) => `/api/projects/project-runs/${id}`,
      (id: string) => `/api/projects/files/${id}`,
      (id: string) => `/api/projects/review-history/${id}`,
      (id: string) => `/api/projects/review-readiness/${id}`,
      () => '/api/sections',
    ];
    /**
     * A client opening project screens as the web app does: the six calls of one project (drawn
     * at random), then the next project's. (Each call of a random project of its own would be
     * no user's pattern.)
     */
    const screenOf = (ids: readonly string[]) => (client: Record<string, unknown>) => {
      const turn = typeof client.turn === 'number' ? client.turn : 0;
      if (turn % screenPaths.length === 0) client.projectId = pick(ids);
      client.turn = turn + 1;
      return screenPaths[turn % screenPaths.length]!(client.projectId as string);
    };
    const screen = screenOf(projectIds);
    /** Every project's screen opened once (8 at a time). */
    const openEvery = async () => {
      let next = 0;
      const worker = async () => {
        while (next < projectIds.length) {
          const id = projectIds[next++]!;
          for (const path of screenPaths) await call(api.url, path(id), token);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
    };
    const listTarget20 = backend === 'pglite' ? 200 : 50;
    const cases: Case[] = [
      { name: 'projects list, 50 clients', connections: 50, path: list, target: 50 },
      { name: 'project screen GETs, 50 clients', connections: 50, path: screen, target: 50 },
      { name: 'projects list, 20 clients', connections: 20, path: list, target: listTarget20 },
      {
        name: 'screen GETs, 50, all opened before',
        connections: 50,
        path: screen,
        target: 50,
        before: openEvery,
      },
    ];
    // Warm-up (JIT, the pools' connections, PGlite's caches): not reported.
    await measure(api, token, { ...cases[0]!, connections: 10 }, 2);
    await measure(api, token, { ...cases[1]!, connections: 10, path: screenOf(warmUpIds) }, 2);
    for (const c of cases) {
      await c.before?.();
      const m = await measure(api, token, c, SECONDS);
      const verdict = m.p99 < c.target ? 'meets' : 'MISSES';
      console.log(
        `${backend.padEnd(8)} ${c.name.padEnd(32)} p50 ${String(m.p50).padStart(5)} ms  p99 ${String(m.p99).padStart(5)} ms ` +
          `(target p99 < ${c.target} ms: ${verdict})  ${m.requests} requests, ${(m.requests / SECONDS).toFixed(0)}/s, ` +
          `CPU ${m.cpuPerRequestMs.toFixed(2)} ms/request (system ${m.systemPerRequestMs.toFixed(2)})` +
          (m.non2xx ? `, ${m.non2xx} NOT 2xx` : '') +
          (m.errors > 0 ? `, ${m.errors} ERRORS` : '') +
          (m.timeouts ? `, ${m.timeouts} unanswered in 10 s` : ''),
      );
    }
  } finally {
    await api.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs'), outdir], {
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(build.stderr);
  try {
    console.log(
      `One API process (dist/api.mjs), ${PROJECTS} projects in one company, ${SECONDS} s per case; the machine may be shared (CPU per request is the steadier number).`,
    );
    // LOAD_BACKENDS=pglite or postgres: one of them only (both by default).
    const only = process.env.LOAD_BACKENDS;
    if (!only || only.includes('pglite')) await bench('pglite');
    if (PG_URL && (!only || only.includes('postgres'))) await bench('postgres');
    else console.log('postgres: skipped (set TEST_DATABASE_URL or DATABASE_URL)');
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
