// designOnePier is the design run narrowed to one candidate: its lateral analyses, deflection and
// axial checks must be the run's own for that pile (the run is the reference), and a pile the run
// rejected for a deflection (the next shorter embedment) must fail it. One difference, by design:
// the steel check's unbraced length comes from the depth of fixity of the pile at the deepest
// embedment in range (fixity.ts); a sheet's range is its one pile, so a run's ratio differs there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designOnePier } from './one-pier';
import { runDesign } from './run-design';

const example = JSON.parse(
  readFileSync(new URL('../../examples/projects/generic-100mw-site-d.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('designOnePier', () => {
  // Cold (no Newton seed from the neighbouring candidate): the sheet solves its pile cold too.
  const run = runDesign(example, { seeding: false });
  if (!run.ok) throw new Error(JSON.stringify(run.errors));
  const designed = run.result.piers.filter((p) => p.status === 'pass').slice(0, 3);

  it.each(designed.map((p) => [p.pierTypeId, p.pileHeight_m, p] as const))(
    '%s at %s m: the same checks and profiles as the design run',
    (_id, _h, pier) => {
      const one = designOnePier(example, {
        pierTypeId: pier.pierTypeId,
        section: pier.section.name,
        embedment_m: pier.embedment_m,
        pileHeight_m: pier.pileHeight_m,
      });
      if (!one.ok) throw new Error(JSON.stringify(one.errors));
      expect(one.pier.section.name).toBe(pier.section.name);
      expect(one.pier.embedment_m).toBe(pier.embedment_m);
      expect(one.pier.checks.map((c) => c.id)).toEqual(pier.checks.map((c) => c.id));
      for (const check of pier.checks) {
        const mine = one.pier.checks.find((c) => c.id === check.id)!;
        if (check.id.startsWith('steel')) {
          // Same combination; Lb from this pile's own fixity, not the deepest one's.
          expect(mine.combination).toBe(check.combination);
          expect(mine.ratio!).toBeCloseTo(check.ratio!, 1);
        } else expect(mine).toEqual(check);
      }
      const axis = one.pier.profiles.strong!;
      const same = pier.profiles.combination === one.pier.profiles.combination;
      if (same) expect(axis.profile).toEqual(pier.profiles.strong!.profile);
    },
  );

  it('a pile over a limit fails, with every check and the profiles still reported', () => {
    const pier = designed[0]!;
    const top = pier.checks.find((c) => c.id === 'deflection-top-strong')!;
    // A limit at 90 % of the run's demand: the ratio is demand / limit = 1 / 0.9 by definition.
    const settings = example.settings as { deflectionLimits: { strong: object; weak: object } };
    const tight = {
      ...example,
      settings: {
        ...settings,
        deflectionLimits: { ...settings.deflectionLimits, strong: { top_m: top.demand * 0.9 } },
      },
    };
    const one = designOnePier(tight, {
      pierTypeId: pier.pierTypeId,
      section: pier.section.name,
      embedment_m: pier.embedment_m,
      pileHeight_m: pier.pileHeight_m,
    });
    if (!one.ok) throw new Error(JSON.stringify(one.errors));
    expect(one.pier.status).toBe('no-solution');
    const failing = one.pier.checks.find((c) => c.id === 'deflection-top-strong')!;
    expect(failing.passes).toBe(false);
    expect(failing.ratio).toBeCloseTo(1 / 0.9, 9);
    // Every check is reported (not only up to the first failure) and the profiles are there.
    expect(one.pier.checks.map((c) => c.id)).toEqual(
      pier.checks.filter((c) => c.id !== 'deflection-grade-strong').map((c) => c.id),
    );
    expect(one.pier.profiles.strong?.profile.z_m.length).toBeGreaterThan(10);
  });

  it('names the field of a bad choice', () => {
    const r = designOnePier(example, {
      pierTypeId: 'NOPE',
      section: 'W6x99',
      embedment_m: -1,
      pileHeight_m: 1.3,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path).sort()).toEqual(['embedment_m', 'section']);
    const r2 = designOnePier(example, {
      pierTypeId: 'NOPE',
      section: 'W6x9',
      embedment_m: 2,
      pileHeight_m: 1.3,
    });
    expect(r2.ok ? [] : r2.errors.map((e) => e.path)).toEqual(['pierTypeId']);
    const r3 = designOnePier(
      { ...example, soil: { layers: [] } },
      { pierTypeId: 'SAP', section: 'W6x9', embedment_m: 2, pileHeight_m: 1.3 },
    );
    expect(r3.ok ? [] : r3.errors.map((e) => e.path)).toContain('soil.layers');
  });

  it("takes a section of the input's own (a company section) and its family", () => {
    const own = {
      ...example,
      settings: {
        ...(example.settings as object),
        userSections: [
          {
            kind: 'user-W',
            name: 'W6x7',
            family: 'W6',
            d_m: 0.1524,
            bf_m: 0.1016,
            tf_m: 0.00457,
            tw_m: 0.00432,
          },
        ],
      },
    };
    const r = designOnePier(own, { pierTypeId: 'SAP', section: 'W6x7', embedment_m: 3, pileHeight_m: 1.37 });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.pier.section.name).toBe('W6x7');
  });
});
