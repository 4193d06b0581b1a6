// Each user's last workbook read, kept for the confirm after its preview (last-workbook-reads.ts).
import { describe, expect, it } from 'vitest';
import {
  LAST_READ_KEPT_MS,
  LAST_READS_BUDGET_CHARS,
  LAST_READS_KEPT,
  LastWorkbookReads,
  workbookFingerprint,
} from './last-workbook-reads';
import type { WorkbookRead } from './read-import-workbook';

const readOf = (name: string): WorkbookRead => ({
  ok: true,
  groups: { soil: { layers: [{ name }] } } as WorkbookRead['groups'],
  summary: [`1 soil layer: ${name}`],
  warnings: [],
});

describe('a workbook’s fingerprint', () => {
  const bytes = new TextEncoder().encode('PK workbook bytes');
  it('is the same for the same kind, name and bytes, and differs when any of them does', async () => {
    const same = await workbookFingerprint('geotech', 'site.xlsx', bytes);
    expect(await workbookFingerprint('geotech', 'site.xlsx', Buffer.from(bytes))).toBe(same);
    const others = await Promise.all([
      workbookFingerprint('nxt', 'site.xlsx', bytes),
      workbookFingerprint('geotech', 'site (2).xlsx', bytes),
      workbookFingerprint('geotech', 'site.xlsx', new TextEncoder().encode('PK workbook bytez')),
    ]);
    expect(new Set([same, ...others]).size).toBe(4);
  });
});

describe('the last reads kept', () => {
  it('answer the user’s last read of that workbook only', () => {
    const reads = new LastWorkbookReads();
    reads.keep('u1', 'A', readOf('Sand'), 100);
    expect(reads.find('u1', 'A')?.summary).toEqual(['1 soil layer: Sand']);
    expect(reads.find('u1', 'B')).toBeUndefined();
    expect(reads.find('u2', 'A')).toBeUndefined(); // another user's upload of the same bytes
    reads.keep('u1', 'B', readOf('Clay'), 100); // a user's next read takes the place of the last
    expect(reads.find('u1', 'A')).toBeUndefined();
    expect(reads.find('u1', 'B')?.summary).toEqual(['1 soil layer: Clay']);
    expect(reads.size).toBe(1);
  });

  it('are forgotten after LAST_READ_KEPT_MS', () => {
    let now = 1_000_000;
    const reads = new LastWorkbookReads(() => now);
    reads.keep('u1', 'A', readOf('Sand'), 100);
    now += LAST_READ_KEPT_MS;
    expect(reads.find('u1', 'A')).toBeDefined();
    now += 1;
    expect(reads.find('u1', 'A')).toBeUndefined();
    expect(reads.size).toBe(0);
    expect(reads.size_chars).toBe(0);
  });

  it('are at most LAST_READS_KEPT, the least recently kept going first', () => {
    const reads = new LastWorkbookReads();
    for (let i = 0; i <= LAST_READS_KEPT; i++) reads.keep(`u${i}`, 'A', readOf(`Layer ${i}`), 100);
    expect(reads.size).toBe(LAST_READS_KEPT);
    expect(reads.find('u0', 'A')).toBeUndefined();
    expect(reads.find('u1', 'A')).toBeDefined();
    // kept again: the newest, so u2 goes next, not u1
    reads.keep('u1', 'A', readOf('Layer 1'), 100);
    reads.keep('late', 'A', readOf('Late'), 100);
    expect(reads.find('u1', 'A')).toBeDefined();
    expect(reads.find('u2', 'A')).toBeUndefined();
  });

  it('hold at most LAST_READS_BUDGET_CHARS, the oldest going first, and a read over a quarter of it is not kept', () => {
    const reads = new LastWorkbookReads();
    const quarter = LAST_READS_BUDGET_CHARS / 4;
    for (const user of ['u1', 'u2', 'u3', 'u4']) reads.keep(user, 'A', readOf(user), quarter);
    expect(reads.size_chars).toBe(LAST_READS_BUDGET_CHARS);
    reads.keep('u5', 'A', readOf('u5'), 1);
    expect(reads.find('u1', 'A')).toBeUndefined();
    expect(reads.find('u2', 'A')).toBeDefined();
    expect(reads.size_chars).toBe(3 * quarter + 1);
    // a user's read taken back by their next one gives its size back
    reads.keep('u2', 'B', readOf('u2 again'), 10);
    expect(reads.size_chars).toBe(2 * quarter + 11);
    // too large to keep: not kept, and the user's last read is gone (it was of another workbook)
    reads.keep('u3', 'C', readOf('huge'), quarter + 1);
    expect(reads.find('u3', 'C')).toBeUndefined();
    expect(reads.find('u3', 'A')).toBeUndefined();
    expect(reads.size_chars).toBe(quarter + 11);
    expect(reads.size).toBe(3);
  });
});
