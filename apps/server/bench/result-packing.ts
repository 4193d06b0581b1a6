// How long a run's result takes to be packed for its column (db/packed-json.ts, packJsonBytes:
// brotli in spliceable parts, then the splice check), the last step of a run between the engine's
// answer and the final write. Run: `npm run bench -w @pilewise/server -- result-packing`.
// The generic example's result at each lane's mesh (the engine runs once, outside the timing);
// timed idle and beside two threads that keep the cores busy, as a run's engine threads do on a
// two-core machine: the compression runs on libuv's thread pool, and each trip of its output back
// to the event loop then waits for a core (brotli-splice.ts). Medians of BENCH_PACK_REPS (41).
import { Worker } from 'node:worker_threads';
import { RUN_LANE_ELEMENTS, RUN_LANE_LABELS, type RunLane } from '@pilewise/contracts';
import { runDesign } from '@pilewise/engine';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { packJsonBytes } from '../src/db/packed-json';
import { median } from './median';

const REPEATS = Number(process.env.BENCH_PACK_REPS ?? 41);
const BUSY_THREADS = 2;

function resultJsonOf(lane: RunLane): Buffer {
  const run = runDesign({ ...example, settings: { ...example.settings, elements: RUN_LANE_ELEMENTS[lane] } });
  if (!run.ok) throw new Error('the generic example must design');
  return Buffer.from(JSON.stringify(run.result), 'utf8');
}

/** Medians of packJsonBytes on each result, the results taken in turn (neither always first). */
async function packTimes(results: Buffer[]): Promise<number[]> {
  const times = results.map((): number[] => []);
  for (let i = 0; i < REPEATS + 3; i++) {
    for (const [k, utf8] of results.entries()) {
      const t0 = performance.now();
      await packJsonBytes(utf8);
      if (i >= 3) times[k]!.push(performance.now() - t0); // the first ones warm zlib and the JIT
    }
  }
  return times.map(median);
}

function busyThreads(count: number): Worker[] {
  return Array.from({ length: count }, () => new Worker('for (;;) {}', { eval: true }));
}

const lanes: RunLane[] = ['fast', 'accuracy'];
const results = lanes.map(resultJsonOf);
const packedBytes = await Promise.all(results.map(async (utf8) => (await packJsonBytes(utf8)).length));
const idle = await packTimes(results);
const busy = busyThreads(BUSY_THREADS);
const loaded = await packTimes(results);
await Promise.all(busy.map((w) => w.terminate()));

console.log(`# a run's result packed for its column (generic example; medians of ${REPEATS})`);
console.log('lane                JSON bytes   packed bytes   idle ms   beside 2 busy threads ms');
lanes.forEach((lane, k) => {
  console.log(
    `${RUN_LANE_LABELS[lane].padEnd(18)} ${String(results[k]!.length).padStart(11)} ` +
      `${String(packedBytes[k]).padStart(14)} ${idle[k]!.toFixed(2).padStart(9)} ${loaded[k]!.toFixed(2).padStart(26)}`,
  );
});
