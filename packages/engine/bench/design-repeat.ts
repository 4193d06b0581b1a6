// The process the instruction count runs under valgrind (instructions.bench.ts) and the
// compilation count under --trace-opt (compilations.bench.ts): designs one example `warmUps +
// designs` times, with a line WARMED_UP on stdout between. argv: example path, elements,
// warm-ups, designs.
import { readFileSync } from 'node:fs';
import { runDesign } from '../src/design/run-design';

const [file, elements, warmUps, designs] = process.argv.slice(2);
const raw = JSON.parse(readFileSync(file!, 'utf8')) as { settings: object };
const input = { ...raw, settings: { ...raw.settings, elements: Number(elements) } };
for (let i = 0; i < Number(warmUps); i++) runDesign(input);
process.stdout.write('WARMED_UP\n');
for (let i = 0; i < Number(designs); i++) runDesign(input);
