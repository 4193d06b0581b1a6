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
