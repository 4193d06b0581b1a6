// Spreadsheet columns bound to the rows of an array of the input (soil layers, the vertical
// table, pier head loads): numbers shown in the project's unit and stored in SI.
import type { UnitSystem } from '@pilewise/contracts';
import type { SpreadsheetColumn } from '../../components/spreadsheet-table/spreadsheet-table';
import { displayText, fieldUnitLabel, parseDisplayText, type FieldUnit } from './field-units';
import { getAt, pathText, setAt, type Path } from './input-path';
import type { InputForm } from './form-context';

type RowsBinding = { form: InputForm; rowsPath: Path; rowName: string };

/** The cell's stored value as the table shows it. */
function readNumber(value: unknown, unit: FieldUnit, system: UnitSystem): string {
  if (typeof value === 'number') return displayText(unit, value, system);
  return value == null ? '' : String(value);
}

export function numberColumn(
  b: RowsBinding,
  c: {
    id: string;
    header: string;
    unit: FieldUnit;
    /** The row's key this column writes (may depend on the row, e.g. the soil strength). */
    key: (row: number, input: unknown) => string | null;
    disabled?: (row: number) => boolean;
  },
): SpreadsheetColumn {
  const { form, rowsPath, rowName } = b;
  const unitLabel = fieldUnitLabel(c.unit, form.system);
  return {
    id: c.id,
    header: unitLabel ? `${c.header} (${unitLabel})` : c.header,
    kind: 'number',
    cellLabel: (row) => `${rowName} ${row + 1} ${c.header}${unitLabel ? ` (${unitLabel})` : ''}`,
    read: (row) => {
      const key = c.key(row, form.input);
      return key ? readNumber(getAt(form.input, [...rowsPath, row, key]), c.unit, form.system) : '';
    },
    write: (row, text) => {
      // The latest input: a pasted row's soil type, written just before, decides its strength key.
      const key = c.key(row, form.latest());
      if (!key) return;
      const si = parseDisplayText(c.unit, text, form.system);
      form.setField([...rowsPath, row, key], si !== undefined && Number.isNaN(si) ? text : si);
    },
    disabled: (row) => c.key(row, form.input) === null || (c.disabled?.(row) ?? false),
    error: (row) => {
      const key = c.key(row, form.input);
      return key ? form.check.errorAt(pathText([...rowsPath, row, key])) : undefined;
    },
  };
}

export function textColumn(
  b: RowsBinding,
  c: {
    id: string;
    header: string;
    key: string;
    options?: readonly { value: string; label: string }[];
    /** Cell width, px (names and soil types need more than a number). */
    width?: number;
  },
): SpreadsheetColumn {
  const { form, rowsPath, rowName } = b;
  return {
    id: c.id,
    header: c.header,
    kind: c.options ? 'select' : 'text',
    width: c.width,
    options: c.options,
    cellLabel: (row) => `${rowName} ${row + 1} ${c.header}`,
    read: (row) => String(getAt(form.input, [...rowsPath, row, c.key]) ?? ''),
    write: (row, text) => {
      // A pasted soil type or load type matches an option by its value or its label.
      const typed = text.trim().toLowerCase();
      const option = c.options?.find((o) => {
        const [code, name] = o.label.toLowerCase().split(' · ');
        return o.value === text.trim() || o.label.toLowerCase() === typed || code === typed || name === typed;
      });
      form.setField([...rowsPath, row, c.key], option ? option.value : text);
    },
    error: (row) => form.check.errorAt(pathText([...rowsPath, row, c.key])),
  };
}

/** Row count and the add/remove operations of an array of the input. */
export function rowsOf(form: InputForm, rowsPath: Path, newRow: (index: number) => Record<string, unknown>) {
  const rows = getAt(form.input, rowsPath);
  const list = Array.isArray(rows) ? rows : [];
  return {
    count: list.length,
    ensureRows: (count: number) =>
      form.update((input) => {
        const current = getAt(input, rowsPath);
        const arr = Array.isArray(current) ? [...current] : [];
        while (arr.length < count) arr.push(newRow(arr.length));
        return setAt(input, rowsPath, arr);
      }),
    removeRow: (row: number) =>
      form.update((input) => {
        const current = getAt(input, rowsPath);
        const arr = Array.isArray(current) ? current.filter((_, i) => i !== row) : [];
        return setAt(input, rowsPath, arr);
      }),
  };
}
