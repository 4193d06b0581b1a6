// A design result's profiles to 6 significant figures (profile-figures.ts): the rounding is
// JavaScript's own Number.prototype.toPrecision (ECMA-262 §21.1.3.5: the nearest decimal of that
// many digits, halves away from zero) for every value, and a design rounds only its profiles.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROFILE_SIGNIFICANT_FIGURES,
  profileToSignificantFigures,
  toSignificantFigures,
} from './profile-figures';
import { runDesign } from './run-design';

/** The significant digits of a double's shortest printed form (toExponential() prints it). */
const significantDigits = (x: number) =>
  Math.abs(x).toExponential().replace(/e.*$/u, '').replace('.', '').replace(/0+$/u, '').length;

describe('toSignificantFigures', () => {
  it('is toPrecision on values of every magnitude and sign, halves away from zero included', () => {
    const values = [
      1.23456789e-7,
      -0.00123456789,
      123456.789,
      -9.9999951,
      0.1 + 0.2,
      1e-30,
      -5.123456789e25,
      123.0000001,
      1234565,
      -1234565,
      0.000125,
      -2.5,
      999999.5,
      1e22,
      1.5e-300,
      Number.MAX_VALUE,
      -Number.MIN_VALUE,
    ];
    for (const x of values) {
      for (const figures of [1, 4, 6, 9])
        expect(toSignificantFigures(x, figures)).toBe(Number(x.toPrecision(figures)));
    }
  });

  it('leaves zero, infinities and NaN as they are', () => {
    expect(Object.is(toSignificantFigures(-0, 6), -0)).toBe(true);
    expect(toSignificantFigures(Infinity, 6)).toBe(Infinity);
    expect(toSignificantFigures(-Infinity, 6)).toBe(-Infinity);
    expect(toSignificantFigures(NaN, 6)).toBeNaN();
  });

  it('any double up to 1e300: within half a unit of the last figure kept, printed in at most that many digits', () => {
    // (Near Number.MAX_VALUE the rounded decimal itself overflows, as toPrecision's does.)
    fc.assert(
      fc.property(
        fc.double({ min: -1e300, max: 1e300, noNaN: true }),
        fc.integer({ min: 1, max: 12 }),
        (x, figures) => {
          const y = toSignificantFigures(x, figures);
          if (x === 0) return y === x;
          const halfUnit = 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(x))) - figures + 1);
          return (
            Math.abs(y - x) <= halfUnit * (1 + 1e-9) + Number.MIN_VALUE && significantDigits(y) <= figures
          );
        },
      ),
    );
  });
});

describe('a design result', () => {
  const file = fileURLToPath(new URL('../../examples/projects/generic-100mw-site-d.json', import.meta.url));
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { settings: object };
  const run = runDesign({ ...raw, settings: { ...raw.settings, elements: 100 } });
  if (!run.ok) throw new Error('the generic example must design');
  const axes = run.result.piers
    .flatMap((p) => [p.profiles.strong, p.profiles.weak])
    .filter((a) => a !== null);

  it('carries its profiles to 6 significant figures, rounding changes no value by more than 5e-6 of itself', () => {
    expect(axes.length).toBeGreaterThan(10);
    for (const { profile } of axes) {
      for (const values of Object.values(profile)) {
        expect(values.length).toBe(101);
        for (const x of values) expect(significantDigits(x)).toBeLessThanOrEqual(PROFILE_SIGNIFICANT_FIGURES);
      }
      // Rounding again is the identity: the figures kept are the profile's.
      expect(profileToSignificantFigures(profile)).toEqual(profile);
    }
  });

  it('keeps every digit of its headline numbers: they are the solution’s, not the rounded profile’s', () => {
    const headlines = axes.flatMap((a) => [a.headDeflection_m, a.maxMoment_Nm, a.groundDeflection_m]);
    // A double read off a solve has 15 to 17 digits: most headlines have more than 6.
    expect(
      headlines.filter((x) => significantDigits(x) > PROFILE_SIGNIFICANT_FIGURES).length,
    ).toBeGreaterThan(headlines.length / 2);
    // The head deflection is the profile's first value, to 6 figures.
    for (const a of axes) {
      expect(a.profile.deflection_m[0]).toBe(
        toSignificantFigures(a.headDeflection_m, PROFILE_SIGNIFICANT_FIGURES),
      );
    }
  });
});
