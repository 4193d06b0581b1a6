// One parser per file kind: a workbook in, the design-input groups (SI) or every issue out.
import type ExcelJS from 'exceljs';
import type { ImportKind } from '@pilewise/contracts';
import { parseAttWorkbook } from './att.parser';
import { parseGeotechWorkbook } from './geotech.parser';
import { parseNdtWorkbook } from './ndt.parser';
import { parseNxtWorkbook } from './nxt.parser';
import type { ParseResult } from './parse-result';

export const PARSERS: Readonly<Record<ImportKind, (wb: ExcelJS.Workbook, fileName: string) => ParseResult>> =
  {
    geotech: parseGeotechWorkbook,
    nxt: parseNxtWorkbook,
    att: parseAttWorkbook,
    ndt: parseNdtWorkbook,
  };

export type { ParseResult } from './parse-result';
export { parseGenericWorkbook } from './ndt.parser';
