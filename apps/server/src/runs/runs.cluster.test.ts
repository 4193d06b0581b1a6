// Runs on a cluster (issue 11): two API processes and two run-worker processes, the real entry
// points compiled as `npm run start:api` / `start:worker` run them (scripts/build-server.mjs:
// dist/api.mjs, dist/worker.mjs), on one fresh PostgreSQL database. 20 runs of 10 projects go
// through both APIs (half each, two companies), each project's client follows it over the socket
// of the API it used, and one worker is killed with SIGKILL in the middle of a run. Checked: every
// run ends succeeded or interrupted (and an interrupted one runs again and succeeds), no run is
// run twice (the workers' own "design run started" records, the queue's jobs), every client saw
// the progress of its own project and only of it, and nothing else is lost (runs, results,
// activity, through either API).
//
// PostgreSQL only (TEST_DATABASE_URL, set by CI): PGlite is one process, with nothing to share.
// The lease is 4 s here (RUN_LEASE_SECONDS) so that the dead worker's run is noticed in about
// 5 s instead of the default 40; everything else is as deployed.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, Project, Run, RunProgressEvent } from '@pilewise/contracts';
import { REPO_ROOT } from '../shared/paths';
import { PASSWORD } from '../../test/factories';
import { collectProgress, connectSocket, subscribeProject } from '../../test/socket';
import { largeDesignInput, smallDesignInput } from '../../test/runs';
import { TEST_JWT_SECRET } from '../../test/helper';

const PG_URL = process.env.TEST_DATABASE_URL;
if (!PG_URL) {
  console.warn('runs.cluster.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL (CI does)');
}

const PROJECTS = 10;
const LEASE_SECONDS = 4;
/** Every wait below polls against this deadline (the machine is shared: generous). */
const DEADLINE_MS = 90_000;

/** One line of a process's JSON log (pino). */
interface LogLine {
  msg?: string;
  runId?: string;
  outcome?: string;
  level?: number;
}

interface ServerProcess {
  name: string;
  child: ChildProcess;
  log: LogLine[];
  /** What it wrote to stderr (shown when it fails). */
  stderr: string[];
  exited: boolean;
  url?: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `check` until it returns a value other than undefined, or fails after the deadline. */
async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>): Promise<T> {
  const end = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!PG_URL)('runs on a cluster: 2 API + 2 worker processes on one PostgreSQL', () => {
  const outdir = join(REPO_ROOT, 'apps/server/.tmp', `cluster-${process.pid}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-cluster-'));
  const dbName = `pilewise_cluster_${randomBytes(6).toString('hex')}`;
  const dbUrl = (() => {
    const url = new URL(PG_URL ?? 'postgres://unset');
    url.pathname = `/${dbName}`;
    return url.toString();
  })();
  const processes: ServerProcess[] = [];
  const sockets: Socket[] = [];
  let db: pg.Client;

  const start = (name: string, entry: 'api' | 'worker', env: Record<string, string>): ServerProcess => {
    const child = spawn(process.execPath, ['--enable-source-maps', join(outdir, `${entry}.mjs`)], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATABASE_URL: dbUrl,
        JWT_SECRET: TEST_JWT_SECRET,
        PILEWISE_DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web-dist'),
        FILE_STORAGE: 'database',
        HOST: '127.0.0.1',
        AUTH_RATE_LIMIT_MAX: '1000',
        AUTH_ADDRESS_RATE_LIMIT_MAX: '100000',
        RUN_LEASE_SECONDS: String(LEASE_SECONDS),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc: ServerProcess = { name, child, log: [], stderr: [], exited: false };
    let pending = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        try {
          proc.log.push(JSON.parse(line) as LogLine);
        } catch {
          proc.log.push({ msg: line });
        }
      }
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => proc.stderr.push(chunk));
    child.on('exit', () => {
      proc.exited = true;
    });
    processes.push(proc);
    return proc;
  };

  const startApi = async (name: string) => {
    const port = await freePort();
    const proc = start(name, 'api', { PORT: String(port), APP_URL: `http://127.0.0.1:${port}` });
    proc.url = `http://127.0.0.1:${port}`;
    return proc;
  };

  const alive = (proc: ServerProcess) => {
    if (proc.exited) throw new Error(`${proc.name} exited: ${proc.stderr.join('')}`);
  };

  const call = async <T>(
    api: ServerProcess,
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** "design run started" records of a worker, in order: the run ids it took and ran. */
  const started = (worker: ServerProcess) =>
    worker.log.filter((l) => l.msg === 'design run started').map((l) => l.runId!);
  const ended = (worker: ServerProcess) =>
    worker.log
      .filter((l) => l.msg === 'design run ended')
      .map((l) => ({ runId: l.runId!, outcome: l.outcome }));

  let api1: ServerProcess;
  let api2: ServerProcess;
  let worker1: ServerProcess;
  let worker2: ServerProcess;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs'), outdir], {
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    db = new pg.Client({ connectionString: dbUrl });
    await db.connect();

    // All four at once: they migrate one at a time (advisory lock) and install pg-boss together.
    [api1, api2] = await Promise.all([startApi('api1'), startApi('api2')]);
    worker1 = start('worker1', 'worker', { RUN_WORKERS: '1' });
    worker2 = start('worker2', 'worker', { RUN_WORKERS: '1' });
    for (const api of [api1, api2]) {
      await until(`${api.name} to answer /api/health`, async () => {
        alive(api);
        const health = await fetch(`${api.url}/api/health`)
          .then((r) => r.json() as Promise<{ status?: string }>)
          .catch(() => ({ status: undefined }));
        return health.status === 'ok' ? true : undefined;
      });
    }
    for (const worker of [worker1, worker2]) {
      await until(`${worker.name} to take runs`, () => {
        alive(worker);
        return worker.log.some((l) => l.msg?.startsWith('run worker: taking up to')) ? true : undefined;
      });
    }
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await Promise.all(
      processes
        .filter((p) => !p.exited)
        .map(
          (p) =>
            new Promise<void>((resolve) => {
              p.child.once('exit', () => resolve());
              p.child.kill('SIGTERM');
            }),
        ),
    );
    await db?.end();
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('runs 20 runs of 10 projects through both APIs, survives a worker killed mid-run, runs none twice and loses nothing', async () => {
    // Two companies, each signed up through one API; each has projects on both APIs.
    const signUp = async (api: ServerProcess, companyName: string) => {
      const res = await call<AuthResponse>(api, 'POST', '/api/auth/sign-up', null, {
        firstName: 'Clara',
        lastName: 'Cluster',
        email: `cluster-${randomBytes(4).toString('hex')}@example.com`,
        password: PASSWORD,
        companyName,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.token;
    };
    const tokens = [await signUp(api1, 'Cluster East'), await signUp(api2, 'Cluster West')];

    /**
     * Each run's input differs (its notes), so none is answered from the result cache. Round 1's
     * is the whole generic example over sixteen pile heights, a second or so a run: an idle
     * worker looks for jobs of other processes every 2 s (runs.queue.ts), and ten small runs
     * (~0.1 s each once the engine got faster) were sometimes all taken by the other worker
     * before worker1 looked, so worker1 never started the run it is killed in.
     */
    const inputFor = (project: number, round: number) => {
      const input = (round === 1 ? largeDesignInput() : smallDesignInput()) as { project: { notes: string } };
      input.project.notes = `Cluster test: project ${project}, round ${round}`;
      return input;
    };

    interface Site {
      index: number;
      api: ServerProcess;
      token: string;
      project: Project;
      events: RunProgressEvent[];
      runs: string[];
    }
    const sites: Site[] = [];
    for (let index = 0; index < PROJECTS; index++) {
      const api = index < PROJECTS / 2 ? api1 : api2;
      const token = tokens[index % 2]!;
      const res = await call<{ project: Project }>(api, 'POST', '/api/projects/add', token, {
        name: `Cluster site ${index}`,
        client: 'Cluster Client',
        design: { designInput: inputFor(index, 1) },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const project = res.body.project;
      const socket = await connectSocket(api.url!, token, sockets);
      expect(await subscribeProject(socket, project._id)).toEqual({ ok: true });
      sites.push({ index, api, token, project, events: collectProgress(socket), runs: [] });
    }

    const startRun = async (site: Site): Promise<Run> => {
      const res = await call<{ run: Run }>(site.api, 'POST', '/api/projects/run', site.token, {
        projectId: site.project._id,
        lane: 'fast',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      expect(res.body.run.status).toBe('queued'); // really run, not answered from the cache
      site.runs.push(res.body.run._id);
      return res.body.run;
    };
    const finished = (site: Site, runId: string) =>
      until(`run ${runId} of project ${site.index} to finish`, async () => {
        for (const p of processes) if (p !== worker1) alive(p);
        const res = await call<{ run: Run }>(site.api, 'GET', `/api/projects/runs/${runId}`, site.token);
        expect(res.status).toBe(200);
        return ['succeeded', 'failed', 'cancelled'].includes(res.body.run.status) ? res.body.run : undefined;
      });

    // Round 1: ten runs at once; worker1 is killed as soon as it has started one.
    await Promise.all(sites.map(startRun));
    const killedRun = await until('worker1 to start a run', () => {
      alive(worker1);
      return started(worker1)[0];
    });
    worker1.child.kill('SIGKILL');
    await until('worker1 to die', () => (worker1.exited ? true : undefined));
    const startedByWorker1 = started(worker1);

    const interrupted: string[] = [];
    for (const site of sites) {
      const run = await finished(site, site.runs[0]!);
      if (run.status === 'failed') {
        // Clearly interrupted, and only a run the killed worker had started.
        expect(run.message).toMatch(/^Interrupted: the server process running it stopped answering/);
        expect(startedByWorker1).toContain(run._id);
        interrupted.push(run._id);
        // The project is free at once, and the same input runs again and succeeds.
        const again = await startRun(site);
        expect((await finished(site, again._id)).status).toBe('succeeded');
      } else {
        expect(run.status).toBe('succeeded');
      }
    }
    // The run worker1 was killed in was interrupted (not finished by anyone else).
    expect(interrupted).toContain(killedRun);

    // Round 2: each project saves a new input and runs it, on the worker left.
    await Promise.all(
      sites.map(async (site) => {
        const saved = await call<{ project: Project }>(site.api, 'POST', '/api/projects/add', site.token, {
          _id: site.project._id,
          name: site.project.name,
          client: site.project.client,
          version: site.project.version,
          design: { designInput: inputFor(site.index, 2) },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        const run = await startRun(site);
        expect((await finished(site, run._id)).status).toBe('succeeded');
      }),
    );

    // ---- The database: 20 succeeded runs plus the interrupted ones, nothing else.
    const { rows: runRows } = await db.query<{
      id: string;
      project_id: string;
      status: string;
      message: string;
      has_result: boolean;
      job_id: string | null;
    }>(`SELECT id, project_id, status, message, result IS NOT NULL AS has_result, job_id FROM runs`);
    const allRuns = sites.flatMap((s) => s.runs);
    expect(runRows.map((r) => r.id).sort()).toEqual([...allRuns].sort());
    expect(runRows.filter((r) => r.status === 'succeeded')).toHaveLength(2 * PROJECTS);
    expect(runRows.filter((r) => r.status === 'succeeded').every((r) => r.has_result)).toBe(true);
    expect(
      runRows
        .filter((r) => r.status === 'failed')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...interrupted].sort());

    // ---- No run run twice: each was started once, by one worker (their own records), and had
    // one job in the queue.
    const starts = [...started(worker1), ...started(worker2)];
    expect([...starts].sort()).toEqual([...allRuns].sort());
    const ends = ended(worker2);
    expect(new Set(ends.map((e) => e.runId)).size).toBe(ends.length);
    expect(ends.every((e) => e.outcome === 'succeeded')).toBe(true);
    for (const id of interrupted) expect(ends.map((e) => e.runId)).not.toContain(id);
    const { rows: jobs } = await db.query<{ run_id: string; n: number }>(
      `SELECT data->>'runId' AS run_id, count(*)::int AS n FROM pgboss.job
        WHERE name = 'design-run' GROUP BY 1`,
    );
    expect(jobs.map((j) => j.run_id).sort()).toEqual([...allRuns].sort());
    expect(jobs.every((j) => j.n === 1)).toBe(true);
    expect(runRows.every((r) => r.job_id !== null)).toBe(true);

    // ---- Every client heard its own project only: each of its runs from queued to its end,
    // and the working progress of those that ran to the end.
    for (const site of sites) {
      await until(`project ${site.index}'s client to hear the end of each run`, () =>
        site.runs.every((id) =>
          site.events.some((e) => e.runId === id && ['succeeded', 'failed'].includes(e.status)),
        )
          ? true
          : undefined,
      );
      expect(site.events.every((e) => e.projectId === site.project._id)).toBe(true);
      for (const id of site.runs) {
        const mine = site.events.filter((e) => e.runId === id);
        const row = runRows.find((r) => r.id === id)!;
        expect(mine.some((e) => e.status === 'queued')).toBe(true);
        expect(mine.filter((e) => e.status === row.status)).toHaveLength(1);
        if (row.status === 'succeeded') {
          expect(mine.some((e) => e.status === 'running')).toBe(true);
          expect(mine.at(-1)).toMatchObject({ status: 'succeeded', progress: 1 });
        }
      }
    }

    // ---- Nothing else lost: through either API, each company sees its five projects, each
    // project its runs (newest first) and each succeeded run its result.
    for (const api of [api1, api2]) {
      for (const [c, token] of tokens.entries()) {
        const list = await call<{ total: number; projects: { _id: string }[] }>(
          api,
          'GET',
          '/api/projects/list?pageSize=50',
          token,
        );
        expect(list.status).toBe(200);
        expect(list.body.projects.map((p) => p._id).sort()).toEqual(
          sites
            .filter((s) => s.index % 2 === c)
            .map((s) => s.project._id)
            .sort(),
        );
      }
      for (const site of sites) {
        const runs = await call<{ runs: Run[] }>(
          api,
          'GET',
          `/api/projects/project-runs/${site.project._id}`,
          site.token,
        );
        expect(runs.status).toBe(200);
        expect(runs.body.runs.map((r) => r._id).sort()).toEqual([...site.runs].sort());
        const last = await call<{ run: Run }>(
          api,
          'GET',
          `/api/projects/runs/${site.runs.at(-1)}`,
          site.token,
        );
        expect(last.body.run.status).toBe('succeeded');
        expect(last.body.run.result?.piers.length).toBeGreaterThan(0);
      }
    }
    const { rows: activity } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM activity_log WHERE action = 'run.start'`,
    );
    expect(activity[0]!.n).toBe(allRuns.length);
  }, 240_000);
});
