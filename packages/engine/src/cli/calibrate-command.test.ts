import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CalibrationResult } from '../calibration';
import type { CliIO } from './command';
import { runCli } from './run-cli';

const EXAMPLE = fileURLToPath(new URL('../../examples/load-tests/site-load-tests.json', import.meta.url));

function io(cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const cli: CliIO = { stdout: (t) => out.push(t), stderr: (t) => err.push(t), cwd };
  return { cli, out, err };
}

describe('pilewise calibrate', { timeout: 120_000 }, () => {
  it('prints each fit, the design values and the measured against computed curve', async () => {
    const t = io(tmpdir());
    expect(await runCli(['calibrate', EXAMPLE], t.cli)).toBe(0);
    const text = t.out.join('\n');
    // the test pile as the fit took it: no E in the file, so 200 GPa
    expect(text).toMatch(
      /LT-3 \(row 12\)\s+lateral\s+ASTM D3966\s+W6x12, 3\.05 m, E 200\.000 GPa\s+fit\s+p-multiplier × 0\.7\d\d/,
    );
    // UT-1 by hand (Davisson): the curve meets the line between 22.2 and 24.5 kN at 22.31 kN;
    // (22.31 − 0.48) / 28.99 = 0.753
    expect(text).toMatch(
      /UT-1 \(row 4\)\s+uplift\s+ASTM D3689\s+W6x12, 2\.44 m, E 200\.000 GPa\s+fit\s+skin friction up × 0\.753\s+Q_f 22\.31 kN/,
    );
    expect(text).toMatch(/load \(kN\)\s+measured \(mm\)\s+fitted \(mm\)\s+soil as given \(mm\)/);
  });

  it('--units us prints loads in kip and movements in in', async () => {
    const t = io(tmpdir());
    expect(await runCli(['calibrate', EXAMPLE, '--units', 'us'], t.cli)).toBe(0);
    const text = t.out.join('\n');
    // 22.31 kN / 4.4482216 kN per kip = 5.016 kip (UT-1's Q_f above)
    expect(text).toMatch(
      // 2.44 m = 8.01 ft; 200 GPa = 29,008 ksi (1 ksi = 6.894757 MPa)
      /UT-1 \(row 4\)\s+uplift\s+ASTM D3689\s+W6x12, 8\.01 ft, E 29008 ksi\s+fit\s+skin friction up × 0\.753\s+Q_f 5\.016 kip/,
    );
    expect(text).toMatch(/load \(kip\)\s+measured \(in\)\s+fitted \(in\)\s+soil as given \(in\)/);
    // the test's own loads, 0.4 kip steps (1.78 kN); Davisson's offset 0.15 in + D/120 (D 6.03 in)
    expect(text).toMatch(/\n\s+0\.400\s+0\.138\s/);
    expect(text).toContain('Davisson line P·L/(A·E) + 0.200 in (L 8.99 ft, D 6.030 in, E 29008 ksi)');
  });

  it('--json prints the result; --out writes it; a test that cannot be fitted exits 2 and says why', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-cal-'));
    const input = JSON.parse(readFileSync(EXAMPLE, 'utf8')) as {
      loadTests: { tests: { kind: string; points: { load_N: number; displacement_m: number }[] }[] };
    };
    input.loadTests.tests = input.loadTests.tests.filter((x) => x.kind === 'uplift');
    input.loadTests.tests[0]!.points[3]!.displacement_m = 0.0001; // less than the point before
    writeFileSync(join(dir, 'bad-curve.json'), JSON.stringify(input));
    const t = io(dir);
    expect(await runCli(['calibrate', 'bad-curve.json', '--json', '--out', 'fit.json'], t.cli)).toBe(2);
    const r = JSON.parse(t.out.join('')) as CalibrationResult;
    expect(r.tests[0]!.status).toBe('cannot-fit');
    expect(r.tests[0]!.reason).toMatch(/^point 4: movement 0\.10 mm is less than point 3's 0\.70 mm/);
    expect(r.capacityBasis.uplift).toBe('static-analysis');
    expect(JSON.parse(readFileSync(join(dir, 'fit.json'), 'utf8'))).toEqual(r);
  });

  it('bad input: the field named, exit code 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pilewise-cal-'));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ loadTests: { tests: [{ kind: 'lateral' }] } }));
    const t = io(dir);
    expect(await runCli(['calibrate', 'bad.json'], t.cli)).toBe(1);
    expect(t.err.join('\n')).toMatch(/loadTests\.tests\[0\]\.name/);
  });
});
