import { describe, expect, it } from 'vitest';
import { statusPieOption } from './status-pie-option';

describe('projects-by-status chart', () => {
  it('draws one status as a whole ring, with no slice border cutting it', () => {
    const [series] = statusPieOption([
      { status: 'Active', count: 3 },
      { status: 'Inactive', count: 0 },
    ]).series;
    expect(series!.data).toEqual([{ name: 'Active', value: 3 }]);
    expect(series!.itemStyle.borderWidth).toBe(0);
  });

  it('separates two or more statuses with a white border, leaving out empty ones', () => {
    const [series] = statusPieOption([
      { status: 'Active', count: 3 },
      { status: 'Redesign', count: 0 },
      { status: 'Sent For Review', count: 1 },
    ]).series;
    expect(series!.data.map((d) => d.name)).toEqual(['Active', 'Sent For Review']);
    expect(series!.itemStyle).toEqual({ borderColor: '#fff', borderWidth: 2 });
  });
});
