// What the benches that start a server process need of it: the bundle built, a port, the server
// started and answering, and its memory.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/shared/paths';

/** The server bundle built (scripts/build-server.mjs into apps/server/dist), as `npm start` builds it. */
export function buildServerBundle(): void {
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the server bundle did not build');
}

/** A server.mjs a bench started (startBuiltServer). */
export interface BuiltServer {
  base: string;
  port: number;
  pid: number;
  /** SIGTERM, resolved once it has exited. */
  stop(): Promise<void>;
}

/**
 * apps/server/dist/server.mjs (buildServerBundle) started with `env` on a free port of 127.0.0.1,
 * its log at `warn`, resolved once it answers /api/health; rejected if it exits first.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const server = spawn(process.execPath, [join(REPO_ROOT, 'apps/server/dist/server.mjs')], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server.mjs exited with ${server.exitCode}`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, port, pid: server.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

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
