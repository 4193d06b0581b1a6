// The parts of a run joined as JSON text (run-as-json.ts) must be the very bytes the engine's
// own merge (mergeDesignParts) serialises to, which engine-pool.test.ts and the engine's
// design-parts tests hold equal to the single-threaded run: here on real parts of the generic
// example, and on the merge's edge cases (an empty part, a cancelled part, a refused part).
import { describe, expect, it } from 'vitest';
import { mergeDesignParts, runDesignPart, type DesignRun } from '@pilewise/engine';
import example from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import { partAsJson } from './engine-worker';
import { mergePartsAsJson } from './run-as-json';

const input = { ...example, settings: { ...example.settings, elements: 100 } };
const partsOf = (count: number) => Array.from({ length: count }, (_, i) => runDesignPart(input, i, count));

/** What the merge as JSON must give: the engine's merge, serialised. */
function expected(parts: DesignRun[]) {
  const merged = mergeDesignParts(parts);
  if (!merged.ok) throw new Error('the parts must design');
  return merged;
}

describe('mergePartsAsJson', () => {
  it('joins real parts into the bytes of the engine’s merge, with its counts', () => {
    const parts = partsOf(3);
    const merged = expected(parts);
    const joined = mergePartsAsJson(parts.map(partAsJson));
    if (!joined.ok) throw new Error('refused');
    expect(joined.resultJson.toString('utf8')).toBe(JSON.stringify(merged.result));
    expect(joined.warnings).toEqual(merged.warnings);
    expect(joined.pierCount).toBe(merged.result.piers.length);
    expect(joined.analyses).toBe(merged.result.analyses);
    expect(joined.unsolvedCount).toBe(merged.result.piers.filter((p) => p.status === 'no-solution').length);
  }, 60_000);

  it('skips a part without piers and says cancelled when any part was', () => {
    const [a, b] = partsOf(2) as [Extract<DesignRun, { ok: true }>, Extract<DesignRun, { ok: true }>];
    const empty: DesignRun = { ...b, result: { ...b.result, piers: [], status: 'cancelled' } };
    const parts = [a, empty, b];
    const merged = expected(parts);
    expect(merged.result.status).toBe('cancelled');
    const joined = mergePartsAsJson(parts.map(partAsJson));
    if (!joined.ok) throw new Error('refused');
    expect(joined.resultJson.toString('utf8')).toBe(JSON.stringify(merged.result));
  }, 60_000);

  it('answers the first refused part as it is', () => {
    const refused = runDesignPart({ nope: true }, 0, 2);
    expect(refused.ok).toBe(false);
    expect(mergePartsAsJson([partAsJson(partsOf(1)[0]!), partAsJson(refused)])).toEqual(refused);
  });
});
