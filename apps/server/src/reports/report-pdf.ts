// Draws the report's content (report-content.ts) as a PDF, in the manner of an engineering
// calculation package: a title page, then sections of fact lists, ruled tables and the profile
// charts, with the project, revision, run and page number in every page's header and footer.
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type {
  DesignResult,
  PierDesign,
  ReportBlock,
  ReportContent,
  ReportFact,
  ReportSection,
} from '@pilewise/contracts';
import { profileChartSvg } from './report-charts';
import { FONT, reportFonts } from './report-fonts';

export const PAGE = { width: 612, height: 792 }; // US Letter, pt
export const MARGIN = { top: 64, bottom: 62, left: 50, right: 50 };
export const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BOTTOM = PAGE.height - MARGIN.bottom;

export const COLOR = {
  text: '#212529',
  muted: '#5c636a',
  rule: '#ced4da',
  faint: '#e9ecef',
  headFill: '#eef1f4',
  accent: '#1c3d5a',
  fail: '#c92a2a',
  warning: '#8a5300',
  warningFill: '#fff4e0',
};

/**
 * The charts' height on the page, pt (their width: the page's). echarts draws in px and svg-to-pdfkit reads 1 px as 0.75 pt,
 * so the chart is drawn at 4/3 of it (its 12 px labels print at 9 pt).
 */
const CHART_PT = { height: 380 };
const PX_PER_PT = 4 / 3;

export type Doc = PDFKit.PDFDocument;

export async function renderReportPdf(content: ReportContent, result: DesignResult): Promise<Buffer> {
  const { doc, done } = openPdf(content);
  doc.addPage();
  drawTitlePage(doc, content);
  // The contents page is reserved here and written once every section's page is known.
  doc.addPage();
  const contentsPage = doc.bufferedPageRange().count - 1;
  const starts: number[] = [];
  for (const section of content.sections) starts.push(drawSection(doc, section, content, result.piers));
  drawContents(doc, contentsPage, content.sections, starts);
  drawHeadersAndFooters(doc, content);
  doc.end();
  return done;
}

/** A Letter document with the report's fonts and metadata; `done` resolves to its bytes after `end()`. */
export function openPdf(content: ReportContent): { doc: Doc; done: Promise<Buffer> } {
  const created = new Date(content.generatedAt);
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    info: {
      Title: `${content.projectName}: ${content.title}`,
      Author: content.generatedBy,
      Subject: `Design run ${content.runId}, revision ${content.revisionNumber}`,
      Creator: 'PileWise',
      Producer: 'PileWise',
      CreationDate: created,
      ModDate: created,
    },
  });
  for (const [name, bytes] of reportFonts()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

// ---- Page furniture ----

export function drawHeadersAndFooters(doc: Doc, content: ReportContent): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing in the margins must not start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const left = MARGIN.left;
    doc.font(FONT.bold).fontSize(8).fillColor(COLOR.accent);
    doc.text('PileWise', left, 34, { width: WIDTH, lineBreak: false });
    doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
    doc.text(content.header, left + 50, 34, {
      width: WIDTH - 50,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
    });
    rule(doc, 48, COLOR.rule, 0.75);

    const footY = PAGE.height - 46;
    rule(doc, footY - 6, COLOR.rule, 0.75);
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(content.footer, left, footY, { width: WIDTH - 80, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i + 1 - range.start} of ${range.count}`, left + WIDTH - 80, footY, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
    doc.fontSize(6.5).text(content.titlePage.disclaimer, left, footY + 11, {
      width: WIDTH,
      lineBreak: false,
      ellipsis: true,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function rule(doc: Doc, y: number, color: string, width = 0.5, x = MARGIN.left, w = WIDTH): void {
  doc
    .save()
    .moveTo(x, y)
    .lineTo(x + w, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** Moves to a new page unless `height` fits below the cursor. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN.top;
  }
}

// ---- Title page ----

function drawTitlePage(doc: Doc, content: ReportContent): void {
  const x = MARGIN.left;
  doc.y = 130;
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.muted).text(content.title.toUpperCase(), x, doc.y, {
    width: WIDTH,
    characterSpacing: 1.2,
  });
  doc.moveDown(0.6);
  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(COLOR.accent)
    .text(content.projectName, x, doc.y, { width: WIDTH });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10.5).fillColor(COLOR.muted);
  doc.text('Steel pile foundations of single-axis solar trackers: lateral (p-y) and axial design', x, doc.y, {
    width: WIDTH,
  });
  doc.moveDown(1.2);
  rule(doc, doc.y, COLOR.accent, 1.5);
  doc.y += 14;
  drawFacts(doc, content.titlePage.facts, { labelWidth: 150, size: 9.5 });

  // The terms' note, boxed at the foot of the page.
  const note = content.titlePage.disclaimer;
  doc.font(FONT.regular).fontSize(9);
  const h = doc.heightOfString(note, { width: WIDTH - 24 }) + 30;
  const y = Math.max(doc.y + 24, BOTTOM - h - 10);
  doc.save().rect(x, y, WIDTH, h).fillAndStroke(COLOR.warningFill, '#f0c36d').restore();
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(COLOR.warning)
    .text('Preliminary', x + 12, y + 9, { width: WIDTH - 24 });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(COLOR.text)
    .text(note, x + 12, doc.y + 2, { width: WIDTH - 24 });
}

// ---- Sections and blocks ----

/** A section asking for a new page still shares the page when the page is less than this full. */
const SHARE_PAGE_BELOW = 0.45;

function pageFill(doc: Doc): number {
  return (doc.y - MARGIN.top) / (BOTTOM - MARGIN.top);
}

/** Draws a section; answers the page (0-based) it starts on. */
function drawSection(
  doc: Doc,
  section: ReportSection,
  content: ReportContent,
  piers: readonly PierDesign[],
): number {
  // A new page for a section only when the current one is well filled: no nearly empty pages.
  if (section.newPage && (doc.bufferedPageRange().count <= 2 || pageFill(doc) >= SHARE_PAGE_BELOW)) {
    doc.addPage();
    doc.y = MARGIN.top;
  } else {
    doc.y += 14;
    ensureSpace(doc, 80);
  }
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(COLOR.accent)
    .text(section.title, MARGIN.left, doc.y, { width: WIDTH });
  const page = doc.bufferedPageRange().count - 1;
  doc.y += 3;
  rule(doc, doc.y, COLOR.accent, 1);
  doc.y += 10;
  for (const block of section.blocks) {
    drawBlock(doc, block, content, piers);
    doc.y += 12;
  }
  return page;
}

/** The table of contents on its reserved page: each section's title and first page. */
function drawContents(
  doc: Doc,
  pageIndex: number,
  sections: readonly ReportSection[],
  starts: number[],
): void {
  doc.switchToPage(pageIndex);
  const x = MARGIN.left;
  doc.y = MARGIN.top;
  doc.font(FONT.bold).fontSize(13).fillColor(COLOR.accent).text('Contents', x, doc.y, { width: WIDTH });
  doc.y += 3;
  rule(doc, doc.y, COLOR.accent, 1);
  doc.y += 10;
  // Many pier designs: a smaller line so that the contents keep to their one page.
  const size = sections.length > 40 ? Math.max(5.5, (9.5 * 40) / sections.length) : 9.5;
  const line = size * 1.6;
  sections.forEach((section, i) => {
    const y = doc.y;
    doc.font(FONT.regular).fontSize(size).fillColor(COLOR.text);
    doc.text(section.title, x, y, { width: WIDTH - 60, lineBreak: false, ellipsis: true });
    doc.text(String(starts[i]! + 1), x + WIDTH - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc.y = y + line;
    rule(doc, doc.y - line * 0.25, COLOR.faint, 0.5);
  });
}

/** Options of a block drawn outside the report (the stamping calculator's sheet). */
export interface BlockOptions {
  /** Height of the profile charts, pt (the report's: 380). */
  chartHeight_pt?: number;
  /** Font size of table cells, pt (the report's: 7.5). */
  tableFont_pt?: number;
  /**
   * Tight rows and small titles, for a sheet that must fit a page: a table's title at the cells'
   * size plus one, rows padded 1 pt, notes at the cells' size, the profiles without their title.
   */
  compact?: boolean;
  /** A table's or the profiles' left edge and width, pt (the page's between the margins when not given). */
  span?: Span;
}

export function drawBlock(
  doc: Doc,
  block: ReportBlock,
  content: ReportContent,
  piers: readonly PierDesign[],
  options: BlockOptions = {},
): void {
  const span = options.span ?? { x: MARGIN.left, width: WIDTH };
  switch (block.kind) {
    case 'facts':
      if (block.title) blockTitle(doc, block.title, 40);
      drawFacts(doc, block.facts, { labelWidth: 175, size: 8.5 });
      return;
    case 'table':
      drawTable(doc, block, options.tableFont_pt ?? CELL.size, options.compact ?? false, span);
      return;
    case 'profiles':
      drawProfiles(
        doc,
        block,
        content,
        piers,
        options.chartHeight_pt ?? CHART_PT.height,
        options.compact ?? false,
        span,
      );
      return;
    case 'notes':
      drawNotes(doc, block, options.compact ? (options.tableFont_pt ?? CELL.size) : 8.5);
      return;
  }
}

function blockTitle(
  doc: Doc,
  title: string,
  keepWith: number,
  size = 9.5,
  span: Span = { x: MARGIN.left, width: WIDTH },
): void {
  ensureSpace(doc, 2 * size + keepWith);
  doc.font(FONT.bold).fontSize(size).fillColor(COLOR.text).text(title, span.x, doc.y, { width: span.width });
  doc.y += size * 0.4;
}

function drawFacts(doc: Doc, facts: readonly ReportFact[], o: { labelWidth: number; size: number }): void {
  const x = MARGIN.left;
  const valueWidth = WIDTH - o.labelWidth - 8;
  for (const f of facts) {
    doc.fontSize(o.size);
    const h =
      Math.max(
        doc.font(FONT.regular).heightOfString(f.label, { width: o.labelWidth }),
        doc.font(FONT.regular).heightOfString(f.value, { width: valueWidth }),
      ) + 5;
    ensureSpace(doc, h);
    const y = doc.y;
    doc
      .font(FONT.regular)
      .fillColor(COLOR.muted)
      .text(f.label, x, y + 2.5, { width: o.labelWidth });
    doc
      .font(FONT.regular)
      .fillColor(COLOR.text)
      .text(f.value, x + o.labelWidth + 8, y + 2.5, { width: valueWidth });
    doc.y = y + h;
    rule(doc, doc.y, COLOR.faint, 0.5);
  }
}

type TableBlock = Extract<ReportBlock, { kind: 'table' }>;

const CELL = { padX: 3, padY: 2.5, size: 7.5 };

/** A table's place across the page: the full width unless a sheet sets two side by side. */
export interface Span {
  x: number;
  width: number;
}

function drawTable(doc: Doc, table: TableBlock, size: number, compact: boolean, span: Span): void {
  const padY = compact ? 1 : CELL.padY;
  const total = table.columns.reduce((s, c) => s + c.width, 0);
  const widths = table.columns.map((c) => (c.width / total) * span.width);
  const xs = widths.map((_, i) => span.x + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(size);
    return (
      Math.max(
        ...cells.map((text, i) => doc.heightOfString(text || ' ', { width: widths[i]! - 2 * CELL.padX })),
      ) +
      2 * padY
    );
  };
  const headers = table.columns.map((c) => c.header);
  const headerHeight = rowHeight(headers, FONT.condensedBold);
  const drawRow = (cells: readonly string[], font: string, color: string, fill: string | null, h: number) => {
    const y = doc.y;
    if (fill) doc.save().rect(span.x, y, span.width, h).fill(fill).restore();
    doc.font(font).fontSize(size).fillColor(color);
    cells.forEach((text, i) => {
      doc.text(text, xs[i]! + CELL.padX, y + padY, {
        width: widths[i]! - 2 * CELL.padX,
        align: table.columns[i]!.align,
      });
    });
    doc.y = y + h;
  };
  const drawHeader = () => {
    rule(doc, doc.y, COLOR.text, 0.75, span.x, span.width);
    drawRow(headers, FONT.condensedBold, COLOR.text, COLOR.headFill, headerHeight);
    rule(doc, doc.y, COLOR.text, 0.75, span.x, span.width);
  };

  const firstRow = table.rows[0] ? rowHeight(table.rows[0].cells, FONT.condensed) : 0;
  if (table.title)
    blockTitle(doc, table.title, headerHeight + firstRow, compact ? size + 1 : undefined, span);
  else ensureSpace(doc, headerHeight + firstRow);
  drawHeader();
  for (const row of table.rows) {
    const h = rowHeight(row.cells, FONT.condensed);
    if (doc.y + h > BOTTOM) {
      doc.addPage();
      doc.y = MARGIN.top;
      drawHeader();
    }
    drawRow(row.cells, FONT.condensed, row.tone === 'fail' ? COLOR.fail : COLOR.text, null, h);
    rule(doc, doc.y, COLOR.rule, 0.4, span.x, span.width);
  }
  rule(doc, doc.y, COLOR.text, 0.75, span.x, span.width);
  if (table.note) {
    doc.y += compact ? 1.5 : 3;
    doc
      .font(FONT.regular)
      .fontSize(compact ? size : 7)
      .fillColor(COLOR.muted);
    const h = doc.heightOfString(table.note, { width: span.width });
    ensureSpace(doc, h);
    doc.text(table.note, span.x, doc.y, { width: span.width });
  }
}

type ProfilesBlock = Extract<ReportBlock, { kind: 'profiles' }>;

function drawProfiles(
  doc: Doc,
  block: ProfilesBlock,
  content: ReportContent,
  piers: readonly PierDesign[],
  height: number,
  compact: boolean,
  span: Span,
): void {
  const pier = piers[block.pierIndex];
  if (!pier) return;
  const captionSize = compact ? 6.5 : 7.5;
  doc.font(FONT.regular).fontSize(captionSize);
  const captionHeight = doc.heightOfString(block.caption, { width: span.width });
  if (compact) ensureSpace(doc, height + captionHeight + 4);
  else
    blockTitle(
      doc,
      'Deflection, bending moment, shear force and soil reaction against depth',
      height + captionHeight,
    );
  const svg = forSvgToPdfkit(
    profileChartSvg(pier, content.unitSystem, span.width * PX_PER_PT, height * PX_PER_PT),
  );
  const y = doc.y;
  SVGtoPDF(doc, svg, span.x, y, {
    width: span.width,
    height,
    fontCallback: (_family, bold) => (bold ? FONT.bold : FONT.regular),
    warningCallback: () => undefined,
  });
  doc.save().rect(span.x, y, span.width, height).lineWidth(0.5).strokeColor(COLOR.rule).stroke().restore();
  doc.y = y + height + (compact ? 2 : 4);
  doc
    .font(FONT.regular)
    .fontSize(captionSize)
    .fillColor(COLOR.muted)
    .text(block.caption, span.x, doc.y, { width: span.width });
}

/**
 * What svg-to-pdfkit draws differently from a browser: a weight of 600 (it knows only 'bold'),
 * and a text halo (a white stroke under the glyphs by paint-order, which it paints over them,
 * hiding the text): the halo is left out.
 */
function forSvgToPdfkit(svg: string): string {
  return svg
    .replace(/font-weight:(?:[6-9]00|bold)/g, 'font-weight:bold')
    .replace(/<text([^>]*?) stroke="[^"]*" stroke-width="[^"]*" paint-order="stroke"/g, '<text$1');
}

type NotesBlock = Extract<ReportBlock, { kind: 'notes' }>;

function drawNotes(doc: Doc, block: NotesBlock, size: number): void {
  if (block.title) blockTitle(doc, block.title, 20);
  const color = block.tone === 'warning' ? COLOR.warning : COLOR.text;
  for (const item of block.items) {
    doc.font(FONT.regular).fontSize(size);
    const h = doc.heightOfString(item, { width: WIDTH - 14 }) + size * 0.35;
    ensureSpace(doc, h);
    const y = doc.y;
    doc.fillColor(color).text('•', MARGIN.left + 2, y, { width: 10 });
    doc.fillColor(COLOR.text).text(item, MARGIN.left + 14, y, { width: WIDTH - 14 });
    doc.y = y + h;
  }
}
