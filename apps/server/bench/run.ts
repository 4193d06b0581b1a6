/**
 * `npm run bench -w @pilewise/server`: every server benchmark, one after the other, each as its own
 * process so one's threads, pools and heap do not colour the next. An area adds its file below.
 * `npm run bench -w @pilewise/server -- <name>` runs only the named ones.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const benches: string[] = [
  'run-latency.ts',
  'result-packing.ts',
  'report.ts',
  'report-wait.ts',
  'import-wait.ts',
  'startup.ts',
  'first-runs.ts',
  'cli.ts',
  'load.ts',
];

const only = process.argv.slice(2);
let failed = 0;
for (const file of benches) {
  if (only.length > 0 && !only.some((name) => file.includes(name))) continue;
  console.log(`\n## ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
