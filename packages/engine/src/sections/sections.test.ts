import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  axisProperties,
  catalogFamilies,
  findSection,
  iShapeProperties,
  pipeSection,
  resolveSection,
  sectionByName,
  sectionInputSchema,
  sectionsInFamily,
  userISection,
} from './index';

const refcase = (p: string) =>
  JSON.parse(readFileSync(new URL(`../../../../../shared/refcases/${p}`, import.meta.url), 'utf8')) as {
    inputs: { pile: Record<string, number> };
  };

describe('AISC catalogue', () => {
  it('W6x9 matches the refcases (A01: AISC nominal Ix, A, bf, d)', () => {
    const pile = refcase('lateral/A01_apisand_static_W6x9_L3_stick1.5.json').inputs.pile;
    const s = sectionByName('W6x9');
    expect(s.Ix_m4).toBeCloseTo(pile.I_m4!, 15);
    expect(s.A_m2).toBeCloseTo(pile.area_m2!, 12);
    expect(s.bf_m).toBeCloseTo(pile.width_for_py_m!, 12);
    expect(s.d_m).toBeCloseTo(pile.depth_d_m!, 12);
  });

  it('lists W6 and W8 by weight ascending', () => {
    expect(catalogFamilies()).toEqual(['W6', 'W8']);
    expect(sectionsInFamily('W6').map((s) => s.name)).toEqual([
      'W6x8.5',
      'W6x9',
      'W6x12',
      'W6x15',
      'W6x16',
      'W6x20',
      'W6x25',
    ]);
    expect(sectionsInFamily('w8').map((s) => s.weight_lb_per_ft)).toEqual([10, 13, 15, 18, 21, 24, 28]);
  });

  it('finds names regardless of case and spaces, and explains misses', () => {
    expect(sectionByName(' w8X10 ').name).toBe('W8x10');
    const miss = findSection('W6x7');
    expect(miss.ok).toBe(false);
    if (!miss.ok) expect(miss.message).toMatch(/mill shape/);
    const unknown = findSection('W99x1');
    expect(unknown.ok).toBe(false);
  });

  it('weight: 9 lb/ft = 131.345 N/m (hand: 9 x 4.44822 / 0.3048)', () => {
    expect(sectionByName('W6x9').weight_N_per_m).toBeCloseTo(131.3451, 3);
  });
});

describe('every W6/W8 row is internally consistent (transcription guard)', () => {
  // Rolled shapes carry fillets, so tabulated A and Ix sit 0–6 % above the three-plate values;
  // S = I/c, r = √(I/A) and W = A × 490 lb/ft³ follow from the tabulated values. All 14 rows
  // were also compared field by field with AISC Shapes Database v15.0 (ambaker1/aisc-csv,
  // v15.0/Shapes-US.csv): no difference. Worst case here: W8x10 Ix +3.4 %, W6x9 weight −1.3 %.
  const IN = 0.0254;
  it.each(
    catalogFamilies()
      .flatMap((f) => sectionsInFamily(f))
      .map((s) => [s.name, s] as const),
  )('%s', (_name, s) => {
    const p = iShapeProperties(s);
    for (const [tab, plate] of [
      [s.A_m2, p.A_m2],
      [s.Ix_m4, p.Ix_m4],
      [s.Zx_m3, p.Zx_m3],
    ] as const) {
      expect(tab / plate - 1).toBeGreaterThanOrEqual(0);
      expect(tab / plate - 1).toBeLessThan(0.06);
    }
    for (const [tab, plate] of [
      [s.Iy_m4, p.Iy_m4],
      [s.Zy_m3, p.Zy_m3],
    ] as const) {
      expect(Math.abs(tab / plate - 1)).toBeLessThan(0.02);
    }
    expect(Math.abs(s.Sx_m3 / (s.Ix_m4 / (s.d_m / 2)) - 1)).toBeLessThan(0.01);
    expect(Math.abs(s.Sy_m3 / (s.Iy_m4 / (s.bf_m / 2)) - 1)).toBeLessThan(0.01);
    expect(Math.abs(s.rx_m / Math.sqrt(s.Ix_m4 / s.A_m2) - 1)).toBeLessThan(0.01);
    expect(Math.abs(s.ry_m / Math.sqrt(s.Iy_m4 / s.A_m2) - 1)).toBeLessThan(0.01);
    // W (lb/ft) = A (in²) × 490/144; SI: lb/ft → N/m = 4.4482216152605/0.3048 = 14.5939
    const A_in2 = s.A_m2 / IN ** 2;
    expect(Math.abs(s.weight_lb_per_ft / ((A_in2 * 490) / 144) - 1)).toBeLessThan(0.02);
    expect(s.weight_N_per_m / s.weight_lb_per_ft).toBeCloseTo(14.5939, 4);
  });

  it('SI conversion: W8x18 d 8.14 in = 0.206756 m, Ix 61.9 in⁴ = 2.5764725e-5 m⁴ (0.0254⁴ = 4.16231e-7)', () => {
    const s = sectionByName('W8x18');
    expect(s.d_m).toBeCloseTo(0.206756, 9);
    expect(s.Ix_m4 / 2.5764725e-5).toBeCloseTo(1, 6);
  });
});

describe('iShapeProperties (fillets ignored)', () => {
  // Hand calculation, d = 0.2, bf = 0.1, tf = 0.01, tw = 0.005 m:
  // A = 2(0.1)(0.01) + 0.18(0.005) = 0.0029 m²
  // Ix = [0.1(0.2³) − 0.095(0.18³)]/12 = (8e-4 − 5.5404e-4)/12 = 2.0496667e-5 m⁴
  // Iy = [2(0.01)(0.1³) + 0.18(0.005³)]/12 = (2e-5 + 2.25e-8)/12 = 1.6685417e-6 m⁴
  // Zx = 0.1(0.01)(0.19) + 0.005(0.18²)/4 = 1.9e-4 + 4.05e-5 = 2.305e-4 m³
  // Zy = 0.01(0.1²)/2 + 0.18(0.005²)/4 = 5e-5 + 1.125e-6 = 5.1125e-5 m³
  const p = iShapeProperties({ d_m: 0.2, bf_m: 0.1, tf_m: 0.01, tw_m: 0.005 });
  it.each([
    ['A_m2', p.A_m2, 0.0029],
    ['Ix_m4', p.Ix_m4, 2.0496667e-5],
    ['Iy_m4', p.Iy_m4, 1.6685417e-6],
    ['Sx_m3', p.Sx_m3, 2.0496667e-4],
    ['Sy_m3', p.Sy_m3, 3.3370833e-5],
    ['Zx_m3', p.Zx_m3, 2.305e-4],
    ['Zy_m3', p.Zy_m3, 5.1125e-5],
  ])('%s', (_name, got, want) => {
    expect(Math.abs(got / want - 1)).toBeLessThan(1e-7);
  });

  it('W6x9 plates give A and Ix within 5 % of AISC (the fillets)', () => {
    const s = sectionByName('W6x9');
    const q = iShapeProperties(s);
    expect(Math.abs(q.A_m2 / s.A_m2 - 1)).toBeLessThan(0.05);
    expect(Math.abs(q.Ix_m4 / s.Ix_m4 - 1)).toBeLessThan(0.05);
    expect(q.A_m2).toBeLessThan(s.A_m2);
  });

  it('rejects impossible plates', () => {
    expect(() => userISection({ name: 'bad', d_m: 0.1, bf_m: 0.1, tf_m: 0.06, tw_m: 0.01 })).toThrow(/tf_m/);
  });
});

describe('pipes and inputs', () => {
  it('0.6 m x 12.7 mm pipe matches CF01/A07 I and A', () => {
    const s = pipeSection({ od_m: 0.6, t_m: 0.0127 });
    expect(s.Ix_m4 / 0.0010107567350208133 - 1).toBeCloseTo(0, 12);
    expect(s.A_m2 / 0.023432228541256706 - 1).toBeCloseTo(0, 12);
  });

  it('weak axis uses Iy and the depth d as p-y width', () => {
    const s = sectionByName('W6x9');
    expect(axisProperties(s, 'weak')).toEqual({ I_m4: s.Iy_m4, pyWidth_m: s.d_m, c_m: s.bf_m / 2 });
    expect(axisProperties(s, 'strong').pyWidth_m).toBe(s.bf_m);
  });

  it('resolves strings and every kind', () => {
    const inputs = [
      'W6x9',
      { kind: 'catalog', name: 'W8x10' },
      { kind: 'user-W', name: 'NXT 10', family: 'NXT', d_m: 0.15, bf_m: 0.1, tf_m: 0.006, tw_m: 0.004 },
      { kind: 'pipe', od_m: 0.2, t_m: 0.01 },
    ].map((i) => sectionInputSchema.parse(i));
    const names = inputs.map((i) => {
      const r = resolveSection(i);
      return r.ok ? r.section.shape : r.message;
    });
    expect(names).toEqual(['W', 'W', 'user-W', 'pipe']);
    expect(sectionInputSchema.safeParse({ kind: 'pipe', od_m: 0.1, t_m: 0.06 }).success).toBe(false);
  });
});

describe('company sections: tabulated properties and source notes', () => {
  const IN = 0.0254;
  // W6x9 as a producer's sheet gives it (AISC Shapes Database v16.0 row: d 5.90, bf 3.94,
  // tf 0.215, tw 0.170 in; A 2.68 in², Ix 16.4 in⁴, Iy 2.20 in⁴, Zx 6.23 in³, Zy 1.72 in³, J 0.0405 in⁴).
  const sheet = {
    kind: 'user-W' as const,
    name: 'W6x9 mill',
    family: 'W6',
    d_m: 5.9 * IN,
    bf_m: 3.94 * IN,
    tf_m: 0.215 * IN,
    tw_m: 0.17 * IN,
    A_m2: 2.68 * IN ** 2,
    Ix_m4: 16.4 * IN ** 4,
    Iy_m4: 2.2 * IN ** 4,
    Zx_m3: 6.23 * IN ** 3,
    Zy_m3: 1.72 * IN ** 3,
    J_m4: 0.0405 * IN ** 4,
    source: 'Mill data sheet 2024-03, rev B',
  };

  it('tabulated values replace the plate values; S = I/(d/2) from them (AISC Sx 5.56 in³)', () => {
    const r = resolveSection(sectionInputSchema.parse(sheet));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.section;
    expect(s.A_m2).toBe(sheet.A_m2);
    expect(s.Ix_m4).toBe(sheet.Ix_m4);
    expect(s.J_m4).toBe(sheet.J_m4);
    expect(s.family).toBe('W6');
    // 2 x 16.4 / 5.90 = 5.559 in³, the AISC row's Sx (5.56) to its rounding.
    expect(s.Sx_m3 / IN ** 3).toBeCloseTo(5.56, 2);
    // r_y = √(2.20/2.68) = 0.906 in (AISC 0.905).
    expect(s.ry_m / IN).toBeCloseTo(0.906, 3);
    expect(s.source).toMatch(
      /^Mill data sheet 2024-03, rev B \(.*tabulated A_m2, Ix_m4, Iy_m4, Zx_m3, Zy_m3, J_m4\)$/,
    );
    // The same numbers as the catalogue's W6x9 row, where the catalogue has them.
    const cat = sectionByName('W6x9');
    expect(s.A_m2).toBeCloseTo(cat.A_m2, 12);
    expect(s.Zx_m3).toBeCloseTo(cat.Zx_m3, 12);
  });

  it('without tabulated values the plate formulas apply and the note says so', () => {
    const { A_m2: _a, Ix_m4: _i, Iy_m4: _iy, Zx_m3: _z, Zy_m3: _zy, J_m4: _j, ...plates } = sheet;
    const s = userISection(plates);
    expect(s.A_m2).toBeCloseTo(iShapeProperties(plates).A_m2, 15);
    expect(s.J_m4).toBeUndefined();
    expect(s.source).toBe(
      'Mill data sheet 2024-03, rev B (user-defined plate dimensions; properties computed with fillets ignored)',
    );
  });

  it('a pipe keeps the family and source it is given', () => {
    const r = resolveSection({
      kind: 'pipe',
      name: 'P4',
      family: 'PIPE4',
      od_m: 0.1143,
      t_m: 0.006,
      source: 'Vendor drawing 12',
    });
    expect(r.ok && r.section.family).toBe('PIPE4');
    expect(r.ok && r.section.source).toMatch(/^Vendor drawing 12 \(/);
  });

  it('a plate that does not fit names the field it is in (tf ≥ d/2)', () => {
    const bad = sectionInputSchema.safeParse({ ...sheet, tf_m: sheet.d_m / 2 });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues.map((i) => i.path.at(-1))).toContain('tf_m');
    const pipe = sectionInputSchema.safeParse({ kind: 'pipe', od_m: 0.1, t_m: 0.06 });
    expect(!pipe.success && pipe.error.issues[0]!.path.at(-1)).toBe('t_m');
  });

  it('a dimension that is not positive is reported once, by name', () => {
    const r = sectionInputSchema.safeParse({ kind: 'pipe', od_m: -0.1, t_m: 0.006 });
    expect(!r.success && r.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['od_m', 'od_m must be positive'],
    ]);
  });

  it('a value that is neither a name nor a known kind says what would do, not "Invalid input"', () => {
    for (const bad of [5, null, { name: 'W6x9' }, { kind: 'pipx', od_m: 0.1 }]) {
      const r = sectionInputSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(!r.success && r.error.issues.map((i) => i.message)).toEqual([
        'must be a catalogue name such as "W6x9", or an object whose kind is "catalog", "user-W", "user-properties" or "pipe"',
      ]);
    }
  });

  it('a tabulated value must be positive, and names its field', () => {
    const bad = sectionInputSchema.safeParse({ ...sheet, Ix_m4: -1 });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues.some((i) => i.path.includes('Ix_m4'))).toBe(true);
  });
});
