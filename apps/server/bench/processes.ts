// What the benches that start a server process need of it: a port, and its memory.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 now, for a server a bench starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A process's resident memory (VmRSS), MB. */
export function rssOf_MB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}
