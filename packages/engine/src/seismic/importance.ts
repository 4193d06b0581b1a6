/** Risk category and the factors that follow from it. */

/** Risk Category I-IV (ASCE 7-16 Table 1.5-1), numbered 1-4 as in the product. */
export const RISK_CATEGORIES = [1, 2, 3, 4] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];
const ROMAN = ['I', 'II', 'III', 'IV'] as const;

const IE: Readonly<Record<RiskCategory, number>> = { 1: 1.0, 2: 1.0, 3: 1.25, 4: 1.5 };
const IS: Readonly<Record<RiskCategory, number>> = { 1: 0.8, 2: 1.0, 3: 1.1, 4: 1.2 };

/** Seismic importance factor Ie (ASCE 7-10/7-16/7-22 Table 1.5-2; for nonbuilding structures §15.4.1.1). */
export function seismicImportanceFactor(rc: RiskCategory): number {
  return IE[rc];
}

/** Snow importance factor Is (ASCE 7-10/7-16 Table 1.5-2; ASCE 7-22 has none: its ground snow maps are per risk category). */
export function snowImportanceFactor(rc: RiskCategory): number {
  return IS[rc];
}

/** 'II': ASCE 7 Table 1.5-1 writes the categories in roman numerals. */
export function romanRiskCategory(rc: RiskCategory): (typeof ROMAN)[number] {
  return ROMAN[rc - 1] ?? 'I';
}
