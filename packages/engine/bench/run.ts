/**
 * `npm run bench -w @pilewise/engine`: medians of the engine's benchmarks. Each area adds a
 * file exporting its Benchmark list (e.g. design.bench.ts) and one line below.
 */
import { formatResults, measure, type Benchmark } from './harness';
import { compilationsBenchReport } from './compilations.bench';
import { designAnalysisCounts, designBenchReport } from './design.bench';
import { instructionsBenchReport } from './instructions.bench';
import { lateralBenchmarks } from './lateral.bench';
import { parallelBenchReport } from './parallel.bench';
import { peerBenchReport } from './peer.bench';

const suites: [string, () => Benchmark[]][] = [['lateral', lateralBenchmarks]];

for (const [name, make] of suites) {
  console.log(`\n# ${name}`);
  console.log(formatResults(make().map(measure)));
}
console.log(
  `\n# one A01 analysis and a whole design against the NumPy peer, CPU time, interleaved (issue 12)\n${await peerBenchReport()}`,
);
console.log(
  `\n# design: instructions, counted by valgrind (within ~1 % run to run, issue 12)\n${instructionsBenchReport()}`,
);
console.log(
  `\n# design: V8's optimising compilations once warmed up (generic, 100 elements, designs 41-80)\n${compilationsBenchReport()}`,
);
console.log(`\n# design: where the analyses go\n${designAnalysisCounts()}`);
console.log(`\n# design\n${designBenchReport()}`);
console.log(`\n# design on one thread and split across two (issue 12)\n${await parallelBenchReport(2)}`);
