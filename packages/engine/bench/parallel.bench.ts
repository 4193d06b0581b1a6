/**
 * A whole-site design on one thread against the same run split across worker threads
 * (runDesignPart per thread, mergeDesignParts), as the server runs it (issue 12). Both sides run
 * in worker threads made alike (the young generation the server's engine threads get,
 * DESIGN_THREAD_YOUNG_GENERATION_MB) and warmed alike (V8 compiles a design's paths over its
 * first runs, and a thread warmed by one run against a main thread warmed by many read below 1×
 * at 100 elements). Wall time of each, medians, the two taking turns to go first; both include
 * sending the input and the results between threads. Every result is checked equal to
 * runDesign's, byte for byte, once all are timed: checked between them, the main thread's
 * serialising of two 0.3 to 1 MB results and its garbage collection ran on into the next timed
 * design, on the same two cores as the threads.
 * Repetitions: PILEWISE_DESIGN_REPS (default 25 at 100 elements, where a design takes about
 * 0.1 s and this VM's speed swings by a third from one to the next; 5 at 500); warm-ups:
 * PILEWISE_PARALLEL_WARMUPS (default 20 at 100 elements, 5 at 500).
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
  // A design at 100 elements takes some 0.1 s, within this VM's swings from one to the next:
  // more of them, and more warm-ups (a thread's first twenty or so are the JIT's), at 100.
  const repsAt = (elements: number) => Number(process.env.PILEWISE_DESIGN_REPS ?? (elements <= 100 ? 25 : 5));
  const warmUpsAt = (elements: number) =>
    Number(process.env.PILEWISE_PARALLEL_WARMUPS ?? (elements <= 100 ? 20 : 5));
  const alone = [engineThread()];
  const workers = Array.from({ length: threads }, engineThread);
  const results: BenchResult[] = [];
  const lines: string[] = [];
  try {
    for (const file of ['generic-100mw-site-d.json', 'nextracker-100mw-unbalanced.json']) {
      for (const elements of [100, 500]) {
        const raw = example(file, elements);
        const expected = JSON.stringify(runDesign(raw)); // the reference
        const reps = repsAt(elements);
        for (let i = 0; i < warmUpsAt(elements); i++) {
          await designInParts(alone, raw);
          await designInParts(workers, raw);
        }
        const single: number[] = [];
        const parallel: number[] = [];
        const runs: DesignRun[] = [];
        const timed = async (threadsOfRun: Worker[], times: number[]) => {
          const t0 = performance.now();
          runs.push(await designInParts(threadsOfRun, raw));
          times.push(performance.now() - t0);
        };
        for (let i = 0; i < reps; i++) {
          // in turn first, so that a drift of the machine's speed falls on both
          if (i % 2 === 0) await timed(alone, single);
          await timed(workers, parallel);
          if (i % 2 === 1) await timed(alone, single);
        }
        for (const run of runs)
          if (JSON.stringify(run) !== expected) throw new Error(`${file}: a result differs from runDesign's`);
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
