// bin/pilewise.cjs runs the CLI's bundle through V8's code cache (issue 12): the answer must be
// the same whether the cache is missing, valid, or unusable (another Node, a damaged file), and
// an unusable one is written again rather than kept.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/pilewise.cjs', import.meta.url));
const example = fileURLToPath(new URL('../examples/lateral/w6x9-api-sand.json', import.meta.url));
const codeCache = fileURLToPath(
  new URL('../node_modules/.cache/pilewise-cli/cli-wrapped.cjs.v8-cache', import.meta.url),
);
const bundle = codeCache.replace(/\.v8-cache$/, '');
const src = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

/** Runs `fn` with `file` dated a minute ahead, then gives the file its own times back. */
function withFileChangedAhead(file: string, fn: () => void) {
  const { atime, mtime } = statSync(file);
  utimesSync(file, atime, new Date(Date.now() + 60_000));
  try {
    fn();
  } finally {
    utimesSync(file, atime, mtime);
  }
}

/** The profiles' CSV goes to a scratch folder, not beside the example in the repository. */
const csv = join(mkdtempSync(join(tmpdir(), 'pilewise-cli-cache-')), 'profile.csv');
const lateral = () =>
  execFileSync(process.execPath, [bin, 'lateral', example, '--csv', csv], { encoding: 'utf8' });

describe('the CLI code cache', () => {
  it('answers the same without a cache, with one, and with a damaged one, which it rewrites', () => {
    rmSync(codeCache, { force: true });
    const uncached = lateral();
    // A01 refcase (shared/refcases): 26.64 mm at the head, as the engine's lateral tests have it.
    expect(uncached).toMatch(/deflection at head\s+26\.64 mm/);
    expect(existsSync(codeCache)).toBe(true);
    expect(lateral()).toBe(uncached);

    const damaged = Buffer.from('not a V8 code cache');
    writeFileSync(codeCache, damaged);
    expect(lateral()).toBe(uncached);
    expect(readFileSync(codeCache).equals(damaged)).toBe(false);
    expect(lateral()).toBe(uncached);
  }, 120_000);

  it('makes the bundle again when a source it is built from changes, not when a test does', () => {
    lateral();
    const built = statSync(bundle).mtimeMs;
    withFileChangedAhead(src('lateral/lateral.test.ts'), () => {
      lateral();
      expect(statSync(bundle).mtimeMs).toBe(built);
    });
    withFileChangedAhead(src('lateral/index.ts'), () => {
      expect(lateral()).toMatch(/deflection at head\s+26\.64 mm/);
      expect(statSync(bundle).mtimeMs).toBeGreaterThan(built);
    });
  }, 120_000);
});
