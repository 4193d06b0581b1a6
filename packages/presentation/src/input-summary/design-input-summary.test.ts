import { describe, expect, it } from 'vitest';
import { apiSandInitialModulus_N_per_m3, parseDesignInput, type DesignInput } from '@pilewise/engine';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import { formatStep, summarizeDesignInput, summaryFact, type SummaryTable } from './design-input-summary';

function parsed(json: unknown): DesignInput {
  const r = parseDesignInput(json);
  if (!r.ok) throw new Error(r.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return r.value;
}

const tableOf = (s: ReturnType<typeof summarizeDesignInput>, title: string) =>
  s.blocks.find((b): b is SummaryTable => b.kind === 'table' && b.title === title)!;

describe('summary of a design input', () => {
  it('the Generic example in imperial units', () => {
    const s = summarizeDesignInput(parsed(generic), 'imperial');
    const value = (label: string) => summaryFact(s, label);
    expect(value('Project')).toBe('Example: Mesa Verde Solar 100 MWac (Generic, 1P tracker)');
    // the project's own name, when given, over the name the input carries (an example's)
    expect(summaryFact(summarizeDesignInput(parsed(generic), 'imperial', 'Walk run'), 'Project')).toBe(
      'Walk run',
    );
    expect(value('Tracker company (design mode)')).toBe('Generic (2)');
    expect(value('Design code')).toBe('ASCE 7-16');
    expect(value('Units')).toBe("Imperial (the project's unit system)");
    expect(s.unitsNote).toBeNull();
    expect(value('Section family')).toBe('W6');
    expect(value('Sections searched')).toBe('W6x8.5 to W6x25');
    expect(value('Yield strength Fy')).toBe('50.0 ksi');
    // left empty: the 200 GPa the design takes, 29,007.5 ksi to 5 figures (3 would read AISC's 29,000)
    expect(value('Steel E')).toBe('29008 ksi (default)');
    // 1.5 m = 4.92 ft, 4.5 m = 14.76 ft, 0.25 m = 0.8202 ft: the increment to 0.01 ft.
    expect(value('Embedment searched')).toBe('4.9 to 14.8 ft, increment 0.82 ft');
    // 1.22 m = 4.00 ft, 1.37 m = 4.49 ft.
    expect(value('Pile heights (reveal)')).toBe('4.0, 4.5 ft');
    // 0.0508 m = 2.00 in, 0.0254 m = 1.00 in, 0.0762 m = 3.00 in, 0.0381 m = 1.50 in; no toe limit.
    expect(value('Deflection limits, strong axis')).toBe('top 2.00 in, grade 1.00 in');
    expect(value('Deflection limits, weak axis')).toBe('top 3.00 in, grade 1.50 in');
    expect(value('Fixity depth')).toBe('not checked');
    expect(s.pierTypes.map((p) => p.id)).toEqual(['SAP', 'SAPE', 'SMP', 'HAP', 'HAPE', 'HMP', 'IDP', 'ERE']);
    // 18 500 N/m³ = 117.8 pcf; 75 kPa = 1566 psf; 2.5 MPa = 52 213 psf.
    const soil = tableOf(s, 'Soil layers');
    expect(soil.columns.map((c) => c.header)).toEqual([
      'No',
      'Soil Name',
      'Soil type',
      'Layer Start (ft)',
      'Layer End (ft)',
      'Gamma (pcf)',
      'Phi (°)',
      'Strength (psf)',
    ]);
    expect(soil.rows.map((r) => r.cells)).toEqual([
      // the Phoenix site of the example (issue 9: examples realistic for their coordinates)
      [
        '1',
        'Very stiff sandy lean clay (CL), dry',
        'Stiff Clay w/o Free Water (Reese)',
        '0.0',
        '3.3',
        '118',
        '—',
        '1570',
      ],
      ['2', 'Medium dense silty sand (SM)', 'API Sand', '3.3', '9.8', '121', '32.0', '—'],
      ['3', 'Caliche-cemented sand and gravel', 'Weak Rock (Reese)', '9.8', '19.7', '137', '—', 'q_u 52200'],
    ]);
    expect(value('Water table depth')).toBe('none');
    expect(value('Corrosion Method')).toBe('1 · FHWA');
    expect(value('Design Life')).toBe('35 yr');
    expect(value('Corrosion zone depth')).toBe('4.9 ft');
    expect(value('Frost')).toBe('not considered');
    // the switch steers case E of custom combinations only; the code combinations check both axes
    expect(value('Case E of custom combinations')).toBe(
      'about the weak axis; the code combinations check both (Ex, Ey; ASCE 7 §12.5.1)',
    );
    expect(value('R')).toBe('1.25');
    expect(value('Ss')).toBe('0.180 g');
    // Mode 2: no wing mode (a mode 1 field).
    expect(value('Wing')).toBeUndefined();
    expect(value('RC')).toBe('II');
  });

  it('the Nevados example in metric units', () => {
    const s = summarizeDesignInput(parsed(nevados), 'metric');
    const value = (label: string) => summaryFact(s, label);
    expect(value('Tracker company (design mode)')).toBe('Nevados (3)');
    expect(value('Design code')).toBe('ASCE 7-10');
    expect(value('Yield strength Fy')).toBe('345 MPa');
    expect(value('Steel E')).toBe('200000 MPa (default)');
    expect(value('Embedment searched')).toBe('1.50 to 4.50 m, increment 0.25 m');
    expect(value('Units')).toBe("Metric (the project's unit system)");
    expect(s.unitsNote).toBeNull();
    expect(value('Pile heights (reveal)')).toBe('1.25 m');
    expect(tableOf(s, 'Soil layers').rows[0]!.cells.slice(3)).toEqual(['0.00', '1.00', '18.5', '—', '75.0']);
    expect(value('Seismic')).toBe('not considered');
    expect(value('Frost')).toBe('considered: depth 0.90 m, adfreeze 69.0 kPa');
  });

  it('follows the project’s unit system, not the file’s, and says when they differ', () => {
    const input = parsed(nevados);
    expect(input.project.unitSystem).toBe('metric');
    const s = summarizeDesignInput(input, 'imperial');
    expect(summaryFact(s, 'Units')).toBe("Imperial (the project's unit system); the file asks for metric");
    expect(s.unitsNote).toBe(
      'The file asks for metric units (project.unitSystem); the numbers are shown in imperial, the ' +
        "project's unit system. To read them in metric, change Unit system in the Details tab.",
    );
    expect(summaryFact(s, 'Pile heights (reveal)')).toBe('4.1 ft');
  });

  it('names the toe limit "toe" and an absent limit "not checked"', () => {
    const input = parsed(generic);
    input.settings.deflectionLimits.strong = { bottom_m: 0.0127 };
    input.settings.deflectionLimits.weak = {};
    const s = summarizeDesignInput(input, 'imperial');
    expect(summaryFact(s, 'Deflection limits, strong axis')).toBe('toe 0.50 in');
    expect(summaryFact(s, 'Deflection limits, weak axis')).toBe('not checked');
  });

  it("states K of the steel check per axis: 2.1 when empty (the engine's default), else the engineer's", () => {
    const s0 = summarizeDesignInput(parsed(generic), 'imperial');
    expect(summaryFact(s0, 'K, strong axis')).toBe('2.10 (default)');
    expect(summaryFact(s0, 'K, weak axis')).toBe('2.10 (default)');
    const j = structuredClone(generic) as typeof generic & { settings: Record<string, unknown> };
    j.settings.effectiveLengthFactorWeak = 0.8;
    const s1 = summarizeDesignInput(parsed(j), 'imperial');
    expect(summaryFact(s1, 'K, strong axis')).toBe('2.10 (default)');
    expect(summaryFact(s1, 'K, weak axis')).toBe('0.80');
    expect(summaryFact(s1, 'K per pier type')).toBeUndefined();
  });

  it('states the rows of K per pier type, an axis a row leaves empty said to be the project’s', () => {
    const j = structuredClone(generic) as typeof generic & { settings: Record<string, unknown> };
    j.settings.effectiveLengthByPierType = [
      { pierType: 'SMP', weak: 0.8 },
      { pierType: 'HMP', strong: 1.2, weak: 0.8 },
      { pierType: 'SAP' },
    ];
    const s = summarizeDesignInput(parsed(j), 'metric');
    expect(summaryFact(s, 'K per pier type')).toBe(
      "SMP: K weak 0.80; HMP: K strong 1.20, weak 0.80; SAP: the project's K",
    );
  });

  it('states the Design Load Application and the lift at each reveal (pile reveal details)', () => {
    // not set: each load table's own height, as before the setting
    const s0 = summarizeDesignInput(parsed(generic), 'metric');
    expect(summaryFact(s0, 'Design Load Application')).toBe(
      "As entered (each load table's load height): lift = load height − pile height",
    );
    expect(summaryFact(s0, 'Axis of Rotation')).toBeUndefined();
    // axis 1.6 m, reveals 1.22 and 1.37 m: lifts 1.6 − 1.22 = 0.38 m and 1.6 − 1.37 = 0.23 m
    const j = structuredClone(generic) as typeof generic & { settings: Record<string, unknown> };
    j.settings.designLoadApplication = 'axisOfRotation';
    j.settings.axisOfRotation_m = 1.6;
    const s1 = summarizeDesignInput(parsed(j), 'metric');
    expect(summaryFact(s1, 'Axis of Rotation')).toBe('1.60 m');
    expect(summaryFact(s1, 'Design Load Application')).toBe(
      'At the axis of rotation (every pier type), 1.60 m: lift 0.38 m at the 1.22 m reveal, 0.23 m at the 1.37 m reveal',
    );
    j.settings.designLoadApplication = 'pileTop';
    expect(summaryFact(summarizeDesignInput(parsed(j), 'metric'), 'Design Load Application')).toBe(
      'At the pile top (no lift): lift 0 at every reveal',
    );
  });
});

describe('the soil layers’ p-y parameters, given or the value the design takes', () => {
  const PSF = 4.4482216152605 / 0.3048 ** 2; // Pa
  const PCI = 4.4482216152605 / 0.0254 ** 3; // N/m³
  const pyTable = (input: DesignInput, system: 'imperial' | 'metric') =>
    tableOf(summarizeDesignInput(input, system), 'p-y parameters by layer');

  it('the Generic example: every number a curve rests on, a column none uses left out', () => {
    const input = parsed(generic);
    const t = pyTable(input, 'imperial');
    expect(t.columns.map((c) => c.header)).toEqual([
      'No',
      'Soil type',
      'Kpy / Krm',
      'e50 / Erm',
      'J',
      'RQD start (%)',
      'RQD end (%)',
      'pMultiStart',
      'Loading',
    ]);
    // the sand's k is the engine's API-chart k by φ, above the water table (none here)
    const kSand = (apiSandInitialModulus_N_per_m3(32, false) / PCI).toPrecision(3);
    expect(t.rows.map((r) => r.cells)).toEqual([
      // Welch & Reese's p_u has Matlock's J·z/b, J 0.5 when left out
      [
        '1',
        'Stiff Clay w/o Free Water (Reese)',
        '—',
        'e50 0.007',
        '0.50 (default)',
        '—',
        '—',
        '1.00',
        'Static',
      ],
      ['2', 'API Sand', `Kpy ${kSand} pci (default, API chart by φ)`, '—', '—', '—', '—', '1.00', 'Static'],
      // 250 MPa = 5,221,359 psf, at three significant figures
      ['3', 'Weak Rock (Reese)', 'Krm 0.0005', 'Erm 5220000 psf', '—', '25.0', '40.0', '1.00', 'Static'],
    ]);
  });

  it('defaults from the class tables, Matlock’s J and the cycles, each marked; a sand across the water table both ways', () => {
    const input = parsed(generic);
    const layers = input.soil.layers as Record<string, unknown>[];
    // 3,000 psf stiff clay with free water, no ε50, no k: 1.5 tsf → ε50 0.005, k_s 1,000 pci
    // (Reese, Cox & Koop 1975)
    // (a stray φ on it does not make its k a sand's)
    Object.assign(layers[0]!, { model: 'stiff-clay-free-water', cu_Pa: 3000 * PSF, phiDeg: 30 });
    delete layers[0]!.eps50;
    // a soft clay without J (Matlock 1970: 0.5), cyclic stiff clay without cycles (100)
    Object.assign(layers[1]!, { model: 'soft-clay-matlock', cu_Pa: 20e3, eps50: 0.02 });
    delete layers[1]!.phiDeg;
    layers.push({
      name: 'cyclic clay',
      model: 'stiff-clay-no-free-water',
      top_m: 6,
      bottom_m: 8,
      gamma_N_per_m3: 19e3,
      cu_Pa: 100e3,
      eps50: 0.005,
      loading: 'cyclic',
    });
    layers.push({
      name: 'sand',
      model: 'api-sand',
      top_m: 8,
      bottom_m: 10,
      gamma_N_per_m3: 19e3,
      phiDeg: 35,
    });
    input.soil.waterTableDepth_m = 9;
    const t = pyTable(input, 'imperial');
    const col = (header: string) => t.columns.findIndex((c) => c.header === header);
    const at = (row: number, header: string) => t.rows[row]!.cells[col(header)];
    expect(at(0, 'e50 / Erm')).toBe('e50 0.005 (default)');
    expect(at(0, 'Kpy / Krm')).toBe('Kpy 1000 pci (default)');
    expect(at(1, 'J')).toBe('0.50 (default)');
    expect(at(3, 'Cycles')).toBe('100 (default)');
    expect(at(0, 'Cycles')).toBe('—');
    const k = (below: boolean) => (apiSandInitialModulus_N_per_m3(35, below) / PCI).toPrecision(3);
    expect(at(4, 'Kpy / Krm')).toBe(
      `Kpy ${k(false)} pci above / ${k(true)} pci below the water table (default, API chart by φ)`,
    );
    // in SI: the same k in MN/m³, 1,000 pci = 271.4 MN/m³
    expect(pyTable(input, 'metric').rows[0]!.cells[col('Kpy / Krm')]).toBe('Kpy 271 MN/m³ (default)');
  });
});

describe('the p-y parameters of any soil model (property)', () => {
  // each model with only what it needs (engine soil-layer.ts REQUIRED_FIELDS), so that every
  // default is taken; under static and cyclic loading, with the water table above, across and
  // below the layer, in both unit systems
  const needs: Record<string, Record<string, number>> = {
    'api-sand': { phiDeg: 33 },
    'reese-sand': { phiDeg: 36 },
    'soft-clay-matlock': { cu_Pa: 15e3 },
    'api-soft-clay-polyline': { cu_Pa: 20e3 },
    'stiff-clay-free-water': { cu_Pa: 120e3 },
    'stiff-clay-no-free-water': { cu_Pa: 90e3 },
    'modified-stiff-clay': { cu_Pa: 90e3, k_N_per_m3: 100e6 },
    'cemented-c-phi': { cu_Pa: 10e3, phiDeg: 30, k_N_per_m3: 40e6 },
    'weak-rock': { qu_Pa: 3e6, Erm_Pa: 300e6, rqdStart_pct: 40 },
    'liquefied-sand': {},
    'vuggy-limestone': { su_Pa: 2e6 },
  };
  it('every cell is a value, a marked default or —; never NaN or undefined', () => {
    const models = Object.keys(needs);
    let tables = 0;
    for (const model of models)
      for (const loading of ['static', 'cyclic'])
        for (const waterTable_m of [null, 1, 2.5, 4])
          for (const system of ['imperial', 'metric'] as const) {
            const input = parsed(generic);
            input.soil.layers = [
              { name: 'fill', model: 'api-sand', top_m: 0, bottom_m: 2, gamma_N_per_m3: 18e3, phiDeg: 30 },
              { name: model, model, top_m: 2, bottom_m: 3, gamma_N_per_m3: 19e3, loading, ...needs[model] },
            ] as DesignInput['soil']['layers'];
            input.soil.waterTableDepth_m = waterTable_m;
            const again = parseDesignInput(input);
            if (!again.ok) throw new Error(`${model}: ${again.errors.map((e) => e.message).join('; ')}`);
            const t = tableOf(summarizeDesignInput(again.value, system), 'p-y parameters by layer');
            expect(t.rows).toHaveLength(2);
            for (const cell of t.rows.flatMap((r) => r.cells)) {
              expect(cell, `${model} ${loading} ${waterTable_m} ${system}`).toMatch(/\S/);
              expect(cell).not.toMatch(/NaN|undefined|null|Infinity/);
            }
            tables++;
          }
    expect(tables).toBe(models.length * 16);
  });
});

describe('steps shown exactly', () => {
  it.each([
    // [step in m, imperial, metric]
    [0.25, '0.82', '0.25'], // 0.8202 ft
    [0.5, '1.64', '0.50'], // 1.6404 ft
    [0.3048, '1.0', '0.3048'], // 1 ft
    [0.1524, '0.5', '0.1524'], // 6 in
    [0.0762, '0.25', '0.0762'], // 3 in
    [1, '3.28', '1.00'], // 3.2808 ft
    [0.1, '0.33', '0.10'], // 0.3281 ft
  ])('%f m: %s ft, %s m', (step, ft, m) => {
    expect(formatStep(step, 'imperial')).toBe(ft);
    expect(formatStep(step, 'metric')).toBe(m);
  });
});
