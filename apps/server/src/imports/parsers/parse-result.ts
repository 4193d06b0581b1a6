import type { ImportGroups, ImportIssue } from '@pilewise/contracts';

/** What a parser made of a workbook: the design-input groups, or every problem found. */
export type ParseResult =
  | {
      ok: true;
      groups: ImportGroups;
      summary: string[];
      warnings: string[];
      /**
       * The water table a soil table's effective unit weights were made total with (m below
       * grade, null: none); absent when the table gave total ones. Kept with the workbook's
       * reference, so a later change of the water table is told (contracts waterTableSinceImport).
       */
      effectiveWeightsWaterTable_m?: number | null;
    }
  | { ok: false; issues: ImportIssue[] };

/** 'rows 3–7' or 'row 3'. */
export function rowSpan(rows: readonly { row: number }[]): string {
  const first = rows[0]?.row;
  const last = rows[rows.length - 1]?.row;
  if (first === undefined || last === undefined) return 'no rows';
  return first === last ? `row ${first}` : `rows ${first}–${last}`;
}
