import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  N_PER_LBF,
  STANDARD_GRAVITY_M_PER_S2,
  type DesignResult,
  type PierDesign,
} from '@pilewise/contracts';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { diffDesignInputs, onlyDifferences, sameJson } from './input-diff';
import { diffDesignResults, formatSignedChange, formatTonnage, pierResultKey } from './result-diff';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const copy = <T>(v: T): T => structuredClone(v);
const changedRows = (before: unknown, after: unknown, system: 'imperial' | 'metric' = 'imperial') =>
  onlyDifferences(diffDesignInputs(before, after, system)).groups.flatMap((g) =>
    g.rows.map((r) => ({ group: g.title, groupChange: g.change, ...r })),
  );

describe('diffDesignInputs', () => {
  it('an input against itself has no difference, and lists every field as the same', () => {
    const diff = diffDesignInputs(generic, copy(generic), 'imperial');
    expect(diff.changedCount).toBe(0);
    expect(diff.groups.length).toBeGreaterThan(10);
    expect(diff.groups.every((g) => g.change === 'same' && g.rows.every((r) => r.change === 'same'))).toBe(
      true,
    );
  });

  it("a soil layer's changed friction angle: one row, labelled and in units from the field table", () => {
    const after = copy(generic) as Json;
    after.soil.layers[1].phiDeg = 34;
    const rows = changedRows(generic, after);
    expect(rows).toEqual([
      {
        group: 'Soil layer 2 · Medium dense silty sand (SM)',
        groupChange: 'changed',
        path: 'soil.layers[Medium dense silty sand (SM)].phiDeg',
        label: 'Phi',
        before: '32.0°',
        after: '34.0°',
        change: 'changed',
      },
    ]);
  });

  it('unit weights in the project unit system: 18 500 N/m³ = 117.8 pcf, 18.5 kN/m³', () => {
    const after = copy(generic) as Json;
    after.soil.layers[0].gamma_N_per_m3 = 19000;
    // 1 pcf = 4.4482216 N / 0.3048³ m³ = 157.087 N/m³: 18 500 → 117.8, 19 000 → 121.0 (3 significant).
    expect(changedRows(generic, after, 'imperial').map((r) => [r.label, r.before, r.after])).toEqual([
      ['Gamma', '118 pcf', '121 pcf'],
    ]);
    expect(changedRows(generic, after, 'metric').map((r) => [r.before, r.after])).toEqual([
      ['18.5 kN/m³', '19.0 kN/m³'],
    ]);
  });

  it('a layer inserted at the top is one added layer: the layers below are matched by name', () => {
    const after = copy(generic) as Json;
    after.soil.layers.unshift({
      name: 'Fill',
      model: 'api-sand',
      top_m: 0,
      bottom_m: 0.5,
      gamma_N_per_m3: 17000,
      phiDeg: 28,
    });
    const rows = changedRows(generic, after);
    expect(new Set(rows.map((r) => r.group))).toEqual(new Set(['Soil layer 1 · Fill']));
    expect(rows.every((r) => r.change === 'added' && r.before === '—')).toBe(true);
    expect(rows.find((r) => r.label === 'Phi')?.after).toBe('28.0°');
  });

  it('a removed layer is listed removed, after the layer that preceded it', () => {
    const after = copy(generic) as Json;
    after.soil.layers.splice(1, 1);
    const diff = diffDesignInputs(generic, after, 'imperial');
    const soil = diff.groups.filter((g) => g.title.startsWith('Soil layer'));
    expect(soil.map((g) => [g.title, g.change])).toEqual([
      ['Soil layer 1 · Very stiff sandy lean clay (CL), dry', 'same'],
      ['Soil layer 2 · Medium dense silty sand (SM)', 'removed'],
      ['Soil layer 2 · Caliche-cemented sand and gravel', 'same'],
    ]);
  });

  it('unnamed layers pair by position', () => {
    const before = {
      soil: {
        layers: [
          { model: 'api-sand', phiDeg: 30 },
          { model: 'api-sand', phiDeg: 35 },
        ],
      },
    };
    const after = {
      soil: {
        layers: [
          { model: 'api-sand', phiDeg: 30 },
          { model: 'api-sand', phiDeg: 36 },
        ],
      },
    };
    expect(changedRows(before, after).map((r) => [r.group, r.before, r.after])).toEqual([
      ['Soil layer 2', '35.0°', '36.0°'],
    ]);
  });

  it('load rows match by load type and case whatever their order; a changed force is in kip', () => {
    const after = copy(generic) as Json;
    after.tracker.generic.rows.reverse();
    const w0 = after.tracker.generic.rows.find((r: Json) => r.loadType === 'SAP' && r.loadCase === 'W0');
    w0.Vx_N = 7000;
    // 6 800 N / 4 448.22 N per kip = 1.529 kip; 7 000 N = 1.574 kip.
    expect(changedRows(generic, after).map((r) => [r.group, r.label, r.before, r.after])).toEqual([
      ['Load row SAP · W0', 'Vx', '1.53 kip', '1.57 kip'],
    ]);
  });

  it("a Nextracker moment row's values are moments, not forces", () => {
    const after = copy(nextracker) as Json;
    const row = after.tracker.nextracker.rows.find((r: Json) => r.component === 'Mx_Nm');
    row.values[0] += 1000;
    const [hit] = changedRows(nextracker, after);
    expect(hit?.label).toBe('Load cases');
    expect(hit?.after).toMatch(/kip·ft$/);
  });

  it('a choice shows its label, a group only one side has is added, an unknown key is still compared', () => {
    const before = { settings: { designMethod: 'ASD' }, tracker: { mode: 2 } };
    const after = {
      settings: { designMethod: 'ASD' },
      tracker: { mode: 1 },
      corrosion: { consider: true },
      extra: 3,
    };
    const rows = changedRows(before, after);
    expect(rows.find((r) => r.path === 'tracker.mode')).toMatchObject({
      before: 'Generic',
      after: 'Nextracker',
    });
    expect(rows.find((r) => r.path === 'corrosion.consider')).toMatchObject({
      groupChange: 'added',
      change: 'added',
    });
    expect(rows.find((r) => r.path === 'extra')).toMatchObject({ label: 'extra', before: '—', after: '3' });
  });

  it('K per pier type: a row is matched by its pier type, its K labelled from the field table', () => {
    const before = copy(generic) as Json;
    before.settings.effectiveLengthByPierType = [
      { pierType: 'SAP', weak: 0.8 },
      { pierType: 'SMP', weak: 0.8 },
    ];
    const after = copy(generic) as Json;
    // SMP moved up and its K changed; SAP kept; HMP added
    after.settings.effectiveLengthByPierType = [
      { pierType: 'SMP', weak: 1 },
      { pierType: 'SAP', weak: 0.8 },
      { pierType: 'HMP', strong: 1.2 },
    ];
    const rows = changedRows(before, after);
    expect(
      rows.filter((r) => r.change === 'changed').map((r) => [r.group, r.label, r.before, r.after]),
    ).toEqual([['K per pier type 1 · SMP', 'K, weak axis', '0.80', '1.00']]);
    expect(rows.some((r) => r.group.includes('SAP'))).toBe(false);
    expect(rows.filter((r) => r.groupChange === 'added').map((r) => r.group)).toContain(
      'K per pier type 3 · HMP',
    );
  });

  it('pile heights are one field: a list in the unit of length', () => {
    const after = copy(generic) as Json;
    after.pileHeights_m = [1.22, 1.52];
    // 1.22 m = 4.0 ft, 1.37 m = 4.5 ft, 1.52 m = 5.0 ft.
    expect(changedRows(generic, after).map((r) => [r.label, r.before, r.after])).toEqual([
      ['Pile Heights', '4.0; 4.5 ft', '4.0; 5.0 ft'],
    ]);
  });

  it('property: the count of differences is zero exactly when the inputs are equal JSON', () => {
    const value = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom('a', 'b'), fc.boolean());
    const layer = fc.record(
      { name: fc.constantFrom('A', 'B', 'C'), phiDeg: value, cu_Pa: value },
      { requiredKeys: [] },
    );
    const input = fc.record({
      soil: fc.record({ layers: fc.array(layer, { maxLength: 4 }), pFactor: value }),
      settings: fc.record({ stressLimit: value, elements: value }, { requiredKeys: [] }),
    });
    fc.assert(
      fc.property(input, input, (a, b) => {
        const diff = diffDesignInputs(a, b, 'metric');
        expect(diff.changedCount === 0).toBe(sameJson(a, b));
        expect(diffDesignInputs(a, a, 'metric').changedCount).toBe(0);
      }),
      { seed: 13, numRuns: 300 },
    );
  });
});

function pier(id: string, h: number, section: string, embed: number, weight_lb: number): PierDesign {
  return {
    pierTypeId: id,
    pierTypeName: id,
    pileHeight_m: h,
    status: 'pass',
    section: { name: section },
    embedment_m: embed,
    length_m: h + embed,
    steelWeight_N: weight_lb * N_PER_LBF,
    steelWeight_lb: weight_lb,
  } as unknown as PierDesign;
}
const result = (piers: PierDesign[]) => ({ piers }) as unknown as DesignResult;

describe('diffDesignResults', () => {
  const before = result([
    pier('SAP', 1.22, 'W6x9', 2.5, 100),
    pier('SMP', 1.22, 'W6x12', 3, 150),
    pier('ERE', 1.22, 'W6x9', 2, 80),
  ]);
  const after = result([
    pier('SAP', 1.22, 'W6x12', 3, 130),
    pier('SMP', 1.22, 'W6x12', 3, 150),
    pier('IDP', 1.22, 'W6x9', 2, 90),
  ]);

  it('matches pier type and height, gives the change in section, embedment and weight', () => {
    const d = diffDesignResults(before, after);
    const sap = d.rows.find((r) => r.pierTypeId === 'SAP')!;
    expect(sap.sectionChanged).toBe(true);
    expect(sap.embedmentDelta_m).toBeCloseTo(0.5, 12);
    expect(sap.steelWeightDelta_N).toBeCloseTo(30 * N_PER_LBF, 9);
    const smp = d.rows.find((r) => r.pierTypeId === 'SMP')!;
    expect([smp.sectionChanged, smp.embedmentDelta_m, smp.steelWeightDelta_N]).toEqual([false, 0, 0]);
    // Only one side designed ERE (before) and IDP (after): no change to show.
    expect(d.rows.map((r) => [r.pierTypeId, r.before !== null, r.after !== null])).toEqual([
      ['SAP', true, true],
      ['SMP', true, true],
      ['IDP', false, true],
      ['ERE', true, false],
    ]);
    expect(d.rows.find((r) => r.pierTypeId === 'IDP')!.steelWeightDelta_N).toBeNull();
  });

  it('the site total is Σ count × weight; without counts one pile of each', () => {
    const one = diffDesignResults(before, after);
    expect(one.counted).toBe(false);
    expect(one.siteSteelBefore_N! / N_PER_LBF).toBeCloseTo(330, 9);
    expect(one.siteSteelAfter_N! / N_PER_LBF).toBeCloseTo(370, 9);
    const counts = {
      [pierResultKey('SAP', 1.22)]: 1000,
      [pierResultKey('SMP', 1.22)]: 200,
      [pierResultKey('ERE', 1.22)]: 10,
    };
    const site = diffDesignResults(before, after, counts);
    expect(site.counted).toBe(true);
    // Before: 1000×100 + 200×150 + 10×80 = 130 800 lb; after: 1000×130 + 200×150 + 1×90 = 160 090 lb.
    expect(site.siteSteelBefore_N! / N_PER_LBF).toBeCloseTo(130800, 6);
    expect(site.siteSteelAfter_N! / N_PER_LBF).toBeCloseTo(160090, 6);
    expect(diffDesignResults(null, after).siteSteelBefore_N).toBeNull();
  });

  it('tonnage: 2 000 lb is one short ton, 1 000 kg one tonne', () => {
    expect(formatTonnage(2000 * N_PER_LBF, 'imperial')).toBe('1.00 tons');
    expect(formatTonnage(130800 * N_PER_LBF, 'imperial')).toBe('65.40 tons');
    expect(formatTonnage(1000 * STANDARD_GRAVITY_M_PER_S2, 'metric')).toBe('1.00 t');
  });

  it('signed changes', () => {
    expect(formatSignedChange('length', 0.3048 * 1.5, 'imperial')).toBe('+1.5');
    expect(formatSignedChange('length', -0.3048 * 0.5, 'imperial')).toBe('−0.5');
    expect(formatSignedChange('weight', 0.1, 'imperial')).toBe('0');
    expect(formatSignedChange('weight', -30 * N_PER_LBF, 'imperial')).toBe('−30');
  });
});
