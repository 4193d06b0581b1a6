import { describe, expect, it } from 'vitest';
import { runDesign } from '@pilewise/engine';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import type { PierDesign } from '@pilewise/contracts';
import {
  formatGoverningRatio,
  formatRatio,
  governingCheckShortName,
  pierFailureSentence,
} from './result-values';

/** The fields of a pier without a passing pile that the sentence reads. */
const failed = {
  section: { name: 'W6x25' },
  embedment_m: 4.5,
  failure: {
    checkId: 'steel-strength',
    name: 'Steel strength, combined axial and biaxial bending (ASD)',
    combination: '7-16 ASD 5: 1.0D − 0.6W0',
    ratio: 1.2345,
    ratioLimit: 1,
    message: 'the engine’s SI log line: embedment 4.5 m',
  },
} as unknown as PierDesign;

describe('formatRatio', () => {
  it('gives two decimals, and an unbounded ratio as ∞', () => {
    expect(formatRatio(0.8232)).toBe('0.82');
    expect(formatRatio(1.2345)).toBe('1.23');
    expect(formatRatio(0.998)).toBe('1.00');
    expect(formatRatio(1)).toBe('1.00');
    expect(formatRatio(null)).toBe('∞');
  });

  it('never shows a ratio over its limit at the limit: the decimals that show it over', () => {
    expect(formatRatio(1.0033)).toBe('1.003');
    expect(formatRatio(1.00042)).toBe('1.0004');
    // beyond four decimals: four, rounded up
    expect(formatRatio(1 + 1e-9)).toBe('1.0001');
    // the limit of the check, not 1
    expect(formatRatio(0.9004, 0.9)).toBe('0.9004');
    expect(formatRatio(0.9004)).toBe('0.90');
  });

  it('shows every ratio over its limit as more than the limit, every other as no more (property)', () => {
    for (let k = 0; k < 2000; k++) {
      const limit = [1, 0.9, 0.95][k % 3]!;
      const ratio = limit + (k - 1000) * 1e-5;
      const shown = Number(formatRatio(ratio, limit));
      if (ratio > limit) expect(shown, `${ratio}`).toBeGreaterThan(limit);
      else expect(shown, `${ratio}`).toBeLessThanOrEqual(limit);
    }
  });
});

describe('pierFailureSentence', () => {
  it('says why in the project’s units, not the engine’s metres', () => {
    // 4.5 m / 0.3048 = 14.76 ft, shown to 0.1 ft
    expect(pierFailureSentence(failed, 'imperial')).toBe(
      'Steel strength, combined axial and biaxial bending (ASD) fails at W6x25, embedment 14.8 ft under 7-16 ASD 5: 1.0D − 0.6W0: ratio 1.23 > 1.00',
    );
    expect(pierFailureSentence(failed, 'metric')).toMatch(/embedment 4\.50 m under /);
  });

  it('says a ratio just over the limit as over it, never "1.00 > 1.00"', () => {
    const justOver = { ...failed, failure: { ...failed.failure!, ratio: 1.0031 } } as PierDesign;
    expect(pierFailureSentence(justOver, 'imperial')).toMatch(/: ratio 1\.003 > 1\.00$/);
  });

  it('is null for a pier that passes', () => {
    expect(pierFailureSentence({ ...failed, failure: null } as PierDesign, 'imperial')).toBeNull();
  });
});

describe('formatGoverningRatio', () => {
  /** A pier whose steel check, Stress Limit 0.9, governs at `ratio`. */
  const governedBySteel = (ratio: number, listed = true) =>
    ({
      governing: { checkId: 'steel-strength', combination: 'ASD 5', ratio, utilisation: ratio / 0.9 },
      checks: listed
        ? [
            { id: 'deflection-top-strong', ratioLimit: 1 },
            { id: 'steel-strength', ratioLimit: 0.9 },
          ]
        : [],
    }) as unknown as PierDesign;

  it('shows the governing ratio against its own check’s limit, not 1', () => {
    // 0.9031 > 0.9: against 1 it read '0.90', a failure looking like a pass at the limit
    expect(formatGoverningRatio(governedBySteel(0.9031))).toBe('0.903');
    expect(formatGoverningRatio(governedBySteel(0.8968))).toBe('0.90');
    // a check missing from the table (an old result): the limit is ratio / utilisation
    expect(formatGoverningRatio(governedBySteel(0.9031, false))).toBe('0.903');
  });

  it('reads every example pier’s governing check at its listed limit', () => {
    const run = runDesign(nevados);
    if (!run.ok) throw new Error('the example does not design');
    for (const pier of run.result.piers) {
      const limit = pier.checks.find((c) => c.id === pier.governing.checkId)!.ratioLimit;
      expect(formatGoverningRatio(pier)).toBe(formatRatio(pier.governing.ratio, limit));
    }
  });
});

describe('governingCheckShortName', () => {
  const governedBy = (checkId: string, name: string) =>
    ({ governing: { checkId }, checks: [{ id: checkId, name }] }) as unknown as PierDesign;

  it('names every check a design makes in a few words, its axis kept', () => {
    const run = runDesign(nevados);
    if (!run.ok) throw new Error(JSON.stringify(run.errors));
    const checks = run.result.piers.flatMap((p) => p.checks);
    expect(new Set(checks.map((c) => c.id)).size).toBeGreaterThanOrEqual(7);
    for (const c of checks) {
      const short = governingCheckShortName(governedBy(c.id, c.name));
      expect(short.length, c.name).toBeLessThanOrEqual(32); // a summary column's two lines
      // Same check: its first word, and its axis where it has one.
      expect(c.name.toLowerCase()).toContain(short.split(' ')[0]!.toLowerCase());
      for (const axis of ['strong axis', 'weak axis'])
        expect(short.includes(axis)).toBe(c.name.includes(axis));
    }
  });

  it('names the checks a design makes only on some piles; keeps the full name of one it does not know', () => {
    expect(
      governingCheckShortName(governedBy('lateral-capacity-weak', 'Lateral capacity of the soil, weak axis')),
    ).toBe('Lateral capacity, weak axis');
    expect(
      governingCheckShortName(
        governedBy('fixity-strong', 'Depth of fixity (first zero of deflection), strong axis'),
      ),
    ).toBe('Depth of fixity, strong axis');
    expect(governingCheckShortName(governedBy('new-check', 'A new check, strong axis'))).toBe(
      'A new check, strong axis',
    );
  });
});
