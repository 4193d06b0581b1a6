// Excel out, Excel in: a project's inputs workbook read back gives the project's input exactly,
// for each example project, in imperial and in metric units (issue 8 "Excel out").
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import arrayTech from '@pilewise/engine/examples/projects/array-tech-100mw-ground-forces.json';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { applyImport } from './apply-import';
import { parseGenericWorkbook, PARSERS, type ParseResult } from './parsers';
import { inputWorkbook, workbookBytes } from './workbooks/input-workbook';
import { templateWorkbook } from './workbooks/templates';

type Json = Record<string, unknown>;
const EXAMPLES: [string, Json, 'nxt' | 'att' | 'ndt' | 'generic'][] = [
  ['Nextracker', nextracker as Json, 'nxt'],
  ['Array Tech', arrayTech as Json, 'att'],
  ['Nevados', nevados as Json, 'ndt'],
  ['Generic', generic as Json, 'generic'],
];

async function reopen(wb: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const again = new ExcelJS.Workbook();
  await again.xlsx.load((await workbookBytes(wb)) as unknown as ArrayBuffer);
  return again;
}

function ok(r: ParseResult) {
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.sheet}!${i.column}${i.row}: ${i.message}`).join('\n'));
  return r;
}

describe.each(EXAMPLES)('the %s example project', (_name, example, loads) => {
  it.each(['imperial', 'metric'] as const)(
    'exported in %s units and imported again is the same input',
    async (units) => {
      const wb = await reopen(inputWorkbook(example, units));
      const geotech = ok(PARSERS.geotech(wb, 'inputs.xlsx'));
      const tracker = ok(
        loads === 'generic' ? parseGenericWorkbook(wb, 'inputs.xlsx') : PARSERS[loads](wb, 'inputs.xlsx'),
      );
      // Applied to the input without the groups the workbook carries: they all come back.
      const stripped = structuredClone(example);
      delete stripped.soil;
      delete stripped.vertical;
      delete stripped.tracker;
      const seismicTracker = (stripped.seismic as Json | undefined)?.tracker as Json | undefined;
      if (seismicTracker) delete seismicTracker.pierLoadTable;
      const once = applyImport(stripped, geotech.groups).input;
      const twice = applyImport(once, tracker.groups);
      expect(twice.skipped).toEqual([]);
      expect(twice.input).toEqual(example);
      // And the JSON is the same text (no -0, no 1e-17 left behind by a conversion).
      expect(JSON.stringify(twice.input, Object.keys(twice.input).sort())).toBe(
        JSON.stringify(example, Object.keys(example).sort()),
      );
    },
  );
});

describe('the published templates', () => {
  it.each(['geotech', 'nxt', 'att', 'ndt'] as const)(
    'the %s template reads through its own parser',
    async (kind) => {
      for (const units of ['imperial', 'metric'] as const) {
        const wb = await reopen(templateWorkbook(kind, units));
        const r = ok(PARSERS[kind](wb, `${kind}.xlsx`));
        expect(r.summary.length).toBeGreaterThan(0);
      }
    },
  );

  it("the geotechnical template's soil table has one way to give depths and unit weights", async () => {
    const wb = await reopen(templateWorkbook('geotech', 'imperial'));
    const ws = wb.getWorksheet('Soil layers')!;
    const rows = [1, 2, 3, 4, 5].map((r) =>
      (ws.getRow(r).values as unknown[]).filter((v): v is string => typeof v === 'string'),
    );
    const names = rows.find((r) => r.includes('Soil type'))!;
    expect(names).toEqual(expect.arrayContaining(['Layer start (ft)', 'Layer end (ft)', 'Gamma (pcf)']));
    // the alternatives read from reports' own tables are not columns to fill in
    expect(names.filter((n) => /^Depth|^Effective/.test(n))).toEqual([]);
  });
});
