// Spreadsheet columns bound to the rows of an array of the input (soil layers, the vertical
// table, pier head loads): numbers shown in the project's unit and stored in SI.
import type { UnitSystem } from '@pilewise/contracts';
import type { SpreadsheetColumn } from '../../components/spreadsheet-table/spreadsheet-table';
import { displayText, fieldUnitLabel, readTypedNumber, type FieldUnit } from './field-units';
import { getAt, pathText, setAt, type Path } from './input-path';
import { defaultChoiceLabel, engineDefaultAt, type InputField } from '@pilewise/presentation';
import type { InputForm } from './form-context';

export type RowsBinding = { form: InputForm; rowsPath: Path; rowName: string };

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
    /** The unit, or the unit of a row (a Nextracker row's force or moment). */
    unit: FieldUnit | ((row: number, input: unknown) => FieldUnit);
    /** The row's key this column writes (may depend on the row, e.g. the soil strength), or a path below the row. */
    key: (row: number, input: unknown) => string | Path | null;
    /** The label of the cell of a row, when the row decides it (Qu for weak rock). */
    cellName?: (row: number) => string;
    disabled?: (row: number) => boolean;
    /** What the engine takes for an empty cell when the row decides it (a clay's ε50, SI). */
    rowDefault?: (row: number, input: unknown) => number | undefined;
    signed?: boolean;
    /** Column width, px. */
    width?: number;
  },
): SpreadsheetColumn {
  const { form, rowsPath, rowName } = b;
  const unitAt = (row: number, input: unknown = form.input) =>
    typeof c.unit === 'function' ? c.unit(row, input) : c.unit;
  const headerUnit = typeof c.unit === 'function' ? '' : fieldUnitLabel(c.unit, form.system);
  const pathOf = (row: number, input: unknown): Path | null => {
    const key = c.key(row, input);
    if (key === null) return null;
    return [...rowsPath, row, ...(typeof key === 'string' ? [key] : key)];
  };
  return {
    id: c.id,
    header: headerUnit ? `${c.header} (${headerUnit})` : c.header,
    kind: 'number',
    width: c.width,
    cellLabel: (row) => {
      const unit = fieldUnitLabel(unitAt(row), form.system);
      return `${rowName} ${row + 1} ${c.cellName?.(row) ?? c.header}${unit ? ` (${unit})` : ''}`;
    },
    read: (row) => {
      const path = pathOf(row, form.input);
      return path ? readNumber(getAt(form.input, path), unitAt(row), form.system) : '';
    },
    write: (row, text) => {
      // The latest input: a pasted row's soil type, written just before, decides its strength key.
      const path = pathOf(row, form.latest());
      if (!path) return;
      // The row's unit from the latest input too: a pasted Nextracker row's force decides it.
      const r = readTypedNumber(unitAt(row, form.latest()), text, form.system, c.signed ?? true);
      form.setField(path, r.ok ? r.valueSI : text);
      return r.ok ? undefined : r.message;
    },
    disabled: (row) => pathOf(row, form.input) === null || (c.disabled?.(row) ?? false),
    // an empty cell reads as what the design takes there (Cycles 100 of a cyclic stiff clay)
    placeholder: (row) => {
      const path = pathOf(row, form.input);
      const fallback = (path && c.rowDefault?.(row, form.input)) ?? (path && engineDefaultAt(path));
      return typeof fallback === 'number' ? displayText(unitAt(row), fallback, form.system) : undefined;
    },
    error: (row) => {
      const path = pathOf(row, form.input);
      return path ? form.check.errorAt(pathText(path)) : undefined;
    },
  };
}

export function textColumn(
  b: RowsBinding,
  c: {
    id: string;
    header: string;
    key: string;
    options?: readonly { value: string | number; label: string }[];
    /** A choice written another way (the field's choiceFromText: a soil type by its LPILE name). */
    choiceFromText?: (text: string) => string | number | null;
    /** Cell width, px (names and soil types need more than a number). */
    width?: number;
    /** An empty cell removes the key (an optional choice). */
    optional?: boolean;
  },
): SpreadsheetColumn {
  const { form, rowsPath, rowName } = b;
  const options = c.options?.map((o) => ({ value: String(o.value), label: o.label }));
  // An empty choice is the engine's default where it has one ("Static (default)": what the
  // design takes), else '—' for an optional choice.
  const defaultLabel = options && defaultChoiceLabel([...rowsPath, 0, c.key], options);
  const empty = defaultLabel
    ? { value: '', label: defaultLabel }
    : c.optional
      ? { value: '', label: '—' }
      : null;
  const stored = (text: string) => {
    const hit = c.options?.find((o) => String(o.value) === text);
    return hit ? hit.value : text;
  };
  return {
    id: c.id,
    header: c.header,
    kind: options ? 'select' : 'text',
    width: c.width,
    options: options && empty ? [empty, ...options] : options,
    cellLabel: (row) => `${rowName} ${row + 1} ${c.header}`,
    read: (row) => String(getAt(form.input, [...rowsPath, row, c.key]) ?? ''),
    write: (row, text) => {
      // A pasted soil type or load type matches an option by its value or its label.
      const typed = text.trim().toLowerCase();
      const option = options?.find((o) => {
        const [code, name] = o.label.toLowerCase().split(' · ');
        return o.value === text.trim() || o.label.toLowerCase() === typed || code === typed || name === typed;
      });
      // An empty choice (an empty pasted cell) leaves the field to its default, or says it is required.
      if (options && text.trim() === '') return void form.setField([...rowsPath, row, c.key], undefined);
      // else a choice written another way (a soil type by its LPILE name), else the text as typed
      const named = option ? null : c.choiceFromText?.(text.trim());
      form.setField([...rowsPath, row, c.key], option ? stored(option.value) : (named ?? text));
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

/**
 * The columns of a table from its fields in the field table: text and choices as text or select
 * cells, numbers in the project's unit. `options` gives a choice its options when they depend on
 * the input (the load cases defined, the pier types).
 */
export function fieldColumns(
  b: RowsBinding,
  fields: readonly InputField[],
  extra: {
    options?: Partial<Record<string, readonly { value: string | number; label: string }[]>>;
    widths?: Partial<Record<string, number>>;
  } = {},
): SpreadsheetColumn[] {
  return fields.map((field) =>
    field.kind === 'text' || field.kind === 'choice'
      ? textColumn(b, {
          id: field.key,
          header: field.label,
          key: field.key,
          options: extra.options?.[field.key] ?? field.options,
          choiceFromText: field.choiceFromText,
          width: extra.widths?.[field.key] ?? 140,
        })
      : numberColumn(b, {
          id: field.key,
          header: field.label,
          unit: field.unit,
          key: () => field.key,
          signed: field.signed ?? false,
          width: extra.widths?.[field.key],
        }),
  );
}
