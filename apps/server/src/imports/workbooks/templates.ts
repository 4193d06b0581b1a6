// PileWise's published template of each file kind: the writer of the inputs workbook applied to
// the example project of that company, so the template shows real rows in the layout the
// parsers read, and cannot drift from them (the round-trip tests read these same sheets back).
import ExcelJS from 'exceljs';
import type { ImportKind, UnitSystem } from '@pilewise/contracts';
import arrayTech from '@pilewise/engine/examples/projects/array-tech-100mw-ground-forces.json';
import generic from '@pilewise/engine/examples/projects/generic-100mw-site-d.json';
import nevados from '@pilewise/engine/examples/projects/nevados-100mw-terrain-following.json';
import nextracker from '@pilewise/engine/examples/projects/nextracker-100mw-unbalanced.json';
import { addAttSheets, addGeotechSheets, addNdtSheets, addNxtSheets } from './input-workbook';

type Json = Record<string, unknown>;

export const TEMPLATE_FILE_NAMES: Readonly<Record<ImportKind, string>> = {
  geotech: 'PileWise geotechnical template.xlsx',
  nxt: 'PileWise Nextracker (NXT) pile head load template.xlsx',
  att: 'PileWise Array Tech (ATT) ground force template.xlsx',
  ndt: 'PileWise Nevados (NDT) pier load template.xlsx',
};

export function templateWorkbook(kind: ImportKind, units: UnitSystem): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PileWise';
  const tracker = (example: unknown) => (example as Json).tracker as Json;
  switch (kind) {
    case 'geotech':
      addGeotechSheets(wb, generic as Json, units);
      break;
    case 'nxt': {
      const seismic = (nextracker as Json).seismic as Json;
      addNxtSheets(
        wb,
        tracker(nextracker).nextracker as Json,
        (seismic.tracker as Json).pierLoadTable as Json,
        units,
      );
      break;
    }
    case 'att':
      addAttSheets(wb, tracker(arrayTech).ati_pier_loads as Json, units);
      break;
    case 'ndt':
      addNdtSheets(wb, tracker(nevados).nevados as Json, units);
      break;
  }
  return wb;
}
