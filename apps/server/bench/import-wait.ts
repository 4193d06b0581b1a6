/**
 * `npm run bench -w @pilewise/server -- import-wait`: a Sales-mode workbook read through the
 * server, as the web app uploads it for a preview (POST /api/projects/convert-geotech-template),
 * and what another user's call waits meanwhile. exceljs reads a workbook in one stretch of
 * synchronous work: a 3 MB upload (the limit is 5 MB) takes seconds, which on the event loop every
 * other request of every company waited through (issue 12). Uploads are now read on the documents
 * thread (imports/read-import-workbook.ts).
 *
 * As report-wait.ts: the bundle built, dist/server.mjs on a new PGlite folder, the client in its
 * own process over real HTTP. The workbook is a geotechnical report's soil table and a sheet of
 * lab data, 8 numbers a row, BENCH_IMPORT_ROWS rows (default 100,000: 3.0 MB), previewed
 * BENCH_IMPORT_REPS times (default 5) after one not timed, each while the client asks GET
 * /api/health every 20 ms until the preview is answered. Printed: the preview's wait, the health
 * checks' waits meanwhile, the first read after the start apart, the server's resident memory.
 * Then each preview's confirm, as the web app sends it when the engineer applies the preview: the
 * same file again, which takes the preview's read (imports/last-workbook-reads.ts). Each preview
 * sends the file under a name of its own: it is read, not answered from the last one's read.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { buildServerBundle, rssOf_MB, startBuiltServer } from './processes';
import type { ClientReport, ImportStep } from './run-client';
import { startClient } from './run-client-process';
import { median } from './median';
import { printWaitsDuring } from './waits-during';

const REPEATS = Number(process.env.BENCH_IMPORT_REPS ?? 5);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

buildServerBundle();
const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-bench-'));
const workbook = new ExcelJS.Workbook();
workbook.addWorksheet('Borehole 1').addRows([
  ['Soil name', 'Soil type', 'Top (m)', 'Bottom (m)', 'Gamma (kN/m³)', 'Phi (deg)'],
  ['Sand', 1, 0, 8, 19, 33],
]);
const sheet = workbook.addWorksheet('Lab data');
for (let r = 0; r < ROWS; r++) sheet.addRow(Array.from({ length: 8 }, (_, c) => ((r * 8 + c) % 997) / 10));
const file = join(dataDir, 'upload.xlsx');
const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
writeFileSync(file, bytes);

const server = await startBuiltServer({ PILEWISE_DATA_DIR: join(dataDir, 'db') });
const { base } = server;
const client = startClient();
try {
  await client.ask({ cmd: 'signUp', base, email: 'bench-import@example.com' });
  const projectId = await client.ask<string>({ cmd: 'addProject', i: 0 });
  const idle = await client.ask<number[]>({ cmd: 'health', count: 50 });
  const rssBefore = rssOf_MB(server.pid);
  const send = (i: number, step: ImportStep) =>
    client.ask<ClientReport>({ cmd: 'import', projectId, file, fileName: `site ${i}.xlsx`, step });
  const first = await send(0, 'preview');
  const reads: ClientReport[] = [];
  const confirms: ClientReport[] = [];
  for (let i = 0; i < REPEATS; i++) {
    reads.push(await send(i + 1, 'preview'));
    confirms.push(await send(i + 1, 'confirm'));
  }
  const rssAfter = rssOf_MB(server.pid);

  console.log(
    `# an import workbook's preview through server.mjs (PGlite; ${ROWS} rows, ${(bytes.length / 1e6).toFixed(1)} MB; ${REPEATS} reads)`,
  );
  printWaitsDuring({
    noun: 'preview',
    first,
    repeats: reads,
    idle,
    rssBefore_MB: rssBefore,
    rssAfter_MB: rssAfter,
  });
  const waits = confirms.map((r) => r.wait_ms);
  console.log(
    `${'confirm after its preview'.padEnd(31)}${median(waits).toFixed(0).padStart(6)} median, ` +
      `${Math.max(...confirms.flatMap((r) => r.healthWaits_ms)).toFixed(0)} ms a health check meanwhile, the longest`,
  );
} finally {
  await client.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
