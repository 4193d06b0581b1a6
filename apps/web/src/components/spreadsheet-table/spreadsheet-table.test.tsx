import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SpreadsheetTable, WINDOW_ABOVE_ROWS, type SpreadsheetColumn } from './spreadsheet-table';

// Issue 8: above WINDOW_ABOVE_ROWS rows only the rows in view are rendered. jsdom lays nothing out,
// so the tests that need a size give the scrolled box and each row one, as a browser would.

function Harness({ initialRows }: { initialRows: number }) {
  const [rows, setRows] = useState(() =>
    Array.from({ length: initialRows }, (_, i) => ({ name: `P${i + 1}`, load: String(i) })),
  );
  const columns: SpreadsheetColumn[] = [
    {
      id: 'name',
      header: 'Name',
      cellLabel: (r) => `Row ${r + 1} Name`,
      kind: 'text',
      read: (r) => rows[r]!.name,
      write: (r, text) => setRows((all) => all.map((x, i) => (i === r ? { ...x, name: text } : x))),
    },
    {
      id: 'load',
      header: 'Load (kN)',
      cellLabel: (r) => `Row ${r + 1} Load (kN)`,
      kind: 'number',
      read: (r) => rows[r]!.load,
      write: (r, text) => {
        if (!/^-?\d*\.?\d*$/.test(text)) return 'not a number';
        setRows((all) => all.map((x, i) => (i === r ? { ...x, load: text } : x)));
      },
      error: (r) => (rows[r]!.load === '' ? 'required' : undefined),
    },
  ];
  return (
    <SpreadsheetTable
      label="Loads"
      rowCount={rows.length}
      columns={columns}
      maxRows={2000}
      ensureRows={(n) =>
        setRows((all) => [
          ...all,
          ...Array.from({ length: Math.max(0, n - all.length) }, () => ({ name: '', load: '' })),
        ])
      }
      removeRow={(r) => setRows((all) => all.filter((_, i) => i !== r))}
      batch={(writes) => writes()}
    />
  );
}

const renderedRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr[aria-rowindex]')].map(
    (tr) => Number(tr.getAttribute('aria-rowindex')) - 2,
  );

describe('SpreadsheetTable without layout (jsdom)', () => {
  it('renders every row of a long table when its box has no size', () => {
    renderWithProviders(<Harness initialRows={WINDOW_ABOVE_ROWS + 20} />);
    const table = screen.getByRole('table', { name: 'Loads' });
    expect(renderedRows(table)).toHaveLength(WINDOW_ABOVE_ROWS + 20);
    expect(table).toHaveAttribute('aria-rowcount', String(WINDOW_ABOVE_ROWS + 21));
  });
});

describe('SpreadsheetTable, a row just added', () => {
  const loadCell = (row: number) => screen.getByRole('textbox', { name: `Row ${row} Load (kN)` });

  it('keeps its problems back until one of its cells is edited, then shows them all', () => {
    renderWithProviders(<Harness initialRows={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(loadCell(3)).toHaveValue('');
    expect(loadCell(3)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('required')).toBeNull();
    // an edit of another cell of the row: the empty load is now a problem of a row begun
    fireEvent.change(screen.getByRole('textbox', { name: 'Row 3 Name' }), { target: { value: 'P3' } });
    expect(loadCell(3)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('required')).toBeInTheDocument();
  });

  it('an empty row it was not given (an existing one emptied) shows its problem at once', () => {
    renderWithProviders(<Harness initialRows={2} />);
    fireEvent.change(loadCell(2), { target: { value: '' } });
    expect(loadCell(2)).toHaveAttribute('aria-invalid', 'true');
  });

  it('stays quiet when a row above it is removed (renumbered), and the rows above keep theirs', () => {
    renderWithProviders(<Harness initialRows={2} />);
    fireEvent.change(loadCell(1), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    // the new row is row 2 now, still not edited; row 1 keeps its problem
    expect(loadCell(2)).not.toHaveAttribute('aria-invalid', 'true');
    expect(loadCell(1)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SpreadsheetTable windowed (a box 400 px high, rows 40 px)', () => {
  const BOX_PX = 400;
  const ROW_PX = 40;
  const saved: {
    clientHeight: PropertyDescriptor;
    scrollHeight: PropertyDescriptor;
    offsetHeight?: PropertyDescriptor;
    scrollTo?: PropertyDescriptor;
  } = {
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!,
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!,
    offsetHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
    scrollTo: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo'),
  };
  beforeEach(() => {
    // The layout a browser would give: the scrolled box is BOX_PX high, a row (and the header) ROW_PX.
    Object.defineProperty(Element.prototype, 'clientHeight', {
      configurable: true,
      get(this: Element) {
        return this.hasAttribute('data-table-scroll') ? BOX_PX : 0;
      },
    });
    // The box's content: the header, the rendered rows and the spacers' room.
    Object.defineProperty(Element.prototype, 'scrollHeight', {
      configurable: true,
      get(this: Element) {
        if (!this.hasAttribute('data-table-scroll')) return 0;
        const rows = this.querySelectorAll('tbody tr[aria-rowindex]').length;
        const spacers = [...this.querySelectorAll<HTMLElement>('tbody tr[data-spacer] td')];
        return ROW_PX * (1 + rows) + spacers.reduce((sum, td) => sum + parseFloat(td.style.height), 0);
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'TR' || this.tagName === 'THEAD' ? ROW_PX : 0;
      },
    });
    // Element.scrollTo is absent from jsdom: scroll as a browser does, and say so with a scroll event.
    Object.defineProperty(Element.prototype, 'scrollTo', {
      configurable: true,
      value(this: Element, options: ScrollToOptions) {
        this.scrollTop = options.top ?? this.scrollTop;
        this.dispatchEvent(new Event('scroll'));
      },
    });
  });
  afterEach(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', saved.clientHeight);
    Object.defineProperty(Element.prototype, 'scrollHeight', saved.scrollHeight);
    if (saved.offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', saved.offsetHeight);
    if (saved.scrollTo) Object.defineProperty(Element.prototype, 'scrollTo', saved.scrollTo);
    else delete (Element.prototype as Partial<Element>).scrollTo;
  });

  it('at 500 rows renders only the rows in view and a few more, the table still 500 rows long to aria', () => {
    renderWithProviders(<Harness initialRows={500} />);
    const table = screen.getByRole('table', { name: 'Loads' });
    const rows = renderedRows(table);
    // 10 rows in view (400 / 40) and the overscan below them; row 1 first, consecutive.
    expect(rows[0]).toBe(0);
    expect(rows.length).toBeGreaterThanOrEqual(BOX_PX / ROW_PX);
    expect(rows.length).toBeLessThan(40);
    expect(rows).toEqual(rows.map((_, i) => i));
    expect(within(table).queryByRole('textbox', { name: 'Row 500 Name' })).toBeNull();
    expect(table).toHaveAttribute('aria-rowcount', '501');
    // The rows not rendered keep their room (at the estimated row height until measured): a
    // spacer below the window, no spacer above it.
    const spacers = [...table.querySelectorAll<HTMLElement>('tbody tr[data-spacer] td')];
    expect(spacers).toHaveLength(1);
    expect(parseFloat(spacers[0]!.style.height)).toBeGreaterThan((500 - rows.length) * 30);
  });

  it(`renders every row of a table of ${WINDOW_ABOVE_ROWS} rows or fewer`, () => {
    renderWithProviders(<Harness initialRows={WINDOW_ABOVE_ROWS} />);
    expect(renderedRows(screen.getByRole('table', { name: 'Loads' }))).toHaveLength(WINDOW_ABOVE_ROWS);
  });

  it('arrow down from the last rendered row scrolls to the next row and focuses its cell; an edit there lands', async () => {
    renderWithProviders(<Harness initialRows={500} />);
    const table = screen.getByRole('table', { name: 'Loads' });
    const last = renderedRows(table).at(-1)!;
    const from = within(table).getByRole('textbox', { name: `Row ${last + 1} Load (kN)` });
    act(() => from.focus());
    fireEvent.keyDown(from, { key: 'ArrowDown' });
    const next = await waitFor(() =>
      within(table).getByRole('textbox', { name: `Row ${last + 2} Load (kN)` }),
    );
    await waitFor(() => expect(next).toHaveFocus());
    expect(renderedRows(table)).toContain(last + 1);
    fireEvent.change(next, { target: { value: '42.5' } });
    expect(within(table).getByRole('textbox', { name: `Row ${last + 2} Load (kN)` })).toHaveValue('42.5');
    // and back up: the row above is still there to reach
    fireEvent.keyDown(next, { key: 'ArrowUp' });
    await waitFor(() =>
      expect(within(table).getByRole('textbox', { name: `Row ${last + 1} Load (kN)` })).toHaveFocus(),
    );
  });

  it('a 2,000-row block pasted into the first (text) cell fills the table, and its far rows are reached by scrolling', async () => {
    renderWithProviders(<Harness initialRows={60} />);
    const table = screen.getByRole('table', { name: 'Loads' });
    const first = within(table).getByRole('textbox', { name: 'Row 1 Name' });
    const text = Array.from({ length: 2000 }, (_, i) => `Q${i + 1}\t${i * 2}`).join('\r\n');
    fireEvent.paste(first, { clipboardData: { getData: () => text } });
    expect(screen.getByText('Pasted 2000 row(s)')).toBeInTheDocument();
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    expect(renderedRows(table).length).toBeLessThan(40);
    const box = table.closest<HTMLElement>('[data-table-scroll]')!;
    // Scrolled to the end, the last pasted row is rendered with what was pasted into it.
    act(() => box.scrollTo({ top: box.scrollHeight - BOX_PX }));
    await waitFor(() =>
      expect(within(table).getByRole('textbox', { name: 'Row 2000 Name' })).toHaveValue('Q2000'),
    );
    expect(within(table).getByRole('textbox', { name: 'Row 2000 Load (kN)' })).toHaveValue('3998');
    expect(within(table).queryByRole('textbox', { name: 'Row 1 Name' })).toBeNull();
  });
});
