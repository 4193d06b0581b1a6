// The installed command runs the CLI from a bundle of the engine (bin/pilewise.cjs): the answer
// must be the engine's own, whether the bundle was just made or reused.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/pilewise.cjs', import.meta.url));
const example = fileURLToPath(new URL('../../examples/lateral/w6x9-api-sand.json', import.meta.url));

describe('bin/pilewise.cjs', () => {
  it('analyses the A01 example the same on a fresh and on a reused bundle', () => {
    const first = execFileSync(process.execPath, [bin, 'lateral', example], { encoding: 'utf8' });
    const second = execFileSync(process.execPath, [bin, 'lateral', example], { encoding: 'utf8' });
    // A01 refcase (shared/refcases): 26.64 mm at the head, as the engine's lateral tests have it.
    expect(first).toMatch(/deflection at head\s+26\.64 mm/);
    expect(second).toBe(first);
  }, 60_000);

  it("says a bad input's problems as the engine words them (the bundle keeps zod's English only)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-bin-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ pile: { section: 'W6x9', embedment_m: 'deep' } }));
    const call = spawnSync(process.execPath, [bin, 'lateral', bad], { encoding: 'utf8' });
    expect(call.status).toBe(1);
    expect(call.stderr).toMatch(/^pile\.embedment_m: must be a number$/m);
    expect(call.stderr).toMatch(/^soil: is required$/m);
  }, 60_000);
});
