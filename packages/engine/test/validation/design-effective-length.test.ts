/**
 * K of the steel check's effective lengths per axis (settings.effectiveLengthFactorStrong /
 * Weak; checks/steel-axial.ts CANTILEVER_K). A pile is a column fixed at its depth of fixity:
 * AISC 360-16 Commentary Table C-A-7.1 case (e), top free to sway, recommends K = 2.1; case (b),
 * top held against sway, 0.8. Whether the torque tube holds a pile top is the engineer's
 * judgement, so the design takes 2.1 unless told and lists K among its design constants.
 *
 * On the Array Tech example (3 piers with Lc/r 204–217 about the weak axis at K = 2.1):
 * - empty fields: K = 2.1 about both axes, Lc = 2.1 × (reveal + fixity) in every steel working;
 * - weak-axis K = 0.8: Lcy = 0.8 × (reveal + weak fixity) in every steel working (by hand from
 *   the working's own reveal and fixity), the Lc/r warnings gone, and no pier heavier or longer
 *   (a shorter Lc only raises Pc, so a steel check that passed still passes: fixity-bound.ts);
 * - a K below 0.5 is refused, naming the field.
 */
import { describe, expect, it } from 'vitest';
import { designExampleWith, readExampleInput } from '../example-projects';
import { parseDesignInput, type DesignResult } from '../../src/design';

const ARRAY_TECH = 'array-tech-100mw-ground-forces.json';
const arrayTech = () => readExampleInput(ARRAY_TECH);
const design = (settings: Record<string, unknown>): DesignResult => designExampleWith(ARRAY_TECH, settings);

const steelWorkings = (r: DesignResult) =>
  r.piers.flatMap((p) =>
    p.checks
      .filter((c) => c.id === 'steel-strength')
      .map((c) => ({ reveal_m: p.pileHeight_m, d: c.details as Record<string, number> })),
  );

const lcWarnings = (r: DesignResult) => r.piers.flatMap((p) => p.warnings.filter((w) => w.includes('Lc/r')));

describe('K of the steel check per axis (AISC 360-16 Commentary Table C-A-7.1)', () => {
  const asGiven = design({});
  const held = design({ effectiveLengthFactorWeak: 0.8 });

  it('empty: K = 2.1 about both axes, listed among the design constants with its source', () => {
    const ks = asGiven.constants!.filter((c) => c.inputPath.startsWith('settings.effectiveLengthFactor'));
    expect(ks.map((c) => [c.inputPath, c.value, c.engineerToConfirm])).toEqual([
      ['settings.effectiveLengthFactorStrong', 2.1, false],
      ['settings.effectiveLengthFactorWeak', 2.1, false],
    ]);
    expect(ks[0]!.source).toContain('C-A-7.1');
    const works = steelWorkings(asGiven);
    expect(works.length).toBeGreaterThan(0);
    for (const { reveal_m, d } of works) {
      expect(d.Kx).toBe(2.1);
      expect(d.Lcy_m).toBeCloseTo(2.1 * (reveal_m + d.fixityWeak_m!), 12);
      expect(d.Lcx_m).toBeCloseTo(2.1 * (reveal_m + d.fixityStrong_m!), 12);
    }
    expect(lcWarnings(asGiven).length).toBeGreaterThan(0);
  });

  it('weak axis held against sway (K = 0.8): Lcy by hand, no Lc/r warning, no pier heavier or longer', () => {
    const k = held.constants!.find((c) => c.inputPath === 'settings.effectiveLengthFactorWeak')!;
    expect([k.value, k.source]).toEqual([0.8, 'project input']);
    for (const { reveal_m, d } of steelWorkings(held)) {
      expect([d.Kx, d.Ky]).toEqual([2.1, 0.8]);
      expect(d.Lcy_m).toBeCloseTo(0.8 * (reveal_m + d.fixityWeak_m!), 12);
    }
    expect(lcWarnings(held)).toEqual([]);
    const sections = asGiven.settings.sections;
    held.piers.forEach((p, i) => {
      const before = asGiven.piers[i]!;
      expect([p.pierTypeId, p.pileHeight_m]).toEqual([before.pierTypeId, before.pileHeight_m]);
      const [now, was] = [sections.indexOf(p.section.name), sections.indexOf(before.section.name)];
      expect(now).toBeLessThanOrEqual(was);
      if (now === was) expect(p.embedment_m).toBeLessThanOrEqual(before.embedment_m);
    });
  });

  it('refuses a K below 0.5 (both ends fixed, the least the table gives), above 10 or not a number, naming the field', () => {
    const input = arrayTech();
    input.settings.effectiveLengthFactorStrong = 0.3;
    const parsed = parseDesignInput(input);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok)
      expect(parsed.errors).toContainEqual({
        path: 'settings.effectiveLengthFactorStrong',
        message: 'must be at least 0.5 (both ends fixed)',
      });
    for (const [K, message] of [
      [12, 'must be at most 10'],
      ['2.1', 'must be a number'],
    ] as const) {
      const bad = arrayTech();
      bad.settings.effectiveLengthFactorWeak = K;
      const r = parseDesignInput(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        const e = r.errors.find((x) => x.path === 'settings.effectiveLengthFactorWeak');
        expect(e?.message).toContain(message);
      }
    }
  });
});

/**
 * K per pier type (settings.effectiveLengthByPierType): a motor pier may meet the torque tube
 * otherwise than a bearing pier. A row's K is that pier type's, an axis it leaves empty the
 * project's; the other pier types design exactly as without the row.
 */
describe('K per pier type', () => {
  const asGiven = design({});
  const warned = [
    ...new Set(
      asGiven.piers.filter((p) => lcWarnings({ ...asGiven, piers: [p] }).length > 0).map((p) => p.pierTypeId),
    ),
  ];
  const target = warned[0]!;
  const perPier = design({
    effectiveLengthFactorStrong: 1.5,
    effectiveLengthByPierType: [{ pierType: target, weak: 0.8 }],
  });

  it('takes the row’s K for that pier type, the project’s for an axis the row leaves empty', () => {
    expect(warned.length).toBeGreaterThan(0);
    const ofTarget = perPier.piers.filter((p) => p.pierTypeId === target);
    expect(ofTarget.length).toBeGreaterThan(0);
    for (const p of ofTarget) {
      for (const c of p.checks.filter((x) => x.id === 'steel-strength')) {
        const d = c.details as Record<string, number>;
        expect([d.Kx, d.Ky]).toEqual([1.5, 0.8]);
        expect(d.Lcy_m).toBeCloseTo(0.8 * (p.pileHeight_m + d.fixityWeak_m!), 12);
        expect(d.Lcx_m).toBeCloseTo(1.5 * (p.pileHeight_m + d.fixityStrong_m!), 12);
      }
      expect(p.warnings.filter((w) => w.includes('Lc/r'))).toEqual([]);
    }
  });

  it('leaves the other pier types at the project’s K, their designs as with no row at all', () => {
    const projectOnly = design({ effectiveLengthFactorStrong: 1.5 });
    perPier.piers.forEach((p, i) => {
      if (p.pierTypeId === target) return;
      const want = projectOnly.piers[i]!;
      expect([p.pierTypeId, p.pileHeight_m, p.section.name, p.embedment_m]).toEqual([
        want.pierTypeId,
        want.pileHeight_m,
        want.section.name,
        want.embedment_m,
      ]);
      for (const c of p.checks.filter((x) => x.id === 'steel-strength')) {
        const d = c.details as Record<string, number>;
        expect([d.Kx, d.Ky]).toEqual([1.5, 2.1]);
      }
    });
  });

  it('lists the row’s K among the design constants, the field that changes it named', () => {
    const rows = perPier.constants!.filter((c) => c.inputPath.startsWith('settings.effectiveLength'));
    expect(rows.map((c) => [c.inputPath, c.value, c.source])).toEqual([
      ['settings.effectiveLengthFactorStrong', 1.5, 'project input'],
      ['settings.effectiveLengthFactorWeak', 2.1, expect.stringContaining('C-A-7.1')],
      ['settings.effectiveLengthByPierType[0].weak', 0.8, 'project input'],
    ]);
    expect(rows[2]!.name).toContain(`pier type ${target}`);
  });

  it('refuses a pier type the load tables do not define, one given twice, and a K out of range, naming the row', () => {
    const errorsOf = (rows: unknown) => {
      const input = arrayTech();
      input.settings.effectiveLengthByPierType = rows;
      const r = parseDesignInput(input);
      return r.ok ? [] : r.errors;
    };
    expect(errorsOf([{ pierType: 'NOPE', weak: 0.8 }])).toContainEqual({
      path: 'settings.effectiveLengthByPierType[0].pierType',
      message: expect.stringContaining("no pier type 'NOPE' in the load tables"),
    });
    expect(
      errorsOf([
        { pierType: target, weak: 0.8 },
        { pierType: target, strong: 1 },
      ]),
    ).toContainEqual({
      path: 'settings.effectiveLengthByPierType[1].pierType',
      message: `pier type '${target}' has a row above already`,
    });
    expect(errorsOf([{ pierType: target, weak: 0.2 }])).toContainEqual({
      path: 'settings.effectiveLengthByPierType[0].weak',
      message: 'must be at least 0.5 (both ends fixed)',
    });
  });
});
