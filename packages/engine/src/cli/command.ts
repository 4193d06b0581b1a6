/** What a subcommand gets: its arguments and where to write. Tests pass their own. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
}

/** What one `pilewise <name> ...` subcommand does. Exit codes: 0 ok, 1 bad usage or input, 2+ command-specific. */
export interface Command {
  usage: string;
  run: (args: readonly string[], io: CliIO) => Promise<number>;
}

/**
 * A subcommand as `pilewise --help` lists it. Its code, and the part of the engine behind it,
 * loads only when it runs: a call of one command does not build the others' input schemas.
 */
export interface CommandEntry {
  name: string;
  /** One line for `pilewise --help`. */
  summary: string;
  load: () => Promise<Command>;
}

/** Thrown for bad usage or input: main prints the message and exits with 1. */
export class CliError extends Error {}
