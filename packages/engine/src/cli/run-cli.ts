import { CliError, type CliIO, type Command } from './command';
import { COMMANDS } from './commands';

function help(commands: readonly Command[]): string {
  const w = Math.max(...commands.map((c) => c.name.length));
  return [
    'Usage: pilewise <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(w)}  ${c.summary}`),
    '',
    'Run `pilewise <command> --help` for its options.',
  ].join('\n');
}

/** Dispatches argv (without node and the script) to a subcommand; returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIO, commands = COMMANDS): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(help(commands));
    return name === undefined ? 1 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`pilewise: unknown command '${name}'\n\n${help(commands)}`);
    return 1;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.usage);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.stderr(`pilewise ${command.name}: ${e.message}`);
      return 1;
    }
    throw e;
  }
}
