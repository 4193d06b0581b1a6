import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoadFractions } from './load-fractions';

const MIN_STEP = 1 / 512;

/**
 * Runs the schedule against a soil that `holds(λ, λ_ok)` says converges at λ from the state at
 * λ_ok; returns the fractions asked (with how each ended) and the last converged one.
 */
function stepWith(holds: (lambda: number, from: number) => boolean) {
  const f = new LoadFractions(MIN_STEP);
  const asked: { lambda: number; from: number; converged: boolean }[] = [];
  for (let lambda = f.next(); lambda !== null; lambda = f.next()) {
    if (asked.length > 100) throw new Error('the stepping does not end');
    const from = f.lambdaOk;
    const converged = holds(lambda, from);
    asked.push({ lambda, from, converged });
    if (converged) f.converged();
    else f.failed();
  }
  return { asked, lambdaOk: f.lambdaOk };
}

describe('the load fractions of the load stepping', () => {
  it('reach the full load in two steps where the soil holds it: ½, then 1', () => {
    const { asked, lambdaOk } = stepWith(() => true);
    expect(asked.map((a) => a.lambda)).toEqual([0.5, 1]);
    expect(lambdaOk).toBe(1);
  });

  it('close in on a capacity below the full load within two smallest steps, in at most 11 attempts', () => {
    // bisection: 2 attempts to the first failure (½, 1), then one an interval halving down to
    // 2/512 (8 halvings of ½), and the lowest failure asked once more only from a state it did
    // not fail from. Asking a failure again after every success took up to 20.
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.9999, noNaN: true }), (capacity) => {
        const { asked, lambdaOk } = stepWith((lambda) => lambda <= capacity);
        expect(lambdaOk).toBeLessThanOrEqual(capacity);
        expect(capacity - lambdaOk).toBeLessThan(2 * MIN_STEP);
        expect(asked.length).toBeLessThanOrEqual(11);
      }),
      { numRuns: 300, seed: 20261130 },
    );
  });

  it('never asks for a fraction at or above one that failed, but the lowest failure once, from the nearest state', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.9999, noNaN: true }), (capacity) => {
        const { asked } = stepWith((lambda) => lambda <= capacity);
        let lowestFailure = Number.POSITIVE_INFINITY;
        let askedAgain = 0;
        for (const a of asked) {
          if (a.lambda >= lowestFailure) {
            askedAgain++;
            expect(a.lambda).toBe(lowestFailure);
            expect(lowestFailure - a.from).toBeLessThan(2 * MIN_STEP);
          }
          if (!a.converged) lowestFailure = Math.min(lowestFailure, a.lambda);
        }
        expect(askedAgain).toBeLessThanOrEqual(1);
        // and never the same fraction twice from the same state: it would end the same way
        const tries = asked.map((a) => `${a.lambda}@${a.from}`);
        expect(new Set(tries).size).toBe(tries.length);
      }),
      { numRuns: 300, seed: 20261201 },
    );
  });

  it('reaches the full load where Newton fails only from far away (a step over 0.3 of the loads)', () => {
    // the soil holds every fraction; Newton converges from zero up to ½ (the secant guess), else
    // only within 0.3 of its start: 1 fails from ½, the bisection below it converges all the
    // way, so 1 is asked again from within a smallest step and converges
    const { asked, lambdaOk } = stepWith((lambda, from) =>
      from === 0 ? lambda <= 0.5 : lambda - from <= 0.3,
    );
    expect(lambdaOk).toBe(1);
    expect(asked[1]).toEqual({ lambda: 1, from: 0.5, converged: false });
    expect(asked.at(-1)!.lambda).toBe(1);
    expect(asked.at(-1)!.converged).toBe(true);
  });

  it('goes on at full steps past a failure that was Newton start, and closes in on the capacity beyond it', () => {
    // Newton fails at 0.6 from below 0.55 only; the soil holds up to 0.8
    const capacity = 0.8;
    const { asked, lambdaOk } = stepWith(
      (lambda, from) => lambda <= capacity && !(lambda >= 0.6 && from < 0.55),
    );
    expect(lambdaOk).toBeLessThanOrEqual(capacity);
    expect(capacity - lambdaOk).toBeLessThan(2 * MIN_STEP);
    // the fractions above 0.6 were reached after it converged from nearer
    expect(asked.some((a) => a.lambda > 0.7 && a.converged)).toBe(true);
  });

  it('ends at once where even the first half of the loads fails from zero, at fractions that halve', () => {
    const { asked, lambdaOk } = stepWith(() => false);
    expect(lambdaOk).toBe(0);
    expect(asked.map((a) => a.lambda)).toEqual([
      0.5, 0.25, 0.125, 0.0625, 0.03125, 0.015625, 0.0078125, 0.00390625, 0.001953125,
    ]);
  });
});
