/**
 * V8's optimising compilations a design of the generic example at 100 elements makes once
 * warmed up, and the CPU they take (on V8's background threads: the CPU time of the process,
 * which the peer benchmark counts, not its main thread). A warmed-up design should compile next
 * to nothing; but a closure made at every call keeps its optimised code only while a closure of
 * it lives, so one made per design on a design's path was compiled again after most full
 * collections: 9.46 ms of CPU a design with Node's default heap before session 28 took them out,
 * 0.83-1.75 ms after (1.93 and 1.27-1.72 ms with the engine threads' young generation, whose
 * full collections are rare). This count shows such a closure coming back.
 *
 * How: the design process (design-repeat.ts, compiled as the server runs the engine) under
 * `node --trace-opt`, with Node's default heap and with the young generation of the server's
 * engine threads; the compilations V8 reports completed after the warm-ups, and the times it
 * reports for them ('took prepare, execute, finalize ms'). Warm-ups: 40 (functions called a few
 * times a design, pierDesign the largest, are first optimised after some 20).
 * PILEWISE_COMPILATION_DESIGNS: designs counted (default 40).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledBenchProcess } from './compiled';
import { DESIGN_THREAD_YOUNG_GENERATION_MB } from '../src/design/design-parts';

const GENERIC = fileURLToPath(new URL('../examples/projects/generic-100mw-site-d.json', import.meta.url));
const REPEAT = fileURLToPath(new URL('./design-repeat.ts', import.meta.url));
const WARM_UPS = 40;
const COMPLETED = /completed compiling \S+ <JSFunction (\S*) ?\(.*took ([\d.]+), ([\d.]+), ([\d.]+) ms/;

interface Compilations {
  count: number;
  ms: number;
  /** The longest: its function's name ('' for an anonymous one) and ms. */
  longest: { name: string; ms: number };
}

/** Compilations completed after the warm-ups, and the ms V8 reports for them. */
function compilations(compiled: string, designs: number, heap: string[]): Compilations {
  const r = spawnSync(
    process.execPath,
    [...heap, '--trace-opt', compiled, GENERIC, '100', String(WARM_UPS), String(designs)],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const warmed = r.stdout?.indexOf('WARMED_UP') ?? -1;
  if (r.status !== 0 || warmed < 0)
    throw new Error(`design process: ${r.error?.message ?? r.stderr.slice(-500)}`);
  let count = 0;
  let ms = 0;
  const longest = { name: '', ms: 0 };
  for (const line of r.stdout.slice(warmed).split('\n')) {
    const m = COMPLETED.exec(line);
    if (!m) continue;
    const took = Number(m[2]) + Number(m[3]) + Number(m[4]);
    count++;
    ms += took;
    if (took > longest.ms) Object.assign(longest, { name: m[1], ms: took });
  }
  return { count, ms, longest };
}

export function compilationsBenchReport(): string {
  const designs = Number(process.env.PILEWISE_COMPILATION_DESIGNS ?? 40);
  const compiled = compiledBenchProcess(REPEAT);
  try {
    const heaps: [string, string[]][] = [
      ["Node's default heap", []],
      [
        `the young generation of the server's engine threads (${DESIGN_THREAD_YOUNG_GENERATION_MB} MB)`,
        [`--max-semi-space-size=${DESIGN_THREAD_YOUNG_GENERATION_MB / 3}`],
      ],
    ];
    return heaps
      .map(([name, heap]) => {
        const { count, ms, longest } = compilations(compiled, designs, heap);
        if (count === 0) return `  ${name}: none reported (or this V8 reports them otherwise)`;
        return `  ${name}: ${(count / designs).toFixed(1)} compilations a design, ${(ms / designs).toFixed(2)} ms of CPU (the longest: ${longest.name || 'an anonymous function'}, ${longest.ms.toFixed(1)} ms)`;
      })
      .join('\n');
  } finally {
    rmSync(dirname(compiled), { recursive: true, force: true });
  }
}
