/**
 * `npm run bench -w @pilewise/server`: the time a user waits for a design run, through the
 * whole server (HTTP start → pg-boss queue → piscina worker thread → engine → result stored →
 * GET reports succeeded), on an embedded PGlite in a temporary folder. The engine's own time for the same
 * input is printed beside it (`npm run bench -w @pilewise/engine`), so the difference is the
 * server's overhead. Medians; the first run (thread start-up, JIT) is reported apart.
 * Two engine threads: a run is split across them (issue 12). Each timed run is of a new input
 * (the project's notes differ), so the result cache misses; the cache's own answer is timed
 * apart (the same input again: start → succeeded in the POST's answer).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runDesign } from '@pilewise/engine';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const REPEATS = 7;
const API = { 'x-api-version': '1' };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    PILEWISE_DATA_DIR: dataDir,
    WEB_DIST: join(tmpdir(), 'pilewise-no-web-dist'),
    RUN_WORKERS: '2',
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  // As server.ts does once listening; the threads load while the first user signs in.
  app.runs.queue.warmThreads();
  await new Promise((r) => setTimeout(r, 3000));
  try {
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: API,
      payload: {
        firstName: 'B',
        lastName: 'Ench',
        email: 'bench@example.com',
        password: 'Pile#Wise2025',
        companyName: 'Bench',
      },
    });
    const { token } = signUp.json<{ token: string }>();
    const auth = { ...API, authorization: `Bearer ${token}` };
    /** A project of the example whose input differs by its notes: a run of it misses the cache. */
    const addProject = async (i: number) => {
      const designInput = { ...example, project: { ...example.project, notes: `bench run ${i}` } };
      const added = await app.inject({
        method: 'POST',
        url: '/api/projects/add',
        headers: auth,
        payload: { name: `Bench site ${i}`, client: 'Bench', design: { designInput } },
      });
      return added.json<{ project: { _id: string } }>().project._id;
    };
    const startRun = async (projectId: string) => {
      const start = await app.inject({
        method: 'POST',
        url: '/api/projects/run',
        headers: auth,
        payload: { projectId, lane: 'fast' },
      });
      if (start.statusCode !== 202) throw new Error(`run did not start: ${start.body}`);
      return start.json<{ run: { _id: string; status: string } }>().run;
    };

    const server_ms: number[] = [];
    // The engine alone on the same input, interleaved with the runs (the machine's load shifts).
    const engine_ms: number[] = [];
    let projectId = '';
    for (let i = 0; i <= REPEATS; i++) {
      projectId = await addProject(i);
      const t0 = performance.now();
      const runId = (await startRun(projectId))._id;
      for (;;) {
        const res = await app.inject({ method: 'GET', url: `/api/projects/runs/${runId}`, headers: auth });
        const status = res.json<{ run: { status: string } }>().run.status;
        if (status === 'succeeded') break;
        if (status === 'failed' || status === 'cancelled') throw new Error(`run ${status}: ${res.body}`);
        await new Promise((r) => setTimeout(r, 5));
      }
      server_ms.push(performance.now() - t0);
      const t1 = performance.now();
      runDesign(example);
      engine_ms.push(performance.now() - t1);
    }
    const cache_ms: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      const t0 = performance.now();
      const run = await startRun(projectId);
      cache_ms.push(performance.now() - t0);
      if (run.status !== 'succeeded') throw new Error(`the cache missed: ${run.status}`);
    }
    const [first, ...rest] = server_ms;
    console.log(
      '# design run through the server (generic example, Fast Lane, embedded PGlite, 2 engine threads)',
    );
    console.log(`first run (threads warmed 3 s) ${first!.toFixed(0)} ms`);
    console.log(
      `start → succeeded, median     ${median(rest).toFixed(0)} ms  (${rest.length} runs, polled every 5 ms)`,
    );
    console.log(
      `engine alone, same input      ${median(engine_ms.slice(1)).toFixed(0)} ms  (main thread, after each run)`,
    );
    console.log(`server overhead, median       ${(median(rest) - median(engine_ms.slice(1))).toFixed(0)} ms`);
    console.log(
      `run time / engine time        ${(median(rest) / median(engine_ms.slice(1))).toFixed(2)}  (the run on 2 threads, the engine on 1)`,
    );
    console.log(`cache hit, start → succeeded  ${median(cache_ms).toFixed(1)} ms  (${cache_ms.length} runs)`);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
