import { writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { analyzeLateral } from '../lateral/analyze';
import { formatInputErrors } from '../lateral/input-errors';
import { CliError, type Command } from './command';
import { parseInputFileArgs, readJsonFile } from './input-file-args';
import { formatLateralSummary, lateralProfileCsv } from './lateral-format';

const USAGE = `Usage: pilewise lateral <case.json> [--json] [--csv <path>] [--units si|us]

Runs one lateral analysis (the input schema is lateralInputSchema in
packages/engine/src/lateral/input-schema.ts; example: examples/lateral/w6x9-api-sand.json).

  (default)     prints a summary table and writes the profiles as CSV next to the input
                (<case>.profile.csv)
  --csv <path>  writes the CSV there instead
  --json        prints the whole result as JSON (no CSV unless --csv is given)
  --units us    prints the summary in ft, in, kip and kip·ft (default si: m, mm, kN, kN·m);
                the input, the JSON and the CSV are SI whatever the choice

Exit codes: 0 converged; 2 lateral capacity exceeded or not converged (the numbers are
those of the last converged load fraction); 1 bad usage or input.`;

export const lateralCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    const opts = parseInputFileArgs(args, '--csv', USAGE);
    const path = resolve(io.cwd, opts.file);
    const analysis = analyzeLateral(await readJsonFile(path));
    if (!analysis.ok)
      throw new CliError(`invalid input in ${opts.file}:\n${formatInputErrors(analysis.errors)}`);
    const r = analysis.result;
    const csvPath =
      opts.output !== undefined
        ? resolve(io.cwd, opts.output)
        : opts.json
          ? undefined
          : join(dirname(path), `${basename(path, extname(path))}.profile.csv`);
    if (csvPath !== undefined) await writeFile(csvPath, lateralProfileCsv(r));
    if (opts.json) io.stdout(JSON.stringify(r, null, 2));
    else
      io.stdout(
        formatLateralSummary(r, `Lateral analysis: ${opts.file}`, opts.units) +
          (csvPath ? `\n  profiles written to ${csvPath}` : ''),
      );
    switch (r.status) {
      case 'converged':
        return 0;
      case 'lateral-capacity-exceeded':
      case 'not-converged':
        return 2;
    }
  },
};
