// A run split into parts (design-parts.ts) merges into the single run's result byte for byte,
// on every example project; the split keeps each pile height's piers together and in order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROJECTS_DIR, exampleProjectFiles } from '../../test/example-projects';
import { mergeDesignParts, runDesignPart, splitIntoParts } from './design-parts';
import { runDesign } from './run-design';

const EXAMPLES = EXAMPLE_PROJECTS_DIR;
const examples = exampleProjectFiles();

/** The example at 100 elements (the fast lane): the same code path, a quarter of the time. */
function example(file: string): Record<string, unknown> {
  const raw = JSON.parse(readFileSync(`${EXAMPLES}${file}`, 'utf8')) as { settings: object };
  return { ...raw, settings: { ...raw.settings, elements: 100 } };
}

describe('splitIntoParts', () => {
  const piers = (heights: number[]) => heights.map((pileHeight_m, i) => ({ pileHeight_m, i }));
  const ids = (parts: { i: number }[][]) => parts.map((p) => p.map((x) => x.i));

  it('keeps each run of one pile height whole, in order, the parts as even as the groups allow', () => {
    const eight = piers([1, 1, 1, 1, 2, 2, 2, 2]);
    expect(ids(splitIntoParts(eight, 2))).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    expect(ids(splitIntoParts(eight, 1))).toEqual([[0, 1, 2, 3, 4, 5, 6, 7]]);
    // More parts than groups: the extra parts are empty.
    expect(ids(splitIntoParts(eight, 3))).toEqual([[0, 1, 2, 3], [4, 5, 6, 7], []]);
    // Every pier exactly once, in order, whatever the split.
    const mixed = piers([1, 1, 2, 3, 3, 3, 1, 1, 2]);
    for (const n of [1, 2, 3, 4, 9, 12]) {
      const parts = splitIntoParts(mixed, n);
      expect(parts).toHaveLength(n);
      expect(parts.flat().map((x) => x.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      for (const part of parts)
        for (let k = 1; k < part.length; k++)
          if (part[k]!.pileHeight_m === part[k - 1]!.pileHeight_m)
            expect(part[k]!.i).toBe(part[k - 1]!.i + 1);
    }
  });
});

describe('a run in parts', () => {
  it.each(examples)(
    '%s: the merged parts are the single-threaded result, byte for byte',
    (file) => {
      const raw = example(file);
      const single = runDesign(raw);
      expect(single.ok).toBe(true);
      for (const partCount of [2, 3]) {
        const parts = Array.from({ length: partCount }, (_, i) => runDesignPart(raw, i, partCount));
        const merged = mergeDesignParts(parts);
        expect(JSON.stringify(merged)).toBe(JSON.stringify(single));
      }
    },
    120_000,
  );

  it('reports each part as its share of the run: the parts end at fractions adding up to 1', () => {
    const raw = example('generic-100mw-site-d.json');
    const last: number[] = [0, 0];
    for (const i of [0, 1]) runDesignPart(raw, i, 2, { onProgress: (f) => (last[i] = f) });
    // Generic: 8 pier types at 2 pile heights, one height per part.
    expect(last).toEqual([0.5, 0.5]);
  }, 60_000);

  it('a refused input is refused by every part and by the merge, as by the single run', () => {
    const raw = { ...example('generic-100mw-site-d.json'), settings: { elements: 7 } };
    const single = runDesign(raw);
    expect(single.ok).toBe(false);
    expect(mergeDesignParts([runDesignPart(raw, 0, 2), runDesignPart(raw, 1, 2)])).toEqual(single);
  });
});
