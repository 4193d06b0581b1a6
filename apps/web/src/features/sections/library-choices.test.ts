import { describe, expect, it } from 'vitest';
import type { CompanySection } from '@pilewise/contracts';
import { withLibraryCopies } from './library-choices';

const IN = 0.0254;
// Test data: AISC Shapes Database v16.0 W6x9 plates under another name.
const lib = (name: string, family: string, weight: number): CompanySection => ({
  _id: '00000000-0000-4000-8000-000000000001',
  name,
  family,
  source: 'Test sheet',
  section: {
    kind: 'user-W',
    name,
    family,
    d_m: 5.9 * IN,
    bf_m: 3.94 * IN,
    tf_m: 0.215 * IN,
    tw_m: 0.17 * IN,
    source: 'Test sheet',
  },
  weight_lb_per_ft: weight,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the company library in Settings', () => {
  const library = [lib('NXT T9', 'NXT', 9.1), lib('W6x7 mill', 'W6', 7), lib('P4', 'PIPE4', 10.8)];

  it('copies the family’s library sections into the input, refreshing a stale copy, keeping others', () => {
    const input = {
      settings: {
        sectionFamily: 'NXT',
        userSections: [
          {
            kind: 'user-W',
            name: 'NXT T9',
            family: 'NXT',
            d_m: 1,
            bf_m: 1,
            tf_m: 0.1,
            tw_m: 0.1,
            source: 'old',
          },
          { kind: 'pipe', name: 'Own pipe', family: 'NXT', od_m: 0.1, t_m: 0.01 },
        ],
      },
    };
    const out = withLibraryCopies(input, library) as typeof input;
    expect(out.settings.userSections.map((u) => [u.name, u.source])).toEqual([
      ['Own pipe', undefined],
      ['NXT T9', 'Test sheet'],
    ]);
    expect(withLibraryCopies({ settings: { sectionFamily: 'W8' } }, library)).toEqual({
      settings: { sectionFamily: 'W8' },
    });
  });
});
