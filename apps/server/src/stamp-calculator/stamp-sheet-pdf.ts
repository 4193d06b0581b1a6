// The stamping calculator's sheet as a PDF: the report's own drawing (blocks, tables, the same
// ECharts profiles, header and footer on every page) without its title and contents pages, and
// with a smaller chart, so that one pile fits one or two pages an engineer can stamp.
import type { PierDesign, ReportBlock, ReportContent } from '@pilewise/contracts';
import { FONT } from '../reports/report-fonts';
import {
  COLOR,
  drawBlock,
  drawHeadersAndFooters,
  ensureSpace,
  MARGIN,
  openPdf,
  rule,
  WIDTH,
} from '../reports/report-pdf';

/** The profiles' height on the sheet, pt: legible, and leaves room for the checks on page two. */
const SHEET_CHART_PT = 260;

export async function renderStampSheetPdf(content: ReportContent, pier: PierDesign): Promise<Buffer> {
  const { doc, done } = openPdf(content);
  doc.addPage();
  doc.y = MARGIN.top;
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(COLOR.muted)
    .text(content.title.toUpperCase(), MARGIN.left, doc.y, { width: WIDTH, characterSpacing: 1 });
  doc
    .font(FONT.bold)
    .fontSize(16)
    .fillColor(COLOR.accent)
    .text(content.projectName, MARGIN.left, doc.y + 2, { width: WIDTH });
  doc.y += 4;
  rule(doc, doc.y, COLOR.accent, 1.5);
  doc.y += 8;
  for (const section of content.sections) {
    ensureSpace(doc, 60);
    doc.font(FONT.bold).fontSize(11).fillColor(COLOR.accent).text(section.title, MARGIN.left, doc.y, {
      width: WIDTH,
    });
    doc.y += 2;
    rule(doc, doc.y, COLOR.accent, 0.75);
    doc.y += 6;
    for (const block of section.blocks) {
      drawBlock(doc, compact(block), content, [pier], {
        chartHeight_pt: SHEET_CHART_PT,
        tableFont_pt: 6.3,
      });
      doc.y += 8;
    }
    doc.y += 4;
  }
  drawHeadersAndFooters(doc, content);
  doc.end();
  return done;
}

/** A list of facts as a table of two pairs a row: half the height of the report's one-a-line. */
function compact(block: ReportBlock): ReportBlock {
  if (block.kind !== 'facts') return block;
  const rows: { cells: string[]; tone: 'normal' }[] = [];
  for (let i = 0; i < block.facts.length; i += 2) {
    const a = block.facts[i]!;
    const b = block.facts[i + 1];
    rows.push({ tone: 'normal', cells: [a.label, a.value, b?.label ?? '', b?.value ?? ''] });
  }
  return {
    kind: 'table',
    title: block.title,
    columns: [
      { header: 'Item', align: 'left', width: 1.2 },
      { header: 'Value', align: 'left', width: 1.8 },
      { header: 'Item', align: 'left', width: 1.2 },
      { header: 'Value', align: 'left', width: 1.8 },
    ],
    rows,
    note: null,
  };
}
