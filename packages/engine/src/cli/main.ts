// Entry point of the CLI from source (`tsx src/cli/main.ts`): run and set the exit code. The
// installed `pilewise` (bin/pilewise.cjs) runs a bundle of run-cli.ts instead.
import type { CliIO } from './command';
import { runCli } from './run-cli';

const io: CliIO = {
  stdout: (t) => process.stdout.write(`${t}\n`),
  stderr: (t) => process.stderr.write(`${t}\n`),
  cwd: process.cwd(),
};
process.exitCode = await runCli(process.argv.slice(2), io);
