import { readFile } from 'node:fs/promises';
import { CliError } from './command';
import { PRINT_UNITS, type PrintUnits } from './print-units';

/** The arguments every file-driven subcommand takes: one input file, --json, and one output path flag. */
export interface InputFileArgs {
  file: string;
  json: boolean;
  output?: string;
  /** The summary table's units (--units; 'si' unless given). */
  units: PrintUnits;
}

/** Parses `<file> [--json] [<outputFlag> <path>] [--units si|us]`; anything else is a usage error naming it. */
export function parseInputFileArgs(
  args: readonly string[],
  outputFlag: string,
  usage: string,
): InputFileArgs {
  let file: string | undefined;
  let json = false;
  let output: string | undefined;
  let units: PrintUnits = 'si';
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--json') json = true;
    else if (a === outputFlag) {
      output = args[++i];
      if (output === undefined) throw new CliError(`${outputFlag} needs a path`);
    } else if (a === '--units') {
      const u = args[++i];
      if (!(PRINT_UNITS as readonly (string | undefined)[]).includes(u))
        throw new CliError(
          `--units must be one of ${PRINT_UNITS.join(', ')}${u === undefined ? '' : ` (got '${u}')`}`,
        );
      units = u as PrintUnits;
    } else if (a.startsWith('-')) throw new CliError(`unknown option '${a}'\n\n${usage}`);
    else if (file === undefined) file = a;
    else throw new CliError(`one input file only (got '${file}' and '${a}')`);
  }
  if (file === undefined) throw new CliError(`missing the input file\n\n${usage}`);
  return { file, json, units, ...(output === undefined ? {} : { output }) };
}

/** Reads and parses a JSON file, with an error that says which file and why. */
export async function readJsonFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CliError(`${path} is not valid JSON: ${(e as Error).message}`);
  }
}
