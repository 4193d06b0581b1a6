// Property: whatever the layout (sheet name, column order, header synonym, unit, blank rows,
// a cover sheet), a soil table reads back to the SI values it was written from.
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { M_PER_FT, N_PER_M3_PER_PCF, PA_PER_PSF } from '@pilewise/contracts';
import { openWorkbook } from '../excel/open-workbook';
import { PARSERS } from '.';

type Col = { names: string[]; units: [string, number][]; si: (l: Layer) => number | string };
type Layer = { top: number; bottom: number; gamma: number; phi: number; cu: number };

// Each column: the headers it may have, and units with their SI factor (independent of the parser's table).
const COLUMNS: Col[] = [
  { names: ['Soil type', 'Type', 'Model'], units: [['', 1]], si: () => 1 },
  {
    names: ['Top', 'Layer start', 'Depth from'],
    units: [
      ['ft', M_PER_FT],
      ['m', 1],
      ['in', 0.0254],
    ],
    si: (l) => l.top,
  },
  {
    names: ['Bottom', 'Layer end', 'Depth to'],
    units: [
      ['ft', M_PER_FT],
      ['m', 1],
      ['mm', 0.001],
    ],
    si: (l) => l.bottom,
  },
  {
    names: ['Gamma', 'Unit weight'],
    units: [
      ['pcf', N_PER_M3_PER_PCF],
      ['kN/m³', 1000],
      ['kN/m3', 1000],
    ],
    si: (l) => l.gamma,
  },
  {
    names: ['Phi', 'Friction angle'],
    units: [
      ['deg', 1],
      ['', 1],
    ],
    si: (l) => l.phi,
  },
  {
    names: ['Cu', 'Cohesion'],
    units: [
      ['psf', PA_PER_PSF],
      ['ksf', 1000 * PA_PER_PSF],
      ['kPa', 1000],
    ],
    si: (l) => l.cu,
  },
];
const FIELDS = ['model', 'top_m', 'bottom_m', 'gamma_N_per_m3', 'phiDeg', 'cu_Pa'] as const;

const layers = fc
  .array(
    fc.record({
      thickness: fc.double({ min: 0.1, max: 5, noNaN: true }),
      gamma: fc.double({ min: 14000, max: 23000, noNaN: true }),
      phi: fc.double({ min: 20, max: 45, noNaN: true }),
      cu: fc.double({ min: 5000, max: 300000, noNaN: true }),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((ls) => {
    let top = 0;
    return ls.map((l) => {
      const layer: Layer = { top, bottom: top + l.thickness, gamma: l.gamma, phi: l.phi, cu: l.cu };
      top = layer.bottom;
      return layer;
    });
  });

const layout = fc.record({
  order: fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 6, maxLength: 6 }),
  names: fc.tuple(...COLUMNS.map((c) => fc.constantFrom(...c.names))),
  units: fc.tuple(...COLUMNS.map((c) => fc.constantFrom(...c.units))),
  titleRows: fc.integer({ min: 0, max: 3 }),
  blankAfter: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
  sheet: fc.constantFrom('Soil', 'BH-1', 'Design parameters', 'Sheet1'),
  cover: fc.boolean(),
});

describe('geotechnical workbook, any layout', () => {
  it('reads every layer back to its SI values', async () => {
    await fc.assert(
      fc.asyncProperty(layers, layout, async (ls, lay) => {
        const wb = new ExcelJS.Workbook();
        if (lay.cover) wb.addWorksheet('Cover').addRow(['Geotechnical report', 'Project 12']);
        const ws = wb.addWorksheet(lay.sheet);
        for (let i = 0; i < lay.titleRows; i++) ws.addRow([`Title line ${i + 1}`]);
        ws.addRow(
          lay.order.map((c) => {
            const unit = lay.units[c]![0];
            return unit ? `${lay.names[c]} (${unit})` : lay.names[c];
          }),
        );
        ls.forEach((l, i) => {
          ws.addRow(lay.order.map((c) => (c === 0 ? 1 : (COLUMNS[c]!.si(l) as number) / lay.units[c]![1])));
          if (lay.blankAfter[i]) ws.addRow([]);
        });
        const opened = await openWorkbook(new Uint8Array(await wb.xlsx.writeBuffer()));
        if (!opened.ok) throw new Error(opened.message);
        const r = PARSERS.geotech(opened.workbook, 'p.xlsx');
        if (!r.ok) throw new Error(JSON.stringify(r.issues));
        const read = (r.groups.soil as { layers: Record<string, unknown>[] }).layers;
        expect(read).toHaveLength(ls.length);
        read.forEach((got, i) => {
          expect(got.model).toBe('api-sand');
          FIELDS.slice(1).forEach((f, k) => {
            const want = COLUMNS[k + 1]!.si(ls[i]!) as number;
            expect(Math.abs((got[f] as number) - want)).toBeLessThanOrEqual(Math.abs(want) * 1e-10 + 1e-12);
          });
        });
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
