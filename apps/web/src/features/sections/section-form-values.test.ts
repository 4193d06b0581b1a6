import { describe, expect, it } from 'vitest';
import { readSectionForm, sectionToForm, type SectionFormValues } from './section-form-values';

// W6x9 as its AISC row gives it (AISC Shapes Database v16.0): test data with a citation.
const w6x9: SectionFormValues = {
  kind: 'user-W',
  name: 'W6x7 look-alike',
  family: 'W6',
  source: 'Mill data sheet (test)',
  numbers: { d_m: '5.90', bf_m: '3.94', tf_m: '0.215', tw_m: '0.170', A_m2: '2.68', Ix_m4: '16.4' },
};

describe('sections form values', () => {
  it('reads inches into SI for the engine: 5.90 in = 0.14986 m, 16.4 in⁴ = 6.826e-6 m⁴', () => {
    const r = readSectionForm(w6x9, 'imperial');
    expect(r.ok).toBe(true);
    if (!r.ok || r.section.kind !== 'user-W') return;
    expect(r.section.d_m).toBeCloseTo(0.14986, 8);
    expect(r.section.Ix_m4).toBeCloseTo(16.4 * 0.0254 ** 4, 15);
    expect(r.section.Iy_m4).toBeUndefined();
  });

  it('refuses letters with a message instead of dropping them, and names missing plates', () => {
    const r = readSectionForm({ ...w6x9, numbers: { ...w6x9.numbers, tf_m: '0.2l5', tw_m: '' } }, 'imperial');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.tf_m).toMatch(/“0.2l5” is not a number/);
    expect(r.errors.tw_m).toBe('Enter a value');
  });

  it("gives the engine's own message at the field it names (tf over half of d), and asks for the source", () => {
    const r = readSectionForm({ ...w6x9, source: '', numbers: { ...w6x9.numbers, tf_m: '3' } }, 'imperial');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.tf_m).toMatch(/must be less than half of d_m/);
    expect(r.errors.source).toBe('Source note is required');
  });

  it('metric: plates in mm, properties in cm (A 17.3 cm² = 1.73e-3 m²), and back', () => {
    const r = readSectionForm(
      { ...w6x9, numbers: { d_m: '150', bf_m: '100', tf_m: '5.5', tw_m: '4.3', A_m2: '17.3' } },
      'metric',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect((r.section as { A_m2: number }).A_m2).toBeCloseTo(1.73e-3, 12);
    expect(sectionToForm(r.section, 'metric').numbers).toEqual({
      d_m: '150',
      bf_m: '100',
      tf_m: '5.5',
      tw_m: '4.3',
      A_m2: '17.3',
    });
  });
});
