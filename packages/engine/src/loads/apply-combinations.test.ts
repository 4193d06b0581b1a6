/**
 * Expanding the tables for the cases a tracker pier has, and applying them. Hand counts and
 * hand sums are written out beside each expectation.
 */
import { describe, expect, it } from 'vitest';
import { asce7Combinations } from './asce7-combinations';
import {
  applyCombinations,
  describeCases,
  designCombinations,
  LoadCombinationError,
} from './apply-combinations';
import { combinationExpression, expandCombinations } from './combinations';
import { loadComboCasesSchema } from './custom-combinations';
import type { LoadVector } from './load-case';

const v = (P_N: number, Vx_N = 0, Mx_Nm = 0, Vy_N = 0, My_Nm = 0): LoadVector => ({
  P_N,
  Vx_N,
  Vy_N,
  Mx_Nm,
  My_Nm,
});

// A pier: dead 10 kN down; snow 4 kN down; two wind positions; horizontal seismic (weak axis); Ev = 0.2·SDS·D.
const CASES: Record<string, LoadVector> = {
  D: v(10_000),
  S: v(4_000),
  W0: v(-15_000, 8_000, 1_200),
  W30: v(5_000, 6_000, 900),
  E: v(0, 0, 0, 1_500, 0),
  Ev: v(1_000), // 0.2 × SDS 0.5 × 10 kN
};
const INFO = describeCases(Object.keys(CASES));

describe('describeCases', () => {
  it('names fixed ids, treats other ids as wind positions, and makes E reversible', () => {
    expect(INFO).toEqual([
      { id: 'D', kind: 'D', reversible: false },
      { id: 'E', kind: 'Eh', reversible: true },
      { id: 'Ev', kind: 'Ev', reversible: false },
      { id: 'S', kind: 'S', reversible: false },
      { id: 'W0', kind: 'W', reversible: false },
      { id: 'W30', kind: 'W', reversible: false },
    ]);
  });
});

describe('expandCombinations, ASCE 7-16', () => {
  it('LRFD: 16 combinations for D, S, W0, W30, E (±), Ev', () => {
    // 1: 1.4D                                   → 1
    // 2: principal L absent                     → skipped
    // 3: 1.2D + 1.6S + (none | 0.5W0 | 0.5W30)  → 3
    // 4: 1.2D + 1.0Wi + (none | 0.5S), i = 2    → 4
    // 5: 0.9D + 1.0Wi                           → 2
    // 6: 1.2D ± 1.0E + 1.0Ev + (none | 0.2S)    → 4
    // 7: 0.9D ± 1.0E − 1.0Ev                    → 2      total 16
    const combos = expandCombinations(asce7Combinations('ASCE 7-16', 'LRFD'), INFO);
    expect(combos).toHaveLength(16);
    expect(combos.map((c) => c.name)).toContain('7-16 LRFD 4: 1.2D + 1.0W30 + 0.5S');
    expect(combos.map((c) => c.name)).toContain('7-16 LRFD 7: 0.9D − 1.0E − 1.0Ev');
    expect(new Set(combos.map((c) => c.name)).size).toBe(16);
  });
  it('ASD: 18 combinations', () => {
    // 1: D → 1; 2: skip; 3: D + S → 1; 4: L absent → skip; 5: D + 0.6Wi → 2;
    // 6: D + 0.45Wi + (none | 0.75S) → 4; 7: 0.6D + 0.6Wi → 2; 8: D ± 0.7E + 0.7Ev → 2;
    // 9: D ± 0.525E + 0.525Ev + (none | 0.75S) → 4; 10: 0.6D ± 0.7E − 0.7Ev → 2.  Total 18.
    expect(expandCombinations(asce7Combinations('ASCE 7-16', 'ASD'), INFO)).toHaveLength(18);
  });
  it('without loads-not-acting the companion-free variants go: LRFD 16 → 11', () => {
    // 3 loses 1.2D + 1.6S (→ 2), 4 loses 2, 6 loses 2: 16 − 5 = 11
    const combos = expandCombinations(asce7Combinations('ASCE 7-16', 'LRFD'), INFO, {
      loadsNotActing: false,
    });
    expect(combos).toHaveLength(11);
  });
  it('a reversible wind case is taken in both senses', () => {
    const info = describeCases(['D', 'W0'], { reversible: { W0: true } });
    const names = expandCombinations(asce7Combinations('ASCE 7-16', 'LRFD'), info).map((c) => c.name);
    // 1: 1.4D; 3: principal S absent → skipped; 4: 1.2D ± W0 → 2; 5: 0.9D ± W0 → 2
    expect(names).toEqual([
      '7-16 LRFD 1: 1.4D',
      '7-16 LRFD 4: 1.2D + 1.0W0',
      '7-16 LRFD 4: 1.2D − 1.0W0',
      '7-16 LRFD 5: 0.9D + 1.0W0',
      '7-16 LRFD 5: 0.9D − 1.0W0',
    ]);
  });
  it('identical factor sets are kept once', () => {
    // With only D: LRFD 1 (1.4D) is the only combination; all others need a principal load.
    expect(expandCombinations(asce7Combinations('ASCE 7-10', 'LRFD'), describeCases(['D']))).toHaveLength(1);
  });
});

describe('applyCombinations', () => {
  it('sums factor × case per component (hand calculation)', () => {
    const combos = expandCombinations(asce7Combinations('ASCE 7-16', 'LRFD'), INFO);
    const out = applyCombinations(combos, CASES, 1.3);
    const lc4 = out.find((c) => c.combo === '7-16 LRFD 4: 1.2D + 1.0W0 + 0.5S');
    // P = 1.2·10000 + 1.0·(−15000) + 0.5·4000 = 12000 − 15000 + 2000 = −1000 N (uplift)
    // Vx = 1.0·8000 = 8000 N; Mx = 1.0·1200 = 1200 N·m
    expect(lc4).toEqual({
      combo: '7-16 LRFD 4: 1.2D + 1.0W0 + 0.5S',
      method: 'LRFD',
      source: 'ASCE 7-16 §2.3.1 (4)',
      loadHeight_m: 1.3,
      P_N: -1000,
      Vx_N: 8000,
      Vy_N: 0,
      Mx_Nm: 1200,
      My_Nm: 0,
    });
    const lc5 = out.find((c) => c.combo === '7-16 LRFD 5: 0.9D + 1.0W0');
    // P = 0.9·10000 − 15000 = −6000 N
    expect(lc5?.P_N).toBeCloseTo(-6000, 9);
    const lc7 = out.find((c) => c.combo === '7-16 LRFD 7: 0.9D − 1.0E − 1.0Ev');
    // P = 0.9·10000 − 1000 = 8000 N = (0.9 − 0.2·SDS)D with SDS 0.5; Vy = −1500 N
    expect(lc7?.P_N).toBeCloseTo(8000, 9);
    expect(lc7?.Vy_N).toBe(-1500);
  });
  it('ASD 0.6D + 0.6W0: P = 6000 − 9000 = −3000 N, Vx = 4800 N, Mx = 720 N·m', () => {
    const combos = expandCombinations(asce7Combinations('ASCE 7-16', 'ASD'), INFO);
    const c = applyCombinations(combos, CASES, 1.3).find((x) => x.combo === '7-16 ASD 7: 0.6D + 0.6W0');
    expect(c?.P_N).toBeCloseTo(-3000, 9);
    expect(c?.Vx_N).toBeCloseTo(4800, 9);
    expect(c?.Mx_Nm).toBeCloseTo(720, 9);
  });
  it('names a missing case', () => {
    const combo = {
      name: 'X',
      method: 'LRFD' as const,
      source: 'custom',
      factors: [{ caseId: 'Wstow', factor: 1 }],
    };
    expect(() => applyCombinations([combo], CASES, 1)).toThrow(LoadCombinationError);
    expect(() => applyCombinations([combo], CASES, 1)).toThrow(
      "combination 'X' uses load case 'Wstow', which is not given",
    );
  });
});

describe('custom combinations (load_combo_cases)', () => {
  const settings = loadComboCasesSchema.parse({
    loadCases: [{ id: 'D' }, { id: 'W0' }, { id: 'S' }],
    mapping_combo: [
      { name: 'U1', method: 'LRFD', factors: { D: 1.2, W0: 1.6 } },
      { name: 'S1', method: 'ASD', factors: { D: 0.6, W0: 1.0 } },
    ],
  });
  it('replace the code combinations by default', () => {
    const combos = designCombinations(INFO, { designCode: 'ASCE 7-16', custom: settings });
    expect(combos.map((c) => [c.name, c.method, c.source])).toEqual([
      ['U1', 'LRFD', 'custom'],
      ['S1', 'ASD', 'custom'],
    ]);
    // U1: P = 1.2·10000 + 1.6·(−15000) = −12000 N; Vx = 1.6·8000 = 12800 N
    const [u1] = applyCombinations(combos, CASES, 1.2);
    expect(u1?.P_N).toBeCloseTo(-12000, 9);
    expect(u1?.Vx_N).toBeCloseTo(12800, 9);
  });
  it('are appended to the code combinations when asked', () => {
    const combos = designCombinations(INFO, {
      designCode: 'ASCE 7-16',
      custom: { ...settings, includeCodeCombinations: true },
    });
    expect(combos).toHaveLength(16 + 18 + 2);
  });
  it('reject unknown cases and duplicate names, naming row and field', () => {
    const r = loadComboCasesSchema.safeParse({
      loadCases: [{ id: 'D' }],
      mapping_combo: [
        { name: 'U1', method: 'LRFD', factors: { D: 1.2, Wx: 1 } },
        { name: 'U1', method: 'LRFD', factors: { D: 1.4 } },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mapping_combo.0.factors.Wx', "unknown load case 'Wx' (not in loadCases)"],
      ['mapping_combo.1.name', "duplicate combination name 'U1'"],
    ]);
  });
});

it('combinationExpression writes signs between terms', () => {
  expect(
    combinationExpression([
      { caseId: 'D', factor: 0.9 },
      { caseId: 'E', factor: -1 },
      { caseId: 'Ev', factor: -1 },
    ]),
  ).toBe('0.9D − 1.0E − 1.0Ev');
});

describe('review: the expansion keeps the governing uplift and companion-free cases', () => {
  // Wind W0 from either side (reversible), snow S, Ev present, E (±): every case a pile
  // designer looks for must be in the list.
  const info = describeCases(['D', 'S', 'W0', 'E', 'Ev'], { reversible: { W0: true } });
  const lrfd = expandCombinations(asce7Combinations('ASCE 7-16', 'LRFD'), info).map((c) => c.name);
  const asd = expandCombinations(asce7Combinations('ASCE 7-16', 'ASD'), info).map((c) => c.name);
  it('LRFD: 0.9D ± 1.0W (§2.3.1 (5)), 1.2D + 1.6S alone (W not acting, (3)), 0.9D ± E − Ev (§2.3.6 (7))', () => {
    expect(lrfd).toEqual(
      expect.arrayContaining([
        '7-16 LRFD 5: 0.9D + 1.0W0',
        '7-16 LRFD 5: 0.9D − 1.0W0',
        '7-16 LRFD 3: 1.2D + 1.6S',
        '7-16 LRFD 3: 1.2D + 1.6S − 0.5W0',
        '7-16 LRFD 4: 1.2D − 1.0W0',
        '7-16 LRFD 6: 1.2D + 1.0E + 1.0Ev',
        '7-16 LRFD 7: 0.9D − 1.0E − 1.0Ev',
      ]),
    );
  });
  it('ASD: 0.6D ± 0.6W (§2.4.1 (7)), D ± 0.45W without snow ((6), S not acting), 0.6D ± 0.7E − 0.7Ev (§2.4.5 (10))', () => {
    expect(asd).toEqual(
      expect.arrayContaining([
        '7-16 ASD 7: 0.6D + 0.6W0',
        '7-16 ASD 7: 0.6D − 0.6W0',
        '7-16 ASD 6: 1.0D − 0.45W0',
        '7-16 ASD 6: 1.0D − 0.45W0 + 0.75S',
        '7-16 ASD 10: 0.6D − 0.7E − 0.7Ev',
        '7-16 ASD 9: 1.0D + 0.525E + 0.525Ev',
      ]),
    );
  });
  it('ASD 0.6D − 0.6W0 is the largest ASD uplift (hand sums with D 10 kN down, W0 −15 kN)', () => {
    // reversed: −0.6·W0 gives P = 6000 + 9000 = +15000 N; the uplift one is 0.6D + 0.6W0 = −3000 N;
    // D + 0.6W0 = 10000 − 9000 = +1000 N; D + 0.45W0 = 3250 N: the minimum P is −3000 N (ASD 7).
    const combos = expandCombinations(asce7Combinations('ASCE 7-16', 'ASD'), info);
    const out = applyCombinations(combos, CASES, 1.3);
    const min = out.reduce((a, b) => (b.P_N < a.P_N ? b : a));
    expect(min.combo).toBe('7-16 ASD 7: 0.6D + 0.6W0');
    expect(min.P_N).toBeCloseTo(-3000, 9);
  });
});
