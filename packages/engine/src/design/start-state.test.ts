// The start of an analysis from the converged states of other loads on its pile (start-state.ts),
// on states made up so that the start's formula can be worked out by hand: a state scaled to
// the lateral loads (|H| + |M|/ℓ), moved along P by the slope of the nearest lateral loads that
// have two axial loads, mirror images negated.
import { describe, expect, it } from 'vitest';
import type { BeamColumnSolution } from '../solver';
import { ConvergedOnPile, type ConvergedLoads } from './start-state';

/** A converged state of two nodes with these deflections and rotations. */
const state = (H_N: number, M_Nm: number, P_N: number, y: number[], r: number[]): ConvergedLoads => ({
  loads: { H_N, M_Nm, P_N },
  solution: { y_m: Float64Array.from(y), rotation_rad: Float64Array.from(r) } as BeamColumnSolution,
});
/** Head to toe, m: M/ℓ is the moment's share of the load measure. */
const length_m = 4;
const pileOf = (states: ConvergedLoads[], fixedHead = false) => {
  const pile = new ConvergedOnPile(length_m, fixedHead);
  for (const s of states) pile.add(s);
  return pile;
};
const startOf = (pile: ConvergedOnPile, H_N: number, M_Nm: number, P_N: number) => {
  const out = new Float64Array(4).fill(Number.NaN);
  return pile.startFor({ H_N, M_Nm, P_N }, out) ? Array.from(out) : null;
};
const close = (got: number[] | null, want: number[]) => {
  expect(got).not.toBeNull();
  got!.forEach((g, i) => expect(g).toBeCloseTo(want[i]!, 12));
};

describe('ConvergedOnPile.startFor', () => {
  it('the same lateral loads at two other P: the line through the two states of the nearest P', () => {
    // (P = 10) [1, 2], (P = 20) [3, 4], so 0.2 a kN; P = 50 is farther and passed over
    const pile = pileOf([
      state(5, 8, 50, [9, 10], [0.9, 1]),
      state(5, 8, 10, [1, 2], [0.1, 0.2]),
      state(5, 8, 20, [3, 4], [0.3, 0.4]),
    ]);
    close(startOf(pile, 5, 8, 15), [2, 0.2, 3, 0.3]);
    // beyond the two: along the same line
    close(
      startOf(pileOf([state(5, 8, 10, [1, 2], [0.1, 0.2]), state(5, 8, 20, [3, 4], [0.3, 0.4])]), 5, 8, 30),
      [5, 0.5, 6, 0.6],
    );
  });

  it('a state of the mirrored lateral loads (−H, −M) counts negated, in the line as in the scaling', () => {
    const pile = pileOf([state(-5, -8, 10, [-1, -2], [-0.1, -0.2]), state(5, 8, 20, [3, 4], [0.3, 0.4])]);
    close(startOf(pile, 5, 8, 15), [2, 0.2, 3, 0.3]);
    close(startOf(pile, -5, -8, 15), [-2, -0.2, -3, -0.3]);
  });

  it('other lateral loads: the nearest scaled by |H| + |M|/ℓ, moved along P by the slope of loads with two P', () => {
    // lateral loads A (H 5, M 8: 7 N) at P 10 and 20; B (H 2, M 4: 3 N) at P 10 only
    const A10 = state(5, 8, 10, [1, 2], [0.1, 0.2]);
    const A20 = state(5, 8, 20, [3, 4], [0.3, 0.4]);
    const B10 = state(2, 4, 10, [0.5, 0.7], [0.05, 0.07]);
    const pile = pileOf([A10, A20, B10]);
    // B's loads at P 30: B's state, plus 20 kN of A's slope (2 and 0.2 a 10 kN) times 3/7
    const k = (20 / 10) * (3 / 7);
    close(startOf(pile, 2, 4, 30), [0.5 + 2 * k, 0.05 + 0.2 * k, 0.7 + 2 * k, 0.07 + 0.2 * k]);
    // 1.5 × B's loads at P 10: B's state times 1.5, no move along P
    close(startOf(pile, 3, 6, 10), [0.75, 0.075, 1.05, 0.105]);
    // without loads of two P values, scaled alone
    close(startOf(pileOf([A10, B10]), 2, 4, 30), [0.5, 0.05, 0.7, 0.07]);
  });

  it('with a fixed head the moment is not a load: lateral loads of one H share their states', () => {
    const pile = pileOf([state(5, 3, 10, [1, 2], [0.1, 0.2]), state(5, 7, 20, [3, 4], [0.3, 0.4])], true);
    close(startOf(pile, 5, 1, 15), [2, 0.2, 3, 0.3]);
    // with a free head the moments differ: the nearest (M 3) scaled by (5 + 1/4)/(5 + 3/4), moved along nothing
    const free = pileOf([state(5, 3, 10, [1, 2], [0.1, 0.2]), state(5, 7, 20, [3, 4], [0.3, 0.4])]);
    const s = (5 + 1 / 4) / (5 + 3 / 4);
    close(startOf(free, 5, 1, 10), [s, 0.1 * s, 2 * s, 0.2 * s]);
  });

  it('no start without lateral loads, on either side', () => {
    expect(startOf(pileOf([]), 5, 8, 10)).toBeNull();
    expect(startOf(pileOf([state(5, 8, 10, [1, 2], [0.1, 0.2])]), 0, 0, 10)).toBeNull();
    expect(startOf(pileOf([state(0, 0, 10, [0, 0], [0, 0])]), 5, 8, 10)).toBeNull();
  });
});
