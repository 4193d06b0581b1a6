/** A tiny benchmark harness: warm up, repeat, report the median (ms). */
export interface Benchmark {
  name: string;
  /** One run of the thing measured; returns something so the work cannot be optimised away. */
  run: () => unknown;
  /** Repetitions after warm-up (default 2000). */
  repetitions?: number;
  /** Target for the report, ms (optional). */
  target_ms?: number;
}

export interface BenchResult {
  name: string;
  median_ms: number;
  p90_ms: number;
  repetitions: number;
  target_ms?: number;
}

let sink: unknown;

/** Runs one benchmark: warm-up (a tenth of the repetitions, at least 50), then timed runs. */
export function measure(b: Benchmark): BenchResult {
  const reps = b.repetitions ?? 2000;
  for (let i = 0; i < Math.max(50, reps / 10); i++) sink = b.run();
  const t = new Float64Array(reps);
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    sink = b.run();
    t[i] = performance.now() - t0;
  }
  t.sort();
  return {
    name: b.name,
    median_ms: t[Math.floor(reps / 2)]!,
    p90_ms: t[Math.floor(reps * 0.9)]!,
    repetitions: reps,
    ...(b.target_ms === undefined ? {} : { target_ms: b.target_ms }),
  };
}

/** The value last returned by a run (keeps the work observable). */
export function benchSink(): unknown {
  return sink;
}

/** One line per result: name, median, p90, target and whether it was met. */
export function formatResults(results: readonly BenchResult[]): string {
  const w = Math.max(...results.map((r) => r.name.length));
  return results
    .map((r) => {
      const target =
        r.target_ms === undefined
          ? ''
          : `  target < ${r.target_ms} ms ${r.median_ms < r.target_ms ? 'ok' : 'MISSED'}`;
      return `${r.name.padEnd(w)}  median ${r.median_ms.toFixed(4)} ms  p90 ${r.p90_ms.toFixed(4)} ms  (${r.repetitions} runs)${target}`;
    })
    .join('\n');
}
