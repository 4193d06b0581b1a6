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
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { usePrinting } from '../../lib/use-printing';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
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
  /** What an empty cell of the row stands for (the value the engine takes), shown greyed. */
  placeholder?: (row: number) => string | undefined;
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
  /**
   * What the rows show that lies outside them (the soil profile's water table, which decides the
   * k an empty sand cell shows): every row re-renders when it changes, as when its own values do.
   */
  rowsDependOn?: string;
};

const NO_ROWS: ReadonlySet<number> = new Set();

/** Room for a number such as -1234.56 in a cell, px. */
const NUMBER_CELL_PX = 96;

/**
 * A choice cell's text, px a character (the cells' 12 px sans-serif: Chromium drew DejaVu Sans
 * at 5.6 to 5.9 px a character, and wide letters more), and what the cell and the list's arrow
 * take besides, px.
 */
const CHOICE_CHAR_PX = 6.6;
const CHOICE_CHROME_PX = 76;

/**
 * A column's width, px: a choice column at least as wide as its longest choice, as a closed
 * native list cuts its text ('4 · Stiff Clay w/o Free Water (Ree', 'Stat' for 'Static (default)').
 */
function columnWidthPx(c: Pick<SpreadsheetColumn, 'width' | 'kind' | 'options'>): number {
  const given = c.width ?? NUMBER_CELL_PX;
  if (c.kind !== 'select' || !c.options?.length) return given;
  const longest = Math.max(...c.options.map((o) => o.label.length));
  return Math.max(given, Math.ceil(longest * CHOICE_CHAR_PX + CHOICE_CHROME_PX));
}

function Cell({
  column,
  row,
  col,
  readOnly,
  quiet,
  onKeyDown,
  onPaste,
  onEdit,
}: {
  column: SpreadsheetColumn;
  row: number;
  col: number;
  readOnly: boolean;
  /** The row's problems kept back (a row just added, not yet edited). */
  quiet: boolean;
  onKeyDown: (e: KeyboardEvent<HTMLElement>, row: number, col: number) => void;
  onPaste: (e: ClipboardEvent<HTMLElement>, row: number, col: number) => void;
  onEdit: (row: number) => void;
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
  const error = refused ?? (quiet ? undefined : column.error?.(row));
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
        onChange={(e) => {
          onEdit(row);
          void column.write(row, e.currentTarget.value);
        }}
      />
    );
  }
  return (
    <TextInput
      {...common}
      readOnly={readOnly}
      value={disabled && column.disabled?.(row) ? '' : text}
      placeholder={disabled && column.disabled?.(row) ? '—' : column.placeholder?.(row)}
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
        onEdit(row);
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
  /** See Cell `quiet`. */
  quiet: boolean;
  signature: string;
  onKeyDown: (e: KeyboardEvent<HTMLElement>, row: number, col: number) => void;
  onPaste: (e: ClipboardEvent<HTMLElement>, row: number, col: number) => void;
  onEdit: (row: number) => void;
  removeRow: (row: number) => void;
  /** The windowing's measure of the row's height (rows with an error are taller). */
  measureRef?: (el: HTMLTableRowElement | null) => void;
};

const Row = memo(
  function Row({
    row,
    columns,
    readOnly,
    quiet,
    onKeyDown,
    onPaste,
    onEdit,
    removeRow,
    measureRef,
  }: RowProps) {
    return (
      // aria-rowindex: the header row is 1, so screen readers count the rows of a windowed table
      // as the whole table (aria-rowcount on the table), not as the few rendered.
      <Table.Tr ref={measureRef} data-index={row} aria-rowindex={row + 2}>
        <Table.Td style={NUMBER_CELL_STYLE}>
          <Text size="xs" c="gray.7">
            {row + 1}
          </Text>
        </Table.Td>
        {columns.map((c, col) => (
          <Table.Td key={c.id} style={col === 0 ? FIRST_CELL_STYLE : CELL_STYLE}>
            <Cell
              column={c}
              row={row}
              col={col}
              readOnly={readOnly}
              quiet={quiet}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              onEdit={onEdit}
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
    a.quiet === b.quiet &&
    a.row === b.row &&
    a.columns.length === b.columns.length &&
    a.measureRef === b.measureRef,
);

/**
 * Above this many rows only the rows in view (and a few either side) are rendered: an edit then
 * renders and lays out a few dozen rows, not 500 (issue 8: a cell edit at 500 rows took 220 ms in
 * Chromium, mostly style and layout of the whole table). A shorter table renders every row, as
 * the examples' 35 to 40 rows do: it is as fast, prints whole and is searched by the browser's
 * find-in-page.
 */
export const WINDOW_ABOVE_ROWS = 50;
/** Rows rendered beyond each edge of the view, so Tab and a quick scroll land on a rendered row. */
const OVERSCAN_ROWS = 8;
/** A row's height before it is measured: an xs input and the cell's padding, px. */
const ROW_PX = 39;
/** The rendered height of the view before the browser measures it, px. */
const VIEW_PX = 520;

/** The row number's column, px: fixed, as the first column's sticky offset is this width. */
const ROW_NUMBER_PX = 36;

/**
 * The row number and the first column (a layer's or a load's name) stay in view when the table
 * scrolls sideways: the soil table has 17 columns, and at its far end an engineer still sees
 * which layer a cell is of. `header`: a header cell, above the body's sticky cells.
 */
function stickyCell(column: 'number' | 'first', header = false): CSSProperties {
  return {
    position: 'sticky',
    left: column === 'number' ? 0 : ROW_NUMBER_PX,
    // above the cells passing under it and their inputs' sections (a select's chevron is at z 1)
    zIndex: header ? 4 : 2,
    background: 'var(--mantine-color-body)',
    ...(column === 'number'
      ? { width: ROW_NUMBER_PX, minWidth: ROW_NUMBER_PX, maxWidth: ROW_NUMBER_PX }
      : // its right edge drawn over the cells that pass under it (a collapsed border scrolls with them)
        { boxShadow: 'inset -1px 0 0 var(--table-border-color)' }),
  };
}

// A row's cell styles, made once rather than for every cell of every rendered row.
const CELL_STYLE: CSSProperties = { verticalAlign: 'top' };
const FIRST_CELL_STYLE: CSSProperties = { ...CELL_STYLE, ...stickyCell('first') };
const NUMBER_CELL_STYLE = stickyCell('number');

/** A row that stands for rows not rendered, as tall as they would be. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-spacer="">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

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
  rowsDependOn = '',
}: Props) {
  const tableRef = useRef<HTMLTableElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [note, setNote] = useState<string | null>(null);
  // The table's header row sits above the rows inside the scrolled box, and stays in view over them.
  const [headPx, setHeadPx] = useState(0);
  // Printing shows every row (a windowed table would print only the rows in view).
  const [printing] = usePrinting();
  const windowed = rowCount > WINDOW_ABOVE_ROWS && !printing;

  // Rows added with Add row and not edited yet keep their cells' problems back: a new empty row
  // is the engineer's next entry, not a mistake (the input's problem list still names it). The
  // first edit of any of its cells shows them all.
  const [newRows, setNewRows] = useState<ReadonlySet<number>>(NO_ROWS);
  // rows [from, to) edited: no longer new
  const editedRows = useCallback((from: number, to: number) => {
    setNewRows((rows) =>
      [...rows].some((r) => r >= from && r < to)
        ? new Set([...rows].filter((r) => r < from || r >= to))
        : rows,
    );
  }, []);
  const onEdit = useCallback((row: number) => editedRows(row, row + 1), [editedRows]);
  const removeAndRenumber = useCallback(
    (row: number) => {
      setNewRows((rows) =>
        rows.size === 0
          ? rows
          : new Set([...rows].filter((r) => r !== row).map((r) => (r > row ? r - 1 : r))),
      );
      removeRow(row);
    },
    [removeRow],
  );
  // rows taken away from outside (an import, an undo): no new row past the end
  if ([...newRows].some((r) => r >= rowCount)) setNewRows(new Set([...newRows].filter((r) => r < rowCount)));

  // The focused cell's row stays rendered when scrolled out of view: its text and focus are kept.
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const rows = defaultRangeExtractor(range);
    const f = focusedRow.current;
    if (f !== null && f < range.count && !rows.includes(f)) {
      rows.push(f);
      rows.sort((a, b) => a - b);
    }
    return rows;
  }, []);
  // The compiler leaves this component unmemoised; its rows are memoised by hand (Row).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rowCount,
    enabled: windowed,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: headPx,
    scrollPaddingStart: headPx,
    initialRect: { width: 0, height: VIEW_PX },
    rangeExtractor,
  });
  const items = windowed ? virtualizer.getVirtualItems() : [];
  // Without layout (jsdom) the box measures 0 px high: every row is rendered, as a short table's.
  const windowRows = windowed && (virtualizer.scrollRect?.height ?? 0) > 0;

  useLayoutEffect(() => {
    setHeadPx(headRef.current?.offsetHeight ?? 0);
  }, [windowed, columns.length]);

  // The handlers read the table as it is now: a row that did not change keeps its old handlers.
  const live = useRef({ rowCount, columns, readOnly, maxRows, ensureRows, batch, virtualizer, windowRows });
  useLayoutEffect(() => {
    live.current = { rowCount, columns, readOnly, maxRows, ensureRows, batch, virtualizer, windowRows };
  });

  // A cell asked for that is not rendered yet (arrow down past the window): scrolled to, then
  // focused once its row renders.
  const pendingFocus = useRef<{ row: number; col: number } | null>(null);
  const cellAt = (row: number, col: number) =>
    tableRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`) ?? null;
  // Focus scrolls the cell into view, in the table's box and in the page (the box's end may be
  // below the fold); the box's scroll-padding keeps it clear of the sticky header.
  const focusCell = (row: number, col: number) => {
    const { virtualizer, windowRows } = live.current;
    const el = cellAt(row, col);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    } else if (windowRows) {
      pendingFocus.current = { row, col };
      virtualizer.scrollToIndex(row, { align: 'auto' });
    }
  };
  useLayoutEffect(() => {
    const want = pendingFocus.current;
    if (!want) return;
    const el = cellAt(want.row, want.col);
    if (el) {
      pendingFocus.current = null;
      el.focus();
    }
  });

  // A new row (Add row) is scrolled into view.
  const revealRow = useRef<number | null>(null);
  useEffect(() => {
    const row = revealRow.current;
    if (row !== null && row < rowCount) {
      revealRow.current = null;
      if (windowRows) virtualizer.scrollToIndex(row, { align: 'end' });
    }
  });

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
    // focusCell reads only refs: one handler for the table's life keeps every row's props equal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLElement>, row: number, col: number) => {
      const { rowCount, columns, readOnly, maxRows, ensureRows, batch } = live.current;
      if (readOnly) return;
      const grid = parseClipboardGrid(e.clipboardData.getData('text/plain'));
      if (!isBlock(grid)) return; // one value: the cell takes it as typed
      e.preventDefault();
      const rows = Math.min(grid.length, maxRows - row);
      let skipped = 0;
      const refused: string[] = [];
      editedRows(row, row + rows);
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
    },
    [editedRows],
  );

  const colSpan = columns.length + (readOnly ? 1 : 2);
  const rowProps = (row: number) => ({
    row,
    signature: rowsDependOn + rowSignature(columns, row),
    columns,
    readOnly,
    quiet: newRows.has(row),
    onKeyDown,
    onPaste,
    onEdit,
    removeRow: removeAndRenumber,
  });
  let body: ReactNode;
  if (windowRows) {
    // The rendered rows, with a spacer for each run of rows not rendered (the focused row may be
    // rendered apart from the rows in view).
    const parts: ReactNode[] = [];
    let end = headPx;
    for (const item of items) {
      parts.push(<Spacer key={`gap${item.index}`} height={item.start - end} colSpan={colSpan} />);
      parts.push(<Row key={item.index} {...rowProps(item.index)} measureRef={virtualizer.measureElement} />);
      end = item.end;
    }
    parts.push(<Spacer key="gapEnd" height={virtualizer.getTotalSize() + headPx - end} colSpan={colSpan} />);
    body = parts;
  } else body = Array.from({ length: rowCount }, (_, row) => <Row key={row} {...rowProps(row)} />);

  const minWidth = columns.reduce((sum, c) => sum + columnWidthPx(c), 80);
  return (
    <div>
      {/* Native scrolling: Mantine's ScrollArea gives its children a new context value at each
          render, and React would search every row for readers of it on every edit. A windowed
          table scrolls in its own box, its header row kept in view. */}
      <div
        ref={scrollRef}
        data-table-scroll=""
        style={{
          overflowX: 'auto',
          // the containing block of the cells' absolutely placed parts (a visually hidden label,
          // a select's chevron): without it they were placed against the page, past this box's
          // clip, and the whole page scrolled sideways to the table's full width
          position: 'relative',
          // a cell focused by Tab or the arrows scrolls clear of the sticky first columns
          scrollPaddingLeft: ROW_NUMBER_PX + (columns[0] ? columnWidthPx(columns[0]) : 0),
          ...(windowed ? { overflowY: 'auto', maxHeight: '70vh', scrollPaddingTop: headPx } : {}),
        }}
      >
        <Table
          ref={tableRef}
          aria-label={label}
          aria-rowcount={rowCount + 1}
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          stickyHeader={windowed}
          // Fixed layout when windowed: columns keep their widths as rows come and go in view, and
          // the browser sizes them from the header alone.
          layout={windowed ? 'fixed' : undefined}
          style={{ minWidth }}
        >
          <Table.Thead ref={headRef}>
            <Table.Tr aria-rowindex={1}>
              <Table.Th style={stickyCell('number', true)}>#</Table.Th>
              {columns.map((c, col) => (
                <Table.Th
                  key={c.id}
                  style={{
                    minWidth: columnWidthPx(c),
                    width: windowed ? columnWidthPx(c) : undefined,
                    ...(col === 0 ? stickyCell('first', true) : {}),
                  }}
                >
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
          <Table.Tbody
            onFocus={(e) => {
              const cell = (e.target as HTMLElement).getAttribute('data-cell');
              focusedRow.current = cell === null ? null : Number(cell.split(':')[0]);
            }}
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focusedRow.current = null;
            }}
          >
            {body}
          </Table.Tbody>
        </Table>
      </div>
      <Group gap="sm" mt="xs">
        {!readOnly && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={rowCount >= maxRows}
            onClick={() => {
              revealRow.current = rowCount;
              setNewRows((rows) => new Set(rows).add(rowCount));
              ensureRows(rowCount + 1);
            }}
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
