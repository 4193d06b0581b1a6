/**
 * Our A01 analysis against the NumPy peer (refcases/perf/numpy_baseline.py, an independent
 * finite-element solver of the same pile), as refcases/README.md asks: CPU time on one core,
 * in one interleaved run, BLAS limited to one thread (issue 12). Each round runs one NumPy
 * analysis (bench/numpy-peer.py, timed with time.process_time in its own process) and a batch
 * of ours (timed with process.cpuUsage), in alternating order so that a change of load on the
 * machine falls on both; the medians over the rounds are compared. At 100 elements a round
 * also runs one whole design of the generic example (target: at most half a NumPy analysis),
 * twice, each in a process of its own (design-process.ts, compiled by esbuild as the server's
 * code is): one with Node's default heap, one with the young generation the server's engine
 * threads have (DESIGN_THREAD_YOUNG_GENERATION_MB).
 *
 * Ours, three ways: the solve of the prepared model with its workspace (what the design search
 * repeats, and what issue 12 quoted), the prepared run with its summary (new workspace,
 * profiles), and the whole analysis from JSON input (parse, soil, mesh, solve, summary).
 *
 * Skipped, with a line saying why, when python3 or NumPy is missing. Rounds:
 * PILEWISE_PEER_ROUNDS (default 9 at 100 elements, where a round takes about a second and this
 * machine's speed swings by a third from one to the next, so five rounds gave whole-design
 * ratios from 0.58 to 0.84 in a row; 3 at 500: a NumPy analysis at 500 elements takes seconds).
 * PILEWISE_PEER_ELEMENTS: the meshes, comma-separated (default 100,500). PILEWISE_REFCASES: the
 * refcases folder (default ../shared/refcases).
 */
import { spawn, type ChildProcessByStdio, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { analyzeLateral, lateralInputSchema, prepareLateral, runLateral } from '../src/lateral';
import { DESIGN_THREAD_YOUNG_GENERATION_MB } from '../src/design/design-parts';
import { createWorkspace, solveBeamColumn } from '../src/solver';
import { compiledBenchProcess } from './compiled';
import { REFCASES_DIR } from '../test/validation/refcases';
import { lateralInputFromRefcase, type LateralRefcase } from '../test/validation/lateral-refcase-input';

const PEER = fileURLToPath(new URL('./numpy-peer.py', import.meta.url));
const GENERIC = new URL('../examples/projects/generic-100mw-site-d.json', import.meta.url);
/** Designs run before timing (PILEWISE_DESIGN_WARMUPS): V8 compiles the engine's hot paths, and grows a young generation to its size, over the first ten or so. */
const DESIGN_WARM_UPS = Number(process.env.PILEWISE_DESIGN_WARMUPS ?? 20);
const DESIGN_PROCESS = fileURLToPath(new URL('./design-process.ts', import.meta.url));

/**
 * A process that designs: CPU ms of a design, its own. With `youngGeneration_MB`, the young
 * generation the server's engine threads get (Worker resourceLimits; here V8's semi-space flag,
 * a third of it); else Node's default. A process rather than a thread: the CPU time a thread
 * could read is its process's, where other isolates' GC threads work too.
 */
class DesignProcess {
  private readonly child: ChildProcessByStdio<Writable, Readable, null>;
  private readonly lines: AsyncIterator<string>;
  constructor(compiled: string, youngGeneration_MB?: number) {
    const heap = youngGeneration_MB ? [`--max-semi-space-size=${youngGeneration_MB / 3}`] : [];
    this.child = spawn(process.execPath, [...heap, compiled], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }
  async design(raw: unknown): Promise<number> {
    this.child.stdin.write(`${JSON.stringify(raw)}\n`);
    const r = await this.lines.next();
    if (r.done) throw new Error('the design process stopped');
    return Number(r.value);
  }
  stop(): void {
    this.child.stdin.end();
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
  // each design in a process of its own, the order alternating by round
  const compiled = compiledBenchProcess(DESIGN_PROCESS);
  const defaultHeap = new DesignProcess(compiled);
  const serverHeap = new DesignProcess(compiled, DESIGN_THREAD_YOUNG_GENERATION_MB);
  try {
    const meshes = (process.env.PILEWISE_PEER_ELEMENTS ?? '100,500').split(',').map(Number);
    for (const elements of meshes) {
      const rounds = Number(process.env.PILEWISE_PEER_ROUNDS ?? (elements === 100 ? 9 : 3));
      const { ours, head_m } = oursAt(refcase, elements);
      const design = elements === 100 ? { ...generic, settings: { ...generic.settings, elements } } : null;
      if (design) {
        // warm-up, here and in the design thread: a design's first runs are the JIT's
        for (let i = 0; i < DESIGN_WARM_UPS; i++) {
          await defaultHeap.design(design);
          await serverHeap.design(design);
        }
      }
      const numpy_ms: number[] = [];
      const defaultHeap_ms: number[] = [];
      const serverHeap_ms: number[] = [];
      let numpyHead_m = Number.NaN;
      for (let r = 0; r < rounds; r++) {
        const runOurs = async () => {
          for (const o of ours) o.ms.push(cpuPerRun(o.run, o.runs));
          if (design) {
            const pair = r % 2 === 0 ? [defaultHeap, serverHeap] : [serverHeap, defaultHeap];
            for (const t of pair)
              (t === defaultHeap ? defaultHeap_ms : serverHeap_ms).push(await t.design(design));
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
          `  whole design of generic-100mw-site-d, Node's default heap: ${verdict(median(defaultHeap_ms))}`,
          `  whole design of generic-100mw-site-d, the young generation of the server's engine threads (${DESIGN_THREAD_YOUNG_GENERATION_MB} MB): ${verdict(median(serverHeap_ms))}`,
        );
      }
    }
  } finally {
    peer.stop();
    defaultHeap.stop();
    serverHeap.stop();
    rmSync(dirname(compiled), { recursive: true, force: true });
  }
  return out.join('\n');
}
