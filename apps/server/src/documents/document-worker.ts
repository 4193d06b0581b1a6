// The documents thread (document-threads.ts): a PDF report is a second or more of synchronous
// pdfkit, echarts and svg-to-pdfkit work, a results workbook of the Accuracy Lane a second of
// exceljs, reading an uploaded import workbook up to seconds of exceljs, and on the API's event
// loop each held every other request that long; the stamping calculator's sheet is a smaller PDF
// of the same. The thread loads these modules at its first document; the API process never does.
import type { DesignResult, ImportKind, PierDesign, ReportContent, UnitSystem } from '@pilewise/contracts';
import { workbookBytes } from '../imports/workbooks/input-workbook';
import { resultsWorkbook } from '../imports/workbooks/results-workbook';
import { readImportWorkbook, type ImportWorkbookAnswer } from '../imports/read-import-workbook';
import { renderReportPdf } from '../reports/report-pdf';
import { renderStampSheetPdf } from '../stamp-calculator/stamp-sheet-pdf';

export interface ReportPdfTask {
  content: ReportContent;
  /** The run's result, which the charts are drawn from. */
  result: DesignResult;
}

export interface StampSheetPdfTask {
  content: ReportContent;
  /** The sheet's one pile, which its charts are drawn from. */
  pier: PierDesign;
}

export interface ResultsWorkbookTask {
  result: DesignResult;
  unitSystem: UnitSystem;
}

export interface ImportWorkbookTask {
  kind: ImportKind;
  /** The upload's bytes (copied to the thread). */
  bytes: Uint8Array;
  fileName: string;
}

export type DocumentTask = ReportPdfTask | StampSheetPdfTask | ResultsWorkbookTask | ImportWorkbookTask;

// The documents answer their bytes; they reach the caller as a Uint8Array (structured clone).

/** The report's PDF (reports/report-pdf.ts). */
export default function renderReportPdfTask({ content, result }: ReportPdfTask): Promise<Buffer> {
  return renderReportPdf(content, result);
}

/** The stamping calculator's sheet (stamp-calculator/stamp-sheet-pdf.ts), a task by this name. */
export function renderStampSheetPdfTask({ content, pier }: StampSheetPdfTask): Promise<Buffer> {
  return renderStampSheetPdf(content, pier);
}

/** A run's results workbook (imports/workbooks/results-workbook.ts), a task by this name. */
export function resultsWorkbookTask({ result, unitSystem }: ResultsWorkbookTask): Promise<Buffer> {
  return workbookBytes(resultsWorkbook(result, unitSystem));
}

/** An uploaded workbook read as an import (imports/read-import-workbook.ts), a task by this name. */
export function readImportWorkbookTask({
  kind,
  bytes,
  fileName,
}: ImportWorkbookTask): Promise<ImportWorkbookAnswer> {
  return readImportWorkbook(kind, bytes, fileName);
}
