import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_EXPANDED_BYTES } from '@pilewise/contracts';
import { checkZipExpansion } from './zip-expansion';
import { openWorkbook } from './open-workbook';
import { expandingWorkbook, zipOf } from './zip.test-support';

const MB = 1024 * 1024;
const TOO_LARGE = /^the workbook expands to more than 50 MB of sheets/;

describe('checkZipExpansion', () => {
  it('adds up what the parts inflate to, stored or deflated', () => {
    const zip = zipOf([
      { name: 'a.xml', data: Buffer.alloc(1000, 0x61) },
      { name: 'b.xml', data: Buffer.from('stored as is'), deflate: false },
    ]);
    expect(checkZipExpansion(zip, MB)).toEqual({ ok: true, expanded_bytes: 1000 + 12 });
  });

  it('stops at the limit, whatever size the zip declares', () => {
    // 60 MB of blanks deflate to some 60 kB; declared as 100 bytes, they still inflate to 60 MB
    for (const declared of [undefined, 100]) {
      const zip = expandingWorkbook(60 * MB, declared);
      expect(zip.length).toBeLessThan(MB);
      const r = checkZipExpansion(zip, IMPORT_MAX_EXPANDED_BYTES);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.message).toMatch(TOO_LARGE);
    }
    // one byte over the limit is over, the limit itself is not
    expect(checkZipExpansion(zipOf([{ name: 'x', data: Buffer.alloc(1001) }]), 1000).ok).toBe(false);
    expect(checkZipExpansion(zipOf([{ name: 'x', data: Buffer.alloc(1000) }]), 1000).ok).toBe(true);
  });

  it('says a zip is damaged when its directory or parts cannot be read', () => {
    const zip = zipOf([{ name: 'a.xml', data: Buffer.alloc(1000, 0x61) }]);
    expect(checkZipExpansion(zip.subarray(0, zip.length - 30), MB)).toMatchObject({
      ok: false,
      message: /damaged/,
    });
    const corrupt = Buffer.from(zip);
    corrupt.fill(0xff, 30 + 5, 30 + 12); // inside the deflated data
    expect(checkZipExpansion(corrupt, MB)).toMatchObject({ ok: false, message: /damaged/ });
  });
});

describe('openWorkbook', () => {
  it('refuses a workbook that would expand past the limit before the workbook library reads it', async () => {
    const r = await openWorkbook(new Uint8Array(expandingWorkbook(60 * MB, 100)));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(TOO_LARGE);
  });

  it('opens a real workbook', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Soil').addRows([
      ['Soil type', 'Bottom (ft)'],
      [1, 10],
    ]);
    const r = await openWorkbook(new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(r.ok && r.workbook.getWorksheet('Soil')!.getCell('B2').value).toBe(10);
  });
});
