// The report's "Pile head loads as entered": the Nextracker and Array Tech examples' own tables,
// in the project's units, in the report's content and in the text of its PDF (poppler's
// pdftotext). Expected numbers are the examples' SI values converted by hand with the exact
// factors 1 kip = 4448.2216152605 N and 1 kip·ft = 1355.8179483314 N·m (NIST SP 811), rounded to
// three significant figures (ui.md), and 1 ft = 0.3048 m to 0.1 ft.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDesignInput, runDesign, type DesignInput } from '@pilewise/engine';
import type { ReportBlock, ReportSection, UnitSystem } from '@pilewise/contracts';
import nextracker from '../../../../packages/engine/examples/projects/nextracker-100mw-unbalanced.json';
import arrayTech from '../../../../packages/engine/examples/projects/array-tech-100mw-ground-forces.json';
import small from '../../test/fixtures/design-input-small.json';
import { buildReportContent } from './report-content';
import { enteredLoadsSection, withoutTrailingBrackets } from './report-loads-entered';
import { renderReportPdf } from './report-pdf';

const parse = (json: unknown): DesignInput => {
  const parsed = parseDesignInput(structuredClone(json));
  if (!parsed.ok) throw new Error(`example must parse: ${JSON.stringify(parsed)}`);
  return parsed.value;
};

type Table = Extract<ReportBlock, { kind: 'table' }>;
const tables = (section: ReportSection) => section.blocks.filter((b): b is Table => b.kind === 'table');
const row = (table: Table, ...first: string[]) =>
  table.rows.find((r) => first.every((f, i) => r.cells[i] === f))?.cells;

/** The PDF of a report whose run input is `input` (the result is the small fixture's: only the loads are looked at). */
const designed = runDesign(structuredClone(small) as never);
if (!designed.ok) throw new Error('the fixture must design');

async function pdfTextOf(input: DesignInput, system: UnitSystem): Promise<string> {
  if (!designed.ok) throw new Error('the fixture must design');
  const content = buildReportContent({
    project: {
      name: 'As entered',
      client: '',
      projectAddress: '',
      company: '',
      designer: '',
      revisionNumber: 0,
      unitSystem: system,
      latitude: null,
      longitude: null,
    },
    companyName: 'Acme',
    run: {
      id: '7c1e2b8a-0d3f-4a5b-9c6d-000000000001',
      lane: 'fast',
      finishedAt: null,
      result: designed.result,
      input,
    },
    generatedBy: 'Ada',
    generatedAt: new Date('2025-03-02T08:30:00Z'),
  });
  expect(content.sections.map((s) => s.title)).toContain('Appendix A: Pile head loads as entered');
  const bytes = await renderReportPdf(content, designed.result);
  const dir = await mkdtemp(join(tmpdir(), 'pilewise-entered-'));
  await writeFile(join(dir, 'r.pdf'), bytes);
  const { stdout } = await promisify(execFile)('pdftotext', [join(dir, 'r.pdf'), '-']);
  return stdout.replace(/\s+/g, ' ');
}

describe('pile head loads as entered', () => {
  const nxt = parse(nextracker);
  const ati = parse(arrayTech);

  it('Nextracker: the pier type × load case table by force, and the seismic wing lists, in kip and kip·ft', () => {
    const section = enteredLoadsSection(nxt, 'imperial')!;
    const [pierTypes, loadTable, wings] = tables(section);
    expect(row(pierTypes!, 'SP-INT')).toEqual([
      'SP-INT',
      'Seismic pier, interior',
      'Interior',
      '4.6',
      '1, 2',
    ]);
    expect(loadTable!.columns.map((c) => c.header)).toEqual([
      'Pier type',
      'Force',
      'D',
      'S',
      'W0',
      'W30',
      'W52',
    ]);
    // MP-INT P: 6900, 3800, −10400, 11600, −6000 N; Mx: 0, 0, 2200, 1900, 1200 N·m.
    expect(row(loadTable!, 'MP-INT', 'P (kip)')).toEqual([
      'MP-INT',
      'P (kip)',
      '1.55',
      '0.854',
      '-2.34',
      '2.61',
      '-1.35',
    ]);
    expect(row(loadTable!, 'MP-INT', 'Mx (kip·ft)')).toEqual([
      'MP-INT',
      'Mx (kip·ft)',
      '0',
      '0',
      '1.62',
      '1.40',
      '0.885',
    ]);
    // lw_ext: 4300, 3950, … N; unbalanced, so rw_ext is its own list (4450 N first).
    expect(wings!.title).toMatch(/^Seismic pier load table: dead load per pile \(kip\)/);
    expect(row(wings!, 'lw_ext (Exterior DL, left wing)')!.slice(1, 3)).toEqual(['0.967', '0.888']);
    expect(row(wings!, 'rw_ext (Exterior DL, right wing)')![1]).toBe('1.00');
    expect(wings!.note).toMatch(/Unbalanced/);
  });

  it('Nextracker in metric: the same entries in kN', () => {
    const loadTable = tables(enteredLoadsSection(nxt, 'metric')!)[1]!;
    expect(row(loadTable, 'MP-INT', 'P (kN)')).toEqual([
      'MP-INT',
      'P (kN)',
      '6.90',
      '3.80',
      '-10.4',
      '11.6',
      '-6.00',
    ]);
  });

  it('Array Tech: every ground force table row by pier type, load case and pile height, with the selected columns', () => {
    const section = enteredLoadsSection(ati, 'imperial')!;
    const facts = section.blocks.find((b) => b.kind === 'facts')!;
    expect(facts.kind === 'facts' && facts.facts.map((f) => f.label)).toContain('Selected columns');
    const [ground] = tables(section);
    expect(ground!.columns.map((c) => c.header).slice(0, 5)).toEqual([
      'Pier type',
      'Load case',
      'Pile height (ft)',
      'Axial (kip)',
      'Shear X (kip)',
    ]);
    // PDP, W at 1.5 m: −13600 N axial, 9800 N shear X, 15800 N·m moment X at grade; 1.5 m = 4.92 ft.
    const w15 = row(ground!, 'PDP (Perimeter DP)', 'W', '4.9')!;
    expect(w15.slice(3)).toEqual(['-3.06', '2.20', '0.202', '11.7', '0.996']);
    // Every tabulated row is there: tables × heights.
    const rows =
      ati.tracker.mode === 4 ? ati.tracker.ati_pier_loads.groundForceTables.flatMap((t) => t.rows) : [];
    expect(ground!.rows).toHaveLength(rows.length);
  });

  it("the PDF's text carries the as-entered values of both examples", async () => {
    const nxtText = await pdfTextOf(nxt, 'imperial');
    expect(nxtText).toContain('Pile head loads as entered');
    expect(nxtText).toMatch(/MP-INT P \(kip\) 1\.55 0\.854 -2\.34 2\.61 -1\.35/);
    expect(nxtText).toContain('0.967');
    const atiText = await pdfTextOf(ati, 'imperial');
    expect(atiText).toContain('Pile head loads as entered');
    expect(atiText).toMatch(/W 4\.9 -3\.06 2\.20 0\.202 11\.7 0\.996/);
  }, 60_000);
});

describe('withoutTrailingBrackets', () => {
  // The pattern it replaced, kept as the reference: quadratic on long runs of spaces.
  const reference = (name: string) => name.replace(/\s*\([^()]*\)\s*$/, '');

  it('takes off a unit in brackets as the pattern did', () => {
    expect(withoutTrailingBrackets('Axial (N)')).toBe('Axial');
    expect(withoutTrailingBrackets('Moment (kip·ft)  ')).toBe('Moment');
    expect(withoutTrailingBrackets('Shear')).toBe('Shear');
    expect(withoutTrailingBrackets('f(x) (kN)')).toBe('f(x)');
    expect(withoutTrailingBrackets('a (b (c))')).toBe('a (b (c))');
  });

  it('property: the same answer as the pattern on any short name of spaces, brackets and letters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(' ', '\t', '(', ')', 'a', 'N', '·'), maxLength: 24 }),
        (name) => {
          expect(withoutTrailingBrackets(name)).toBe(reference(name));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('reads a name of 300,000 spaces (the pattern took about a minute)', () => {
    const name = `${' '.repeat(300_000)}x`;
    expect(withoutTrailingBrackets(name)).toBe(name);
    expect(withoutTrailingBrackets(`Axial${' '.repeat(300_000)}(N)`)).toBe('Axial');
  });
});
