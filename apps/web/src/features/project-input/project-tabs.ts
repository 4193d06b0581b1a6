import type { DesignMode } from '@pilewise/contracts';

// The input tabs of the project form (spec §2) and their colour rule.

export const INPUT_TABS = [
  'Soil',
  'Vertical',
  'Seismic',
  'Pier Head Loss',
  'Corrosion',
  'Pile Head Loads',
] as const;
export type InputTab = (typeof INPUT_TABS)[number];

export type TabColor = 'red' | 'gray' | 'blue';

/** Red when in error and touched; grey when disabled, or in error but untouched; blue otherwise. */
export function tabColor(state: { hasError: boolean; touched: boolean; disabled: boolean }): TabColor {
  if (state.disabled) return 'gray';
  if (state.hasError) return state.touched ? 'red' : 'gray';
  return 'blue';
}

export type TabSettings = {
  corrosionConsidered: boolean;
  seismicConsidered: boolean;
  designMode: DesignMode;
  /** Sales mode hides the engineering input tabs. */
  salesMode: boolean;
};

export type TabView = { tab: InputTab; disabled: boolean; reason?: string };

/** Which tabs show, and which are disabled, for the given settings. */
export function visibleInputTabs(s: TabSettings): TabView[] {
  const hiddenInSales: InputTab[] = ['Corrosion', 'Vertical', 'Seismic', 'Pile Head Loads', 'Soil'];
  return INPUT_TABS.filter((tab) => {
    if (s.salesMode && hiddenInSales.includes(tab)) return false;
    if (tab === 'Seismic' && (s.designMode === 3 || s.designMode === 4)) return false;
    return true;
  }).map((tab) => {
    if (tab === 'Corrosion' && !s.corrosionConsidered) {
      return { tab, disabled: true, reason: 'Corrosion is not considered (Settings)' };
    }
    if (tab === 'Seismic' && !s.seismicConsidered) {
      return { tab, disabled: true, reason: 'Seismic is not considered (Settings)' };
    }
    return { tab, disabled: false };
  });
}
