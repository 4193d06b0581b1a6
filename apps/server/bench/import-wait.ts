/**
 * `npm run bench -w @pilewise/server -- import-wait`: a Sales-mode workbook read through the
 * server, as the web app uploads it for a preview (POST /api/projects/convert-geotech-template),
 * and what another user's call waits meanwhile. exceljs reads a workbook in one stretch of
 * synchronous work: a 3 MB upload (the limit is 5 MB) takes seconds, which on the event loop every
 * other request of every company waited through (issue 12). Uploads are now read on the documents
 * thread (imports/read-import-workbook.ts).
 *
 * As report-wait.ts: the bundle built, dist/server.mjs on a new PGlite folder, the client in its
 * own process over real HTTP. The workbook is one sheet of 8 numbers a row, BENCH_IMPORT_ROWS rows
 * (default 100,000: 3.3 MB), read BENCH_IMPORT_REPS times (default 5) after one not timed, each
 * while the client asks GET /api/health every 20 ms until the preview is answered (a 400: the
 * sheet is no soil table, found once it is read whole). Printed: the preview's wait, the health
 * checks' waits meanwhile, the first read after the start apart, the server's resident memory.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { median } from './median';
import { buildServerBundle, rssOf_MB, startBuiltServer } from './processes';
import type { ClientReport } from './run-client';
import { startClient } from './run-client-process';

const REPEATS = Number(process.env.BENCH_IMPORT_REPS ?? 5);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);

buildServerBundle();
const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-bench-'));
const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Loads');
for (let r = 0; r < ROWS; r++) sheet.addRow(Array.from({ length: 8 }, (_, c) => ((r * 8 + c) % 997) / 10));
const file = join(dataDir, 'upload.xlsx');
const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
writeFileSync(file, bytes);

const server = await startBuiltServer({ PILEWISE_DATA_DIR: join(dataDir, 'db') });
const { base } = server;
const client = startClient();
const f = (ms: number) => ms.toFixed(0).padStart(6);
try {
  await client.ask({ cmd: 'signUp', base, email: 'bench-import@example.com' });
  const projectId = await client.ask<string>({ cmd: 'addProject', i: 0 });
  const idle = await client.ask<number[]>({ cmd: 'health', count: 50 });
  const rssBefore = rssOf_MB(server.pid);
  const first = await client.ask<ClientReport>({ cmd: 'import', projectId, file });
  const reads: ClientReport[] = [];
  for (let i = 0; i < REPEATS; i++)
    reads.push(await client.ask<ClientReport>({ cmd: 'import', projectId, file }));
  const rssAfter = rssOf_MB(server.pid);

  const longest = (r: ClientReport) => Math.max(...r.healthWaits_ms);
  console.log(
    `# an import workbook's preview through server.mjs (PGlite; ${ROWS} rows, ${(bytes.length / 1e6).toFixed(1)} MB; ${REPEATS} reads)`,
  );
  console.log(`                                   ms`);
  console.log(`preview's wait (median)        ${f(median(reads.map((r) => r.wait_ms)))}`);
  console.log(`first preview after the start  ${f(first.wait_ms)}`);
  console.log(
    `a health check meanwhile       ${f(median(reads.flatMap((r) => r.healthWaits_ms)))} median, ${f(median(reads.map(longest)))} the longest (median of each read's)`,
  );
  console.log(`  during the first read        ${f(longest(first))} the longest`);
  console.log(
    `a health check, server idle    ${f(median(idle))} median, ${f(Math.max(...idle))} the longest`,
  );
  console.log(
    `server RSS                     ${f(rssBefore)} MB before the first read, ${rssAfter.toFixed(0)} MB after the last`,
  );
} finally {
  await client.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
