// An uploaded file opened as a workbook, or told why not, by its bytes: the name and the type
// the browser sent are the sender's word. An .xlsx is a zip with [Content_Types].xml; a
// password-protected one is an OLE compound file holding an EncryptedPackage stream (ECMA-376
// Part 2 / MS-OFFCRYPTO), as is an old binary .xls (without that stream).
import ExcelJS from 'exceljs';
import { IMPORT_MAX_BYTES, IMPORT_MAX_EXPANDED_BYTES } from '@pilewise/contracts';
import { checkZipExpansion } from './zip-expansion';

export type OpenResult = { ok: true; workbook: ExcelJS.Workbook } | { ok: false; message: string };

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (b: Uint8Array, sig: number[]) =>
  b.length >= sig.length && sig.every((x, i) => b[i] === x);

function containsUtf16(bytes: Uint8Array, text: string): boolean {
  const needle = Buffer.from(text, 'utf16le');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(needle);
}

/** Opens `bytes` as an .xlsx workbook; the message says what the file is when it is not one. */
export async function openWorkbook(bytes: Uint8Array): Promise<OpenResult> {
  if (bytes.byteLength === 0) return { ok: false, message: 'the file is empty' };
  if (bytes.byteLength > IMPORT_MAX_BYTES)
    return { ok: false, message: `the file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB` };
  if (startsWith(bytes, OLE)) {
    return containsUtf16(bytes, 'EncryptedPackage')
      ? {
          ok: false,
          message: 'the workbook is password-protected: save it without a password and upload it again',
        }
      : {
          ok: false,
          message: 'this is an old Excel 97-2003 (.xls) workbook: save it as .xlsx and upload it again',
        };
  }
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!startsWith(bytes, ZIP) || !buf.includes(Buffer.from('[Content_Types].xml')))
    return { ok: false, message: 'this is not an Excel workbook (.xlsx)' };
  const expansion = checkZipExpansion(bytes, IMPORT_MAX_EXPANDED_BYTES);
  if (!expansion.ok) return expansion;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    return {
      ok: false,
      message: 'the workbook is damaged and cannot be read (open it in Excel and save it again)',
    };
  }
  if (workbook.worksheets.length === 0) return { ok: false, message: 'the workbook has no sheets' };
  return { ok: true, workbook };
}
