// The Design Load Application (Settings, pile reveal details) may put every pier type's loads at
// the axis of rotation or at each pile top: the load tables' own load heights are then not used,
// and the tables say so (engine design/load-application.ts).
import { loadHeightOverride } from '@pilewise/presentation';
import type { SpreadsheetColumn } from '../../components/spreadsheet-table/spreadsheet-table';
import { useInputForm } from './form-context';

/** Why the load tables' heights are not used, or null when they are. */
export function useLoadHeightOverride(): string | null {
  const f = useInputForm();
  const settings = f.value(['settings']);
  return loadHeightOverride(
    settings !== null && typeof settings === 'object' ? (settings as Record<string, unknown>) : undefined,
    f.system,
  );
}

/** The load height column's header marked "not used" while the Design Load Application overrides it. */
export function markLoadHeightColumn(
  columns: SpreadsheetColumn[],
  override: string | null,
): SpreadsheetColumn[] {
  if (!override) return columns;
  return columns.map((c) =>
    c.id === 'loadHeight_m' ? { ...c, header: `${String(c.header)} · not used` } : c,
  );
}
