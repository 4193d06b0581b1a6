import {
  SpreadsheetTable,
  type SpreadsheetColumn,
} from '../../../components/spreadsheet-table/spreadsheet-table';
import { displayText, fieldUnitLabel, readTypedNumber } from '../field-units';
import { useInputForm } from '../form-context';
import { getAt, pathText, setAt, type Path } from '../input-path';

type List = { key: string; header: string; description: string; disabled?: boolean };

/**
 * Parallel lists of forces as a table, a row per pile (the Nextracker wing dead loads lw_ext,
 * rw_ext, lw_int, rw_int): a column per list, in the project's force unit.
 */
export function WingListsTable({
  label,
  path,
  lists,
  rowName,
}: {
  label: string;
  path: Path;
  lists: readonly List[];
  rowName: string;
}) {
  const f = useInputForm();
  const listAt = (input: unknown, key: string) => {
    const v = getAt(input, [...path, key]);
    return Array.isArray(v) ? v : [];
  };
  const rowCount = Math.max(0, ...lists.map((l) => listAt(f.input, l.key).length));
  const unit = fieldUnitLabel('force', f.system);
  const columns: SpreadsheetColumn[] = lists.map((l) => ({
    id: l.key,
    header: `${l.header} (${unit})`,
    kind: 'number',
    cellLabel: (row) => `${rowName} ${row + 1} ${l.header} (${unit})`,
    read: (row) => {
      const v = listAt(f.input, l.key)[row];
      return typeof v === 'number' ? displayText('force', v, f.system) : v == null ? '' : String(v);
    },
    write: (row, text) => {
      const r = readTypedNumber('force', text, f.system, false);
      f.setField([...path, l.key, row], r.ok ? (r.valueSI ?? 0) : text);
      return r.ok ? undefined : r.message;
    },
    disabled: () => l.disabled ?? false,
    error: (row) => f.check.errorAt(pathText([...path, l.key, row])),
  }));
  // Every list as long as the table: a pile a list does not reach carries 0 (ignored at the end).
  const ensureRows = (count: number) =>
    f.update((input) => {
      let out = input;
      for (const l of lists) {
        const arr = [...listAt(out, l.key)];
        while (arr.length < count) arr.push(0);
        out = setAt(out, [...path, l.key], arr);
      }
      return out;
    });
  const removeRow = (row: number) =>
    f.update((input) => {
      let out = input;
      for (const l of lists)
        out = setAt(
          out,
          [...path, l.key],
          listAt(out, l.key).filter((_, i) => i !== row),
        );
      return out;
    });
  return (
    <SpreadsheetTable
      label={label}
      rowCount={rowCount}
      columns={columns}
      ensureRows={ensureRows}
      removeRow={removeRow}
      readOnly={f.readOnly}
      error={f.errorOf(path)}
      addLabel="Add pile"
      batch={f.batch}
    />
  );
}
