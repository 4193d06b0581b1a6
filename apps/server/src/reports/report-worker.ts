// The PDF thread (report-threads.ts): drawing a report is a second or more of synchronous pdfkit,
// echarts and svg-to-pdfkit work, which on the API's event loop held every other request that
// long; the stamping calculator's sheet is a smaller one of the same. The thread loads them at
// its first PDF; the API process never does.
import type { DesignResult, PierDesign, ReportContent } from '@pilewise/contracts';
import { renderStampSheetPdf } from '../stamp-calculator/stamp-sheet-pdf';
import { renderReportPdf } from './report-pdf';

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

/** The report's PDF (report-pdf.ts); its bytes reach the caller as a Uint8Array (structured clone). */
export default function renderReportPdfTask({ content, result }: ReportPdfTask): Promise<Buffer> {
  return renderReportPdf(content, result);
}

/** The stamping calculator's sheet (stamp-sheet-pdf.ts), a task by this name. */
export function renderStampSheetPdfTask({ content, pier }: StampSheetPdfTask): Promise<Buffer> {
  return renderStampSheetPdf(content, pier);
}
