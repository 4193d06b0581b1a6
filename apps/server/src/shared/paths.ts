import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder above this module whose package.json declares the
 * workspaces. Found by walking up, not by a fixed number of `..`, because the same code runs
 * from src/shared/paths.ts (tsx, vitest) and bundled into dist/server.mjs (npm start).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return dir;
    if (dirname(dir) === dir) throw new Error(`No workspace root above ${from}`);
  }
}

/** Paths are resolved from here, not from the cwd (npm runs us in apps/server). */
export const REPO_ROOT = findRepoRoot(dirname(fileURLToPath(import.meta.url)));
export const SERVER_ROOT = resolve(REPO_ROOT, 'apps/server');
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data');
