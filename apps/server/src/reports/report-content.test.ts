// The report's content as a pure function: the same result read in imperial and in metric, at
// engineering precision, with the project's and the run's facts on the title page.
import { describe, expect, it } from 'vitest';
import { parseDesignInput, runDesign, type DesignResult, type PierDesign } from '@pilewise/engine';
import { formatQuantity, type ReportBlock, type ReportContent, type UnitSystem } from '@pilewise/contracts';
import small from '../../test/fixtures/design-input-small.json';
import { reportSource } from '../../test/report-source';
import { buildReportContent, formatReportDate, type ReportSource } from './report-content';

const designed = runDesign(structuredClone(small) as never);
const parsed = parseDesignInput(structuredClone(small));
if (!designed.ok || !parsed.ok) throw new Error('the fixture must design');

/** SAP with round SI numbers: 3.048 m is exactly 10 ft, 667.233 N is 150 lb (68.04 kg). */
const result: DesignResult = {
  ...designed.result,
  piers: designed.result.piers.map((p, i) =>
    i === 0 ? ({ ...p, embedment_m: 3.048, length_m: 4.572, steelWeight_N: 667.233 } as PierDesign) : p,
  ),
};

const source = (unitSystem: UnitSystem): ReportSource =>
  reportSource(
    {
      id: '7c1e2b8a-0d3f-4a5b-9c6d-000000000001',
      lane: 'accuracy',
      finishedAt: new Date('2025-03-01T10:00:05Z'),
      result,
      input: parsed.value,
    },
    unitSystem,
  );

/** A section by its title, an appendix by its title after its letter ("Appendix B: …"). */
const sectionOf = (content: ReportContent, title: string) =>
  content.sections.find((s) => s.title === title || s.title.replace(/^Appendix [A-Z]: /, '') === title);

const table = (content: ReportContent, section: string, title: string) => {
  const block = sectionOf(content, section)!.blocks.find(
    (b): b is Extract<ReportBlock, { kind: 'table' }> => b.kind === 'table' && b.title === title,
  )!;
  const column = (header: RegExp) => block.columns.findIndex((c) => header.test(c.header));
  return { block, column };
};

describe('report content', () => {
  it('reads the design summary in feet and pounds, or metres and kilograms', () => {
    const imperial = table(
      buildReportContent(source('imperial')),
      'Design summary',
      'Lightest passing pile per pier type and pile height',
    );
    const metric = table(
      buildReportContent(source('metric')),
      'Design summary',
      'Lightest passing pile per pier type and pile height',
    );
    expect(imperial.block.columns.map((c) => c.header)).toContain('Embedment (ft)');
    expect(metric.block.columns.map((c) => c.header)).toContain('Embedment (m)');
    const [sapImperial] = imperial.block.rows;
    const [sapMetric] = metric.block.rows;
    expect(sapImperial!.cells[imperial.column(/^Embedment/)]).toBe('10.0');
    expect(sapMetric!.cells[metric.column(/^Embedment/)]).toBe('3.05');
    expect(sapImperial!.cells[imperial.column(/^Length/)]).toBe('15.0');
    expect(sapMetric!.cells[metric.column(/^Length/)]).toBe('4.57');
    expect(sapImperial!.cells[imperial.column(/^Weight \(lb\)/)]).toBe('150');
    expect(sapMetric!.cells[metric.column(/^Weight \(kg\)/)]).toBe('68');
    expect(sapImperial!.cells[imperial.column(/^Pile height/)]).toBe('4.5');
    expect(sapMetric!.cells[metric.column(/^Pile height/)]).toBe('1.37');
  });

  it('shows a governing ratio just over its check’s own limit as over it (Stress Limit 0.9)', () => {
    const sap = structuredClone(result.piers[0]!);
    sap.status = 'no-solution';
    sap.governing = { ...sap.governing, checkId: 'steel-strength', ratio: 0.9031, utilisation: 0.9031 / 0.9 };
    sap.checks = sap.checks.map((c) =>
      c.id === 'steel-strength' ? { ...c, ratio: 0.9031, ratioLimit: 0.9 } : c,
    );
    const r: DesignResult = { ...result, piers: [sap, ...result.piers.slice(1)] };
    const content = buildReportContent({
      ...source('imperial'),
      run: { ...source('imperial').run, result: r },
    });
    const summary = table(content, 'Design summary', 'Lightest passing pile per pier type and pile height');
    // against 1 it read 0.90, a failure looking like a pass
    expect(summary.block.rows[0]!.cells[summary.column(/^Ratio/)]).toBe('0.903');
    expect(JSON.stringify(content)).toMatch(/Steel strength[^"]*, ratio 0\.903/);
  });

  it('explains "No solution" under the summary only when a row says it', () => {
    const summary = (r: DesignResult) =>
      table(
        buildReportContent({ ...source('imperial'), run: { ...source('imperial').run, result: r } }),
        'Design summary',
        'Lightest passing pile per pier type and pile height',
      ).block;
    const allPass: DesignResult = { ...result, piers: result.piers.map((p) => ({ ...p, status: 'pass' })) };
    expect(summary(allPass).note).toBeNull();
    const oneFails: DesignResult = {
      ...result,
      piers: result.piers.map((p, i) => ({ ...p, status: i === 0 ? 'no-solution' : 'pass' })),
    };
    const block = summary(oneFails);
    expect(block.rows[0]!.cells.at(-1)).toBe('No solution');
    expect(block.note).toMatch(/^No solution: nothing in the sections and embedments searched passes/);
  });

  it("gives a pier's warnings in the project's units (the engine's pile height in m)", () => {
    const src = source('imperial');
    const pier = src.run.result.piers[0]!;
    const warned = {
      ...src,
      run: {
        ...src.run,
        result: {
          ...src.run.result,
          piers: [
            { ...pier, warnings: [...pier.warnings, 'steel: SAP at pile height 1.37 m, W6x9: Lc/r = 218'] },
          ],
        },
      },
    };
    const notes = buildReportContent(warned)
      .sections.find((s) => s.title.startsWith('Pier design:'))!
      .blocks.find((b) => b.kind === 'notes' && b.title === 'Warnings');
    // 1.37 m / 0.3048 = 4.49 ft
    expect(notes?.kind === 'notes' && notes.items).toContain(
      'steel: SAP at pile height 4.49 ft, W6x9: Lc/r = 218',
    );
  });

  it("lists what each imported workbook's import decided for the engineer to confirm, after the design's issues", () => {
    const note =
      'unit weights: the table gives effective unit weights (sheet B-1, column D); …: engineer to confirm';
    const content = buildReportContent({
      ...source('imperial'),
      importNotes: [{ fileId: '5d0c7d1e-4b7a-4c1e-9c2a-1f7c2b9d8e01', fileName: 'B-1.xlsx', notes: [note] }],
    });
    const titles = content.sections.map((s) => s.title);
    const at = titles.indexOf('Imported workbooks: what the import decided');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(titles.indexOf('Design input'));
    expect(content.sections[at]!.blocks).toEqual([
      { kind: 'notes', title: 'B-1.xlsx', items: [note], tone: 'warning' },
    ]);
    // none without notes
    expect(buildReportContent(source('imperial')).sections.map((s) => s.title)).not.toContain(
      'Imported workbooks: what the import decided',
    );
  });

  it("reads each check's demand and capacity in the project's units, with its clause and combination", () => {
    const pier = result.piers[0]!;
    const deflection = pier.checks.find((c) => c.id === 'deflection-top-weak')!;
    const title = `Pier design: ${pier.pierTypeId} at pile height 4.5 ft`;
    const imperial = table(buildReportContent(source('imperial')), title, 'Checks');
    const row = imperial.block.rows[pier.checks.indexOf(deflection)]!;
    // The limit of 0.0762 m is 3.00 in (2 decimals) and 76.2 mm (1 decimal).
    expect(row.cells.slice(2, 4)).toEqual(['3.00', 'in']);
    expect(row.cells[imperial.column(/^Code clause/)]).toBe(deflection.reference);
    expect(row.cells[imperial.column(/^Combination/)]).toBe(deflection.combination);
    const metricTitle = `Pier design: ${pier.pierTypeId} at pile height 1.37 m`;
    const metric = table(buildReportContent(source('metric')), metricTitle, 'Checks');
    expect(metric.block.rows[pier.checks.indexOf(deflection)]!.cells.slice(2, 4)).toEqual(['76.2', 'mm']);
  });

  it('gives the working of the governing check and of the steel check, as the Result tab does', () => {
    const pier = result.piers[0]!;
    const title = `Pier design: ${pier.pierTypeId} at pile height 4.5 ft`;
    const blocks = buildReportContent(source('imperial')).sections.find((s) => s.title === title)!.blocks;
    const working = blocks.filter(
      (b): b is Extract<ReportBlock, { kind: 'facts' }> =>
        b.kind === 'facts' && (b.title ?? '').startsWith('Working: '),
    );
    const steel = pier.checks.find((c) => c.id.startsWith('steel-strength'))!;
    const governing = pier.checks.find(
      (c) => c.id === pier.governing.checkId && c.combination === pier.governing.combination,
    )!;
    const expected = governing === steel ? [steel] : [governing, steel];
    expect(working.map((b) => b.title)).toEqual(
      expected.map((c) => `Working: ${c.name}${c.combination ? ` (${c.combination})` : ''}`),
    );
    const steelFacts = working.at(-1)!.facts;
    // Pn in kips: N / 4448.2216152605, four significant digits.
    const Pn_N = steel.details!.Pn_N as number;
    expect(steelFacts).toContainEqual({
      label: 'Pn (nominal axial strength)',
      value: `${Number((Pn_N / 4448.2216152605).toPrecision(4))} kip`,
    });
  });

  it("the title page: the project's facts, the company of the account when the project names none, the run, the note", () => {
    const content = buildReportContent(source('imperial'));
    const facts = Object.fromEntries(content.titlePage.facts.map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      Project: 'Mesa Verde Solar',
      Client: 'Sunny Farms',
      'Project address': '—',
      Company: 'Acme Solar',
      Designer: 'B. Engineer',
      Revision: '2',
      'Design code': 'ASCE 7-16',
      'Run id': '7c1e2b8a-0d3f-4a5b-9c6d-000000000001',
      'Run finished': '2025-03-01 10:00 UTC',
      'Report generated': '2025-03-02 08:30 UTC by Ada Admin',
    });
    expect(facts['Design run']).toMatch(/^Accuracy Lane \(500 elements\)/);
    expect(content.titlePage.disclaimer).toMatch(/preliminary, informative use only/);
    expect(content.footer).toBe(
      'Revision 2 · Accuracy Lane run 7c1e2b8a-0d3f-4a5b-9c6d-000000000001 · 2025-03-02 08:30 UTC',
    );
    expect(formatReportDate(new Date('2025-12-31T23:59:59Z'))).toBe('2025-12-31 23:59 UTC');
  });

  it('the design input in the project units: soil layers, vertical table', () => {
    const content = buildReportContent(source('metric'));
    const soil = table(content, 'Design input', 'Soil layers');
    // The labels of the input forms (spec §3), shared with the web's summary.
    expect(soil.block.columns.map((c) => c.header)).toEqual([
      'No',
      'Soil Name',
      'Soil type',
      'Layer Start (m)',
      'Layer End (m)',
      'Gamma (kN/m³)',
      'Phi (°)',
      'Strength (kPa)',
    ]);
    // Layer 2: 1.0-3.0 m, 19 kN/m³, φ′ 32°; layer 3, rock: q_u 2500 kPa.
    expect(soil.block.rows[1]!.cells).toEqual([
      '2',
      'Medium dense silty sand (SM)',
      expect.any(String),
      '1.00',
      '3.00',
      '19.0',
      '32.0',
      '—',
    ]);
    expect(soil.block.rows[2]!.cells[7]).toBe('q_u 2500');
    const vertical = table(content, 'Design input', 'Vertical capacity');
    expect(vertical.block.rows[1]!.cells).toEqual(['3.00', '30.0', '40.0', '1500']);
    // How those values become resistance under the design method (ASD by default): nominal / FS,
    // FS by capacity basis and load unless the project says otherwise (IBC 1810.3.3.1.5: by
    // static analysis FS 3, its wind/seismic exception FS 2).
    const facts = content.sections
      .find((s) => s.title === 'Design input')!
      .blocks.flatMap((b) => (b.kind === 'facts' ? b.facts : []));
    // The project as the cover names it, not the name its design input carries.
    expect(facts.find((f) => f.label === 'Project')?.value).toBe('Mesa Verde Solar');
    expect(content.titlePage.facts.find((f) => f.label === 'Project')?.value).toBe('Mesa Verde Solar');
    expect(parsed.value.project.name).not.toBe('Mesa Verde Solar');
    expect(facts.find((f) => f.label === 'Table values')?.value).toBe(
      'nominal, ASD: FS 3 in compression, 2 in wind or seismic uplift, 3 in sustained uplift (frost) (capacity by static analysis)',
    );
  });

  it('the pile head loads per pier type and case, and each combination recomputed from its printed factors', () => {
    const content = buildReportContent(source('metric'));
    const title = 'Pile head loads and load combinations';
    // The fixture's SAP rows as entered (N), design mode 2 (Generic): normalised as given.
    const entered: Record<string, number> = { D: 4200, S: 2600, W0: -11500, W30: 8500, Wstow: -6000 };
    const cases = table(content, title, 'SAP: load cases at the load height 1.37 m');
    const P = cases.column(/^P /);
    const row = (id: string) => cases.block.rows.find((r) => r.cells[0] === id)!.cells;
    for (const [id, P_N] of Object.entries(entered))
      expect(row(id)[P]).toBe(formatQuantity('force', P_N, 'metric'));
    // Ev = 0.2·SDS·D (ASCE 7-16 Eq. 12.4-4a), SDS = 2/3·Fa·Ss = 2/3 × 1.08 × 1.05 = 0.756 g: 0.2 × 0.756 × 4200 = 635.04 N.
    expect(row('Ev')[P]).toBe('0.635');
    // the fixture's loads act at its pile height: no lift
    const combos = table(
      content,
      title,
      'SAP: combinations at the pile top, pile height 1.37 m (lift 0.00 m)',
    );
    const factorsAt = combos.column(/^Factors$/);
    const comboP = combos.column(/^P /);
    let checked = 0;
    for (const r of combos.block.rows) {
      // '1.2 D + 1.6 S − 0.5 W0': each term's factor and case, read back from the printed text.
      const terms = [...r.cells[factorsAt]!.matchAll(/([+−]?)\s*([\d.]+) (\S+)/g)];
      if (!terms.every((t) => t[3]! in entered)) continue;
      const P_N = terms.reduce((sum, t) => sum + (t[1] === '−' ? -1 : 1) * Number(t[2]) * entered[t[3]!]!, 0);
      expect(r.cells[comboP], r.cells[0]).toBe(formatQuantity('force', P_N, 'metric'));
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('the seismic site values, risk category in roman numerals, Cs and its governing limit, the pier loads', () => {
    const content = buildReportContent(source('metric'));
    const section = content.sections.find((s) => s.title === 'Seismic working')!;
    const facts = Object.fromEntries(
      section.blocks.flatMap((b) => (b.kind === 'facts' ? b.facts : [])).map((f) => [f.label, f.value]),
    );
    // SMS = Fa·Ss = 1.08 × 1.05 = 1.134 g; SM1 = Fv·S1 = 1.88 × 0.42 = 0.7896 g; SDS, SD1 = 2/3 of them.
    expect(facts).toMatchObject({
      SMS: '1.134 g',
      SM1: '0.790 g',
      SDS: '0.756 g',
      SD1: '0.526 g',
      'Risk category': 'II',
      'Response modification R': '1.25',
      'Importance factor Ie': '1.00',
    });
    // Cs = SDS / (R / Ie) = 0.756 / 1.25 = 0.6048 (Eq. 12.8-2), above the 15.4-1 floor 0.044 × 0.756 = 0.0333.
    expect(facts['Seismic response coefficient Cs']).toBe('0.6048');
    expect(facts['Cs governed by']).toBe('Eq. 12.8-2');
    const pierLoads = table(content, 'Seismic working', 'Seismic pier loads');
    // Eh = Cs·W = 0.6048 × 5100 N = 3084 N.
    expect(pierLoads.block.rows[0]!.cells.slice(0, 4)).toEqual(['SAP', '5.10', '0', '3.08']);
    // How: words, the numbers in the columns (in the project's units), never a value in N
    expect(pierLoads.block.rows[0]!.cells[4]).toMatch(/^Eh = Cs·W; W = /);
    expect(pierLoads.block.rows.some((r) => / N\b/.test(r.cells[4]!))).toBe(false);
    // pf is a pressure: kPa here, psf in imperial (not the ksi of a steel stress)
    expect(facts['Flat roof snow load pf']).toMatch(/ kPa$/);
    const imperialFacts = buildReportContent(source('imperial'))
      .sections.find((s) => s.title === 'Seismic working')!
      .blocks.flatMap((b) => (b.kind === 'facts' ? b.facts : []));
    expect(imperialFacts.find((f) => f.label === 'Flat roof snow load pf')?.value).toMatch(/ psf$/);
  });

  it('states the Design Load Application and the lift: loads at the axis of rotation 1.6 m, reveal 1.37 m', () => {
    const input = structuredClone(small) as typeof small & { settings: Record<string, unknown> };
    input.settings.designLoadApplication = 'axisOfRotation';
    input.settings.axisOfRotation_m = 1.6;
    const run = runDesign(structuredClone(input) as never);
    const p = parseDesignInput(input);
    if (!run.ok || !p.ok) throw new Error('the fixture must design');
    const base = source('metric');
    const content = buildReportContent({ ...base, run: { ...base.run, result: run.result, input: p.value } });
    // lift = 1.6 − 1.37 = 0.23 m
    const pier = content.sections.find((s) => s.title.startsWith('Pier design: '))!;
    const facts = pier.blocks.find((b) => b.kind === 'facts');
    const fact = (label: string) =>
      facts?.kind === 'facts' ? facts.facts.find((f) => f.label === label)?.value : undefined;
    expect(fact('Load height')).toBe('1.60 m');
    expect(fact('Design Load Application')).toBe('At the axis of rotation (every pier type), 1.60 m');
    expect(fact('Lift to the pile top')).toBe('0.23 m');
    const title = 'Pile head loads and load combinations';
    table(content, title, 'SAP: load cases at the load height 1.60 m');
    const combos = table(
      content,
      title,
      'SAP: combinations at the pile top, pile height 1.37 m (lift 0.23 m)',
    );
    // W0 alone is never a combination; 'D + 0.6 W0' (ASD): Mx = 0.6 × (400 + 6800 × 0.23) = 1178.4 N·m
    const mx = combos.column(/^Mx /);
    const row = combos.block.rows.find((r) => r.cells[1] === '1 D + 0.6 W0');
    expect(row, combos.block.rows.map((r) => r.cells[1]).join(' | ')).toBeDefined();
    expect(row!.cells[mx]).toBe(formatQuantity('moment', 0.6 * (400 + 6800 * 0.23), 'metric'));
    const notes = sectionOf(content, title)!.blocks.find((b) => b.kind === 'notes');
    expect(notes?.kind === 'notes' && notes.items).toContain(
      'Design Load Application: At the axis of rotation (every pier type), 1.60 m: lift 0.23 m at the 1.37 m reveal.',
    );
  });

  it('prints the design issues and the acknowledgements of the review history', () => {
    const content = buildReportContent({
      ...source('imperial'),
      acknowledgements: [
        {
          action: 'requestReview',
          by: 'Uma Owner',
          at: new Date('2025-03-03T09:00:00Z'),
          text: 'Issues acknowledged: engineer to confirm: FS compression = 3. Note: per the geotech report',
        },
      ],
    });
    const section = content.sections.find((s) => s.title === 'Design issues and acknowledgements')!;
    const notes = section.blocks.find((b) => b.kind === 'notes');
    expect(notes?.kind === 'notes' && notes.items.some((i) => i.startsWith('engineer to confirm'))).toBe(
      true,
    );
    const facts = section.blocks.find((b) => b.kind === 'facts');
    expect(facts?.kind === 'facts' && facts.facts).toEqual([
      {
        label: 'requestReview, Uma Owner, 2025-03-03 09:00 UTC',
        value: 'Issues acknowledged: engineer to confirm: FS compression = 3. Note: per the geotech report',
      },
    ]);
  });

  it('lists the design constants after the issues: value in the units, source, flag, the field that changes it', () => {
    const content = buildReportContent(source('imperial'));
    const titles = content.sections.map((x) => x.title);
    expect(titles.indexOf('Design constants')).toBe(titles.indexOf('Design issues and acknowledgements') + 1);
    const block = sectionOf(content, 'Design constants')!.blocks[0]!;
    if (block.kind !== 'table') throw new Error('a table');
    expect(block.columns.map((c) => c.header)).toEqual(['Constant', 'Value', 'Source', 'Change it in']);
    const constants = result.constants!;
    expect(block.rows).toHaveLength(constants.length);
    const weak = block.rows.find((r) => r.cells[3] === 'Settings › K, weak axis')!;
    expect(weak.cells.slice(0, 2)).toEqual([
      'K, weak axis (effective length factor of the steel check)',
      '2.10',
    ]);
    expect(weak.cells[2]).toContain('C-A-7.1');
    // each constant the engine flags says so in its row
    expect(block.rows.filter((r) => r.cells[0]!.endsWith('(engineer to confirm)'))).toHaveLength(
      constants.filter((c) => c.engineerToConfirm).length,
    );
  });
});
