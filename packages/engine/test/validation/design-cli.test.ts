/** `pilewise design`: summary table, result JSON next to the input, --json, --out, errors, exit codes. */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/command';
import type { DesignInputRaw } from '../../src/design';
import { runCli } from '../../src/cli/run-cli';

const EXAMPLE = fileURLToPath(
  new URL('../../examples/projects/nevados-100mw-terrain-following.json', import.meta.url),
);

function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd };
  return { cli, out, err };
}

/** A parsed example as plain data (the edits below know its shape). */
type Project = DesignInputRaw & {
  soil: { layers: { phiDeg?: number }[] };
  settings: { deflectionLimits: { strong: { top_m?: number } } };
};

function tempProject(edit?: (p: Project) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'pilewise-design-'));
  if (!edit) copyFileSync(EXAMPLE, join(dir, 'project.json'));
  else {
    const p = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as Project;
    edit(p);
    writeFileSync(join(dir, 'project.json'), JSON.stringify(p));
  }
  return dir;
}

describe('pilewise design', () => {
  it('prints a table per pier type and writes the result next to the input', async () => {
    const dir = tempProject();
    const t = io(dir);
    expect(await runCli(['design', 'project.json'], t.cli)).toBe(0);
    const text = t.out.join('\n');
    expect(text).toMatch(/Pier\s+h \(m\)\s+Status\s+Section\s+Embed \(m\)\s+Length \(m\)/);
    expect(text).toMatch(/STD-INT\s+1\.25\s+pass\s+W6x/);
    const result = JSON.parse(readFileSync(join(dir, 'project.design.json'), 'utf8'));
    expect(result.status).toBe('complete');
    expect(result.piers.length).toBe(7);
  });

  it('--units us prints heights, embedments and lengths in ft (ft = 0.3048 m); the JSON stays SI', async () => {
    const dir = tempProject();
    const t = io(dir);
    expect(await runCli(['design', 'project.json', '--units', 'us'], t.cli)).toBe(0);
    const text = t.out.join('\n');
    expect(text).toMatch(/Pier\s+h \(ft\)\s+Status\s+Section\s+Embed \(ft\)\s+Length \(ft\)/);
    const result = JSON.parse(readFileSync(join(dir, 'project.design.json'), 'utf8')) as {
      piers: { pierTypeId: string; pileHeight_m: number; embedment_m: number; length_m: number }[];
    };
    for (const p of result.piers) {
      const ft = (m: number) => (m / 0.3048).toFixed(2).replace('.', '\\.');
      expect(text).toMatch(
        new RegExp(
          `${p.pierTypeId}\\s+${ft(p.pileHeight_m)}\\s+pass\\s+W6x\\S+\\s+${ft(p.embedment_m)}\\s+${ft(p.length_m)}\\s`,
        ),
      );
    }
    // 1.25 m = 4.10 ft (the example's pile height)
    expect(text).toMatch(/STD-INT\s+4\.10\s+pass/);
  });

  it('--json prints the result, --out writes it elsewhere', async () => {
    const dir = tempProject();
    const t = io(dir);
    expect(await runCli(['design', 'project.json', '--json', '--out', 'r.json'], t.cli)).toBe(0);
    expect(JSON.parse(t.out.join('')).schemaVersion).toBe(1);
    expect(existsSync(join(dir, 'r.json'))).toBe(true);
    expect(existsSync(join(dir, 'project.design.json'))).toBe(false);
  });

  it('bad input: errors name group, row and field; exit 1', async () => {
    const dir = tempProject((p) => (p.soil.layers[1]!.phiDeg = 70));
    const t = io(dir);
    expect(await runCli(['design', 'project.json'], t.cli)).toBe(1);
    expect(t.err.join('\n')).toMatch(/soil\.layers\[1\]\.phiDeg/);
    const deep = io(tempProject((p) => (p.settings.maxEmbed_m = 20)));
    expect(await runCli(['design', 'project.json'], deep.cli)).toBe(1);
    expect(deep.err.join('\n')).toMatch(
      /settings\.maxEmbed_m: embedment 20 m is deeper than the soil profile/,
    );
    expect(await runCli(['design', 'missing.json'], t.cli)).toBe(1);
    expect(await runCli(['design'], t.cli)).toBe(1);
  });

  it("prints each pier's warnings after the run's, naming the pier and its height (Array Tech: Lc/r over 200)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-design-'));
    copyFileSync(
      fileURLToPath(new URL('../../examples/projects/array-tech-100mw-ground-forces.json', import.meta.url)),
      join(dir, 'project.json'),
    );
    const t = io(dir);
    expect(await runCli(['design', 'project.json', '--units', 'us'], t.cli)).toBe(0);
    const text = t.out.join('\n');
    const result = JSON.parse(readFileSync(join(dir, 'project.design.json'), 'utf8')) as {
      piers: { pierTypeId: string; pileHeight_m: number; warnings: string[] }[];
    };
    const expected = result.piers.flatMap((p) =>
      p.warnings.map(
        (w) => `  warning, ${p.pierTypeId} at h = ${(p.pileHeight_m / 0.3048).toFixed(2)} ft: ${w}`,
      ),
    );
    expect(expected.some((l) => /Lc\/r = 2\d\d about the weak axis/.test(l))).toBe(true);
    for (const line of expected) expect(text.split('\n')).toContain(line);
  });

  it('no solution: exit 2 and the failing check in the summary', async () => {
    const dir = tempProject((p) => {
      p.settings.deflectionLimits.strong.top_m = 0.0001;
      p.settings.maxSection = 'W6x9';
      p.settings.maxEmbed_m = 2;
    });
    const t = io(dir);
    expect(await runCli(['design', 'project.json'], t.cli)).toBe(2);
    expect(t.out.join('\n')).toMatch(
      /no solution for STD-INT at h = 1.25 m: .* fails at W6x9, embedment 2 m/,
    );
  });
});
