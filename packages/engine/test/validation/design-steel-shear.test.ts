/**
 * The steel shear check (AISC 360-16 chapter G) in a whole design: on the generic example (ASD,
 * W6 sections, corrosion), every pier design reports the shear of each loaded axis, and its
 * numbers follow by hand from the section: strong axis G2.1(a), Vn = 0.6 Fy d tw, Vc = Vn / 1.50;
 * weak axis G6, Vn = 2 × 0.6 Fy bf tf (Cv2 = 1 for every W6: bf/2tf ≤ 1.10 √(1.2 E/Fy) = 29),
 * Vc = Vn / 1.67; Vr from the 1.6 × analysis ÷ 1.6. The stretch's section is the corroded one in
 * the corrosion zone: its thinner plates give a smaller Vn than the nominal's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROJECTS_DIR } from '../example-projects';
import { runDesign } from '../../src/design';
import { sectionByName } from '../../src/sections/catalog';

const generic = JSON.parse(readFileSync(EXAMPLE_PROJECTS_DIR + 'generic-100mw-site-d.json', 'utf8'));
const run = runDesign(generic);
if (!run.ok) throw new Error(JSON.stringify(run.errors));
const { result } = run;
const Fy = 50 * 6.894757293168e6;

describe('steel shear (AISC 360-16 chapter G) in the generic design', () => {
  it('every pier design reports the shear of both axes, each with its working, passing', () => {
    for (const p of result.piers) {
      const ids = p.checks.map((c) => c.id);
      expect(ids).toContain('steel-shear-strong');
      expect(ids).toContain('steel-shear-weak');
    }
  });

  it("the numbers follow by hand from the stretch's section: the corroded one in the corrosion zone", () => {
    let corrodedSeen = 0;
    for (const p of result.piers)
      for (const c of p.checks.filter((x) => x.id.startsWith('steel-shear'))) {
        const d = c.details as Record<string, number | string>;
        const strong = c.id.endsWith('strong');
        expect(d.method).toBe('ASD');
        expect(d.analysisLoadFactor).toBe(1.6);
        // G2-1 / G6-1 from the working's own areas (Cv1 = Cv2 = 1 on these W6 shapes)
        const area = (strong ? d.Aw_m2 : d.flangeArea_m2) as number;
        expect(d.Vn_N as number).toBeCloseTo(0.6 * Fy * area, 3);
        expect(c.capacity).toBeCloseTo((d.Vn_N as number) / (strong ? 1.5 : 1.67), 6);
        expect(c.ratio!).toBeCloseTo(c.demand / c.capacity, 12);
        // against the nominal plates of the catalogue: equal below the zone, smaller in it
        const s = sectionByName(p.section.name);
        const nominal = strong ? s.d_m * s.tw_m : 2 * s.bf_m * s.tf_m;
        if (d.stretch === 'corroded zone') {
          expect(area).toBeLessThan(nominal);
          corrodedSeen++;
        } else expect(area).toBeCloseTo(nominal, 12);
      }
    expect(corrodedSeen).toBeGreaterThan(0);
  });
});
