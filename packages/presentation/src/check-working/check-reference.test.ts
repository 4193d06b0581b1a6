import { describe, expect, it } from 'vitest';
import { runDesign } from '@pilewise/engine';
import arrayTech from '@pilewise/engine/examples/projects/array-tech-100mw-ground-forces.json';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { shortCheckReference } from './check-reference';

/** Every distinct reference the checks of the four examples carry (both methods, both capacity bases). */
function exampleReferences(): string[] {
  const refs = new Set<string>();
  for (const example of [arrayTech, generic, nevados, nextracker]) {
    const run = runDesign(example);
    if (!run.ok) throw new Error(JSON.stringify(run.errors));
    for (const pier of run.result.piers) for (const c of pier.checks) refs.add(c.reference);
  }
  return [...refs];
}

describe('shortCheckReference', () => {
  it('cuts the ASD compression factor’s explanation to the clause it rests on', () => {
    const full =
      'FHWA GEC-12 (FHWA-NHI-16-009) static capacity R_s + R_p from the vertical soil table; ASD: nominal / FS, FS = 3 (compression, capacity by static analysis; FS 3 for a capacity by static analysis, as IBC 1810.3.3.1.5 (uplift capacity of a single deep foundation element: FS 3 by analysis, ultimate from ASTM D3689 load tests / 2) requires for uplift; IBC gives no compression FS for static analysis) (engineer to confirm)';
    expect(shortCheckReference(full)).toBe(
      'FHWA GEC-12 (FHWA-NHI-16-009) static capacity R_s + R_p from the vertical soil table; ASD: nominal / FS, FS = 3 (IBC 1810.3.3.1.5) (engineer to confirm)',
    );
  });

  it('keeps the method’s own source whole, and an explanation without a clause goes', () => {
    expect(
      shortCheckReference(
        'adfreeze (Andersland & Ladanyi, Frozen Ground Engineering, heave); FS = 2 (a long explanation that cites no code at all)',
      ),
    ).toBe('adfreeze (Andersland & Ladanyi, Frozen Ground Engineering, heave); FS = 2');
  });

  it('leaves a reference of short asides as it is (the steel check’s clauses)', () => {
    const steel =
      'AISC 360-16 H1-1a; Pc: AISC 360-16 E3 (E3-3); Mcx: AISC 360-16 F3 LTB inelastic (F2-2); Mcy: AISC 360-16 F6 FLB noncompact (F6-2)';
    expect(shortCheckReference(steel)).toBe(steel);
    expect(shortCheckReference('unbalanced (bracket; FS = 3')).toBe('unbalanced (bracket; FS = 3');
  });

  it('keeps, for every check of the examples, the method, the factor, the clause and “engineer to confirm”', () => {
    const refs = exampleReferences();
    expect(refs.some((r) => r.length > 400)).toBe(true);
    for (const full of refs) {
      const short = shortCheckReference(full);
      // at most some five lines of the row's clause column, where the longest took nine (frost
      // heave: its equation and source, then the factor)
      expect(short.length, full).toBeLessThanOrEqual(240);
      expect(short.startsWith(full.split(';')[0]!.replace(/\(.*$/, '')), full).toBe(true);
      expect(short.includes('(engineer to confirm)'), full).toBe(full.includes('(engineer to confirm)'));
      for (const factor of full.match(/(?:FS|φ) = [\d.]+/g) ?? []) expect(short, full).toContain(factor);
      for (const clause of full.match(/IBC \d+(?:\.\d+)+|AASHTO LRFD Table [\d.]+-\d+/g)?.slice(0, 1) ?? [])
        expect(short, full).toContain(clause);
    }
  });
});
