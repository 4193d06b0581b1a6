// An uploaded workbook read as a Sales-mode import of `kind`: opened (excel/open-workbook.ts),
// then read by that kind's parser. Run on the documents thread (documents/document-worker.ts):
// exceljs reads a 3 MB load workbook, well inside the 5 MB upload limit, in some 3 s of
// synchronous work and holds hundreds of MB meanwhile, which on the API's event loop every other
// request (any company's) waited through (issue 12; bench/import-wait.ts).
import type { ImportIssue, ImportKind } from '@pilewise/contracts';
import { IMPORT_KIND_LABELS, IMPORT_KINDS } from '@pilewise/contracts';
import { openWorkbook } from './excel/open-workbook';
import { PARSERS } from './parsers';
import type { ParseResult } from './parsers/parse-result';

/** A workbook read without issues (a parser's answer). */
export type WorkbookRead = Extract<ParseResult, { ok: true }>;

/**
 * The workbook's groups, or every issue found; readsAs: the kind it reads as, when sent as another.
 * readSize_chars: the read's length as JSON, measured here on the thread, for what keeps it
 * (imports/last-workbook-reads.ts) to bound the memory it holds.
 */
export type ImportWorkbookAnswer =
  | { ok: true; read: WorkbookRead; readSize_chars: number }
  | { ok: false; issues: ImportIssue[]; readsAs?: ImportKind };

export async function readImportWorkbook(
  kind: ImportKind,
  bytes: Uint8Array,
  fileName: string,
): Promise<ImportWorkbookAnswer> {
  const opened = await openWorkbook(bytes);
  if (!opened.ok) {
    return {
      ok: false,
      issues: [{ file: fileName, sheet: null, row: null, column: null, message: opened.message }],
    };
  }
  const parsed = PARSERS[kind](opened.workbook, fileName);
  if (parsed.ok) return { ok: true, read: parsed, readSize_chars: JSON.stringify(parsed).length };
  // a tracker's load file sent as the geotechnical report (or the reverse): said first
  const other = IMPORT_KINDS.find((k) => k !== kind && PARSERS[k](opened.workbook, fileName).ok);
  if (!other) return { ok: false, issues: parsed.issues };
  const hint: ImportIssue = {
    file: fileName,
    sheet: null,
    row: null,
    column: null,
    message: `the workbook reads as ${IMPORT_KIND_LABELS[other]}, not ${IMPORT_KIND_LABELS[kind]}: choose that file kind and preview again`,
  };
  return { ok: false, issues: [hint, ...parsed.issues], readsAs: other };
}
