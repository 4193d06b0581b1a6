/**
 * The basic load combinations of ASCE 7-10, 7-16 and 7-22 as data: strength design (LRFD)
 * and allowable stress design (ASD). Only the loads a tracker pile sees are kept: D, L, Lr,
 * S, R, W, E; the fluid, lateral-earth, self-straining, flood, ice and tornado loads
 * (F, H, T, Fa, Di, Wi, WT) are left out.
 *
 * Seismic load effect E is split per §12.4.2 (E = Eh ± Ev, Ev = 0.2·SDS·D, ρ = 1.0 for
 * nonbuilding structures not similar to buildings, ASCE 7-16 §12.3.4.1): a combination
 * "1.2D + 1.0E" becomes 1.2D + 1.0Ev + 1.0Eh and "0.9D + 1.0E" becomes 0.9D − 1.0Ev + 1.0Eh.
 * This is the 7-16/7-22 text (§2.3.6, §2.4.5) and is what the 7-10 text means through
 * §12.4.2.3 ((1.2 + 0.2SDS)D + ρQE ...), so the three editions are written the same way.
 *
 * Differences between the editions that this table carries:
 * - 7-10: E combinations inside §2.3.2/§2.4.1; ASD 5 is "D + (0.6W or 0.7E)" (split here
 *   into 5a/5b), ASD 6b "D + 0.75L + 0.75(0.7E) + 0.75S", ASD 8 "0.6D + 0.7E".
 *   Wind is strength level from 7-10 on: 1.0W (LRFD) and 0.6W (ASD). (ASCE 7-05 used 1.6W
 *   and 1.0W; that edition is not offered.)
 * - 7-16: the same loads and factors as 7-10; seismic moved to §2.3.6 (LRFD 6, 7) and
 *   §2.4.5 (ASD 8, 9, 10) with Ev written out.
 * - 7-22: ground snow is strength level (reliability targeted): LRFD principal 1.0S (was
 *   1.6S), companion 0.3S (was 0.5S), seismic companion 0.15S (was 0.2S); ASD uses 0.7S
 *   where 7-16 had S, and 0.1S in ASD 9 (was 0.75S).
 *
 * Verification of the 7-22 snow factors (the text of ASCE/SEI 7-22 itself was not readable here):
 * - LRFD principal 1.0S (§2.3.1 (3)): confirmed by Maguire, Bean, Harris, Liel & Russell,
 *   "Ground Snow Loads for ASCE 7-22: What Has Changed and Why?", STRUCTURE magazine, Feb. 2022,
 *   Eq. 1 (φRn = 1.2Dn + 1.0Sn, "strength level loads are used with a load factor of 1.0").
 * - ASD 0.7S in §2.4.1 (3), (4), (6): confirmed; STRUCTURE magazine, "ASCE 7-22 Flat Roof Snow
 *   Load versus Minimum Snow Load", quotes §2.4.1 as "D + (Lr or 0.7S or R)",
 *   "D + 0.75L + 0.75(Lr or 0.7S or R)" and "D + 0.75L + 0.75(0.6(W or WT)) + 0.75(Lr or 0.7S or R)"
 *   (it numbers them 3a, 4a, 6a; WT, tornado, is not a tracker load here).
 * - LRFD companion 0.3S (§2.3.1 (2), (4)), seismic companion 0.15S (§2.3.6 (6)) and 0.1S in
 *   ASD §2.4.5 (9): NOT confirmed from a source quoting the printed text; kept as the best
 *   reading (they match the 1/1.6 rescaling of the 7-16 factors 0.5S, 0.2S, and the 15 % snow
 *   share of 7-22 §12.7.2(4) in src/seismic/seismic-weight.ts). Treat them as unverified.
 */
import type { LoadKind } from './load-case';

export type DesignCode = 'ASCE 7-10' | 'ASCE 7-16' | 'ASCE 7-22';
export const DESIGN_CODES: readonly DesignCode[] = ['ASCE 7-10', 'ASCE 7-16', 'ASCE 7-22'];
/** Product spec §9: default design code. */
export const DEFAULT_DESIGN_CODE: DesignCode = 'ASCE 7-16';

export type DesignMethod = 'ASD' | 'LRFD';

export interface FactoredKind {
  kind: LoadKind;
  factor: number;
}

/**
 * One term of a combination. `anyOf` lists alternatives ("0.5(Lr or S or R)"), one taken at a time.
 * - always: included whenever a case of that kind exists (D; Ev with Eh).
 * - principal: the load the combination is about; the combination is skipped when no case of it
 *   exists, and it is never taken as "not acting".
 * - companion: one alternative at a time, or none: "effects of one or more loads not acting
 *   shall be investigated" (ASCE 7-16 §2.3.1, §2.4.1; 7-10 §2.3.2, §2.4.1).
 */
export interface CombinationTerm {
  role: 'always' | 'principal' | 'companion';
  anyOf: FactoredKind[];
}

export interface CombinationTemplate {
  code: DesignCode;
  method: DesignMethod;
  /** Number in the standard ('4', '6a'). */
  number: string;
  clause: string;
  /** As printed, with E split into Eh and Ev. */
  formula: string;
  terms: CombinationTerm[];
}

const f = (kind: LoadKind, factor: number): FactoredKind => ({ kind, factor });
const always = (...anyOf: FactoredKind[]): CombinationTerm => ({ role: 'always', anyOf });
const principal = (...anyOf: FactoredKind[]): CombinationTerm => ({ role: 'principal', anyOf });
const companion = (...anyOf: FactoredKind[]): CombinationTerm => ({ role: 'companion', anyOf });

type Row = [number: string, formula: string, terms: CombinationTerm[]];

function table(code: DesignCode, method: DesignMethod, clauseOf: (n: string) => string, rows: Row[]) {
  return rows.map(([number, formula, terms]): CombinationTemplate => ({
    code,
    method,
    number,
    clause: `${code} ${clauseOf(number)} (${number})`,
    formula,
    terms,
  }));
}

// ---------------------------------------------------------------- ASCE 7-10 (§2.3.2, §2.4.1)

const LRFD_7_10 = table('ASCE 7-10', 'LRFD', () => '§2.3.2', [
  ['1', '1.4D', [principal(f('D', 1.4))]],
  [
    '2',
    '1.2D + 1.6L + 0.5(Lr or S or R)',
    [always(f('D', 1.2)), principal(f('L', 1.6)), companion(f('Lr', 0.5), f('S', 0.5), f('R', 0.5))],
  ],
  [
    '3',
    '1.2D + 1.6(Lr or S or R) + (L or 0.5W)',
    [
      always(f('D', 1.2)),
      principal(f('Lr', 1.6), f('S', 1.6), f('R', 1.6)),
      companion(f('L', 1.0), f('W', 0.5)),
    ],
  ],
  [
    '4',
    '1.2D + 1.0W + L + 0.5(Lr or S or R)',
    [
      always(f('D', 1.2)),
      principal(f('W', 1.0)),
      companion(f('L', 1.0)),
      companion(f('Lr', 0.5), f('S', 0.5), f('R', 0.5)),
    ],
  ],
  [
    '5',
    '1.2D + 1.0E + L + 0.2S  [E = Eh + Ev, §12.4.2.3]',
    [
      always(f('D', 1.2)),
      principal(f('Eh', 1.0)),
      always(f('Ev', 1.0)),
      companion(f('L', 1.0)),
      companion(f('S', 0.2)),
    ],
  ],
  ['6', '0.9D + 1.0W', [always(f('D', 0.9)), principal(f('W', 1.0))]],
  [
    '7',
    '0.9D + 1.0E  [E = Eh − Ev, §12.4.2.3]',
    [always(f('D', 0.9)), principal(f('Eh', 1.0)), always(f('Ev', -1.0))],
  ],
]);

const ASD_7_10 = table('ASCE 7-10', 'ASD', () => '§2.4.1', [
  ['1', 'D', [principal(f('D', 1.0))]],
  ['2', 'D + L', [always(f('D', 1.0)), principal(f('L', 1.0))]],
  ['3', 'D + (Lr or S or R)', [always(f('D', 1.0)), principal(f('Lr', 1.0), f('S', 1.0), f('R', 1.0))]],
  [
    '4',
    'D + 0.75L + 0.75(Lr or S or R)',
    [always(f('D', 1.0)), principal(f('L', 0.75)), principal(f('Lr', 0.75), f('S', 0.75), f('R', 0.75))],
  ],
  ['5a', 'D + 0.6W', [always(f('D', 1.0)), principal(f('W', 0.6))]],
  [
    '5b',
    'D + 0.7E  [E = Eh + Ev, §12.4.2.3]',
    [always(f('D', 1.0)), principal(f('Eh', 0.7)), always(f('Ev', 0.7))],
  ],
  [
    '6a',
    'D + 0.75L + 0.75(0.6W) + 0.75(Lr or S or R)',
    [
      always(f('D', 1.0)),
      principal(f('W', 0.45)),
      companion(f('L', 0.75)),
      companion(f('Lr', 0.75), f('S', 0.75), f('R', 0.75)),
    ],
  ],
  [
    '6b',
    'D + 0.75L + 0.75(0.7E) + 0.75S  [E = Eh + Ev]',
    [
      always(f('D', 1.0)),
      principal(f('Eh', 0.525)),
      always(f('Ev', 0.525)),
      companion(f('L', 0.75)),
      companion(f('S', 0.75)),
    ],
  ],
  ['7', '0.6D + 0.6W', [always(f('D', 0.6)), principal(f('W', 0.6))]],
  [
    '8',
    '0.6D + 0.7E  [E = Eh − Ev, §12.4.2.3]',
    [always(f('D', 0.6)), principal(f('Eh', 0.7)), always(f('Ev', -0.7))],
  ],
]);

// ---------------------------------------------------------------- ASCE 7-16 (§2.3.1 + §2.3.6, §2.4.1 + §2.4.5)

const LRFD_7_16 = table('ASCE 7-16', 'LRFD', (n) => (Number(n) >= 6 ? '§2.3.6' : '§2.3.1'), [
  ['1', '1.4D', [principal(f('D', 1.4))]],
  [
    '2',
    '1.2D + 1.6L + 0.5(Lr or S or R)',
    [always(f('D', 1.2)), principal(f('L', 1.6)), companion(f('Lr', 0.5), f('S', 0.5), f('R', 0.5))],
  ],
  [
    '3',
    '1.2D + 1.6(Lr or S or R) + (L or 0.5W)',
    [
      always(f('D', 1.2)),
      principal(f('Lr', 1.6), f('S', 1.6), f('R', 1.6)),
      companion(f('L', 1.0), f('W', 0.5)),
    ],
  ],
  [
    '4',
    '1.2D + 1.0W + L + 0.5(Lr or S or R)',
    [
      always(f('D', 1.2)),
      principal(f('W', 1.0)),
      companion(f('L', 1.0)),
      companion(f('Lr', 0.5), f('S', 0.5), f('R', 0.5)),
    ],
  ],
  ['5', '0.9D + 1.0W', [always(f('D', 0.9)), principal(f('W', 1.0))]],
  [
    '6',
    '1.2D + Ev + Eh + L + 0.2S',
    [
      always(f('D', 1.2)),
      principal(f('Eh', 1.0)),
      always(f('Ev', 1.0)),
      companion(f('L', 1.0)),
      companion(f('S', 0.2)),
    ],
  ],
  ['7', '0.9D − Ev + Eh', [always(f('D', 0.9)), principal(f('Eh', 1.0)), always(f('Ev', -1.0))]],
]);

const ASD_7_16 = table('ASCE 7-16', 'ASD', (n) => (Number(n) >= 8 ? '§2.4.5' : '§2.4.1'), [
  ['1', 'D', [principal(f('D', 1.0))]],
  ['2', 'D + L', [always(f('D', 1.0)), principal(f('L', 1.0))]],
  ['3', 'D + (Lr or S or R)', [always(f('D', 1.0)), principal(f('Lr', 1.0), f('S', 1.0), f('R', 1.0))]],
  [
    '4',
    'D + 0.75L + 0.75(Lr or S or R)',
    [always(f('D', 1.0)), principal(f('L', 0.75)), principal(f('Lr', 0.75), f('S', 0.75), f('R', 0.75))],
  ],
  ['5', 'D + 0.6W', [always(f('D', 1.0)), principal(f('W', 0.6))]],
  [
    '6',
    'D + 0.75L + 0.75(0.6W) + 0.75(Lr or S or R)',
    [
      always(f('D', 1.0)),
      principal(f('W', 0.45)),
      companion(f('L', 0.75)),
      companion(f('Lr', 0.75), f('S', 0.75), f('R', 0.75)),
    ],
  ],
  ['7', '0.6D + 0.6W', [always(f('D', 0.6)), principal(f('W', 0.6))]],
  ['8', '1.0D + 0.7Ev + 0.7Eh', [always(f('D', 1.0)), principal(f('Eh', 0.7)), always(f('Ev', 0.7))]],
  [
    '9',
    '1.0D + 0.525Ev + 0.525Eh + 0.75L + 0.75S',
    [
      always(f('D', 1.0)),
      principal(f('Eh', 0.525)),
      always(f('Ev', 0.525)),
      companion(f('L', 0.75)),
      companion(f('S', 0.75)),
    ],
  ],
  ['10', '0.6D − 0.7Ev + 0.7Eh', [always(f('D', 0.6)), principal(f('Eh', 0.7)), always(f('Ev', -0.7))]],
]);

// ---------------------------------------------------------------- ASCE 7-22 (§2.3.1 + §2.3.6, §2.4.1 + §2.4.5)
// Labelled with the standard's own numbers where a source quoting 7-22 gives them: §2.4.1 (3a),
// (4a), (6a) as STRUCTURE magazine (2022, "ASCE 7-22 Flat Roof Snow Load versus Minimum Snow
// Load") numbers them; the other rows keep the 7-16 numbers (not confirmed against the printed
// 7-22 text: the result says so, engineer to confirm).

const LRFD_7_22 = table('ASCE 7-22', 'LRFD', (n) => (Number(n) >= 6 ? '§2.3.6' : '§2.3.1'), [
  ['1', '1.4D', [principal(f('D', 1.4))]],
  [
    '2',
    '1.2D + 1.6L + (0.5Lr or 0.3S or 0.5R)',
    [always(f('D', 1.2)), principal(f('L', 1.6)), companion(f('Lr', 0.5), f('S', 0.3), f('R', 0.5))],
  ],
  [
    '3',
    '1.2D + (1.6Lr or 1.0S or 1.6R) + (L or 0.5W)',
    [
      always(f('D', 1.2)),
      principal(f('Lr', 1.6), f('S', 1.0), f('R', 1.6)),
      companion(f('L', 1.0), f('W', 0.5)),
    ],
  ],
  [
    '4',
    '1.2D + 1.0W + L + (0.5Lr or 0.3S or 0.5R)',
    [
      always(f('D', 1.2)),
      principal(f('W', 1.0)),
      companion(f('L', 1.0)),
      companion(f('Lr', 0.5), f('S', 0.3), f('R', 0.5)),
    ],
  ],
  ['5', '0.9D + 1.0W', [always(f('D', 0.9)), principal(f('W', 1.0))]],
  [
    '6',
    '1.2D + Ev + Eh + L + 0.15S',
    [
      always(f('D', 1.2)),
      principal(f('Eh', 1.0)),
      always(f('Ev', 1.0)),
      companion(f('L', 1.0)),
      companion(f('S', 0.15)),
    ],
  ],
  ['7', '0.9D − Ev + Eh', [always(f('D', 0.9)), principal(f('Eh', 1.0)), always(f('Ev', -1.0))]],
]);

const ASD_7_22 = table('ASCE 7-22', 'ASD', (n) => (Number(n) >= 8 ? '§2.4.5' : '§2.4.1'), [
  ['1', 'D', [principal(f('D', 1.0))]],
  ['2', 'D + L', [always(f('D', 1.0)), principal(f('L', 1.0))]],
  ['3a', 'D + (Lr or 0.7S or R)', [always(f('D', 1.0)), principal(f('Lr', 1.0), f('S', 0.7), f('R', 1.0))]],
  [
    '4a',
    'D + 0.75L + 0.75(Lr or 0.7S or R)',
    [always(f('D', 1.0)), principal(f('L', 0.75)), principal(f('Lr', 0.75), f('S', 0.525), f('R', 0.75))],
  ],
  ['5', 'D + 0.6W', [always(f('D', 1.0)), principal(f('W', 0.6))]],
  [
    '6a',
    'D + 0.75L + 0.75(0.6W) + 0.75(Lr or 0.7S or R)',
    [
      always(f('D', 1.0)),
      principal(f('W', 0.45)),
      companion(f('L', 0.75)),
      companion(f('Lr', 0.75), f('S', 0.525), f('R', 0.75)),
    ],
  ],
  ['7', '0.6D + 0.6W', [always(f('D', 0.6)), principal(f('W', 0.6))]],
  ['8', '1.0D + 0.7Ev + 0.7Eh', [always(f('D', 1.0)), principal(f('Eh', 0.7)), always(f('Ev', 0.7))]],
  [
    '9',
    '1.0D + 0.525Ev + 0.525Eh + 0.75L + 0.1S',
    [
      always(f('D', 1.0)),
      principal(f('Eh', 0.525)),
      always(f('Ev', 0.525)),
      companion(f('L', 0.75)),
      companion(f('S', 0.1)),
    ],
  ],
  ['10', '0.6D − 0.7Ev + 0.7Eh', [always(f('D', 0.6)), principal(f('Eh', 0.7)), always(f('Ev', -0.7))]],
]);

const TABLES: Readonly<Record<DesignCode, Readonly<Record<DesignMethod, readonly CombinationTemplate[]>>>> = {
  'ASCE 7-10': { LRFD: LRFD_7_10, ASD: ASD_7_10 },
  'ASCE 7-16': { LRFD: LRFD_7_16, ASD: ASD_7_16 },
  'ASCE 7-22': { LRFD: LRFD_7_22, ASD: ASD_7_22 },
};

/** The basic combinations of one edition and method, in the order of the standard. */
export function asce7Combinations(code: DesignCode, method: DesignMethod): readonly CombinationTemplate[] {
  return TABLES[code][method];
}
