// The memo's seed interpolation walks both meshes once; it must give valueAtDepth's numbers
// bit for bit (a seed that differs in the last bit changes where Newton stops, so every number
// of a design downstream of it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valueAtDepth } from '../lateral';
import { interpolateOnto } from './lateral-memo';

/** Sorted depths (top down, repeats allowed) from arbitrary doubles in [lo, hi]. */
const mesh = (lo: number, hi: number, min: number, max: number) =>
  fc
    .array(fc.double({ min: lo, max: hi, noNaN: true }), { minLength: min, maxLength: max })
    .map((a) => Float64Array.from(a.sort((x, y) => x - y)));

describe('interpolateOnto', () => {
  it('equals valueAtDepth at every node, bit for bit (meshes overlapping, wider, narrower, repeated depths)', () => {
    fc.assert(
      fc.property(
        mesh(-3, 6, 2, 60).filter((z) => z[0]! < z[z.length - 1]!),
        mesh(-4, 8, 1, 60),
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 60, maxLength: 60 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (zFrom, zOwn, v, shared) => {
          // meshes share nodes (the pile top, layer breaks): some depths are zFrom's own
          const z = Float64Array.from(
            [...zOwn, ...shared.map((k) => zFrom[k % zFrom.length]!)].sort((a, b) => a - b),
          );
          const y = Float64Array.from(v.slice(0, zFrom.length));
          const got = interpolateOnto(zFrom, y, z);
          for (let i = 0; i < z.length; i++)
            expect(Object.is(got[i], valueAtDepth(zFrom, y, z[i]!))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on two design meshes (same reveal, embedments 2.25 m and 2.5 m, 100 elements)', () => {
    const m = (L: number) => Float64Array.from({ length: 101 }, (_, i) => -1.37 + ((L + 1.37) * i) / 100);
    const zFrom = m(2.25);
    const y = zFrom.map((z) => Math.exp(-z) * Math.cos(3 * z));
    const z = m(2.5);
    const got = interpolateOnto(zFrom, y, z);
    z.forEach((zi, i) => expect(got[i]).toBe(valueAtDepth(zFrom, y, zi)));
  });
});
