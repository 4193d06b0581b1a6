/**
 * Seismic response coefficient Cs for a nonbuilding structure not similar to buildings
 * designed by the equivalent lateral force procedure (ASCE 7-16 §15.4.1 → §12.8.1.1; the
 * same equation numbers in 7-10 and 7-22).
 *
 * Which lower limits apply:
 * - '15.4.1' (default): R from Table 15.4-2, as §15.4.1 item 1 requires for nonbuilding
 *   structures not similar to buildings; then §15.4.1 item 2 replaces Eq. 12.8-5 by
 *   Eq. 15.4-1 (Cs ≥ 0.044·SDS·Ie, but ≥ 0.03) and Eq. 12.8-6 by Eq. 15.4-2
 *   (Cs ≥ 0.8·S1/(R/Ie) where S1 ≥ 0.6 g).
 * - '12.8': the building limits Eq. 12.8-5 (Cs ≥ 0.044·SDS·Ie ≥ 0.01) and Eq. 12.8-6
 *   (Cs ≥ 0.5·S1/(R/Ie) where S1 ≥ 0.6 g), for an R not taken from Table 15.4-2.
 * Structures with T < 0.06 s are rigid: V = 0.30·SDS·W·Ie (§15.4.2, Eq. 15.4-5), Cs = 0.30·SDS·Ie.
 * ASCE 7-22 note: the two-point SDS/SD1 spectrum is used here, not the multi-period spectrum of §11.4.8.
 */

export type LowerLimitRule = '15.4.1' | '12.8';

export interface CsInput {
  SDS: number;
  SD1: number;
  /** Mapped S1, g; null when not known (the S1 ≥ 0.6 g limit cannot then be checked and is reported). */
  S1: number | null;
  R: number;
  Ie: number;
  /** Fundamental period, s; omitted: the period upper limit is not used (conservative). */
  T_s?: number;
  /** Long-period transition period, s (needed only when T > 4 s, the smallest TL mapped). */
  TL_s?: number;
  lowerLimits?: LowerLimitRule;
}

export type CsGoverning =
  | 'Eq. 12.8-2'
  | 'Eq. 12.8-3'
  | 'Eq. 12.8-4'
  | 'Eq. 12.8-5'
  | 'Eq. 12.8-6'
  | 'Eq. 15.4-1'
  | 'Eq. 15.4-2'
  | 'Eq. 15.4-5';

export interface CsResult {
  Cs: number;
  governing: CsGoverning;
  /** Each bound evaluated, for the report. */
  terms: { equation: CsGoverning; value: number; kind: 'base' | 'upper' | 'lower' }[];
  notes: string[];
}

/** Cs = SDS/(R/Ie) (ASCE 7-16 Eq. 12.8-2). */
export function csBase(SDS: number, R: number, Ie: number): number {
  return SDS / (R / Ie);
}

/** Upper limit for T ≤ TL: SD1/(T·(R/Ie)) (Eq. 12.8-3). */
export function csUpperShort(SD1: number, T_s: number, R: number, Ie: number): number {
  return SD1 / (T_s * (R / Ie));
}

/** Upper limit for T > TL: SD1·TL/(T²·(R/Ie)) (Eq. 12.8-4). */
export function csUpperLong(SD1: number, TL_s: number, T_s: number, R: number, Ie: number): number {
  return (SD1 * TL_s) / (T_s * T_s * (R / Ie));
}

/** Buildings: 0.044·SDS·Ie ≥ 0.01 (Eq. 12.8-5). */
export function csMin12_8_5(SDS: number, Ie: number): number {
  return Math.max(0.044 * SDS * Ie, 0.01);
}

/** Buildings, S1 ≥ 0.6 g: 0.5·S1/(R/Ie) (Eq. 12.8-6). */
export function csMin12_8_6(S1: number, R: number, Ie: number): number {
  return (0.5 * S1) / (R / Ie);
}

/** Nonbuilding structures with Table 15.4-2 R: 0.044·SDS·Ie ≥ 0.03 (Eq. 15.4-1). */
export function csMin15_4_1(SDS: number, Ie: number): number {
  return Math.max(0.044 * SDS * Ie, 0.03);
}

/** Nonbuilding structures with Table 15.4-2 R, S1 ≥ 0.6 g: 0.8·S1/(R/Ie) (Eq. 15.4-2). */
export function csMin15_4_2(S1: number, R: number, Ie: number): number {
  return (0.8 * S1) / (R / Ie);
}

/** Rigid nonbuilding structure (T < 0.06 s): V/W = 0.30·SDS·Ie (Eq. 15.4-5). */
export function csRigid(SDS: number, Ie: number): number {
  return 0.3 * SDS * Ie;
}

/** The smallest mapped TL (ASCE 7-16 Fig. 22-14 ff.), below which T ≤ TL holds everywhere. */
const MIN_MAPPED_TL_S = 4;

export function seismicResponseCoefficient(input: CsInput): CsResult {
  const { SDS, SD1, S1, R, Ie, T_s, TL_s } = input;
  if (!(R > 0)) throw new RangeError(`R must be positive (got ${R})`);
  const rule = input.lowerLimits ?? '15.4.1';
  const notes: string[] = [];
  const terms: CsResult['terms'] = [];

  if (T_s !== undefined && T_s < 0.06) {
    const Cs = csRigid(SDS, Ie);
    terms.push({ equation: 'Eq. 15.4-5', value: Cs, kind: 'base' });
    notes.push(`T = ${T_s} s < 0.06 s: rigid nonbuilding structure, V = 0.30·SDS·W·Ie (ASCE 7 §15.4.2)`);
    return { Cs, governing: 'Eq. 15.4-5', terms, notes };
  }

  let Cs = csBase(SDS, R, Ie);
  let governing: CsGoverning = 'Eq. 12.8-2';
  terms.push({ equation: 'Eq. 12.8-2', value: Cs, kind: 'base' });

  if (T_s === undefined) {
    notes.push('No period given: the upper limits Eq. 12.8-3/12.8-4 are not used (conservative).');
  } else {
    const TL = TL_s ?? (T_s <= MIN_MAPPED_TL_S ? MIN_MAPPED_TL_S : undefined);
    if (TL === undefined) throw new RangeError(`T = ${T_s} s exceeds ${MIN_MAPPED_TL_S} s: give TL`);
    const upper = T_s <= TL ? csUpperShort(SD1, T_s, R, Ie) : csUpperLong(SD1, TL, T_s, R, Ie);
    const eq: CsGoverning = T_s <= TL ? 'Eq. 12.8-3' : 'Eq. 12.8-4';
    terms.push({ equation: eq, value: upper, kind: 'upper' });
    if (upper < Cs) {
      Cs = upper;
      governing = eq;
    }
  }

  const minSds = rule === '15.4.1' ? csMin15_4_1(SDS, Ie) : csMin12_8_5(SDS, Ie);
  const minSdsEq: CsGoverning = rule === '15.4.1' ? 'Eq. 15.4-1' : 'Eq. 12.8-5';
  terms.push({ equation: minSdsEq, value: minSds, kind: 'lower' });
  if (minSds > Cs) {
    Cs = minSds;
    governing = minSdsEq;
  }

  if (S1 === null) {
    notes.push('S1 not given: the S1 ≥ 0.6 g lower limit could not be checked.');
  } else if (S1 >= 0.6) {
    const minS1 = rule === '15.4.1' ? csMin15_4_2(S1, R, Ie) : csMin12_8_6(S1, R, Ie);
    const eq: CsGoverning = rule === '15.4.1' ? 'Eq. 15.4-2' : 'Eq. 12.8-6';
    terms.push({ equation: eq, value: minS1, kind: 'lower' });
    if (minS1 > Cs) {
      Cs = minS1;
      governing = eq;
    }
  }
  return { Cs, governing, terms, notes };
}

/** Vertical seismic load effect Ev = 0.2·SDS·D (ASCE 7-16 Eq. 12.4-4a; 7-10 Eq. 12.4-4). */
export function verticalSeismicEffect(SDS: number, D: number): number {
  return 0.2 * SDS * D;
}
