import { mkdtempSync, readFileSync, writeFileSync, existsSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO, CommandEntry } from './command';
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

  it("loads a command's code only when that command runs", async () => {
    const loaded: string[] = [];
    const entry = (name: string): CommandEntry => ({
      name,
      summary: `the ${name} command`,
      load: () => {
        loaded.push(name);
        return Promise.resolve({ usage: `Usage: ${name}`, run: () => Promise.resolve(0) });
      },
    });
    const commands = [entry('lateral'), entry('design'), entry('calibrate')];
    const t = io(tmpdir());
    expect(await runCli(['lateral', 'case.json'], t.cli, commands)).toBe(0);
    expect(await runCli(['--help'], t.cli, commands)).toBe(0);
    expect(t.out.join('\n')).toMatch(/design\s+the design command/);
    expect(loaded).toEqual(['lateral']);
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

  it('lateral --units us prints the summary in in, ft, kip and kip·ft; the CSV stays SI', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-'));
    copyFileSync(EXAMPLE, join(dir, 'case.json'));
    const si = io(dir);
    expect(await runCli(['lateral', 'case.json', '--json'], si.cli)).toBe(0);
    const r = JSON.parse(si.out.join('')) as {
      headDeflection_m: number;
      maxMoment_Nm: number;
      maxMomentDepth_m: number;
      maxShear_N: number;
    };
    const us = io(dir);
    expect(await runCli(['lateral', 'case.json', '--units', 'us'], us.cli)).toBe(0);
    const text = us.out.join('\n');
    // exact definitions: in = 0.0254 m, ft = 0.3048 m, kip = 4448.2216152605 N
    expect(text).toContain(`deflection at head        ${(r.headDeflection_m / 0.0254).toFixed(3)} in`);
    expect(text).toContain(
      `max |moment|              ${(r.maxMoment_Nm / (4448.2216152605 * 0.3048)).toFixed(3)} kip·ft at z = ${(r.maxMomentDepth_m / 0.3048).toFixed(3)} ft`,
    );
    expect(text).toContain(`max |shear| below grade   ${(r.maxShear_N / 4448.2216152605).toFixed(3)} kip`);
    // W6x9: EI = 29,000 ksi × 16.4 in⁴ (AISC Manual Table 1-1) ≈ 475,600 kip·in²
    expect(text).toMatch(/EI 47\d{4} kip·in²/);
    const csv = readFileSync(join(dir, 'case.profile.csv'), 'utf8');
    expect(csv.split('\n')[0]).toBe('z_m,deflection_m,rotation_rad,moment_Nm,shear_N,soilReaction_N_per_m');
  });

  it('--units takes si or us only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-'));
    copyFileSync(EXAMPLE, join(dir, 'case.json'));
    const t = io(dir);
    expect(await runCli(['lateral', 'case.json', '--units', 'metric'], t.cli)).toBe(1);
    expect(t.err.join('\n')).toContain("--units must be one of si, us (got 'metric')");
    expect(await runCli(['lateral', 'case.json', '--units'], t.cli)).toBe(1);
    expect(await runCli(['design', 'case.json', '--units', 'SI'], t.cli)).toBe(1);
    expect(t.err.join('\n')).toContain("--units must be one of si, us (got 'SI')");
  });
});
