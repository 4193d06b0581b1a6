/** A plain-text table for the CLI, columns padded, two spaces in; the first row is the header. */
export function textTable(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => `  ${r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}`.trimEnd());
}
