// The example projects (examples/projects/*.json) that tests and benchmarks design: the inputs
// only. `pilewise design` writes its result beside its input (<project>.design.json), so a run of
// the CLI on an example leaves one there, which is no project to design.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runDesign, type DesignResult } from '../src/design';

/** The folder of the example projects, with its trailing slash. */
export const EXAMPLE_PROJECTS_DIR = fileURLToPath(new URL('../examples/projects/', import.meta.url));

/** The example projects' file names, sorted. */
export function exampleProjectFiles(): string[] {
  return readdirSync(EXAMPLE_PROJECTS_DIR)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.design.json'))
    .sort();
}

/** An example's input as a fresh object (a test changes it freely). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const readExampleInput = (file: string): any =>
  JSON.parse(readFileSync(EXAMPLE_PROJECTS_DIR + file, 'utf8'));

/** The design of an example with some of its settings changed; throws on refused input. */
export function designExampleWith(file: string, settings: Record<string, unknown>): DesignResult {
  const input = readExampleInput(file);
  Object.assign(input.settings, settings);
  const run = runDesign(input);
  if (!run.ok) throw new Error(JSON.stringify(run.errors));
  return run.result;
}
