// A design process of the peer benchmark (peer.bench.ts): reads a design input, one JSON line at
// a time, runs it and answers the CPU ms it took, the process's own (its GC threads included,
// no other isolate's).
import { createInterface } from 'node:readline';
import { runDesign } from '../src/design/run-design';

for await (const line of createInterface({ input: process.stdin })) {
  const t0 = process.cpuUsage();
  runDesign(JSON.parse(line));
  const used = process.cpuUsage(t0);
  process.stdout.write(`${(used.user + used.system) / 1000}\n`);
}
