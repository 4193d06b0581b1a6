#!/usr/bin/env node
// The engine is TypeScript. The CLI runs from one JavaScript bundle of it, which esbuild makes
// the first time and again whenever a source file is newer than the bundle: a call then costs
// Node's start-up and the work, not a transpiler loading 100 files (issue 12).
import { existsSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(engineDir, 'src');
const bundle = join(engineDir, 'node_modules', '.cache', 'pilewise-cli', 'cli.mjs');

function newestChange_ms(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange_ms(path) : statSync(path).mtimeMs);
  }
  return newest;
}

if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestChange_ms(srcDir)) {
  const { build } = await import('esbuild');
  mkdirSync(dirname(bundle), { recursive: true });
  // Written aside and renamed: two calls at once never load a half-written bundle.
  const partial = `${bundle}.${process.pid}.tmp`;
  await build({
    entryPoints: [join(srcDir, 'cli', 'main.ts')],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  renameSync(partial, bundle);
}
await import(pathToFileURL(bundle).href);
