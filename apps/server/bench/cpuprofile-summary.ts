/**
 * `npx tsx apps/server/bench/cpuprofile-summary.ts <file.cpuprofile> [top]`: the functions of a V8
 * CPU profile (`node --cpu-prof`, as LOAD_CPU_PROF makes the load bench write) by self time, and
 * the packages/files by self time, to see where a request's CPU goes without a profiler UI.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, skipArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuprofile-summary <file.cpuprofile> [top] [skip the first N s]');
const top = Number(topArg ?? 40);
/** Start-up (module loading) is not a request's cost: skip the profile's first seconds. */
const skipUs = Number(skipArg ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfUs = new Map<number, number>();
let clockUs = 0;
profile.samples.forEach((id, i) => {
  clockUs += profile.timeDeltas[i] ?? 0;
  if (clockUs < skipUs) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...selfUs.values()].reduce((a, b) => a + b, 0);

const fnSelf = new Map<string, number>();
const fileSelf = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/');
  const fn = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
  fnSelf.set(fn, (fnSelf.get(fn) ?? 0) + us);
  const pkg = url.includes('node_modules/')
    ? url.replace(/^.*node_modules\/((?:@[^/]+\/)?[^/]+).*$/, '$1')
    : url === ''
      ? `(${functionName || 'native'})`
      : where.replace(/:.*$/, '');
  fileSelf.set(pkg, (fileSelf.get(pkg) ?? 0) + us);
}
const print = (title: string, m: Map<string, number>) => {
  console.log(`\n# ${title} (total ${(total / 1000).toFixed(0)} ms)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
    );
  }
};
print('self time by function', fnSelf);
// Inclusive time: a function counts once per sample whose stack holds it.
const inclusive = new Map<string, number>();
for (const [id, us] of selfUs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
    const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(apps|packages)\//, '$1/');
    seen.add(`${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`);
  }
  for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + us);
}
print('inclusive time by function', inclusive);
print('self time by package / file', fileSelf);
