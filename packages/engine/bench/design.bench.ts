import { readFileSync } from 'node:fs';
import {
  buildDesignProblem,
  parseDesignInput,
  searchDesign,
  type DesignProblem,
  type PierSearchStats,
} from '../src/design';
import { EXAMPLE_PROJECTS_DIR, exampleProjectFiles } from '../test/example-projects';
import { formatResults, type BenchResult } from './harness';

const PROJECTS = EXAMPLE_PROJECTS_DIR;

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
  const files = exampleProjectFiles();
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

/**
 * Where a design's analyses go (the counts do not depend on the element count): those solved
 * while evaluating each pier's final candidate (the design: every check of every combination),
 * those of the candidates that failed before it, and what they were first solved for (a
 * combination's loads, the 1.6 × ASD loads of the steel check, the depth of fixity on the
 * deepest pile). The final candidates' share bounds what any shortcut of the search (skipping
 * candidates) can save.
 */
export function designAnalysisCounts(): string {
  const files = exampleProjectFiles();
  return files
    .map((f) => {
      const stats: PierSearchStats[] = [];
      const r = searchDesign(problem(f, 100), { onPierSearched: (s) => stats.push(s) });
      const sum = (g: (s: PierSearchStats) => number) => stats.reduce((n, s) => n + g(s), 0);
      const final = sum((s) => s.finalAnalyses);
      const per = stats.map((s) => s.analyses).sort((a, b) => a - b);
      const pct = (n: number) => `${Math.round((100 * n) / r.analyses)} %`;
      return [
        `${f.replace(/\.json$/, '')}: ${r.analyses} analyses, ${stats.length} piers, ${sum((s) => s.candidatesTried)} candidates`,
        `  final candidates ${final} (${pct(final)}), the candidates that failed before them ${r.analyses - final} (${pct(r.analyses - final)})`,
        `  solved for: combination loads ${sum((s) => s.solvedFor.combination)}, 1.6 × ASD loads ${sum((s) => s.solvedFor['asd-strength'])}, fixity (deepest pile) ${sum((s) => s.solvedFor.fixity)}`,
        `  per pier: median ${per[Math.floor(per.length / 2)]}, ${per[0]}–${per[per.length - 1]}; final candidate's median ${stats.map((s) => s.finalAnalyses).sort((a, b) => a - b)[Math.floor(stats.length / 2)]}`,
        `  Newton iterations ${sum((s) => s.newtonIterations)} (${(sum((s) => s.newtonIterations) / r.analyses).toFixed(2)} an analysis); load-stepped ${sum((s) => s.steppedAnalyses)} analyses, ${sum((s) => s.steppedIterations)} of the iterations`,
      ].join('\n');
    })
    .join('\n');
}
