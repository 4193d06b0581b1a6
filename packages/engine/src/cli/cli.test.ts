import { mkdtempSync, readFileSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from './command';
import { runCli } from './run-cli';

const EXAMPLE = fileURLToPath(new URL('../../examples/lateral/w6x9-api-sand.json', import.meta.url));

function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd };
  return { cli, out, err };
}

describe('pilewise CLI', () => {
  it('lateral: prints a summary and writes the CSV next to the input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-'));
    copyFileSync(EXAMPLE, join(dir, 'case.json'));
    const t = io(dir);
    expect(await runCli(['lateral', 'case.json'], t.cli)).toBe(0);
    expect(t.out.join('\n')).toMatch(/converged/);
    const csv = readFileSync(join(dir, 'case.profile.csv'), 'utf8').split('\n');
    expect(csv[0]).toBe('z_m,deflection_m,rotation_rad,moment_Nm,shear_N,soilReaction_N_per_m');
    expect(csv.filter((l) => l !== '').length).toBe(102);
  });

  it('lateral --json prints the whole result and writes no CSV', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-'));
    copyFileSync(EXAMPLE, join(dir, 'case.json'));
    const t = io(dir);
    expect(await runCli(['lateral', 'case.json', '--json'], t.cli)).toBe(0);
    expect(JSON.parse(t.out.join('')).status).toBe('converged');
    expect(existsSync(join(dir, 'case.profile.csv'))).toBe(false);
  });

  it('bad input: one line per field, exit code 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-'));
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ pile: { section: 'W6x9' }, soil: { layers: [] }, loads: {} }),
    );
    const t = io(dir);
    expect(await runCli(['lateral', 'bad.json'], t.cli)).toBe(1);
    expect(t.err.join('\n')).toMatch(/pile\.embedment_m/);
    writeFileSync(join(dir, 'broken.json'), '{');
    expect(await runCli(['lateral', 'broken.json'], t.cli)).toBe(1);
    expect(await runCli(['lateral', 'missing.json'], t.cli)).toBe(1);
    expect(await runCli(['nope'], t.cli)).toBe(1);
  });
});
