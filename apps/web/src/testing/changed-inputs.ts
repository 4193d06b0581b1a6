// fast-check inputs for "any saved design input": a saved input is any JSON a client saved
// (spec §7 add: design), so the pages and the preview that read one are tried on the examples
// with one to three values, at any depth, replaced by any JSON or removed.
import fc from 'fast-check';
import { jsonPathsOf, withValueAt, type JsonPath } from '@pilewise/contracts/testing';
import arrayTech from '@pilewise/engine/examples/projects/array-tech-100mw-ground-forces.json';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';

export type ChangedInput = {
  input: unknown;
  changes: { path: JsonPath; value: unknown }[];
  /** The example it was changed from. */
  example: unknown;
};

/** One of each design mode (generic, NXT, Nevados, ATI), so that every mode's form is reached. */
export const EXAMPLE_INPUTS = { generic, nextracker, nevados, arrayTech } as const;

const change = fc.record({
  depth: fc.nat(),
  at: fc.nat(),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constant(undefined),
    fc.constantFrom(null, {}, [], '', 0, -1, 1e308, 'x'),
  ),
});

/** An example input with one to three changes, each at a path of the input as the ones before left it. */
export const changedInputs: fc.Arbitrary<ChangedInput> = fc
  .tuple(fc.constantFrom(...Object.values(EXAMPLE_INPUTS)), fc.array(change, { minLength: 1, maxLength: 3 }))
  .map(([example, changes]) =>
    changes.reduce<ChangedInput>(
      (s, c) => {
        // A depth first, then a path of that depth: lists and groups are changed as often as
        // the thousands of numbers in their rows.
        const paths = jsonPathsOf(s.input);
        const depths = [...new Set(paths.map((p) => p.length))];
        const atDepth = paths.filter((p) => p.length === depths[c.depth % depths.length]);
        const path = atDepth[c.at % atDepth.length]!;
        return {
          ...s,
          input: withValueAt(s.input, path, c.value),
          changes: [...s.changes, { path, value: c.value }],
        };
      },
      { input: example, changes: [], example },
    ),
  );

export { withValueAt };
