/**
 * Properties of the calibration's arithmetic over many random cases (fast-check): the search
 * finds any minimum inside its range, Davisson reads the failure load of any plunging curve,
 * and an axial test made from any skin-friction factor gives that factor back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { davissonFailureLoad_N, fitAxialTest, minimiseOnLogScale, upliftLoadTestSchema } from './index';

const IN = 0.0254;

describe('calibration properties', () => {
  it('the bounded search finds the minimum of (ln x − ln x*)² for any x* inside 0.05–20, within 0.05 %', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.06, max: 19, noNaN: true }), (target) => {
        const r = minimiseOnLogScale((x) => (Math.log(x) - Math.log(target)) ** 2, {
          min: 0.05,
          max: 20,
          gridPoints: 17,
          relativeWidth: 1e-4,
        });
        expect(Math.abs(r.x / target - 1)).toBeLessThan(5e-4);
        expect(r.atBound).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('Davisson returns the load at which an elastic-plastic test curve plunges', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e3, max: 1e6, noNaN: true }),
        fc.double({ min: 1, max: 12, noNaN: true }),
        fc.double({ min: 1.01, max: 3, noNaN: true }),
        (Qf, L, softer) => {
          const A = 2.68 * IN * IN;
          const E = 200e9;
          // below Q_f the head moves `softer` × the free column's P·L/(A·E): below the line
          // as long as that stays under the 0.15 in + D/120 offset
          const pts = [0, 0.5, 1].map((s) => ({
            load_N: s * Qf,
            displacement_m: (softer * s * Qf * L) / (A * E),
          }));
          const offset = 0.15 * IN + (5.9 * IN) / 120;
          fc.pre((softer - 1) * ((Qf * L) / (A * E)) < offset);
          const curve = [...pts, { load_N: Qf, displacement_m: pts[2]!.displacement_m + 1 }];
          expect(davissonFailureLoad_N(curve, L, A, E, 5.9 * IN)).toBeCloseTo(Qf, 6);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('an uplift test failing at f × the table skin + the pile weight gives f back', () => {
    const vertical = {
      table: [{ bottom_m: 10, skinFrictionUp_Pa: 30000, skinFrictionDown_Pa: 40000, endBearing_Pa: 0 }],
      neglectTopSoil_m: 0,
      endBearing: false,
    };
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        fc.double({ min: 1, max: 6, noNaN: true }),
        (f, embedment) => {
          // W6x9: box perimeter 2(5.90 + 3.94) in; 9 lb/ft; stick-up 0.5 m
          const Rs = 30000 * embedment * 2 * (5.9 + 3.94) * IN;
          const W = ((9 * 4.4482216152605) / 0.3048) * (embedment + 0.5);
          const t = upliftLoadTestSchema.parse({
            kind: 'uplift',
            name: 'p',
            section: 'W6x9',
            embedment_m: embedment,
            stickup_m: 0.5,
            failureLoad_N: f * Rs + W,
            points: [
              { load_N: 0, displacement_m: 0 },
              { load_N: 1, displacement_m: 0.001 },
              { load_N: 2, displacement_m: 0.002 },
            ],
          });
          const fit = fitAxialTest(t, vertical);
          expect(fit.status).toBe('fit');
          expect(fit.skinFrictionFactor!).toBeCloseTo(f, 9);
        },
      ),
      { numRuns: 200 },
    );
  });
});
