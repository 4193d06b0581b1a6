// The process the instruction count runs under valgrind (instructions.bench.ts): designs one
// example `warmUps + designs` times. argv: example path, elements, warm-ups, designs.
import { readFileSync } from 'node:fs';
import { runDesign } from '../src/design/run-design';

const [file, elements, warmUps, designs] = process.argv.slice(2);
const raw = JSON.parse(readFileSync(file!, 'utf8')) as { settings: object };
const input = { ...raw, settings: { ...raw.settings, elements: Number(elements) } };
for (let i = 0; i < Number(warmUps) + Number(designs); i++) runDesign(input);
