/**
 * The design input schema: the example projects parse, normalise and combine; every error
 * names its group, row and field.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_PROJECTS_DIR, exampleProjectFiles } from '../../test/example-projects';
import { normalisePierLoads, pierCombinedLoads } from '../modes';
import { UNBALANCED_ZERO_WARNING } from '../seismic';
import {
  combinationSettingsOf,
  formatDesignInputErrors,
  parseDesignInput,
  seismicSettingsOf,
  type DesignInput,
} from './design-input';

const EXAMPLES = EXAMPLE_PROJECTS_DIR;
const files = exampleProjectFiles();
const load = (f: string): Record<string, unknown> => JSON.parse(readFileSync(join(EXAMPLES, f), 'utf8'));

/** A deep copy of an example with one change (the JSON is edited freely, hence `any`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function variant(f: string, change: (j: any) => void): unknown {
  const j = structuredClone(load(f));
  change(j);
  return j;
}

function errorsOf(json: unknown): string[] {
  const r = parseDesignInput(json);
  return r.ok ? [] : formatDesignInputErrors(r.errors);
}

describe('example projects', () => {
  it('one per design mode', () => {
    expect(files).toEqual([
      'array-tech-100mw-ground-forces.json',
      'generic-100mw-site-d.json',
      'nevados-100mw-terrain-following.json',
      'nextracker-100mw-unbalanced.json',
    ]);
    expect(files.map((f) => (load(f).tracker as { mode: number }).mode).sort()).toEqual([1, 2, 3, 4]);
  });

  it.each(files)('%s parses, normalises at every pile height and combines', (f) => {
    const r = parseDesignInput(load(f));
    if (!r.ok) throw new Error(formatDesignInputErrors(r.errors).join('\n'));
    const input: DesignInput = r.value;
    expect(r.warnings).toEqual([]);
    for (const h of input.pileHeights_m) {
      const n = normalisePierLoads(input.tracker, h, seismicSettingsOf(input));
      if (!n.ok) throw new Error(n.errors.join('\n'));
      expect(n.value.pierTypes.length).toBeGreaterThanOrEqual(6);
      expect(n.value.pierTypes.length).toBeLessThanOrEqual(13);
      for (const pier of n.value.pierTypes) {
        const combos = pierCombinedLoads(pier, combinationSettingsOf(input));
        // design method ASD (the default): the ASD combinations only, 7 or more for D, W and S cases
        expect(combos.length).toBeGreaterThanOrEqual(input.settings.designMethod === 'ASD' ? 5 : 10);
        // Realistic tracker pier loads: axial −15..+20 kN per case, lateral 3..15 kN.
        for (const c of Object.values(pier.cases)) {
          expect(c.P_N).toBeGreaterThanOrEqual(-15_000);
          expect(c.P_N).toBeLessThanOrEqual(20_000);
          expect(Math.hypot(c.Vx_N, c.Vy_N)).toBeLessThanOrEqual(15_000);
        }
      }
    }
  });

  it('seismic in the generic example: SDS, SD1 from Ss, S1, Fa, Fv (ASCE 7-16 Eq. 11.4-1 to 11.4-4)', () => {
    const r = parseDesignInput(load('generic-100mw-site-d.json'));
    if (!r.ok) throw new Error('parse');
    const n = normalisePierLoads(r.value.tracker, 1.37, seismicSettingsOf(r.value));
    if (!n.ok) throw new Error(n.errors.join('; '));
    // Phoenix, Site Class D: SMS = 1.6 × 0.18 = 0.288, SDS = 2/3 × 0.288 = 0.192; SM1 = 2.4 × 0.06 = 0.144, SD1 = 0.096
    expect(n.seismic?.SDS).toBeCloseTo(0.192, 12);
    expect(n.seismic?.SD1).toBeCloseTo(0.096, 12);
    // Cs = 0.192/1.25 = 0.1536 (no period given; Eq. 15.4-1 floor max(0.044 × 0.192, 0.03) = 0.03 lower)
    expect(n.seismic?.cs.Cs).toBeCloseTo(0.1536, 12);
    // SAP: w = 5.1 kN → Eh = 0.1536 × 5100 = 783.36 N, along each principal direction (ASCE 7 §12.5.1)
    const sap = n.value.pierTypes[0]!;
    expect(sap.cases.Ex?.Vx_N).toBeCloseTo(783.36, 6);
    expect(sap.cases.Ey?.Vy_N).toBeCloseTo(783.36, 6);
    // E, the case a project's own combinations may name, keeps the seismic axis setting (weak)
    expect(sap.cases.E?.Vy_N).toBeCloseTo(783.36, 6);
  });
});

describe('errors name group, row and field', () => {
  it('a soil layer field out of range', () => {
    const json = variant('generic-100mw-site-d.json', (j) => (j.soil.layers[1].phiDeg = 60));
    expect(errorsOf(json)).toEqual(['soil.layers[1].phiDeg: must be ≤ 50']);
  });
  it('a field a soil model needs', () => {
    const json = variant('generic-100mw-site-d.json', (j) => delete j.soil.layers[0].cu_Pa);
    expect(errorsOf(json)).toEqual(['soil.layers[0].cu_Pa: required by model stiff-clay-no-free-water']);
  });
  it("a soil model's field, a vertical row and a corrosion method's field are told while another group is still missing", () => {
    const json = variant('generic-100mw-site-d.json', (j) => {
      delete j.tracker; // the loads not entered yet: the schema fails on them
      delete j.soil.layers[0].cu_Pa;
      j.vertical.table[1].bottom_m = j.vertical.table[0].bottom_m;
      Object.assign(j, { corrosion: { ...j.corrosion, consider: true, method: 3 } });
      delete j.corrosion.customLoss_um;
    });
    const errors = errorsOf(json);
    expect(errors[0]).toMatch(/^tracker: /);
    expect(errors).toContain('soil.layers[0].cu_Pa: required by model stiff-clay-no-free-water');
    expect(errors.filter((e) => e.startsWith('vertical.table[1].bottom_m: must be deeper'))).toHaveLength(1);
    expect(errors).toContain('corrosion.customLoss_um: is required by method 3 (Custom Loss)');
    // a group with a problem of its own schema is told by the schema alone, not twice
    const both = variant('generic-100mw-site-d.json', (j) => {
      delete j.tracker;
      j.soil.layers[1].phiDeg = 60;
      delete j.soil.layers[0].cu_Pa;
    });
    expect(errorsOf(both).filter((e) => e.startsWith('soil'))).toEqual([
      'soil.layers[1].phiDeg: must be ≤ 50',
    ]);
  });
  it('more than 10 soil layers', () => {
    const json = variant('generic-100mw-site-d.json', (j) => {
      const last = j.soil.layers[2];
      j.soil.layers = Array.from({ length: 11 }, (_, i) => ({
        ...last,
        name: `L${i}`,
        top_m: i,
        bottom_m: i + 1,
      }));
    });
    expect(errorsOf(json)).toEqual(['soil.layers: at most 10 layers']);
  });
  it('settings: option lists, sections of the family, embedment range', () => {
    const json = variant('generic-100mw-site-d.json', (j) => {
      j.settings.yieldStrength_ksi = 42;
      j.settings.elements = 200;
    });
    expect(errorsOf(json)).toEqual([
      'settings.yieldStrength_ksi: must be one of 25, 30, 35, 40, 45, 50 ksi',
      'settings.elements: must be 100 (Fast Lane) or 500 (Accuracy Lane)',
    ]);
    const cross = variant('generic-100mw-site-d.json', (j) => {
      j.settings.maxSection = 'W8x10';
      j.settings.minEmbed_m = 5;
    });
    expect(errorsOf(cross)).toEqual([
      'settings.maxSection: W8x10 is not in family W6',
      'settings.maxEmbed_m: must be ≥ Min Embed (5 m)',
    ]);
  });
  it('the embedment range is told beside another setting the schema refuses, once', () => {
    const json = variant('generic-100mw-site-d.json', (j) => {
      j.settings.stressLimit = 0;
      j.settings.minEmbed_m = 6;
      j.settings.maxEmbed_m = 1.5;
    });
    const errors = errorsOf(json);
    expect(errors).toContain('settings.maxEmbed_m: must be ≥ Min Embed (6 m)');
    expect(errors.filter((e) => e.startsWith('settings.stressLimit'))).toHaveLength(1);
    // an increment making too many embedments, while the loads are still to come
    const steps = variant('generic-100mw-site-d.json', (j) => {
      delete j.tracker;
      j.settings.embedIncrement_m = 0.001;
    });
    expect(errorsOf(steps).filter((e) => e.startsWith('settings.embedIncrement_m: makes'))).toHaveLength(1);
    // a range field the schema refuses is told by the schema alone
    const bad = variant('generic-100mw-site-d.json', (j) => {
      j.settings.stressLimit = 0;
      j.settings.maxEmbed_m = -1;
    });
    expect(errorsOf(bad).filter((e) => e.startsWith('settings.maxEmbed_m'))).toEqual([
      'settings.maxEmbed_m: must be > 0',
    ]);
  });
  it('a row of the tracker table', () => {
    const json = variant('generic-100mw-site-d.json', (j) => (j.tracker.generic.rows[3].loadType = 'XAP'));
    expect(errorsOf(json)).toEqual([
      'tracker.generic.rows[3].loadType: must be one of "SAP", "SAPE", "SMP", "HAP", "HAPE", "HMP", "PDP", "PNDP", "PMSP", "IDP", "INDP", "IMSP", "ERE"',
    ]);
  });
  it('an unknown design mode', () => {
    const json = variant('generic-100mw-site-d.json', (j) => (j.tracker.mode = 7));
    expect(errorsOf(json)).toEqual([
      'tracker.mode: must be 1 (Nextracker), 2 (Generic), 3 (Nevados) or 4 (Array Tech)',
    ]);
  });
  it('a pile height outside the Array Tech tables (no extrapolation)', () => {
    const json = variant('array-tech-100mw-ground-forces.json', (j) => (j.pileHeights_m = [2.5]));
    const errors = errorsOf(json);
    expect(errors[0]).toBe(
      'tracker: at pile height 2.5 m: groundForceTables[0] (PDP, D): pile height 2.5 m is outside the tabulated heights (1–2 m): extrapolation is not allowed',
    );
  });
  it('vertical table order, frost, corrosion method 3', () => {
    const json = variant('array-tech-100mw-ground-forces.json', (j) => {
      j.vertical.table[1].bottom_m = 0.5;
      j.vertical.frost = { consider: true, pressure_Pa: 69000, depth_m: 0 };
      delete j.corrosion.customLoss_um;
    });
    expect(errorsOf(json)).toEqual([
      'vertical.table[1].bottom_m: must be deeper than the row above (1 m)',
      'vertical.frost.depth_m: must be > 0 when frost is considered',
      'corrosion.customLoss_um: is required by method 3 (Custom Loss)',
    ]);
  });
  it('a vertical row without end bearing reads 0 (only read when End Bearing is on)', () => {
    const json = variant('array-tech-100mw-ground-forces.json', (j) => {
      delete j.vertical.table[0].endBearing_Pa;
    });
    const parsed = parseDesignInput(json);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.value.vertical?.table[0]?.endBearing_Pa).toBe(0);
  });
  it('custom combinations and seismic rows that name unknown cases or piers', () => {
    const json = variant('nevados-100mw-terrain-following.json', (j) => {
      j.loadCombinations.custom.mapping_combo[0].factors = { D: 0.6, Wx: 0.6 };
      j.loadCombinations.custom.loadCases.push({ id: 'Wstow' });
    });
    expect(errorsOf(json)).toEqual([
      "loadCombinations.custom.mapping_combo[0].factors.Wx: unknown load case 'Wx' (not in loadCases)",
    ]);
    const stow = variant('nevados-100mw-terrain-following.json', (j) =>
      j.loadCombinations.custom.loadCases.push({ id: 'Wstow' }),
    );
    expect(errorsOf(stow)).toEqual([
      "loadCombinations.custom.loadCases[5].id: no pier type has load case 'Wstow'",
    ]);
    const seismic = variant(
      'generic-100mw-site-d.json',
      (j) => (j.seismic.tracker.customRows[0].seismicPier = 'XYZ'),
    );
    expect(errorsOf(seismic)).toEqual(["seismic.tracker.customRows[0].seismicPier: unknown pier type 'XYZ'"]);
  });
  it('missing seismic site values and an unknown top-level field', () => {
    const json = variant('generic-100mw-site-d.json', (j) => {
      delete j.seismic.params.Fa;
      j.soils = [];
    });
    expect(errorsOf(json)).toEqual(['(input): unknown field(s): soils']);
    const noFa = variant('generic-100mw-site-d.json', (j) => delete j.seismic.params.Fa);
    expect(errorsOf(noFa)).toEqual(['seismic.params: SDS needs SDS, SMS, or Ss with Fa']);
  });
  it('a required field', () => {
    const json = variant('generic-100mw-site-d.json', (j) => delete j.settings.minEmbed_m);
    expect(errorsOf(json)).toEqual(['settings.minEmbed_m: is required']);
  });
});

it('warns (not fails) on unbalanced wings with an empty right wing', () => {
  const json = variant(
    'nextracker-100mw-unbalanced.json',
    (j) => (j.seismic.tracker.pierLoadTable.rw_int = [0, 0]),
  );
  const r = parseDesignInput(json);
  expect(r.ok && r.warnings).toEqual([UNBALANCED_ZERO_WARNING]);
});
