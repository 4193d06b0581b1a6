#!/usr/bin/env node
// The engine is TypeScript. The CLI runs from one JavaScript bundle of it, which esbuild makes
// the first time and again whenever a source file is newer than the bundle: a call then costs
// Node's start-up and the work, not a transpiler loading 100 files (issue 12).
//
// Compiling the megabyte of bundle was then most of a call's own time, so the bundle is
// CommonJS run through vm.Script with V8's code cache: the first call after a build saves the
// compiled code (with the functions the call compiled on its way), the next ones reuse it and
// skip parsing and compiling. A cache V8 rejects (another Node version) is simply written again.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(engineDir, 'src');
const cacheDir = join(engineDir, 'node_modules', '.cache', 'pilewise-cli');
const bundle = join(cacheDir, 'cli.cjs');
const codeCache = join(cacheDir, 'cli.cjs.v8-cache');

function newestChange_ms(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange_ms(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Written aside and renamed: two calls at once never read a half-written file. */
function writeAtomically(path, bytes) {
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestChange_ms(srcDir)) {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  rmSync(codeCache, { force: true }); // compiled from the old bundle
  const partial = `${bundle}.${process.pid}.tmp`;
  await build({
    // The CLI's runner, exported: main.ts's top-level await has no CommonJS form.
    stdin: { contents: "export { runCli } from './run-cli';", resolveDir: join(srcDir, 'cli'), loader: 'ts' },
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'error',
  });
  renameSync(partial, bundle);
}

const cachedData = existsSync(codeCache) ? readFileSync(codeCache) : undefined;
const script = new Script(
  `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
  { filename: bundle, cachedData },
);
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, cacheDir);

/** @type {{ runCli(argv: string[], io: { stdout(t: string): void; stderr(t: string): void; cwd: string }): Promise<number> }} */
const { runCli } = module.exports;
process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(`${t}\n`),
  stderr: (t) => process.stderr.write(`${t}\n`),
  cwd: process.cwd(),
});

if (!cachedData || script.cachedDataRejected) {
  try {
    writeAtomically(codeCache, script.createCachedData());
  } catch {
    // A read-only install: every call compiles, as before the cache.
  }
}
