/**
 * The ASCE 7 basic combinations as encoded, checked against the lists of the standard.
 * Sources: ASCE 7-10 §2.3.2 and §2.4.1 (E split per §12.4.2.3); ASCE 7-16 §2.3.1, §2.3.6,
 * §2.4.1, §2.4.5; ASCE 7-22 §2.3.1, §2.3.6, §2.4.1, §2.4.5. For 7-22, the principal 1.0S and
 * the ASD 0.7S are confirmed by STRUCTURE magazine articles quoting the standard; the
 * companion 0.3S, seismic 0.15S and ASD-9 0.1S are not (see the module's header comment).
 */
import { describe, expect, it } from 'vitest';
import {
  asce7Combinations,
  type CombinationTemplate,
  type DesignCode,
  type DesignMethod,
} from './asce7-combinations';

/** '1.2D + 1.0W + [L] + [0.5Lr|0.5S|0.5R]' from a template: always/principal plain, companions in [ ]. */
function factors(t: CombinationTemplate): string {
  return t.terms
    .map((term) => {
      const alts = term.anyOf.map((a) => `${a.factor}${a.kind}`).join('|');
      return term.role === 'companion' ? `[${alts}]` : alts;
    })
    .join(' + ');
}

function table(code: DesignCode, method: DesignMethod): Record<string, string> {
  return Object.fromEntries(asce7Combinations(code, method).map((t) => [t.number, factors(t)]));
}

describe('ASCE 7-10', () => {
  it('LRFD §2.3.2: 7 combinations, W at 1.0 (strength-level wind), E = Eh ± Ev', () => {
    expect(table('ASCE 7-10', 'LRFD')).toEqual({
      '1': '1.4D',
      '2': '1.2D + 1.6L + [0.5Lr|0.5S|0.5R]',
      '3': '1.2D + 1.6Lr|1.6S|1.6R + [1L|0.5W]',
      '4': '1.2D + 1W + [1L] + [0.5Lr|0.5S|0.5R]',
      '5': '1.2D + 1Eh + 1Ev + [1L] + [0.2S]',
      '6': '0.9D + 1W',
      '7': '0.9D + 1Eh + -1Ev',
    });
  });
  it('ASD §2.4.1: 8 numbered combinations, 5 split into 5a/5b and 6 into 6a/6b, W at 0.6, E at 0.7', () => {
    expect(table('ASCE 7-10', 'ASD')).toEqual({
      '1': '1D',
      '2': '1D + 1L',
      '3': '1D + 1Lr|1S|1R',
      '4': '1D + 0.75L + 0.75Lr|0.75S|0.75R',
      '5a': '1D + 0.6W',
      '5b': '1D + 0.7Eh + 0.7Ev',
      // 0.75 × 0.6 = 0.45
      '6a': '1D + 0.45W + [0.75L] + [0.75Lr|0.75S|0.75R]',
      // 0.75 × 0.7 = 0.525
      '6b': '1D + 0.525Eh + 0.525Ev + [0.75L] + [0.75S]',
      '7': '0.6D + 0.6W',
      '8': '0.6D + 0.7Eh + -0.7Ev',
    });
  });
});

describe('ASCE 7-16', () => {
  it('LRFD §2.3.1 (1-5) + §2.3.6 (6-7)', () => {
    const t = table('ASCE 7-16', 'LRFD');
    expect(Object.keys(t)).toHaveLength(7);
    expect(t['4']).toBe('1.2D + 1W + [1L] + [0.5Lr|0.5S|0.5R]');
    expect(t['5']).toBe('0.9D + 1W');
    expect(t['6']).toBe('1.2D + 1Eh + 1Ev + [1L] + [0.2S]');
    expect(t['7']).toBe('0.9D + 1Eh + -1Ev');
    expect(asce7Combinations('ASCE 7-16', 'LRFD')[5]?.clause).toBe('ASCE 7-16 §2.3.6 (6)');
  });
  it('ASD §2.4.1 (1-7) + §2.4.5 (8-10)', () => {
    const t = table('ASCE 7-16', 'ASD');
    expect(Object.keys(t)).toHaveLength(10);
    expect(t['5']).toBe('1D + 0.6W');
    expect(t['6']).toBe('1D + 0.45W + [0.75L] + [0.75Lr|0.75S|0.75R]');
    expect(t['7']).toBe('0.6D + 0.6W');
    expect(t['8']).toBe('1D + 0.7Eh + 0.7Ev');
    expect(t['9']).toBe('1D + 0.525Eh + 0.525Ev + [0.75L] + [0.75S]');
    expect(t['10']).toBe('0.6D + 0.7Eh + -0.7Ev');
    expect(asce7Combinations('ASCE 7-16', 'ASD')[8]?.clause).toBe('ASCE 7-16 §2.4.5 (9)');
  });
});

describe('ASCE 7-22: strength-level snow', () => {
  it('LRFD: principal 1.0S, companion 0.3S, seismic companion 0.15S; wind and seismic as 7-16', () => {
    const t = table('ASCE 7-22', 'LRFD');
    expect(Object.keys(t)).toHaveLength(7);
    expect(t['2']).toBe('1.2D + 1.6L + [0.5Lr|0.3S|0.5R]');
    expect(t['3']).toBe('1.2D + 1.6Lr|1S|1.6R + [1L|0.5W]');
    expect(t['4']).toBe('1.2D + 1W + [1L] + [0.5Lr|0.3S|0.5R]');
    expect(t['6']).toBe('1.2D + 1Eh + 1Ev + [1L] + [0.15S]');
  });
  it('ASD: 0.7S where 7-16 has S (0.75 × 0.7 = 0.525), 0.1S in 9', () => {
    const t = table('ASCE 7-22', 'ASD');
    expect(Object.keys(t)).toHaveLength(10);
    expect(t['3a']).toBe('1D + 1Lr|0.7S|1R');
    expect(t['4a']).toBe('1D + 0.75L + 0.75Lr|0.525S|0.75R');
    expect(t['6a']).toBe('1D + 0.45W + [0.75L] + [0.75Lr|0.525S|0.75R]');
    expect(t['9']).toBe('1D + 0.525Eh + 0.525Ev + [0.75L] + [0.1S]');
  });
});

it('wind factors are the same in all three editions (1.0W LRFD, 0.6W ASD since 7-10)', () => {
  for (const code of ['ASCE 7-10', 'ASCE 7-16', 'ASCE 7-22'] as const) {
    const lrfd = asce7Combinations(code, 'LRFD').flatMap((t) => t.terms.flatMap((x) => x.anyOf));
    const asd = asce7Combinations(code, 'ASD').flatMap((t) => t.terms.flatMap((x) => x.anyOf));
    expect(new Set(lrfd.filter((a) => a.kind === 'W').map((a) => a.factor))).toEqual(new Set([0.5, 1.0]));
    expect(new Set(asd.filter((a) => a.kind === 'W').map((a) => a.factor))).toEqual(new Set([0.6, 0.45]));
  }
});

describe('review: every combination written out from the standard, with its clause', () => {
  // '[x]' marks a companion load the expansion also takes as not acting (§2.3.1/§2.4.1 text:
  // "the effects of one or more loads not acting shall be investigated"); 'a|b' is "a or b".
  const clauses = (code: DesignCode, method: DesignMethod) =>
    Object.fromEntries(asce7Combinations(code, method).map((t) => [t.number, t.clause]));
  it('ASCE 7-16 LRFD: §2.3.1 (1)-(5), §2.3.6 (6)-(7)', () => {
    expect(table('ASCE 7-16', 'LRFD')).toEqual({
      '1': '1.4D', // §2.3.1 (1) 1.4D
      '2': '1.2D + 1.6L + [0.5Lr|0.5S|0.5R]', // (2) 1.2D + 1.6L + 0.5(Lr or S or R)
      '3': '1.2D + 1.6Lr|1.6S|1.6R + [1L|0.5W]', // (3) 1.2D + 1.6(Lr or S or R) + (L or 0.5W)
      '4': '1.2D + 1W + [1L] + [0.5Lr|0.5S|0.5R]', // (4) 1.2D + 1.0W + L + 0.5(Lr or S or R)
      '5': '0.9D + 1W', // (5) 0.9D + 1.0W
      '6': '1.2D + 1Eh + 1Ev + [1L] + [0.2S]', // §2.3.6 (6) 1.2D + Ev + Eh + L + 0.2S
      '7': '0.9D + 1Eh + -1Ev', // §2.3.6 (7) 0.9D − Ev + Eh
    });
    expect(Object.values(clauses('ASCE 7-16', 'LRFD'))).toEqual([
      'ASCE 7-16 §2.3.1 (1)',
      'ASCE 7-16 §2.3.1 (2)',
      'ASCE 7-16 §2.3.1 (3)',
      'ASCE 7-16 §2.3.1 (4)',
      'ASCE 7-16 §2.3.1 (5)',
      'ASCE 7-16 §2.3.6 (6)',
      'ASCE 7-16 §2.3.6 (7)',
    ]);
  });
  it('ASCE 7-16 ASD: §2.4.1 (1)-(7), §2.4.5 (8)-(10)', () => {
    expect(table('ASCE 7-16', 'ASD')).toEqual({
      '1': '1D', // §2.4.1 (1) D
      '2': '1D + 1L', // (2) D + L
      '3': '1D + 1Lr|1S|1R', // (3) D + (Lr or S or R)
      '4': '1D + 0.75L + 0.75Lr|0.75S|0.75R', // (4) D + 0.75L + 0.75(Lr or S or R)
      '5': '1D + 0.6W', // (5) D + 0.6W
      '6': '1D + 0.45W + [0.75L] + [0.75Lr|0.75S|0.75R]', // (6) D + 0.75L + 0.75(0.6W) + 0.75(Lr or S or R)
      '7': '0.6D + 0.6W', // (7) 0.6D + 0.6W
      '8': '1D + 0.7Eh + 0.7Ev', // §2.4.5 (8) 1.0D + 0.7Ev + 0.7Eh
      '9': '1D + 0.525Eh + 0.525Ev + [0.75L] + [0.75S]', // (9) 1.0D + 0.525Ev + 0.525Eh + 0.75L + 0.75S
      '10': '0.6D + 0.7Eh + -0.7Ev', // (10) 0.6D − 0.7Ev + 0.7Eh
    });
    const c = clauses('ASCE 7-16', 'ASD');
    expect([c['7'], c['8'], c['10']]).toEqual([
      'ASCE 7-16 §2.4.1 (7)',
      'ASCE 7-16 §2.4.5 (8)',
      'ASCE 7-16 §2.4.5 (10)',
    ]);
  });
  it('ASCE 7-22 LRFD: §2.3.1 (1)-(5), §2.3.6 (6)-(7), strength-level snow', () => {
    expect(table('ASCE 7-22', 'LRFD')).toEqual({
      '1': '1.4D',
      '2': '1.2D + 1.6L + [0.5Lr|0.3S|0.5R]', // (2) 1.2D + 1.6L + (0.5Lr or 0.3S or 0.5R)
      '3': '1.2D + 1.6Lr|1S|1.6R + [1L|0.5W]', // (3) 1.2D + (1.6Lr or 1.0S or 1.6R) + (L or 0.5W)
      '4': '1.2D + 1W + [1L] + [0.5Lr|0.3S|0.5R]', // (4) 1.2D + 1.0W + L + (0.5Lr or 0.3S or 0.5R)
      '5': '0.9D + 1W',
      '6': '1.2D + 1Eh + 1Ev + [1L] + [0.15S]', // §2.3.6 (6) 1.2D + Ev + Eh + L + 0.15S
      '7': '0.9D + 1Eh + -1Ev',
    });
  });
  it('ASCE 7-22 ASD: §2.4.1 (1)-(7) with (3a), (4a), (6a), §2.4.5 (8)-(10), 0.7S for strength-level snow', () => {
    expect(table('ASCE 7-22', 'ASD')).toEqual({
      '1': '1D',
      '2': '1D + 1L',
      // 7-22 letters these rows (3a, 4a, 6a as STRUCTURE magazine 2022 quotes §2.4.1)
      '3a': '1D + 1Lr|0.7S|1R', // (3a) D + (Lr or 0.7S or R)
      '4a': '1D + 0.75L + 0.75Lr|0.525S|0.75R', // (4a) D + 0.75L + 0.75(Lr or 0.7S or R)
      '5': '1D + 0.6W',
      '6a': '1D + 0.45W + [0.75L] + [0.75Lr|0.525S|0.75R]', // (6a) D + 0.75L + 0.75(0.6W) + 0.75(Lr or 0.7S or R)
      '7': '0.6D + 0.6W',
      '8': '1D + 0.7Eh + 0.7Ev',
      '9': '1D + 0.525Eh + 0.525Ev + [0.75L] + [0.1S]', // 0.1S not confirmed against the printed text (module header)
      '10': '0.6D + 0.7Eh + -0.7Ev',
    });
  });
});
