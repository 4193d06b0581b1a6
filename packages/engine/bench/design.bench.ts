import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildDesignProblem, parseDesignInput, searchDesign, type DesignProblem } from '../src/design';
import { formatResults, type BenchResult } from './harness';

const PROJECTS = fileURLToPath(new URL('../examples/projects/', import.meta.url));

function problem(file: string, elements: number): DesignProblem {
  const raw = JSON.parse(readFileSync(PROJECTS + file, 'utf8')) as { settings: { elements: number } };
  raw.settings.elements = elements;
  const parsed = parseDesignInput(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const p = buildDesignProblem(parsed.value);
  if (!p.ok) throw new Error(JSON.stringify(p.errors));
  return p.problem;
}

/** CPU time of this process (user + system), ms: other processes on the machine do not count. */
function cpu_ms(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * The full design (search over every pier type and pile height) of each example project at
 * 100 and 500 elements, in CPU time on one thread. A design takes up to seconds, so this suite
 * times a few repetitions after one warm-up run itself (the harness's 50 warm-ups are meant for
 * sub-millisecond work). Targets: under 1 s at 100 elements (engine.md "Speed"); at 500, under
 * 1 s for every example, the largest included (issue 12). The generic example at 100 elements
 * against half a NumPy analysis: peer.bench.ts. Repetitions: PILEWISE_DESIGN_REPS (default 5).
 */
export function designBenchReport(): string {
  const reps = Number(process.env.PILEWISE_DESIGN_REPS ?? 5);
  const files = readdirSync(PROJECTS)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const results: BenchResult[] = [];
  for (const elements of [100, 500]) {
    for (const f of files) {
      const p = problem(f, elements);
      let analyses = searchDesign(p).analyses; // warm-up
      const t = new Float64Array(reps);
      for (let i = 0; i < reps; i++) {
        const t0 = cpu_ms();
        analyses = searchDesign(p).analyses;
        t[i] = cpu_ms() - t0;
      }
      t.sort();
      results.push({
        name: `design ${f.replace(/\.json$/, '')} (${p.piers.length} piers, ${analyses} analyses), ${elements} elements, CPU`,
        median_ms: t[Math.floor(reps / 2)]!,
        p90_ms: t[Math.min(reps - 1, Math.floor(reps * 0.9))]!,
        repetitions: reps,
        target_ms: 1000,
      });
    }
  }
  return formatResults(results);
}
