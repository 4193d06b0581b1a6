import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: paths are resolved from here, not from the cwd (npm runs us in apps/server). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SERVER_ROOT = resolve(REPO_ROOT, 'apps/server');
export const MIGRATIONS_DIR = resolve(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = resolve(REPO_ROOT, 'apps/web/dist');
export const DEFAULT_DATA_DIR = resolve(REPO_ROOT, 'data');
