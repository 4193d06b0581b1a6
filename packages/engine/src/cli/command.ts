/** What a subcommand gets: its arguments and where to write. Tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

/** One `pilewise <name> ...` subcommand. Exit codes: 0 ok, 1 bad usage or input, 2+ command-specific. */
export interface Command {
  name: string;
  /** One line for `pilewise --help`. */
  summary: string;
  usage: string;
  run: (args: readonly string[], io: CliIO) => Promise<number>;
}

/** Thrown for bad usage or input: main prints the message and exits with 1. */
export class CliError extends Error {}
