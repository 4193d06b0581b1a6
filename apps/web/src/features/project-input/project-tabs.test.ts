import { describe, expect, it } from 'vitest';
import { tabColor, visibleInputTabs } from './project-tabs';

describe('tab colour rule (spec §2)', () => {
  it.each([
    [{ hasError: true, touched: true, disabled: false }, 'red'],
    [{ hasError: true, touched: false, disabled: false }, 'gray'],
    [{ hasError: false, touched: false, disabled: true }, 'gray'],
    [{ hasError: true, touched: true, disabled: true }, 'gray'],
    [{ hasError: false, touched: true, disabled: false }, 'blue'],
    [{ hasError: false, touched: false, disabled: false }, 'blue'],
  ] as const)('%o is %s', (state, color) => {
    expect(tabColor(state)).toBe(color);
  });
});

describe('which input tabs show', () => {
  const base = {
    corrosionConsidered: true,
    seismicConsidered: true,
    designMode: 2 as const,
    salesMode: false,
  };

  it('shows the six tabs in order, all enabled', () => {
    expect(visibleInputTabs(base).map((t) => [t.tab, t.disabled])).toEqual([
      ['Soil', false],
      ['Vertical', false],
      ['Seismic', false],
      ['Pier Head Loss', false],
      ['Corrosion', false],
      ['Pile Head Loads', false],
    ]);
  });

  it('disables Corrosion when corrosion is not considered', () => {
    const corrosion = visibleInputTabs({ ...base, corrosionConsidered: false }).find(
      (t) => t.tab === 'Corrosion',
    );
    expect(corrosion?.disabled).toBe(true);
  });

  it('disables Seismic when seismic is not considered, hides it in design modes 3 and 4', () => {
    expect(
      visibleInputTabs({ ...base, seismicConsidered: false }).find((t) => t.tab === 'Seismic')?.disabled,
    ).toBe(true);
    for (const designMode of [3, 4] as const) {
      expect(visibleInputTabs({ ...base, designMode }).some((t) => t.tab === 'Seismic')).toBe(false);
    }
  });

  it('hides the engineering tabs in user (sales) mode', () => {
    expect(visibleInputTabs({ ...base, salesMode: true }).map((t) => t.tab)).toEqual(['Pier Head Loss']);
  });
});
