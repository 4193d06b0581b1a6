/**
 * Instructions a design of the generic example at 100 elements executes, counted by valgrind
 * (cachegrind, no cache model): within about 1 % run to run, where this machine's CPU time
 * for the same design swings from 85 to 140 ms (sessions 24-25), so a change of a few per cent
 * shows here when no timing can see it (a change of one per cent needs several runs each). Not
 * a time: a NumPy analysis is not counted alike (its BLAS retires more instructions a cycle),
 * so the issue's ratio stays peer.bench.ts's. Newton iterations (design.bench.ts, "where the
 * analyses go") are the same every run: the measure of a solver change.
 *
 * How: the design process (design-repeat.ts, compiled as the server runs the engine) runs
 * under `node --single-threaded` (no concurrent compiler or GC threads, whose share would vary)
 * twice: warm-ups alone, then warm-ups and the counted designs; the difference over the designs
 * leaves out Node's start, the bundle's load and the JIT's warm-up. Session 26: 1.078 and 1.077
 * G a design in two runs of the same tree; session 27: 1.101, 1.118, 1.113 and 1.111 in four
 * (V8's collections and compilations fall a little differently from run to run). Skipped when
 * valgrind is missing.
 * PILEWISE_INSTRUCTION_DESIGNS: designs counted (default 5); warm-ups: 10.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledBenchProcess } from './compiled';

const GENERIC = fileURLToPath(new URL('../examples/projects/generic-100mw-site-d.json', import.meta.url));
const REPEAT = fileURLToPath(new URL('./design-repeat.ts', import.meta.url));
const WARM_UPS = 10;

/** Instructions the process executed ('I refs' of cachegrind's summary). */
function instructions(compiled: string, designs: number): number {
  const r = spawnSync(
    'valgrind',
    [
      '--tool=cachegrind',
      '--cache-sim=no',
      '--cachegrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      compiled,
      GENERIC,
      '100',
      String(WARM_UPS),
      String(designs),
    ],
    { encoding: 'utf8' },
  );
  const refs = /I\s+refs:\s+([\d,]+)/.exec(r.stderr ?? '');
  if (r.status !== 0 || !refs) throw new Error(`valgrind: ${r.error?.message ?? r.stderr.slice(-500)}`);
  return Number(refs[1]!.replaceAll(',', ''));
}

export function instructionsBenchReport(): string {
  if (spawnSync('valgrind', ['--version']).status !== 0) return 'skipped: valgrind is not installed';
  const designs = Number(process.env.PILEWISE_INSTRUCTION_DESIGNS ?? 5);
  const compiled = compiledBenchProcess(REPEAT);
  try {
    const perDesign = (instructions(compiled, designs) - instructions(compiled, 0)) / designs;
    return `whole design of generic-100mw-site-d, 100 elements: ${(perDesign / 1e9).toFixed(3)} G instructions a design (${designs} designs after ${WARM_UPS} warm-ups, node --single-threaded)`;
  } finally {
    rmSync(dirname(compiled), { recursive: true, force: true });
  }
}
