// The stamping calculator's sheet as one US Letter page (the report's size), drawn with the
// report's own blocks (report-pdf.ts) set tight: a title block with the pile, its answer and the
// settings it rests on beside a box for the engineer's seal, signature and date; the soil and the
// load cases side by side; the governing combinations; every check with its key working; and the
// four profiles side by side in the height left.
import type { PierDesign, ReportBlock, ReportContent, ReportFact } from '@pilewise/contracts';
import { FONT } from '../reports/report-fonts';
import {
  BOTTOM,
  COLOR,
  drawBlock,
  drawHeadersAndFooters,
  MARGIN,
  openPdf,
  rule,
  WIDTH,
  type Doc,
  type Span,
} from '../reports/report-pdf';
import { SHEET_SECTION } from './stamp-sheet-content';

/**
 * The type sizes a sheet is tried at, pt, largest first: the first that fits one page is kept.
 * 6 pt is as small as plan-sheet notes go; a pile with long failure messages and warnings may
 * need the smaller ones (and one that fits at none prints over two pages, at the smallest).
 */
const FONT_STEPS_PT = [6, 5.5, 5];
/** The seal box, pt: room for a seal about 2 in (144 pt) across, with a signature and a date line under it. */
const STAMP_WIDTH_PT = 160;
const STAMP_MIN_HEIGHT_PT = 150;
/** The profiles' height, pt: the page's remainder, within what stays legible and what looks right. */
const MIN_CHART_PT = 120;
const MAX_CHART_PT = 260;
/** Room under the profiles for their caption (two lines) and a little air, pt. */
const CAPTION_PT = 22;
/** Between blocks side by side, pt. */
const GUTTER = 12;

export async function renderStampSheetPdf(content: ReportContent, pier: PierDesign): Promise<Buffer> {
  let pdf: { bytes: Buffer; pages: number } | null = null;
  for (const size of FONT_STEPS_PT) {
    pdf = await drawSheet(content, pier, size);
    if (pdf.pages === 1) break;
  }
  return pdf!.bytes;
}

async function drawSheet(
  content: ReportContent,
  pier: PierDesign,
  size: number,
): Promise<{ bytes: Buffer; pages: number }> {
  const { doc, done } = openPdf(content);
  doc.addPage();
  const section = (title: string) => content.sections.find((s) => s.title === title)?.blocks ?? [];
  const draw = (block: ReportBlock, span?: Span, chartHeight_pt?: number) =>
    drawBlock(doc, block, content, [pier], { tableFont_pt: size, compact: true, span, chartHeight_pt });

  drawTitleBlock(
    doc,
    content,
    section(SHEET_SECTION.pile).flatMap((b) => (b.kind === 'facts' ? b.facts : [])),
    size + 0.5,
  );

  // The soil layers and the load cases (a few short rows each) side by side; the soil's names and
  // p-y models want more of the width than the load cases' numbers.
  const [loadCases, ...combinations] = section(SHEET_SECTION.loads);
  const top = doc.y;
  const soilWidth = (WIDTH - GUTTER) * 0.54;
  const spans: Span[] = [
    { x: MARGIN.left, width: soilWidth },
    { x: MARGIN.left + soilWidth + GUTTER, width: WIDTH - soilWidth - GUTTER },
  ];
  let bottom = top;
  [...section(SHEET_SECTION.soil), loadCases].forEach((block, i) => {
    if (!block) return;
    doc.y = top;
    draw(block, spans[Math.min(i, 1)]);
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 4;

  const placed = new Set<string>(Object.values(SHEET_SECTION));
  const rest = content.sections.filter((s) => !placed.has(s.title)).flatMap((s) => s.blocks);
  for (const block of [...combinations, ...rest]) {
    const chartHeight_pt =
      block.kind === 'profiles'
        ? Math.min(MAX_CHART_PT, Math.max(MIN_CHART_PT, BOTTOM - doc.y - CAPTION_PT))
        : undefined;
    draw(block, undefined, chartHeight_pt);
    doc.y += 4;
  }
  const pages = doc.bufferedPageRange().count;
  drawHeadersAndFooters(doc, content);
  doc.end();
  return { bytes: await done, pages };
}

/**
 * The sheet's name and the pile's, its facts two pairs a row, and at their right the box an
 * engineer seals and signs (left empty: the seal is pressed or placed on the print).
 */
function drawTitleBlock(doc: Doc, content: ReportContent, facts: readonly ReportFact[], size: number): void {
  // Up to the header's rule (at 48 pt) but for a little air: the page has no height to spare.
  const top = MARGIN.top - 8;
  const left = MARGIN.left;
  const textWidth = WIDTH - STAMP_WIDTH_PT - GUTTER;
  doc
    .font(FONT.bold)
    .fontSize(7.5)
    .fillColor(COLOR.muted)
    .text(content.title.toUpperCase(), left, top, { width: textWidth, characterSpacing: 1 });
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(COLOR.accent)
    .text(content.projectName, left, doc.y + 1, { width: textWidth });
  doc.y += 3;
  rule(doc, doc.y, COLOR.accent, 1, left, textWidth);
  doc.y += 2;

  const pairWidth = textWidth / 2;
  const labelWidth = 72;
  const valueWidth = pairWidth - labelWidth - 6;
  for (let i = 0; i < facts.length; i += 2) {
    const pair = facts.slice(i, i + 2);
    doc.fontSize(size).font(FONT.regular);
    const h =
      Math.max(
        ...pair.flatMap((f) => [
          doc.heightOfString(f.value, { width: valueWidth }),
          doc.heightOfString(f.label, { width: labelWidth }),
        ]),
      ) + 2.5;
    const y = doc.y;
    pair.forEach((f, j) => {
      const x = left + j * pairWidth;
      const result = f.label === 'Result';
      doc
        .font(FONT.regular)
        .fillColor(COLOR.muted)
        .text(f.label, x, y + 1.2, { width: labelWidth });
      doc
        .font(result ? FONT.bold : FONT.regular)
        .fillColor(result && f.value.startsWith('Fails') ? COLOR.fail : COLOR.text)
        .text(f.value, x + labelWidth, y + 1.2, { width: valueWidth });
    });
    doc.y = y + h;
    rule(doc, doc.y, COLOR.faint, 0.5, left, textWidth);
  }
  const height = Math.max(STAMP_MIN_HEIGHT_PT, doc.y - top);
  drawStamp(doc, { x: left + textWidth + GUTTER, width: STAMP_WIDTH_PT }, top, height);
  doc.y = top + height + 6;
}

function drawStamp(doc: Doc, span: Span, top: number, height: number): void {
  const { x } = span;
  const inner = span.width - 8;
  doc.save().rect(x, top, span.width, height).lineWidth(0.75).strokeColor(COLOR.text).stroke().restore();
  doc
    .font(FONT.bold)
    .fontSize(6.5)
    .fillColor(COLOR.muted)
    .text("ENGINEER'S SEAL", x + 4, top + 3, { width: inner, characterSpacing: 0.5 });
  const line = (label: string, y: number) => {
    rule(doc, y, COLOR.text, 0.5, x + 4, inner);
    doc
      .font(FONT.regular)
      .fontSize(6.5)
      .fillColor(COLOR.muted)
      .text(label, x + 4, y + 1.5, { width: inner });
  };
  line('Signature', top + height - 34);
  line('Date', top + height - 14);
}
