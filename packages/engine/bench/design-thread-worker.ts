// A design thread of the peer benchmark (peer.bench.ts): runs the design it is sent and answers
// the process's CPU time it took (the main thread waits meanwhile).
import { parentPort } from 'node:worker_threads';
import { runDesign } from '../src/design/run-design';

parentPort!.on('message', (raw: unknown) => {
  const t0 = process.cpuUsage();
  runDesign(raw);
  const used = process.cpuUsage(t0);
  parentPort!.postMessage((used.user + used.system) / 1000);
});
