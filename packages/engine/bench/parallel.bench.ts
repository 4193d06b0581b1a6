/**
 * A whole-site design on one thread against the same run split across worker threads
 * (runDesignPart per thread, mergeDesignParts), as the server runs it (issue 12). Both sides run
 * in worker threads made alike (the young generation the server's engine threads get,
 * DESIGN_THREAD_YOUNG_GENERATION_MB) and warmed alike (PILEWISE_PARALLEL_WARMUPS designs each,
 * default 5: V8 compiles a design's paths over its first runs, and a thread warmed by one run
 * against a main thread warmed by many read below 1× at 100 elements). Wall time of each,
 * medians; both include sending the input and the results between threads. The merged result is
 * checked equal to runDesign's, byte for byte, at every repetition.
 * Repetitions: PILEWISE_DESIGN_REPS (default 5).
 */
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { DESIGN_THREAD_YOUNG_GENERATION_MB, mergeDesignParts } from '../src/design/design-parts';
import { runDesign, type DesignRun } from '../src/design/run-design';
import { formatResults, type BenchResult } from './harness';

const PROJECTS = new URL('../examples/projects/', import.meta.url);
/** Registers tsx in the thread, then loads design-part-worker.ts. */
const WORKER = new URL('./design-part-worker.mjs', import.meta.url);

function example(file: string, elements: number): unknown {
  const raw = JSON.parse(readFileSync(new URL(file, PROJECTS), 'utf8')) as { settings: object };
  return { ...raw, settings: { ...raw.settings, elements } };
}

const median = (t: number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)]!;

function designInParts(workers: Worker[], raw: unknown): Promise<DesignRun> {
  return Promise.all(
    workers.map(
      (w, partIndex) =>
        new Promise<DesignRun>((resolve, reject) => {
          const done = (run: DesignRun) => {
            w.off('error', failed);
            resolve(run);
          };
          const failed = (err: Error) => {
            w.off('message', done);
            reject(err);
          };
          w.once('message', done);
          w.once('error', failed);
          w.postMessage({ raw, partIndex, partCount: workers.length });
        }),
    ),
  ).then(mergeDesignParts);
}

const engineThread = () =>
  new Worker(WORKER, { resourceLimits: { maxYoungGenerationSizeMb: DESIGN_THREAD_YOUNG_GENERATION_MB } });

export async function parallelBenchReport(threads = 2): Promise<string> {
  const reps = Number(process.env.PILEWISE_DESIGN_REPS ?? 5);
  const warmUps = Number(process.env.PILEWISE_PARALLEL_WARMUPS ?? 5);
  const alone = [engineThread()];
  const workers = Array.from({ length: threads }, engineThread);
  const results: BenchResult[] = [];
  const lines: string[] = [];
  try {
    for (const file of ['generic-100mw-site-d.json', 'nextracker-100mw-unbalanced.json']) {
      for (const elements of [100, 500]) {
        const raw = example(file, elements);
        const expected = JSON.stringify(runDesign(raw)); // the reference
        for (let i = 0; i < warmUps; i++) {
          await designInParts(alone, raw);
          await designInParts(workers, raw);
        }
        const single: number[] = [];
        const parallel: number[] = [];
        for (let i = 0; i < reps; i++) {
          let t0 = performance.now();
          const one = await designInParts(alone, raw);
          single.push(performance.now() - t0);
          t0 = performance.now();
          const merged = await designInParts(workers, raw);
          parallel.push(performance.now() - t0);
          if (JSON.stringify(one) !== expected) throw new Error(`${file}: the one-thread result differs`);
          if (JSON.stringify(merged) !== expected) throw new Error(`${file}: parallel result differs`);
        }
        const name = `${file.replace(/\.json$/, '')}, ${elements} elements`;
        for (const [mode, t] of [
          ['1 thread', single],
          [`${threads} threads`, parallel],
        ] as const)
          results.push({
            name: `design ${name}, ${mode}`,
            median_ms: median(t),
            p90_ms: [...t].sort((a, b) => a - b)[Math.min(reps - 1, Math.floor(reps * 0.9))]!,
            repetitions: reps,
          });
        lines.push(
          `speed-up ${name}: ${(median(single) / median(parallel)).toFixed(2)}x (identical results)`,
        );
      }
    }
  } finally {
    await Promise.all([...alone, ...workers].map((w) => w.terminate()));
  }
  return `${formatResults(results)}\n${lines.join('\n')}`;
}
