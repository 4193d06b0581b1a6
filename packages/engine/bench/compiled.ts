import { buildSync } from 'esbuild';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/**
 * A bench process compiled as the server's engine threads run the engine: one esbuild bundle
 * (scripts/build-server.mjs's options), loaded by plain node, in a new temporary folder (the
 * caller removes it). Run through tsx instead, every function the engine makes is wrapped in
 * tsx's keepNames `__name` call, which the server's code never has: the generic design measured
 * 58.9 ms that way against 54.0 ms compiled (4 process pairs × 25 interleaved designs, session 22).
 */
export function compiledBenchProcess(entry: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'pilewise-bench-process-'));
  const outfile = join(dir, basename(entry).replace(/\.ts$/, '.mjs'));
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}
