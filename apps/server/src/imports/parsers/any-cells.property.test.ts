// Property: every parser answers any workbook with groups or with issues, never by throwing (a
// throw is a 500 to the engineer's upload, and a refusal runs every other parser too, for the
// wrong-kind hint). Each sample is a real workbook (a file kind's template, or a project's input
// exported, in either unit system) with one to six cells anywhere in or beside its tables set to
// any value a spreadsheet holds: numbers of any size and sign, text, dates, booleans, formulas
// with and without results, errors, rich text, hyperlinks, or nothing. The bytes are written and
// opened again, as an upload is. What a parser reads holds finite numbers only.
// Longer by hand: CELLS_RUNS=1000 CELLS_SEED=7 npx vitest run apps/server/src/imports/parsers/any-cells.property.test.ts
import type ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_KINDS } from '@pilewise/contracts';
import arrayTech from '@pilewise/engine/examples/projects/array-tech-100mw-ground-forces.json';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { openWorkbook } from '../excel/open-workbook';
import { inputWorkbook, workbookBytes } from '../workbooks/input-workbook';
import { templateWorkbook } from '../workbooks/templates';
import { PARSERS } from '.';

const RUNS = Number(process.env.CELLS_RUNS ?? 120);
const SEED = Number(process.env.CELLS_SEED ?? 20261130);

type Json = Record<string, unknown>;
const SOURCES: { name: string; make: () => ExcelJS.Workbook }[] = [
  ...IMPORT_KINDS.flatMap((kind) =>
    (['imperial', 'metric'] as const).map((units) => ({
      name: `${kind} template (${units})`,
      make: () => templateWorkbook(kind, units),
    })),
  ),
  ...Object.entries({ generic, nextracker, nevados, arrayTech }).flatMap(([name, input]) =>
    (['imperial', 'metric'] as const).map((units) => ({
      name: `${name} input exported (${units})`,
      make: () => inputWorkbook(input as Json, units),
    })),
  ),
];

const cellValue: fc.Arbitrary<ExcelJS.CellValue> = fc.oneof(
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -0, -1, 1e308, -1e308, 5e-324, 2 ** 53, 0.1),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '12 ft',
    '3,5',
    '1e400',
    '-',
    'N/A',
    '#REF!',
    'Sand',
    'Clay',
    '10 - 20',
    '(EOB)',
    'γ′',
  ),
  fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
  fc.boolean(),
  fc.record({
    formula: fc.constantFrom('1+1', 'A1', 'SUM(A1:A3)'),
    result: fc.option(fc.double(), { nil: undefined }),
  }),
  fc.constantFrom({ error: '#N/A' as const }, { error: '#DIV/0!' as const }, { error: '#VALUE!' as const }),
  fc
    .string({ maxLength: 12 })
    .map((text) => ({ richText: [{ text }, { text: ' ft', font: { bold: true } }] })),
  fc.string({ maxLength: 12 }).map((text) => ({ text, hyperlink: 'https://example.com' })),
  fc.constant(null),
);

/** True when every number in a JSON-like value is finite. */
function finiteThroughout(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object') return true;
  return Object.values(value).every(finiteThroughout);
}

const change = fc.record({ sheet: fc.nat(), row: fc.nat(), col: fc.nat(), value: cellValue });
const samples = fc.record({
  source: fc.nat({ max: SOURCES.length - 1 }),
  changes: fc.array(change, { minLength: 1, maxLength: 6 }),
});

describe('every parser on any cell of a real workbook', () => {
  it(`${RUNS} workbooks, seed ${SEED}: groups or issues, never a throw`, async () => {
    const failures: string[] = [];
    let readBack = 0;
    for (const s of fc.sample(samples, { seed: SEED, numRuns: RUNS })) {
      const wb = SOURCES[s.source]!.make();
      const sheets = wb.worksheets;
      for (const c of s.changes) {
        const ws = sheets[c.sheet % sheets.length]!;
        // in the used range or one row or column past it, where a table's next row would be
        const row = 1 + (c.row % (ws.rowCount + 1));
        const col = 1 + (c.col % (ws.columnCount + 1));
        ws.getCell(row, col).value = c.value;
      }
      const where = `${SOURCES[s.source]!.name} with ${JSON.stringify(s.changes).slice(0, 400)}`;
      const opened = await openWorkbook(await workbookBytes(wb));
      if (!opened.ok) continue;
      readBack++;
      for (const kind of IMPORT_KINDS) {
        try {
          const r = PARSERS[kind](opened.workbook, 'any.xlsx');
          // a refusal names at least one issue, each with its words
          if (!r.ok && (r.issues.length === 0 || r.issues.some((i) => !i.message)))
            failures.push(`${kind}: a refusal without a reason, ${where}`);
          // what is read is what is saved: JSON keeps no Infinity or NaN (they would be null)
          if (r.ok && !finiteThroughout(r.groups))
            failures.push(`${kind}: a number not finite read, ${where}`);
        } catch (e) {
          failures.push(`${kind}: ${(e as Error).stack?.split('\n').slice(0, 4).join(' | ')}, ${where}`);
        }
      }
    }
    // the samples were uploads that opened (not all turned away before the parsers)
    expect(readBack).toBeGreaterThan(RUNS * 0.9);
    expect(failures).toEqual([]);
  }, 600_000);
});
