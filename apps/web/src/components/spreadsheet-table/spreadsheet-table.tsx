import { ActionIcon, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { isBlock, parseClipboardGrid } from './clipboard-grid';

// A table edited like a spreadsheet (ui.md "Tables"): every cell an input, Enter and the up/down
// arrows move between rows, a block copied from Excel pastes from the focused cell on (adding rows
// as needed), each cell's problem shown in it. The table knows nothing of what the rows are: the
// columns read and write them.

export type SpreadsheetColumn = {
  id: string;
  header: ReactNode;
  /** Accessible name of a cell, e.g. 'Layer 2 top (ft)'. */
  cellLabel: (row: number) => string;
  /** 'text' cells take any text; 'number' cells say what is no number; 'select' cells pick an option. */
  kind: 'text' | 'number' | 'select';
  options?: readonly { value: string; label: string }[];
  read: (row: number) => string;
  /** Stores a typed or pasted text; answers why it is refused (a letter in a number), if it is. */
  write: (row: number, text: string) => string | undefined | void;
  /** A cell that does not apply to its row (shown as —). */
  disabled?: (row: number) => boolean;
  error?: (row: number) => string | undefined;
  width?: number;
};

type Props = {
  label: string;
  rowCount: number;
  columns: readonly SpreadsheetColumn[];
  /** Makes the table `count` rows long (paste past the last row, Add row). */
  ensureRows: (count: number) => void;
  removeRow: (row: number) => void;
  maxRows?: number;
  readOnly?: boolean;
  addLabel?: string;
  /** A problem of the table as a whole (no rows, too many). */
  error?: string;
  /** Runs the writes of a paste as one change (a 2,000-row paste is one edit, not 20,000). */
  batch?: (writes: () => void) => void;
};

/** Room for a number such as -1234.56 in a cell, px. */
const NUMBER_CELL_PX = 96;

function Cell({
  column,
  row,
  col,
  readOnly,
  onKeyDown,
  onPaste,
}: {
  column: SpreadsheetColumn;
  row: number;
  col: number;
  readOnly: boolean;
  onKeyDown: (e: KeyboardEvent<HTMLElement>, row: number, col: number) => void;
  onPaste: (e: ClipboardEvent<HTMLElement>, row: number, col: number) => void;
}) {
  const value = column.read(row);
  // The text being typed stays as typed ('1.', '-') until the field is left.
  const [text, setText] = useState(value);
  const focused = useRef(false);
  // A block pasted into this (focused) cell wrote its first value here: show it at once.
  const pastedInto = useRef(false);
  // Why the text typed here was refused (a letter in a number), until it is typed again.
  const [refused, setRefused] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!focused.current || pastedInto.current) setText(value);
    pastedInto.current = false;
  }, [value]);
  // A read-only table's text cells are readOnly, not disabled: legible (WCAG AA), selectable and
  // copyable; a choice has no readOnly state, so it stays a disabled control (global.css colours it).
  const disabled = (column.disabled?.(row) ?? false) || (readOnly && column.kind === 'select');
  const error = refused ?? column.error?.(row);
  const common = {
    'aria-label': column.cellLabel(row),
    'data-cell': `${row}:${col}`,
    disabled,
    size: 'xs' as const,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => onKeyDown(e, row, col),
    onPaste: (e: ClipboardEvent<HTMLElement>) => {
      onPaste(e, row, col);
      if (e.defaultPrevented) pastedInto.current = true;
    },
    error,
  };
  if (column.kind === 'select') {
    return (
      <NativeSelect
        {...common}
        value={value}
        data={
          (column.options ?? []).some((o) => o.value === value)
            ? [...(column.options ?? [])]
            : [
                { value, label: value === '' ? 'Choose…' : `${value} (not an option)` },
                ...(column.options ?? []),
              ]
        }
        onChange={(e) => void column.write(row, e.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      readOnly={readOnly}
      value={disabled && column.disabled?.(row) ? '' : text}
      placeholder={disabled && column.disabled?.(row) ? '—' : undefined}
      inputMode={column.kind === 'number' ? 'decimal' : undefined}
      autoComplete="off"
      onFocus={(e) => {
        focused.current = true;
        e.currentTarget.select();
      }}
      onBlur={() => {
        focused.current = false;
        setText(column.read(row));
      }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        setRefused(column.write(row, next) || undefined);
      }}
    />
  );
}

/** What a row shows: a row re-renders only when this changes (a 2,000-row table stays fast to edit). */
function rowSignature(columns: readonly SpreadsheetColumn[], row: number): string {
  let out = '';
  for (const c of columns)
    out += `${c.id}\u0001${String(c.header)}\u0001${c.read(row)}\u0001${c.error?.(row) ?? ''}\u0001${c.disabled?.(row) ? 1 : 0}\u0002`;
  return out;
}

type RowProps = {
  row: number;
  columns: readonly SpreadsheetColumn[];
  readOnly: boolean;
  signature: string;
  onKeyDown: (e: KeyboardEvent<HTMLElement>, row: number, col: number) => void;
  onPaste: (e: ClipboardEvent<HTMLElement>, row: number, col: number) => void;
  removeRow: (row: number) => void;
};

const Row = memo(
  function Row({ row, columns, readOnly, onKeyDown, onPaste, removeRow }: RowProps) {
    return (
      <Table.Tr>
        <Table.Td>
          <Text size="xs" c="gray.7">
            {row + 1}
          </Text>
        </Table.Td>
        {columns.map((c, col) => (
          <Table.Td key={c.id} style={{ verticalAlign: 'top' }}>
            <Cell
              column={c}
              row={row}
              col={col}
              readOnly={readOnly}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
            />
          </Table.Td>
        ))}
        {!readOnly && (
          <Table.Td>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove row ${row + 1}`}
              onClick={() => removeRow(row)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Table.Td>
        )}
      </Table.Tr>
    );
  },
  (a, b) =>
    a.signature === b.signature &&
    a.readOnly === b.readOnly &&
    a.row === b.row &&
    a.columns.length === b.columns.length,
);

/**
 * Rows are rendered in blocks of this many. An edit re-renders the table, and React then visits
 * every memoised child that it skips, walking up to the root from each: 20 blocks of a 500-row
 * table cost a 25th of 500 rows. Only the block and the row that changed render again.
 */
const BLOCK_ROWS = 25;

type BlockProps = Omit<RowProps, 'row' | 'signature'> & {
  start: number;
  /** Each row's signature, and all of them joined (the block re-renders only when it changes). */
  signatures: readonly string[];
  signature: string;
};

const RowBlock = memo(
  function RowBlock({ start, signatures, columns, readOnly, onKeyDown, onPaste, removeRow }: BlockProps) {
    return signatures.map((signature, i) => (
      <Row
        key={start + i}
        row={start + i}
        signature={signature}
        columns={columns}
        readOnly={readOnly}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        removeRow={removeRow}
      />
    ));
  },
  (a, b) =>
    a.signature === b.signature &&
    a.start === b.start &&
    a.signatures.length === b.signatures.length &&
    a.readOnly === b.readOnly &&
    a.columns.length === b.columns.length,
);

export function SpreadsheetTable({
  label,
  rowCount,
  columns,
  ensureRows,
  removeRow,
  maxRows = 500,
  readOnly = false,
  addLabel = 'Add row',
  error,
  batch = (writes) => writes(),
}: Props) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [note, setNote] = useState<string | null>(null);
  // The handlers read the table as it is now: a row that did not change keeps its old handlers.
  const live = useRef({ rowCount, columns, readOnly, maxRows, ensureRows, batch });
  useLayoutEffect(() => {
    live.current = { rowCount, columns, readOnly, maxRows, ensureRows, batch };
  });

  const focusCell = (row: number, col: number) => {
    const el = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    el?.focus();
  };

  const onKeyDown = useCallback((e: KeyboardEvent<HTMLElement>, row: number, col: number) => {
    const { rowCount, columns } = live.current;
    if (e.key === 'ArrowDown' || (e.key === 'Enter' && !e.shiftKey)) {
      e.preventDefault();
      if (row + 1 < rowCount) focusCell(row + 1, col);
    } else if (e.key === 'ArrowUp' || (e.key === 'Enter' && e.shiftKey)) {
      e.preventDefault();
      if (row > 0) focusCell(row - 1, col);
    } else if (e.key === '+' || e.key === 'e' || e.key === 'E') {
      // Spec §5: number inputs block + and e.
      if (columns[col]?.kind === 'number') e.preventDefault();
    }
  }, []);

  const onPaste = useCallback((e: ClipboardEvent<HTMLElement>, row: number, col: number) => {
    const { rowCount, columns, readOnly, maxRows, ensureRows, batch } = live.current;
    if (readOnly) return;
    const grid = parseClipboardGrid(e.clipboardData.getData('text/plain'));
    if (!isBlock(grid)) return; // one value: the cell takes it as typed
    e.preventDefault();
    const rows = Math.min(grid.length, maxRows - row);
    let skipped = 0;
    const refused: string[] = [];
    batch(() => {
      ensureRows(Math.max(rowCount, row + rows));
      for (let i = 0; i < rows; i += 1) {
        const cells = grid[i]!.map((text, j) => ({ text, column: columns[col + j], j }));
        skipped += cells.filter((c) => !c.column).length;
        // Text and choice cells first (a soil type decides which field a strength writes), then
        // numbers: a paste works whatever the type of the first column.
        const ordered = [
          ...cells.filter((c) => c.column && c.column.kind !== 'number'),
          ...cells.filter((c) => c.column?.kind === 'number'),
        ];
        for (const c of ordered) {
          const why = c.column!.write(row + i, c.text);
          if (why && refused.length < 3)
            refused.push(`row ${row + i + 1} ${String(c.column!.header)}: ${why}`);
        }
      }
    });
    setNote(
      `Pasted ${rows} row(s)` +
        (grid.length > rows ? `; ${grid.length - rows} row(s) past the limit of ${maxRows} left out` : '') +
        (skipped > 0 ? `; ${skipped} cell(s) beyond the last column left out` : '') +
        (refused.length > 0 ? `; not numbers: ${refused.join('; ')}` : ''),
    );
  }, []);

  return (
    <div>
      {/* Native scrolling: Mantine's ScrollArea gives its children a new context value at each
          render, and React would search every row for readers of it on every edit. */}
      <Table.ScrollContainer
        type="native"
        minWidth={columns.reduce((sum, c) => sum + (c.width ?? NUMBER_CELL_PX), 80)}
      >
        <Table ref={tableRef} aria-label={label} withTableBorder withColumnBorders verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>#</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.id} style={{ minWidth: c.width ?? NUMBER_CELL_PX }}>
                  {c.header}
                </Table.Th>
              ))}
              {!readOnly && (
                <Table.Th w={40}>
                  <span className="visually-hidden">Remove</span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Array.from({ length: Math.ceil(rowCount / BLOCK_ROWS) }, (_, block) => {
              const start = block * BLOCK_ROWS;
              const signatures = Array.from({ length: Math.min(BLOCK_ROWS, rowCount - start) }, (_, i) =>
                rowSignature(columns, start + i),
              );
              return (
                <RowBlock
                  key={block}
                  start={start}
                  signatures={signatures}
                  signature={signatures.join('\u0003')}
                  columns={columns}
                  readOnly={readOnly}
                  onKeyDown={onKeyDown}
                  onPaste={onPaste}
                  removeRow={removeRow}
                />
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="sm" mt="xs">
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={rowCount >= maxRows}
            onClick={() => ensureRows(rowCount + 1)}
          >
            {addLabel}
          </Button>
        )}
        {error && (
          <Text size="xs" c="red.9">
            {label}: {error}
          </Text>
        )}
        <Text size="xs" c="gray.7" role="status">
          {note ?? (readOnly ? '' : 'Tip: paste a block copied from Excel into any cell.')}
        </Text>
      </Group>
    </div>
  );
}
