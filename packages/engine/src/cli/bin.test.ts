// The installed command runs the CLI from a bundle of the engine (bin/pilewise.mjs): the answer
// must be the engine's own, whether the bundle was just made or reused.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/pilewise.mjs', import.meta.url));
const example = fileURLToPath(new URL('../../examples/lateral/w6x9-api-sand.json', import.meta.url));

describe('bin/pilewise.mjs', () => {
  it('analyses the A01 example the same on a fresh and on a reused bundle', () => {
    const first = execFileSync(process.execPath, [bin, 'lateral', example], { encoding: 'utf8' });
    const second = execFileSync(process.execPath, [bin, 'lateral', example], { encoding: 'utf8' });
    // A01 refcase (shared/refcases): 26.64 mm at the head, as the engine's lateral tests have it.
    expect(first).toMatch(/deflection at head\s+26\.64 mm/);
    expect(second).toBe(first);
  }, 60_000);
});
