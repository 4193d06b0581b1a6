/**
 * E of the steel (settings.steelModulus_Pa). AISC 360-16's list of symbols gives E = 29,000 ksi
 * (200 000 MPa); the two are 0.03 % apart, and PileWise took 200 GPa with no way to change it, so
 * a US engineer matching an LPILE run at 29,000 ksi could not. Left empty the design takes
 * 200 GPa, as before; given, the value reaches every place that reads E:
 * - the steel checks: E in the working, and Fe = π²E/(Lc/r)² (AISC 360-16 Eq. E3-4) by hand from
 *   the working's own slenderness;
 * - the pile's EI in the lateral analyses: the same pile (one section, one embedment) under the
 *   same loads deflects less at its top when stiffer;
 * - the design constants, with where it came from.
 * Out of the range of structural steel (150–250 GPa) it is refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { designExampleWith, readExampleInput } from '../example-projects';
import { parseDesignInput, type DesignResult } from '../../src/design';

/** 1 ksi in Pa: 1,000 lbf (4.4482216152605 N) over a square inch (0.0254² m²), exact by definition. */
const PA_PER_KSI = (1000 * 4.4482216152605) / 0.0254 ** 2;

const ARRAY_TECH = 'array-tech-100mw-ground-forces.json';
const arrayTech = () => readExampleInput(ARRAY_TECH);
const design = (settings: Record<string, unknown>): DesignResult => designExampleWith(ARRAY_TECH, settings);

const steelWorkings = (r: DesignResult) =>
  r.piers.flatMap((p) =>
    p.checks.filter((c) => c.id === 'steel-strength').map((c) => c.details as Record<string, number>),
  );

const modulusConstant = (r: DesignResult) =>
  r.constants!.find((c) => c.inputPath === 'settings.steelModulus_Pa')!;

describe('E of the steel (AISC 360-16 Symbols: 29,000 ksi, 200 000 MPa)', () => {
  it('empty: 200 GPa in every steel working, listed among the constants with its source', () => {
    const r = design({});
    const c = modulusConstant(r);
    expect([c.value, c.unit, c.engineerToConfirm]).toEqual([200e9, 'Pa', false]);
    expect(c.source).toContain('29,000 ksi');
    const works = steelWorkings(r);
    expect(works.length).toBeGreaterThan(0);
    for (const d of works) expect(d.E_Pa).toBe(200e9);
  });

  it('29,000 ksi: E and Fe = π²E/(Lc/r)² (Eq. E3-4) in every steel working, the constant a project input', () => {
    const E_Pa = 29_000 * PA_PER_KSI; // 199.948 GPa
    const r = design({ steelModulus_Pa: E_Pa });
    expect([modulusConstant(r).value, modulusConstant(r).source]).toEqual([E_Pa, 'project input']);
    const works = steelWorkings(r);
    expect(works.length).toBeGreaterThan(0);
    for (const d of works) {
      expect(d.E_Pa).toBe(E_Pa);
      expect(d.Fe_Pa).toBeCloseTo((Math.PI ** 2 * E_Pa) / d.Lc_over_r! ** 2, 3);
    }
  });

  it("the pile's EI: one pile under the same loads deflects less at its top the stiffer its steel", () => {
    // one candidate only, so both designs report the same pile
    const onePile = { minSection: 'W6x15', maxSection: 'W6x15', minEmbed_m: 2.4, maxEmbed_m: 2.4 };
    const topDeflections = (r: DesignResult) =>
      r.piers.flatMap((p) =>
        p.checks.filter((c) => c.id.startsWith('deflection-top')).map((c) => [p.pierTypeId, c.id, c.demand]),
      );
    const soft = topDeflections(design({ ...onePile, steelModulus_Pa: 150e9 }));
    const usual = topDeflections(design(onePile));
    const stiff = topDeflections(design({ ...onePile, steelModulus_Pa: 250e9 }));
    expect(soft.length).toBeGreaterThan(0);
    soft.forEach(([pier, id, y_m], i) => {
      expect([usual[i]![0], usual[i]![1], stiff[i]![0], stiff[i]![1]]).toEqual([pier, id, pier, id]);
      expect(y_m as number).toBeGreaterThan(usual[i]![2] as number);
      expect(usual[i]![2] as number).toBeGreaterThan(stiff[i]![2] as number);
    });
  });

  it.each([
    [100e9, 'must be at least 150 GPa'],
    [29_000, 'must be at least 150 GPa'], // ksi typed as if the field took ksi
    [300e9, 'must be at most 250 GPa'],
  ])('%s Pa is refused, naming the field', (value, message) => {
    const input = arrayTech();
    input.settings.steelModulus_Pa = value;
    const parsed = parseDesignInput(input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      expect.objectContaining({
        path: 'settings.steelModulus_Pa',
        message: expect.stringContaining(message),
      }),
    ]);
  });
});
