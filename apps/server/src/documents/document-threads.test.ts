// Documents made on their own thread (document-threads.ts): the very PDF the event loop drew
// before, byte for byte, and the same results workbook; an uploaded import workbook read as it is
// read here; the thread ended when idle and a new one started for the next document; a thread
// that cannot start fails the document.
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseDesignInput, runDesign } from '@pilewise/engine';
import small from '../../test/fixtures/design-input-small.json';
import { reportSource } from '../../test/report-source';
import { readImportWorkbook } from '../imports/read-import-workbook';
import { workbookBytes } from '../imports/workbooks/input-workbook';
import { resultsWorkbook } from '../imports/workbooks/results-workbook';
import { buildReportContent } from '../reports/report-content';
import { renderReportPdf } from '../reports/report-pdf';
import { DocumentThreads, DOCUMENTS_PER_USER, TooManyDocumentsError } from './document-threads';

const designed = runDesign(structuredClone(small) as never);
const parsed = parseDesignInput(structuredClone(small));
if (!designed.ok || !parsed.ok) throw new Error('the fixture must design');

const content = buildReportContent(
  reportSource(
    {
      id: '7c1e2b8a-0d3f-4a5b-9c6d-000000000001',
      lane: 'fast',
      finishedAt: new Date('2025-03-01T10:00:05Z'),
      result: designed.result,
      input: parsed.value,
    },
    'imperial',
  ),
);

const USER = 'user-1';

describe('the documents thread', () => {
  const threads = new DocumentThreads(pino({ level: 'silent' }), { idleMs: 300 });
  afterAll(() => threads.destroy());

  it('draws the same PDF, byte for byte, as drawn on the event loop', async () => {
    const onThread = await threads.renderReportPdf(USER, content, designed.result);
    expect(threads.completed).toBe(1);
    expect(Buffer.isBuffer(onThread)).toBe(true);
    const here = await renderReportPdf(content, designed.result);
    expect(onThread.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(onThread.equals(here)).toBe(true);
  }, 60_000);

  it('makes the same results workbook as made on the event loop', async () => {
    const cells = async (bytes: Buffer) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
      return wb.worksheets.map((ws) => ({
        name: ws.name,
        rows: ws.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : row)),
      }));
    };
    const onThread = await threads.resultsWorkbook(USER, designed.result, 'metric');
    const here = await workbookBytes(resultsWorkbook(designed.result, 'metric'));
    const sheets = await cells(onThread);
    expect(sheets.map((s) => s.name)).toEqual(['Summary', 'Checks', 'Profiles', 'Design constants']);
    expect(sheets).toEqual(await cells(here));
  }, 60_000);

  it('reads an uploaded import workbook as it is read here: its groups, or its issues and the kind it reads as', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Borehole 1').addRows([
      ['Soil name', 'Soil type', 'Top (m)', 'Bottom (m)', 'Gamma (kN/m³)', 'Phi (deg)'],
      ['Sand', 1, 0, 8, 19, 33],
      ['Clay', 2, 8, 12, 18, 0],
    ]);
    const soil = await workbookBytes(wb);
    const read = await threads.readImportWorkbook(USER, 'geotech', soil, 'BH-1.xlsx');
    expect(read).toEqual(await readImportWorkbook('geotech', soil, 'BH-1.xlsx'));
    expect(read.ok && read.read.groups.soil).toMatchObject({ layers: [{ name: 'Sand' }, { name: 'Clay' }] });

    // sent as a tracker's load file: refused, saying which kind it reads as
    const asLoads = await threads.readImportWorkbook(USER, 'nxt', soil, 'BH-1.xlsx');
    expect(asLoads).toEqual(await readImportWorkbook('nxt', soil, 'BH-1.xlsx'));
    expect(asLoads).toMatchObject({ ok: false, readsAs: 'geotech' });
    const notAWorkbook = await threads.readImportWorkbook(USER, 'geotech', Buffer.from('%PDF-1.7'), 'x.xlsx');
    expect(notAWorkbook).toEqual({
      ok: false,
      issues: [
        {
          file: 'x.xlsx',
          sheet: null,
          row: null,
          column: null,
          message: 'this is not an Excel workbook (.xlsx)',
        },
      ],
    });
  }, 60_000);

  it(`takes ${DOCUMENTS_PER_USER} documents of one user at once, refuses one more (429) and takes another user's`, async () => {
    const asked = Array.from({ length: DOCUMENTS_PER_USER }, () =>
      threads.resultsWorkbook('busy', designed.result, 'metric'),
    );
    await expect(threads.resultsWorkbook('busy', designed.result, 'metric')).rejects.toBeInstanceOf(
      TooManyDocumentsError,
    );
    await expect(threads.resultsWorkbook('busy', designed.result, 'metric')).rejects.toMatchObject({
      statusCode: 429,
    });
    const other = threads.resultsWorkbook('another', designed.result, 'metric');
    expect((await Promise.all([...asked, other])).every((b) => b.subarray(0, 2).toString() === 'PK')).toBe(
      true,
    );
    // done: taken again
    expect((await threads.resultsWorkbook('busy', designed.result, 'metric')).subarray(0, 2).toString()).toBe(
      'PK',
    );
    // a failed document is done too (the thread cannot start): its place is given back
    const missing = { filename: new URL('./no-such-worker.mjs', import.meta.url).href, execArgv: [] };
    const broken = new DocumentThreads(pino({ level: 'silent' }), { module: missing });
    try {
      for (let i = 0; i <= DOCUMENTS_PER_USER; i++) {
        await expect(broken.resultsWorkbook('busy', designed.result, 'metric')).rejects.toThrow(
          /no-such-worker/,
        );
      }
    } finally {
      await broken.destroy();
    }
  }, 60_000);

  it('ends its thread when idle, and starts one again for the next report', async () => {
    await vi.waitFor(() => expect(threads.threadCount).toBe(0), { timeout: 10_000, interval: 50 });
    const again = await threads.renderReportPdf(USER, content, designed.result);
    expect(again.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(threads.threadCount).toBe(1);
  }, 60_000);

  it('fails a report whose thread cannot start, rather than keep it waiting, and tries a new thread next time', async () => {
    const missing = { filename: new URL('./no-such-worker.mjs', import.meta.url).href, execArgv: [] };
    const broken = new DocumentThreads(pino({ level: 'silent' }), { module: missing });
    try {
      await expect(broken.renderReportPdf(USER, content, designed.result)).rejects.toThrow(/no-such-worker/);
      await expect(broken.renderReportPdf(USER, content, designed.result)).rejects.toThrow(/no-such-worker/);
    } finally {
      await broken.destroy();
    }
  }, 60_000);
});
