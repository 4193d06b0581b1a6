// `npm start` builds the web app only when its inputs changed since the last build: a content
// hash of every file the build reads is kept beside the build (dist/.inputs-hash). A restart of
// an unchanged tree goes straight to the server (issue 12: no rebuild when nothing changed).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const stamp = join(dist, '.inputs-hash');

/** What the web build reads: its own sources and config, the packages it bundles, the lockfile. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'packages/engine/src',
  'packages/engine/examples',
  'packages/contracts/src',
  'packages/presentation/src',
  'package-lock.json',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((d) => d.name !== 'node_modules')
    .flatMap((d) => filesUnder(join(path, d.name)));
}

function inputsHash() {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((p) => filesUnder(join(root, p))).sort();
  for (const file of files) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const current = inputsHash();
const built = existsSync(join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8');
if (built === current) {
  console.log('web app: unchanged since the last build, not rebuilt');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@pilewise/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, current);
}
