import { CliError, type CliIO, type CommandEntry } from './command';
import { COMMANDS } from './commands';

function help(commands: readonly CommandEntry[]): string {
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
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    io.stderr(`pilewise: unknown command '${name}'\n\n${help(commands)}`);
    return 1;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(command.usage);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.stderr(`pilewise ${entry.name}: ${e.message}`);
      return 1;
    }
    throw e;
  }
}
