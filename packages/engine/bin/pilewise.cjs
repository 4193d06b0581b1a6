#!/usr/bin/env node
// The engine is TypeScript. The CLI runs from one JavaScript bundle of it, which esbuild makes
// the first time and again whenever a source file is newer than the bundle: a call then costs
// Node's start-up and the work, not a transpiler loading 100 files (issue 12).
//
// Compiling the megabyte of bundle was then most of a call's own time, so the bundle is
// CommonJS run through vm.Script with V8's code cache: the first call after a build saves the
// compiled code (with the functions the call compiled on its way), the next ones reuse it and
// skip parsing and compiling. A cache V8 rejects (another Node version) is simply written again.
//
// This file is CommonJS too: Node's ES module loader took 3 ms of each call (issue 12).
const {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { Script } = require('node:vm');

const engineDir = join(__dirname, '..');
const srcDir = join(engineDir, 'src');
const cacheDir = join(engineDir, 'node_modules', '.cache', 'pilewise-cli');
// named for its form (wrapped, ASCII, minified): a bundle an older CLI left there is not taken
const bundle = join(cacheDir, 'cli-wrapped.cjs');
const codeCache = join(cacheDir, 'cli-wrapped.cjs.v8-cache');

/**
 * The newest change of what the bundle is built from. Tests and notes are not in it and are not
 * looked at (a third of the files: each call pays this walk); a file added or removed changes
 * its folder's time.
 */
function newestChange_ms(dir) {
  let newest = statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestChange_ms(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** Written aside and renamed: two calls at once never read a half-written file. */
function writeAtomically(path, bytes) {
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}

/**
 * Zod's messages in English only: zod bundles its 50 locales behind `z.locales`, which the
 * engine never reads (English is zod's default, from locales/en.js), and they were a quarter of
 * the bundle every call reads and loads.
 */
const zodEnglishOnly = {
  name: 'zod-english-only',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]/.test(args.importer)
        ? { path: args.importer, namespace: 'zod-english-only' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-english-only' }, (args) => ({
      contents: "export { default as en } from '../locales/en.js';",
      resolveDir: dirname(args.path),
      loader: 'js',
    }));
  },
};

async function buildBundle() {
  const { build } = require('esbuild');
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
    plugins: [zodEnglishOnly],
    // Each call reads and hashes the whole bundle: whitespace and dead branches out (400 kB
    // less), names kept for a readable stack; ASCII only, so it reads as latin1 without a
    // UTF-8 decode; wrapped here as CommonJS wraps a module, not copied into a wrapper per call.
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
    footer: { js: '\n})' },
  });
  renameSync(partial, bundle);
}

async function main() {
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newestChange_ms(srcDir)) await buildBundle();

  const cachedData = existsSync(codeCache) ? readFileSync(codeCache) : undefined;
  const script = new Script(readFileSync(bundle, 'latin1'), { filename: bundle, cachedData });
  const bundled = { exports: {} };
  script.runInThisContext()(bundled.exports, createRequire(bundle), bundled, bundle, cacheDir);

  /** @type {{ runCli(argv: string[], io: { stdout(t: string): void; stderr(t: string): void; cwd: string }): Promise<number> }} */
  const { runCli } = bundled.exports;
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
}

void main();
