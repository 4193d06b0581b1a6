import { writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { formatDesignInputErrors } from '../design/design-input';
import { runDesign } from '../design/run-design';
import { CliError, type Command } from './command';
import { formatDesignSummary } from './design-format';
import { parseInputFileArgs, readJsonFile } from './input-file-args';

const USAGE = `Usage: pilewise design <project.json> [--json] [--out <path>] [--units si|us]

Designs every pier type at every pile height of a project: the lightest section from Min to
Max Section and, for it, the shortest embedment passing every check of every combination
(the input schema is designInputSchema in packages/engine/src/design/design-input.ts;
examples: examples/projects/*.json).

  (default)     prints a summary table and writes the full result JSON next to the input
                (<project>.design.json)
  --out <path>  writes the result JSON there instead
  --json        prints the whole result as JSON (no file unless --out is given)
  --units us    prints the table's heights, embedments and lengths in ft (default si: m);
                the input and the result JSON are SI whatever the choice

Exit codes: 0 every pier type designed; 2 some pier type has no solution in range (the
summary says which check fails and by how much); 1 bad usage or input.`;

export const designCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    const opts = parseInputFileArgs(args, '--out', USAGE);
    const path = resolve(io.cwd, opts.file);
    const run = runDesign(await readJsonFile(path));
    if (!run.ok)
      throw new CliError(`invalid input in ${opts.file}:\n${formatDesignInputErrors(run.errors).join('\n')}`);
    const r = run.result;
    const outPath =
      opts.output !== undefined
        ? resolve(io.cwd, opts.output)
        : opts.json
          ? undefined
          : join(dirname(path), `${basename(path, extname(path))}.design.json`);
    if (outPath !== undefined) await writeFile(outPath, `${JSON.stringify(r, null, 2)}\n`);
    if (opts.json) io.stdout(JSON.stringify(r, null, 2));
    else
      io.stdout(
        formatDesignSummary(r, `Design: ${opts.file}`, opts.units) +
          (outPath ? `\n  result written to ${outPath}` : ''),
      );
    return r.piers.some((p) => p.status === 'no-solution') ? 2 : 0;
  },
};
