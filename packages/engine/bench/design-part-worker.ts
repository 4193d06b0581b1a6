// A thread of the parallel design benchmark (parallel.bench.ts): designs the part it is sent.
import { parentPort } from 'node:worker_threads';
import { runDesignPart } from '../src/design/design-parts';

parentPort!.on('message', (m: { raw: unknown; partIndex: number; partCount: number }) => {
  parentPort!.postMessage(runDesignPart(m.raw, m.partIndex, m.partCount));
});
