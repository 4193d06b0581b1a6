/**
 * `npm run bench -w @pilewise/server -- report-wait`: a PDF report made through the server, as the
 * web app asks for it (POST /api/report/generate/:id), and what another user's call waits
 * meanwhile. bench/report.ts times the drawing alone; here the question is the server's: a report
 * of the generic example is a second or more of pdfkit, echarts and svg-to-pdfkit, and drawn on
 * the event loop it held every other request that long (issue 12: fast everywhere, not only for
 * the one who asked). Reports are now drawn on a thread of their own (documents/document-threads.ts).
 *
 * As `npm start` runs it: the bundle built, dist/server.mjs started on a new PGlite folder, the
 * client in its own process (run-client.ts, as a browser is), over real HTTP. A project of the
 * generic example is run (Fast Lane), then its report made BENCH_REPORT_REPS times (default 7),
 * each while the client asks GET /api/health every 20 ms until the report is answered. Printed:
 * the report's wait, and the health checks' waits meanwhile (their median, and the longest of each
 * report: a call that arrived as the drawing began), against the same checks on an idle server;
 * the first report after the start apart (a thread to start, modules to load); the server's
 * resident memory before the first report and after the last.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerBundle, rssOf_MB, startBuiltServer } from './processes';
import type { ClientReport, ClientRun } from './run-client';
import { startClient } from './run-client-process';
import { printWaitsDuring } from './waits-during';

const REPEATS = Number(process.env.BENCH_REPORT_REPS ?? 7);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

buildServerBundle();
const dataDir = mkdtempSync(join(tmpdir(), 'pilewise-bench-'));
const server = await startBuiltServer({ PILEWISE_DATA_DIR: dataDir });
const { base } = server;
const client = startClient();
try {
  await sleep(5000); // the run threads' warm-up done
  await client.ask({ cmd: 'signUp', base, email: 'bench-report@example.com' });
  const projectId = await client.ask<string>({ cmd: 'addProject', i: 0 });
  const run = await client.ask<ClientRun>({ cmd: 'run', projectId, lane: 'fast', protocol: 'wait' });
  if (run.status !== 'succeeded') throw new Error(`the example's run ${run.status}`);

  const idle = await client.ask<number[]>({ cmd: 'health', count: 50 });
  const rssBefore = rssOf_MB(server.pid);
  const first = await client.ask<ClientReport>({ cmd: 'report', projectId });
  await client.ask<ClientReport>({ cmd: 'report', projectId }); // warm-up (JIT), not timed
  const reports: ClientReport[] = [];
  for (let i = 0; i < REPEATS; i++)
    reports.push(await client.ask<ClientReport>({ cmd: 'report', projectId }));
  const rssAfter = rssOf_MB(server.pid);

  console.log(`# PDF report of the generic example through server.mjs (PGlite, ${REPEATS} reports)`);
  printWaitsDuring({
    noun: 'report',
    first,
    repeats: reports,
    idle,
    rssBefore_MB: rssBefore,
    rssAfter_MB: rssAfter,
  });
} finally {
  await client.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
