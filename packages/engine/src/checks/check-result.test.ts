import { describe, expect, it } from 'vitest';
import { CheckWithDeferredWorking, makeCheck, type CheckInput } from './check-result';

const input: CheckInput = {
  id: 'steel-strength',
  name: 'Steel strength',
  demand: 0.8,
  capacity: 1,
  unit: '-',
  ratioLimit: 0.9,
  reference: 'AISC 360-16 H1-1a',
  details: { branch: 'H1-1a', Pr_N: 1000 },
};

function deferred(i: CheckInput, writes: { count: number }) {
  return new CheckWithDeferredWorking(i.id, i.name, i.demand, i.capacity, i.unit, i.ratioLimit ?? 1, () => {
    writes.count++;
    return i.details === undefined
      ? { reference: i.reference }
      : { reference: i.reference, details: i.details };
  });
}

describe('a check with deferred working', () => {
  it('gives the verdict at once and writes the working only when read, once', () => {
    const writes = { count: 0 };
    const c = deferred(input, writes);
    expect([c.ratio, c.passes]).toEqual([0.8, true]);
    expect(writes.count).toBe(0);
    expect(c.reference).toBe('AISC 360-16 H1-1a');
    expect(c.details).toBe(input.details);
    expect(c.details).toBe(c.details);
    expect(writes.count).toBe(1);
  });

  it('is the check makeCheck makes, field by field and in JSON, byte for byte', () => {
    const cases: CheckInput[] = [
      input,
      { ...input, demand: 0.95 }, // fails its 0.9 limit
      { ...input, capacity: 0 }, // ratio +∞
      { ...input, demand: 0, capacity: 0 }, // ratio 0
      { ...input, details: undefined, ratioLimit: undefined },
    ];
    for (const i of cases) {
      const plain = makeCheck(i);
      const c = deferred(i, { count: 0 });
      expect(JSON.stringify(c)).toBe(JSON.stringify(plain));
      for (const k of Object.keys(plain) as (keyof typeof plain)[]) expect(c[k]).toEqual(plain[k]);
    }
  });
});
