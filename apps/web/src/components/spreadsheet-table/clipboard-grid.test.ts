import { describe, expect, it } from 'vitest';
import { isBlock, parseClipboardGrid } from './clipboard-grid';

describe('parseClipboardGrid', () => {
  it('reads an Excel block: tab-separated cells, CRLF rows, the trailing line break dropped', () => {
    const grid = parseClipboardGrid('Sand\t0\t5\r\nClay\t5\t12\r\n');
    expect(grid).toEqual([
      ['Sand', '0', '5'],
      ['Clay', '5', '12'],
    ]);
    expect(isBlock(grid)).toBe(true);
  });

  it('keeps empty cells in place, so later columns do not shift', () => {
    expect(parseClipboardGrid('a\t\tc')).toEqual([['a', '', 'c']]);
  });

  it('a single value is not a block', () => {
    const grid = parseClipboardGrid('32.5');
    expect(grid).toEqual([['32.5']]);
    expect(isBlock(grid)).toBe(false);
  });
});
