import { describe, expect, it } from 'vitest';
import { firstZeroCrossing, firstZeroOfDeflection } from './profile-summary';

describe('first zero of deflection on the elements’ cubics', () => {
  // y = (z − 1.3)(z + 0.5)(z − 2.6)/100 is one cubic: the Hermite interpolant through its nodal
  // values and slopes is the cubic itself on any mesh, so its zero is 1.3 exactly; the straight
  // line between nodes misses it by an amount that depends on where the nodes fall.
  const y = (z: number) => ((z - 1.3) * (z + 0.5) * (z - 2.6)) / 100;
  const dy = (z: number) => ((z + 0.5) * (z - 2.6) + (z - 1.3) * (z - 2.6) + (z - 1.3) * (z + 0.5)) / 100;
  it.each([[[-1, 0, 1, 2, 3]], [[-1, 0, 0.5, 1.75, 4]], [[0, 3]]])('nodes %j: 1.3 exactly', (nodes) => {
    const z = Float64Array.from(nodes);
    const got = firstZeroOfDeflection(z, z.map(y), z.map(dy), 0);
    expect(got).toBeCloseTo(1.3, 12);
  });
  it('the straight line between nodes does not (1.407 on nodes 1 m apart)', () => {
    const z = Float64Array.from([-1, 0, 1, 2, 3]);
    expect(Math.abs(firstZeroCrossing(z, z.map(y), 0)! - 1.3)).toBeGreaterThan(0.1);
  });
  it('starts at zFrom and returns null when the sign never changes', () => {
    const z = Float64Array.from([-2, -1, 0, 1, 2]);
    const v = Float64Array.from([-0.01, 0.01, 0.02, 0.01, 0.005]);
    const t = Float64Array.from([0.02, 0.02, 0, -0.01, -0.005]);
    expect(firstZeroOfDeflection(z, v, t, 0)).toBeNull();
  });
});
