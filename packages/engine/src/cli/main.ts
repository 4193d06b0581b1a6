// Entry point of `pilewise` (bin/pilewise.mjs imports this file): run and set the exit code.
import type { CliIO } from './command';
import { runCli } from './run-cli';

const io: CliIO = {
  stdout: (t) => process.stdout.write(`${t}\n`),
  stderr: (t) => process.stderr.write(`${t}\n`),
  cwd: process.cwd(),
};
process.exitCode = await runCli(process.argv.slice(2), io);
