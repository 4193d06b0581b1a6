import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { runCalibration } from '../calibration';
import { CliError, type Command } from './command';
import { formatCalibration } from './calibrate-format';
import { parseInputFileArgs, readJsonFile } from './input-file-args';

const USAGE = `Usage: pilewise calibrate <file.json> [--json] [--out <path>] [--units si|us]

Fits the soil to site load tests: the p-multiplier (lateral tests, ASTM D3966) and the
skin-friction factors of the vertical table (uplift ASTM D3689, compression ASTM D1143).
The file holds { soil, vertical, loadTests } (calibrationInputSchema in
packages/engine/src/calibration/load-test.ts); a whole design project with a loadTests group
works as is. Example: examples/load-tests/site-load-tests.json.

  (default)     prints each test's fit, the design values and measured against computed curves
  --out <path>  also writes the result JSON there
  --json        prints the whole result as JSON
  --units us    prints loads in kip and movements in in (default si: kN, mm); the input and
                the JSON are SI whatever the choice

Exit codes: 0 every test fitted; 2 some test cannot be fitted (the output says why); 1 bad
usage or input.`;

export const calibrateCommand: Command = {
  usage: USAGE,
  async run(args, io) {
    const opts = parseInputFileArgs(args, '--out', USAGE);
    const run = runCalibration(await readJsonFile(resolve(io.cwd, opts.file)));
    if (!run.ok)
      throw new CliError(
        `invalid input in ${opts.file}:\n${run.errors.map((e) => `${e.path}: ${e.message}`).join('\n')}`,
      );
    const r = run.result;
    if (opts.output !== undefined)
      await writeFile(resolve(io.cwd, opts.output), `${JSON.stringify(r, null, 2)}\n`);
    io.stdout(
      opts.json ? JSON.stringify(r, null, 2) : formatCalibration(r, `Calibration: ${opts.file}`, opts.units),
    );
    return r.tests.some((t) => t.status === 'cannot-fit') ? 2 : 0;
  },
};
