// What report-wait.ts and import-wait.ts print: a piece of work asked through the server (a report,
// an upload read) repeated, and what GET /api/health waited meanwhile, from the client's process
// (run-client.ts: ClientReport), against the same checks on an idle server.
import { median } from './median';
import type { ClientReport } from './run-client';

export interface WaitsDuring {
  /** The work's name in the table ('report', 'preview'). */
  noun: string;
  /** The first one after the server's start (a thread to start, modules to load). */
  first: ClientReport;
  /** The timed ones after it. */
  repeats: ClientReport[];
  /** Health checks' waits on the idle server, ms. */
  idle: number[];
  rssBefore_MB: number;
  rssAfter_MB: number;
}

export function printWaitsDuring({
  noun,
  first,
  repeats,
  idle,
  rssBefore_MB,
  rssAfter_MB,
}: WaitsDuring): void {
  const f = (ms: number) => ms.toFixed(0).padStart(6);
  const label = (text: string) => text.padEnd(31);
  const longest = (r: ClientReport) => Math.max(...r.healthWaits_ms);
  console.log(`${label('')}ms`);
  console.log(`${label(`${noun}'s wait (median)`)}${f(median(repeats.map((r) => r.wait_ms)))}`);
  console.log(`${label(`first ${noun} after the start`)}${f(first.wait_ms)}`);
  console.log(
    `${label('a health check meanwhile')}${f(median(repeats.flatMap((r) => r.healthWaits_ms)))} median, ` +
      `${f(median(repeats.map(longest)))} the longest (median of each ${noun}'s)`,
  );
  console.log(`${label(`  during the first ${noun}`)}${f(longest(first))} the longest`);
  console.log(
    `${label('a health check, server idle')}${f(median(idle))} median, ${f(Math.max(...idle))} the longest`,
  );
  console.log(
    `${label('server RSS')}${f(rssBefore_MB)} MB before the first ${noun}, ${rssAfter_MB.toFixed(0)} MB after the last`,
  );
}
