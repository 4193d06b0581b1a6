import type { TableProps } from '@mantine/core';

/** The result tables (pile design summary, a pier's checks) read dense: ui.md "density over decoration". */
export const resultTableDensity = {
  verticalSpacing: 4,
  horizontalSpacing: 8,
  fz: 13,
  lh: 1.35,
} satisfies Partial<TableProps>;
