// A block copied from Excel (or any spreadsheet) arrives as text: rows separated by line breaks,
// cells by tabs, a trailing line break after the last row.

/** The cells of a pasted text, rows of cells; a single value is a 1 × 1 grid. */
export function parseClipboardGrid(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t').map((cell) => cell.trim()));
}

/** Whether a paste is a block for the table to spread, rather than one value for one cell. */
export function isBlock(grid: readonly (readonly string[])[]): boolean {
  return grid.length > 1 || (grid[0]?.length ?? 0) > 1;
}
