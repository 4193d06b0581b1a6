import { describe, expect, it } from 'vitest';
import { parseDesignInput } from '@pilewise/engine';
import type { DesignInput } from '@pilewise/contracts';
import small from '../../test/fixtures/design-input-small.json';
import { NXT_T9 } from '../../test/nxt-sections';
import { sectionsUsedSection } from './report-sections-used';

const input = (userSections: unknown[], family = 'NXT'): DesignInput => {
  const parsed = parseDesignInput({
    ...small,
    settings: {
      ...small.settings,
      sectionFamily: family,
      minSection: 'NXT T9',
      maxSection: 'NXT T9',
      userSections,
    },
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value;
};
// The W6x9 dimensions of the shared test section, with a mill data sheet as its source note.
const t9 = { ...NXT_T9, source: 'Mill data sheet MS-114 rev C' };

describe('report: sections outside the AISC catalogue', () => {
  it('lists the family’s user sections with their dimensions and source note', () => {
    const section = sectionsUsedSection(input([t9]), 'imperial')!;
    const table = section.blocks[0]!;
    expect(table.kind).toBe('table');
    if (table.kind !== 'table') return;
    const [row] = table.rows;
    // 2.68 in² of steel at 490 pcf: 2.68/144 x 490 = 9.12 lb/ft.
    expect(row!.cells.slice(0, 8)).toEqual([
      'NXT T9',
      'NXT',
      'I-shape',
      '9.12',
      '5.900',
      '3.940',
      '0.215',
      '0.170',
    ]);
    expect(row!.cells[8]).toMatch(/^Mill data sheet MS-114 rev C \(/);
  });

  it('is left out when the run searched no user-defined section', () => {
    const parsed = parseDesignInput(small);
    expect(parsed.ok && sectionsUsedSection(parsed.value, 'metric')).toBeNull();
  });
});
