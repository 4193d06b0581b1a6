// Documents made on their own thread (document-threads.ts): the very PDF the event loop drew
// before, byte for byte, and the same results workbook; the thread ended when idle and a new one
// started for the next document; a thread that cannot start fails the document.
import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseDesignInput, runDesign } from '@pilewise/engine';
import small from '../../test/fixtures/design-input-small.json';
import { reportSource } from '../../test/report-source';
import { workbookBytes } from '../imports/workbooks/input-workbook';
import { resultsWorkbook } from '../imports/workbooks/results-workbook';
import { buildReportContent } from '../reports/report-content';
import { renderReportPdf } from '../reports/report-pdf';
import { DocumentThreads } from './document-threads';

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

describe('the documents thread', () => {
  const threads = new DocumentThreads(pino({ level: 'silent' }), { idleMs: 300 });
  afterAll(() => threads.destroy());

  it('draws the same PDF, byte for byte, as drawn on the event loop', async () => {
    const onThread = await threads.renderReportPdf(content, designed.result);
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
    const onThread = await threads.resultsWorkbook(designed.result, 'metric');
    const here = await workbookBytes(resultsWorkbook(designed.result, 'metric'));
    const sheets = await cells(onThread);
    expect(sheets.map((s) => s.name)).toEqual(['Summary', 'Checks', 'Profiles', 'Design constants']);
    expect(sheets).toEqual(await cells(here));
  }, 60_000);

  it('ends its thread when idle, and starts one again for the next report', async () => {
    await vi.waitFor(() => expect(threads.threadCount).toBe(0), { timeout: 10_000, interval: 50 });
    const again = await threads.renderReportPdf(content, designed.result);
    expect(again.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(threads.threadCount).toBe(1);
  }, 60_000);

  it('fails a report whose thread cannot start, rather than keep it waiting, and tries a new thread next time', async () => {
    const missing = { filename: new URL('./no-such-worker.mjs', import.meta.url).href, execArgv: [] };
    const broken = new DocumentThreads(pino({ level: 'silent' }), { module: missing });
    try {
      await expect(broken.renderReportPdf(content, designed.result)).rejects.toThrow(/no-such-worker/);
      await expect(broken.renderReportPdf(content, designed.result)).rejects.toThrow(/no-such-worker/);
    } finally {
      await broken.destroy();
    }
  }, 60_000);
});
