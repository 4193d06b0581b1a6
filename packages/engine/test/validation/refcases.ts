import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared reference cases (refcases/README.md). PILEWISE_REFCASES overrides the location;
 * by default they sit beside the repository in /work/shared/refcases.
 */
export const REFCASES_DIR =
  process.env.PILEWISE_REFCASES ?? fileURLToPath(new URL('../../../../../shared/refcases', import.meta.url));

/** Every JSON file of one refcase folder, parsed, sorted by file name. */
export function loadRefcases<T>(folder: 'closedform' | 'lateral'): { file: string; data: T }[] {
  const dir = join(REFCASES_DIR, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, data: JSON.parse(readFileSync(join(dir, file), 'utf8')) as T }));
}

/** |got/want − 1|, or |got − want| when want is 0. */
export function relDiff(got: number, want: number): number {
  return want === 0 ? Math.abs(got) : Math.abs(got / want - 1);
}
