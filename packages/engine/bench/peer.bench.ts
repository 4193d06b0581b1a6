/**
 * Our A01 analysis against the NumPy peer (refcases/perf/numpy_baseline.py, an independent
 * finite-element solver of the same pile), as refcases/README.md asks: CPU time on one core,
 * in one interleaved run, BLAS limited to one thread (issue 12). Each round runs one NumPy
 * analysis (bench/numpy-peer.py, timed with time.process_time in its own process) and a batch
 * of ours (timed with process.cpuUsage), in alternating order so that a change of load on the
 * machine falls on both; the medians over the rounds are compared. At 100 elements a round
 * also runs one whole design of the generic example (target: at most half a NumPy analysis),
 * twice: on this thread, and on a thread with the young generation the server's engine threads
 * have (DESIGN_THREAD_YOUNG_GENERATION_MB; its CPU time is the process's while this thread waits).
 *
 * Ours, three ways: the solve of the prepared model with its workspace (what the design search
 * repeats, and what issue 12 quoted), the prepared run with its summary (new workspace,
 * profiles), and the whole analysis from JSON input (parse, soil, mesh, solve, summary).
 *
 * Skipped, with a line saying why, when python3 or NumPy is missing. Rounds:
 * PILEWISE_PEER_ROUNDS (default 5 at 100 elements, 3 at 500: a NumPy analysis at 500 elements
 * takes seconds). PILEWISE_REFCASES: the refcases folder (default ../shared/refcases).
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { analyzeLateral, lateralInputSchema, prepareLateral, runLateral } from '../src/lateral';
import { Worker } from 'node:worker_threads';
import { DESIGN_THREAD_YOUNG_GENERATION_MB } from '../src/design/design-parts';
import { runDesign } from '../src/design/run-design';
import { createWorkspace, solveBeamColumn } from '../src/solver';
import { REFCASES_DIR } from '../test/validation/refcases';
import { lateralInputFromRefcase, type LateralRefcase } from '../test/validation/lateral-refcase-input';

const PEER = fileURLToPath(new URL('./numpy-peer.py', import.meta.url));
const GENERIC = new URL('../examples/projects/generic-100mw-site-d.json', import.meta.url);
/** Designs run before timing (PILEWISE_DESIGN_WARMUPS): V8 compiles the engine's hot paths over the first few. */
const DESIGN_WARM_UPS = Number(process.env.PILEWISE_DESIGN_WARMUPS ?? 10);
/** Registers tsx in the thread, then loads design-thread-worker.ts. */
const DESIGN_THREAD = new URL('./design-thread-worker.mjs', import.meta.url);

/** A thread designing as the server's engine threads do (their young generation): CPU ms of a design. */
class DesignThread {
  private readonly worker = new Worker(DESIGN_THREAD, {
    resourceLimits: { maxYoungGenerationSizeMb: DESIGN_THREAD_YOUNG_GENERATION_MB },
  });
  design(raw: unknown): Promise<number> {
    return new Promise((resolve, reject) => {
      this.worker.once('message', resolve);
      this.worker.once('error', reject);
      this.worker.postMessage(raw);
    });
  }
  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/** Issue 12: one analysis this many times faster than the NumPy peer, by element count. */
const SPEED_UP_TARGET: Record<number, number> = { 100: 3000, 500: 4000 };

/** CPU time of the process (user + system), ms. */
function cpu_ms(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const median = (t: readonly number[]) => [...t].sort((a, b) => a - b)[Math.floor(t.length / 2)]!;

/** CPU ms per run of f, from a batch of runs lasting about `budget_ms` of CPU. */
function cpuPerRun(f: () => unknown, runs: number): number {
  const t0 = cpu_ms();
  for (let i = 0; i < runs; i++) f();
  return (cpu_ms() - t0) / runs;
}

/** How many runs of f take about budget_ms of CPU (f warmed up first). */
function runsFor(f: () => unknown, budget_ms: number): number {
  for (let i = 0; i < 200; i++) f();
  const one = cpuPerRun(f, 200);
  return Math.max(20, Math.round(budget_ms / Math.max(one, 1e-4)));
}

/** The NumPy peer as a child process answering one analysis per request. */
class NumpyPeer {
  private constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly lines: AsyncIterator<string>,
  ) {}

  /** Started and ready, or the reason it cannot run. */
  static async start(perfDir: string): Promise<NumpyPeer | string> {
    if (!existsSync(join(perfDir, 'indep_fe.py'))) return `no NumPy peer at ${perfDir}`;
    const env = { ...process.env, OMP_NUM_THREADS: '1', OPENBLAS_NUM_THREADS: '1', MKL_NUM_THREADS: '1' };
    const child = spawn('python3', [PEER, perfDir], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const spawned = await new Promise<string | null>((resolve) => {
      child.once('spawn', () => resolve(null));
      child.once('error', (e) => resolve(`python3 cannot be started (${e.message})`));
    });
    if (spawned) return spawned;
    const rl: Interface = createInterface({ input: child.stdout });
    const lines = rl[Symbol.asyncIterator]();
    const first = await lines.next();
    if (first.done) {
      await new Promise((r) => child.once('close', r));
      const why = /No module named '?numpy/.test(stderr)
        ? 'NumPy is not installed'
        : stderr.trim().split('\n').pop();
      return `the NumPy peer did not start (${why ?? 'no output'})`;
    }
    return new NumpyPeer(child, lines);
  }

  /** One analysis at n elements: its CPU seconds and head deflection. */
  async run(n: number): Promise<{ cpu_s: number; head_deflection_m: number }> {
    this.child.stdin.write(`${n}\n`);
    const r = await this.lines.next();
    if (r.done) throw new Error('the NumPy peer stopped');
    return JSON.parse(r.value) as { cpu_s: number; head_deflection_m: number };
  }

  stop(): void {
    this.child.stdin.end();
  }
}

interface Ours {
  name: string;
  run: () => unknown;
  runs: number;
  ms: number[];
}

function oursAt(refcase: LateralRefcase, elements: number): { ours: Ours[]; head_m: number } {
  const raw = lateralInputFromRefcase(refcase, elements);
  const prepared = prepareLateral(lateralInputSchema.parse(raw));
  if (!prepared.ok) throw new Error(JSON.stringify(prepared.errors));
  const model = prepared.prepared.pile.model;
  const ws = createWorkspace(model, 1e-6);
  const make = (name: string, run: () => unknown): Ours => ({ name, run, runs: runsFor(run, 150), ms: [] });
  return {
    ours: [
      make('solve (prepared model and workspace, as in the design search)', () =>
        solveBeamColumn(model, {}, ws),
      ),
      make('prepared run + summary', () => runLateral(prepared.prepared)),
      make('whole analysis from JSON input', () => analyzeLateral(raw)),
    ],
    head_m: runLateral(prepared.prepared).headDeflection_m,
  };
}

export async function peerBenchReport(): Promise<string> {
  const perfDir = join(REFCASES_DIR, 'perf');
  const peer = await NumpyPeer.start(perfDir);
  if (typeof peer === 'string') return `skipped: ${peer}`;
  const refcase = JSON.parse(
    readFileSync(join(REFCASES_DIR, 'lateral', 'A01_apisand_static_W6x9_L3_stick1.5.json'), 'utf8'),
  ) as LateralRefcase;
  const generic = JSON.parse(readFileSync(GENERIC, 'utf8')) as { settings: object };
  const out: string[] = [];
  const thread = new DesignThread();
  try {
    for (const elements of [100, 500]) {
      const rounds = Number(process.env.PILEWISE_PEER_ROUNDS ?? (elements === 100 ? 5 : 3));
      const { ours, head_m } = oursAt(refcase, elements);
      const design = elements === 100 ? { ...generic, settings: { ...generic.settings, elements } } : null;
      if (design) {
        // warm-up, here and in the design thread: a design's first runs are the JIT's
        for (let i = 0; i < DESIGN_WARM_UPS; i++) {
          runDesign(design);
          await thread.design(design);
        }
      }
      const numpy_ms: number[] = [];
      const design_ms: number[] = [];
      const threadDesign_ms: number[] = [];
      let numpyHead_m = Number.NaN;
      for (let r = 0; r < rounds; r++) {
        const runOurs = async () => {
          for (const o of ours) o.ms.push(cpuPerRun(o.run, o.runs));
          if (design) {
            const t0 = cpu_ms();
            runDesign(design);
            design_ms.push(cpu_ms() - t0);
            threadDesign_ms.push(await thread.design(design));
          }
        };
        if (r % 2 === 1) await runOurs();
        const p = await peer.run(elements);
        numpy_ms.push(p.cpu_s * 1000);
        numpyHead_m = p.head_deflection_m;
        if (r % 2 === 0) await runOurs();
      }
      const np = median(numpy_ms);
      out.push(
        `${elements} elements, ${rounds} interleaved rounds, CPU time medians (head deflection: ours ${(head_m * 1000).toFixed(3)} mm, NumPy ${(numpyHead_m * 1000).toFixed(3)} mm)`,
        `  NumPy peer, one analysis: ${np.toFixed(1)} ms`,
      );
      for (const o of ours) {
        const m = median(o.ms);
        const ratio = np / m;
        const target = SPEED_UP_TARGET[elements]!;
        const verdict = o === ours[0] ? `  target ≥ ${target}x ${ratio >= target ? 'ok' : 'MISSED'}` : '';
        out.push(
          `  ours, ${o.name}: ${m.toFixed(4)} ms (${o.runs} runs a round), ${Math.round(ratio)}x${verdict}`,
        );
      }
      if (design) {
        const verdict = (d: number) =>
          `${d.toFixed(0)} ms = ${(d / np).toFixed(2)} NumPy analyses  target ≤ 0.5 ${d <= 0.5 * np ? 'ok' : 'MISSED'}`;
        out.push(
          `  whole design of generic-100mw-site-d, this thread (Node's default heap): ${verdict(median(design_ms))}`,
          `  whole design of generic-100mw-site-d, in a design thread as the server's (young generation ${DESIGN_THREAD_YOUNG_GENERATION_MB} MB): ${verdict(median(threadDesign_ms))}`,
        );
      }
    }
  } finally {
    peer.stop();
    await thread.stop();
  }
  return out.join('\n');
}
