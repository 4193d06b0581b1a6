// The example projects (examples/projects/*.json) that tests and benchmarks design: the inputs
// only. `pilewise design` writes its result beside its input (<project>.design.json), so a run of
// the CLI on an example leaves one there, which is no project to design.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder of the example projects, with its trailing slash. */
export const EXAMPLE_PROJECTS_DIR = fileURLToPath(new URL('../examples/projects/', import.meta.url));

/** The example projects' file names, sorted. */
export function exampleProjectFiles(): string[] {
  return readdirSync(EXAMPLE_PROJECTS_DIR)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.design.json'))
    .sort();
}
