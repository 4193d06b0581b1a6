/**
 * `npm run bench -w @pilewise/server -- cli`: the wall and CPU time of the engine's command line
 * for an analysis that takes about a millisecond (issue 12: under 300 ms of wall time), as
 * `node packages/engine/bin/pilewise.cjs lateral <A01 example>` and as `npx pilewise lateral …`
 * (npm finds the bin, then starts Node again), beside a bare `node -e 0`, the floor no script
 * goes under. Interleaved, medians of BENCH_CLI_REPS (default 9) calls after one that (re)builds
 * the bundle and its code cache. CPU time (user + system, children included) comes from GNU time
 * (/usr/bin/time): on a shared machine it is the steadier number.
 *
 * Where npx's extra time goes (npm 11.19, `npx --timing`): npm:load ~250 ms (config, .npmrc,
 * workspaces), then command:exec (the local bin lookup and a second Node started) around the
 * command; npm's own module loading comes before its timer. Measured under load on 2 cores
 * (GNU time): node -e 0 0.17 s CPU, node_modules/.bin/pilewise 0.4 to 0.5 s, npx 1.3 s. The
 * repository's .npmrc turns off npm's update check and its per-call debug log (~110 ms of it);
 * the rest is npm's own start: the fast call is `node_modules/.bin/pilewise` (packages/engine/README.md).
 * `npx node -e 0` is npx's floor for any command: npm 11's exec command loads its installer
 * (libnpmexec requires @npmcli/arborist, pacote, sigstore: 240 to 360 ms of module loading in
 * CPU profiles of npx on this VM, before whatever it runs), which no package's bin can avoid.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/shared/paths';
import { median } from './median';

const REPS = Number(process.env.BENCH_CLI_REPS ?? 9);
const TIME = '/usr/bin/time';
const example = join(REPO_ROOT, 'packages/engine/examples/lateral/w6x9-api-sand.json');
const bin = join(REPO_ROOT, 'packages/engine/bin/pilewise.cjs');

const scratch = mkdtempSync(join(tmpdir(), 'pilewise-cli-bench-'));

/** Runs the command in the repository; wall ms, and CPU ms when GNU time is there. */
function call(command: string[]): { wall_ms: number; cpu_ms: number | null } {
  const times = join(scratch, 'time');
  const withTime = existsSync(TIME) ? [TIME, '-o', times, '-f', '%U %S', ...command] : command;
  const t0 = performance.now();
  const run = spawnSync(withTime[0]!, withTime.slice(1), { cwd: REPO_ROOT, stdio: 'ignore' });
  const wall_ms = performance.now() - t0;
  if (run.status !== 0) throw new Error(`${command.join(' ')} exited with ${run.status}`);
  if (!existsSync(TIME)) return { wall_ms, cpu_ms: null };
  const [user, system] = readFileSync(times, 'utf8').trim().split(/\s+/).map(Number);
  return { wall_ms, cpu_ms: (user! + system!) * 1000 };
}

/** The profiles' CSV goes to the scratch folder, not beside the example in the repository. */
const lateral = [example, '--csv', join(scratch, 'profile.csv')];
const commands: [string, string[]][] = [
  ['node -e 0 (floor)', [process.execPath, '-e', '0']],
  ['node bin/pilewise.cjs lateral', [process.execPath, bin, 'lateral', ...lateral]],
  ['npx pilewise lateral', ['npx', '--no-install', 'pilewise', 'lateral', ...lateral]],
  // npx's own floor: any command through it, here the bare node above (no script of ours at all)
  ['npx node -e 0 (npx floor)', ['npx', '--no-install', 'node', '-e', '0']],
];
try {
  call(commands[1]![1]); // builds the bundle and its code cache when a source changed
  const samples = commands.map(() => [] as { wall_ms: number; cpu_ms: number | null }[]);
  for (let i = 0; i < REPS; i++) commands.forEach(([, command], k) => samples[k]!.push(call(command)));
  console.log(`# the CLI on the A01 lateral example (medians of ${REPS}; target < 300 ms wall)`);
  commands.forEach(([label], k) => {
    const cpu = samples[k]!.map((s) => s.cpu_ms).filter((x): x is number => x !== null);
    console.log(
      `${label.padEnd(32)} ${median(samples[k]!.map((s) => s.wall_ms))
        .toFixed(0)
        .padStart(6)} ms wall` + (cpu.length > 0 ? `  ${median(cpu).toFixed(0).padStart(6)} ms CPU` : ''),
    );
  });
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
