// Reading tables and labelled values out of a workbook laid out by people: the header row is
// found by its names (and their synonyms) on whatever sheet and row it is, units come from the
// headers, blank rows and other sheets are passed over. Every cell that cannot be read becomes an
// issue naming its sheet, row and column; nothing throws.
import type ExcelJS from 'exceljs';
import type { ImportIssue } from '@pilewise/contracts';
import {
  kindOfUnit,
  normaliseName,
  siFactor,
  splitHeader,
  toSIValue,
  tooLarge,
  unbracketedUnit,
  unitsOfKind,
  type UnitKind,
} from './header-units';

export type CellValue = number | string | boolean | null;

/** What a column of a table is called, and what it holds. */
export interface ColumnSpec<K extends string = string> {
  key: K;
  /** Header names it may have (the first is the template's), compared without case, spaces or signs. */
  names: readonly string[];
  /** Numeric columns: the kind of unit their header must name. Text columns: undefined. */
  kind?: UnitKind;
  required?: boolean;
}

export interface FoundColumn {
  /** 1-based column number. */
  col: number;
  letter: string;
  header: string;
  unit: string | null;
  /** SI factor of the header's unit (1 for text). */
  factor: number;
}

export interface TableRow {
  /** 1-based sheet row. */
  row: number;
  cells: Map<number, CellValue>;
}

export interface FoundTable<K extends string> {
  sheet: string;
  headerRow: number;
  columns: Partial<Record<K, FoundColumn>>;
  /** Header cells that matched no spec: name by column number. */
  otherColumns: { col: number; letter: string; header: string }[];
  /** Data rows after the header, blank rows passed over. */
  rows: TableRow[];
}

/** Excel's column letters: 1 → A, 27 → AA. */
export function columnLetter(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** A cell's value as a number, text, boolean or null (formulas give their result; rich text its text). */
export function cellValue(cell: ExcelJS.Cell): CellValue {
  return plain(cell.value);
}

function plain(v: ExcelJS.CellValue): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return v.trim() === '' ? null : v;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('result' in v) return plain((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('richText' in v) return plain(v.richText.map((t) => t.text).join(''));
    if ('text' in v) return plain(String((v as { text: unknown }).text));
    if ('error' in v) return String((v as { error: unknown }).error);
  }
  return String(v as unknown);
}

export class IssueList {
  readonly items: ImportIssue[] = [];
  constructor(readonly file: string) {}
  add(sheet: string | null, row: number | null, col: number | null, message: string): void {
    this.items.push({
      file: this.file,
      sheet,
      row,
      column: col === null ? null : columnLetter(col),
      message,
    });
  }
  get count(): number {
    return this.items.length;
  }
}

function rowCells(ws: ExcelJS.Worksheet, r: number): Map<number, CellValue> {
  const cells = new Map<number, CellValue>();
  const row = ws.getRow(r);
  row.eachCell({ includeEmpty: false }, (cell, col) => {
    const v = cellValue(cell);
    if (v !== null) cells.set(col, v);
  });
  return cells;
}

/** How many rows down a header row is looked for. */
const HEADER_SEARCH_ROWS = 40;

/**
 * Longer than any name a header can have with its unit: a longer cell (a note, a pasted
 * paragraph, or an upload made to be slow: a cell holds 32,767 characters) names no column.
 */
const MAX_HEADER_CHARS = 120;

/** Words a short tail after a comma may be that are not a symbol ('Cu, max' is not Cu). */
const NOT_SYMBOLS = new Set(['min', 'max', 'avg', 'mean', 'top', 'end', 'low', 'high']);

/**
 * A header's name without the symbol report tables write after it: 'Friction Angle, φ' →
 * 'Friction Angle', 'Undrained Shear Strength, Su' → 'Undrained Shear Strength', 'Cohesion (c)'
 * → 'Cohesion'. Null when it has none: a symbol is up to 4 characters without a space.
 */
function withoutSymbol(name: string): string | null {
  const text = name.trim();
  let head: string | null = null;
  let symbol = '';
  const comma = text.lastIndexOf(',');
  if (comma > 0) [head, symbol] = [text.slice(0, comma), text.slice(comma + 1).trim()];
  else if (text.endsWith(')') && text.lastIndexOf('(') > 0) {
    const open = text.lastIndexOf('(');
    [head, symbol] = [text.slice(0, open), text.slice(open + 1, -1).trim()];
  }
  if (head === null || symbol.length === 0 || symbol.length > 4 || /[\s()]/.test(symbol)) return null;
  // A unit weight's symbol (γ, γt, γ', γsub) or a primed one (c', φ') says which quantity it is:
  // it stays, and the header matches a name only as written ('Unit weight γ'' is effective).
  if (/^[γΓ]|['’′]/.test(symbol)) return null;
  return NOT_SYMBOLS.has(symbol.toLowerCase()) ? null : head.trim();
}

/**
 * The spec a header names: by the header whole or without its unit, else (a second pass, so that
 * 'RQD, end' stays RQD end) by its name without a trailing symbol ('Friction Angle, φ (deg)').
 */
function matchSpec<K extends string>(
  specs: readonly ColumnSpec<K>[],
  header: string,
): ColumnSpec<K> | undefined {
  if (header.length > MAX_HEADER_CHARS) return undefined;
  // compared whole, and without its unit
  const { name } = splitHeader(header);
  const keys = [normaliseName(header), normaliseName(name)];
  const named = specs.find((s) => normalisedNamesOf(s).some((n) => keys.includes(n)));
  if (named) return named;
  const base = withoutSymbol(name);
  if (base === null) return undefined;
  const key = normaliseName(base);
  return specs.find((s) => normalisedNamesOf(s).includes(key));
}

// A spec's names are constants: normalised once, not once per header cell compared.
const normalisedNames = new WeakMap<{ names: readonly string[] }, readonly string[]>();
function normalisedNamesOf(spec: { names: readonly string[] }): readonly string[] {
  let names = normalisedNames.get(spec);
  if (!names) {
    names = spec.names.map(normaliseName);
    normalisedNames.set(spec, names);
  }
  return names;
}

/**
 * The table whose header row names all the required columns: the sheet and row with the most
 * matching headers win. Missing columns are one issue naming the sheet and header row that came
 * closest; a header whose unit is missing or unknown is an issue naming its cell.
 */
export function findTable<K extends string>(
  wb: ExcelJS.Workbook,
  specs: readonly ColumnSpec<K>[],
  what: string,
  issues: IssueList,
  opts: { excludeSheets?: readonly string[]; labels?: readonly LabelSpec[] } = {},
): FoundTable<K> | null {
  let best: { ws: ExcelJS.Worksheet; row: number; matched: Map<K, number>; required: number } | null = null;
  const requiredKeys = specs.filter((s) => s.required).map((s) => s.key);
  for (const ws of wb.worksheets) {
    if (opts.excludeSheets?.includes(ws.name)) continue;
    const last = Math.min(ws.rowCount, HEADER_SEARCH_ROWS);
    for (let r = 1; r <= last; r++) {
      const matched = new Map<K, number>();
      for (const [col, v] of rowCells(ws, r)) {
        if (typeof v !== 'string') continue;
        const spec = matchSpec(specs, v);
        if (spec && !matched.has(spec.key)) matched.set(spec.key, col);
      }
      const required = requiredKeys.filter((k) => matched.has(k)).length;
      if (matched.size < 2) continue;
      if (
        !best ||
        required > best.required ||
        (required === best.required && matched.size > best.matched.size)
      )
        best = { ws, row: r, matched, required };
    }
  }
  const names = (keys: readonly K[]) =>
    keys.map((k) => `'${specs.find((s) => s.key === k)!.names[0]}'`).join(', ');
  if (!best) {
    issues.add(null, null, null, `no sheet has a ${what} table (a header row with ${names(requiredKeys)})`);
    return null;
  }
  const missing = requiredKeys.filter((k) => !best.matched.has(k));
  if (missing.length > 0) {
    issues.add(
      best.ws.name,
      best.row,
      null,
      `${what} table: missing column${missing.length > 1 ? 's' : ''} ${names(missing)} in the header row`,
    );
    return null;
  }
  const ws = best.ws;
  const header = rowCells(ws, best.row);
  const unitsRow = unitsRowBelow(ws, best.row, best.matched, specs);
  const columns: Partial<Record<K, FoundColumn>> = {};
  let bad = false;
  for (const [key, col] of best.matched) {
    const spec = specs.find((s) => s.key === key)!;
    const text = String(header.get(col));
    // the header's own unit, else the one under it in a row of units ('Top' over '(ft)')
    const unit =
      splitHeader(text).unit ?? (spec.kind && spec.kind !== 'none' ? unitsRow?.get(col) : undefined) ?? null;
    let factor = 1;
    if (spec.kind && spec.kind !== 'none') {
      const f = siFactor(spec.kind, unit);
      if (f === null) {
        bad = true;
        issues.add(
          ws.name,
          best.row,
          col,
          unit === null
            ? `'${text}' names no unit: write it in brackets, e.g. '${spec.names[0]} (${unitsOfKind(spec.kind).split(',')[0]})'`
            : `'${text}': unknown unit '${unit}' (use ${unitsOfKind(spec.kind)})`,
        );
        continue;
      }
      factor = f;
    }
    columns[key] = { col, letter: columnLetter(col), header: text, unit, factor };
  }
  if (bad) return null;
  const used = new Set(best.matched.values());
  const otherColumns = [...header]
    .filter(([col, v]) => !used.has(col) && typeof v === 'string')
    .map(([col, v]) => ({ col, letter: columnLetter(col), header: String(v).trim() }));
  const rows: TableRow[] = [];
  const watched = [...used, ...otherColumns.map((c) => c.col)];
  const requiredCols = requiredKeys.map((k) => best.matched.get(k)!);
  for (let r = best.row + (unitsRow ? 2 : 1); r <= ws.rowCount; r++) {
    const cells = rowCells(ws, r);
    // A row with nothing under the table's own headers is blank (or a note beside it): passed over.
    if (!watched.some((c) => cells.has(c))) continue;
    // A labelled value below the table ('Water table depth (ft) | 4.5') is not one of its rows.
    if (opts.labels && isLabelRow(cells, opts.labels)) continue;
    // A row with none of the required columns filled is a note under the table ('see log').
    if (requiredCols.length > 0 && !requiredCols.some((c) => cells.has(c))) continue;
    rows.push({ row: r, cells });
  }
  return { sheet: ws.name, headerRow: best.row, columns, otherColumns, rows };
}

/**
 * The units of a table written in a row of their own under its header ('Top' over '(ft)', as
 * geotechnical reports lay out their tables): column → unit, when the row below the header holds
 * only text and at least one of its cells, under a column that takes a unit, is a unit of that
 * column's kind. Null otherwise (the row is the table's first row).
 */
function unitsRowBelow<K extends string>(
  ws: ExcelJS.Worksheet,
  headerRow: number,
  matched: ReadonlyMap<K, number>,
  specs: readonly ColumnSpec<K>[],
): Map<number, string> | null {
  const cells = rowCells(ws, headerRow + 1);
  if (cells.size === 0 || [...cells.values()].some((v) => typeof v !== 'string')) return null;
  const units = new Map<number, string>();
  for (const [col, v] of cells) units.set(col, unbracketedUnit(String(v)));
  const readsAsUnit = [...matched].some(([key, col]) => {
    const kind = specs.find((s) => s.key === key)!.kind;
    const unit = units.get(col);
    return kind !== undefined && kind !== 'none' && unit !== undefined && siFactor(kind, unit) !== null;
  });
  return readsAsUnit ? units : null;
}

function isLabelRow(cells: Map<number, CellValue>, labels: readonly LabelSpec[]): boolean {
  const first = [...cells].sort((a, b) => a[0] - b[0]).find(([, v]) => typeof v === 'string');
  return !!first && matchSpec(labels as readonly ColumnSpec[], String(first[1])) !== undefined;
}

/**
 * Tables found on the same sheet end where the next one's header row starts (a soil table with
 * the vertical table below it).
 */
export function endTablesAtHeaders(tables: readonly (FoundTable<string> | null)[]): void {
  for (const t of tables) {
    if (!t) continue;
    const next = tables
      .filter(
        (o): o is FoundTable<string> => !!o && o !== t && o.sheet === t.sheet && o.headerRow > t.headerRow,
      )
      .map((o) => o.headerRow);
    if (next.length === 0) continue;
    const stop = Math.min(...next);
    t.rows = t.rows.filter((r) => r.row < stop);
  }
}

/** Reads typed cells of one table row, recording every cell it cannot read. */
export class RowReader<K extends string> {
  constructor(
    private readonly table: FoundTable<K>,
    readonly row: TableRow,
    private readonly issues: IssueList,
    private readonly specs: readonly ColumnSpec<K>[],
  ) {}

  has(key: K): boolean {
    const c = this.table.columns[key];
    return !!c && this.row.cells.has(c.col);
  }

  raw(key: K): CellValue {
    const c = this.table.columns[key];
    return c ? (this.row.cells.get(c.col) ?? null) : null;
  }

  private fail(key: K, message: string): undefined {
    const c = this.table.columns[key];
    this.issues.add(this.table.sheet, this.row.row, c?.col ?? null, message);
    return undefined;
  }

  /** The column's header as the workbook writes it, else the column's first name. */
  private labelOf(key: K): string {
    return this.table.columns[key]?.header ?? this.specs.find((s) => s.key === key)!.names[0]!;
  }

  /** The cell as SI (the header's unit); undefined when blank (an issue if required) or not a number. */
  number(key: K, opts: { required?: boolean } = {}): number | undefined {
    const c = this.table.columns[key];
    const v = this.raw(key);
    const label = this.labelOf(key);
    if (v === null) return opts.required ? this.fail(key, `'${label}' is empty`) : undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' ? parseNumber(v) : null;
    if (n === null || !Number.isFinite(n))
      return this.fail(key, `'${label}': '${String(v)}' is not a number`);
    return toSIValue(n, c?.factor ?? 1) ?? this.fail(key, tooLarge(label, v));
  }

  /**
   * A depth interval as geotechnical reports write it in one column: '0 - 3', '3–8', '8 to 20'
   * (in the header's unit); a single number is its bottom when `single` says so, else refused
   * (a lone depth in a layer table could be either end). Undefined when it cannot be read.
   */
  depthInterval(
    key: K,
    opts: { single: 'bottom' | 'refuse' },
  ): { top: number | undefined; bottom: number } | undefined {
    const v = this.raw(key);
    const label = this.labelOf(key);
    if (v === null) return this.fail(key, `'${label}' is empty`);
    const factor = this.table.columns[key]?.factor ?? 1;
    const n = typeof v === 'number' ? v : typeof v === 'string' ? parseNumber(v) : null;
    if (n !== null) {
      if (opts.single === 'bottom') {
        const bottom = toSIValue(n, factor);
        return bottom === null ? this.fail(key, tooLarge(label, v)) : { top: undefined, bottom };
      }
      return this.fail(
        key,
        `'${label}': '${String(v)}' is one depth: write the layer's range ('0 - 3'), or head the column 'Layer end' (or 'Layer start')`,
      );
    }
    const text = String(v);
    if (/^\d{4}-\d{2}-\d{2}T/.test(text))
      return this.fail(
        key,
        `'${label}': Excel stored this cell as a date (it reads '3-8' as 8 March): write the range with spaces ('3 - 8') or format the column as text`,
      );
    const range = parseDepthRange(text);
    if (range === 'open')
      return this.fail(
        key,
        `'${label}': '${text}' does not say where the layer ends: write the depth it goes to ('20 - 40', the boring's end)`,
      );
    if (!range) return this.fail(key, `'${label}': '${text}' is not a depth or a range of depths ('0 - 3')`);
    if (range.bottom <= range.top) return this.fail(key, `'${label}': '${text}' ends above where it starts`);
    const [top, bottom] = [toSIValue(range.top, factor), toSIValue(range.bottom, factor)];
    if (top === null || bottom === null) return this.fail(key, tooLarge(label, text));
    return { top, bottom };
  }

  text(key: K, opts: { required?: boolean } = {}): string | undefined {
    const v = this.raw(key);
    if (v === null) return opts.required ? this.fail(key, `'${this.labelOf(key)}' is empty`) : undefined;
    return String(v).trim();
  }

  /** An issue at this row, in the column of `key`. */
  error(key: K, message: string): undefined {
    return this.fail(key, message);
  }
}

/**
 * A load table's value cell in SI (NXT and ATT: a load case or action per column). Blank is 0, a
 * case that does not act; text that is no number, or a number beyond a double once in SI, is
 * told through `issue` (named at the cell by the caller) and reads 0.
 */
export function loadCellSI(v: CellValue, factor: number, label: string, issue: (m: string) => void): number {
  if (v === null) return 0;
  const n = typeof v === 'number' ? v : typeof v === 'string' ? parseNumber(v) : null;
  if (n === null) {
    issue(`'${label}': '${String(v)}' is not a number`);
    return 0;
  }
  const si = toSIValue(n, factor);
  if (si === null) issue(tooLarge(label, v));
  return si ?? 0;
}

/**
 * A number as text: '12.5', ' -3 ', '1,250' (thousands). Anything else (letters, '1,5') is not a
 * number: a workbook carries numbers as numbers, text is what a person typed and must be said.
 */
export function parseNumber(s: string): number | null {
  const t = s.trim();
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) return Number(t.replace(/,/g, ''));
  // one way only to read each digit: \d+\.?\d* took quadratic time on a long run of digits
  if (/^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/.test(t)) return Number(t);
  return null;
}

const DEPTH = String.raw`(\d+(?:\.\d+)?|\.\d+)`;
/** 'a - b', 'a–b', 'a — b', 'a to b', with a note in brackets after it ('20 - 30 (EOB)') passed over. */
const RANGE = new RegExp(String.raw`^${DEPTH}\s*(?:-|–|—|to)\s*${DEPTH}\s*(?:\([^()]*\))?$`, 'i');
/** A range without its end: '20+', '> 20', '20 - TD', '20 - end', '20 - BOB'. */
const OPEN_RANGE = /^(?:[>≥]\s*\d|\d+(?:\.\d+)?\s*(?:\+|(?:-|–|—|to)\s*(?:td|eob|bob|end|bottom)\b))/i;

/** A depth range as text: its two ends; 'open' when it has no bottom ('20+'); null otherwise. */
export function parseDepthRange(s: string): { top: number; bottom: number } | 'open' | null {
  const t = s.trim();
  const m = RANGE.exec(t);
  if (m) return { top: Number(m[1]), bottom: Number(m[2]) };
  return OPEN_RANGE.test(t) ? 'open' : null;
}

/** '12 ft', '3.5 m', '1,250 psf': a number followed by a unit; null for anything else. */
export function valueWithUnit(s: string): { value: number; unit: string } | null {
  // linear on any cell: the number's digits cannot be split two ways (a cell may hold 32,767 characters)
  const m = /^([-+]?(?:\d[\d,]*(?:\.\d+)?|\.\d+))\s*([^\d\s,.].*)$/.exec(s.trim());
  if (!m) return null;
  const value = parseNumber(m[1]!);
  return value === null ? null : { value, unit: m[2]!.trim() };
}

/** A labelled value outside the tables: a row whose first text cell is the label, the next cell the value. */
export interface LabelSpec<K extends string = string> {
  key: K;
  names: readonly string[];
  kind?: UnitKind;
}

export interface LabelledValue {
  sheet: string;
  row: number;
  col: number;
  label: string;
  unit: string | null;
  value: CellValue;
}

/**
 * Labelled values anywhere in the workbook except inside the given tables: 'Water table depth
 * (ft) | 4.5'. The first found of each key counts; a second is an issue.
 */
export function findLabelledValues<K extends string>(
  wb: ExcelJS.Workbook,
  specs: readonly LabelSpec<K>[],
  tables: readonly (FoundTable<string> | null)[],
  issues: IssueList,
): Partial<Record<K, LabelledValue>> {
  const out: Partial<Record<K, LabelledValue>> = {};
  const inTable = (sheet: string, row: number) =>
    tables.some((t) => t && t.sheet === sheet && (row === t.headerRow || t.rows.some((r) => r.row === row)));
  for (const ws of wb.worksheets) {
    for (let r = 1; r <= ws.rowCount; r++) {
      if (inTable(ws.name, r)) continue;
      const cells = [...rowCells(ws, r)].sort((a, b) => a[0] - b[0]);
      const labelAt = cells.findIndex(([, v]) => typeof v === 'string');
      if (labelAt < 0) continue;
      const [col, label] = cells[labelAt]!;
      const spec = matchSpec(specs as readonly ColumnSpec<K>[], String(label));
      if (!spec) continue;
      const next = cells[labelAt + 1];
      const value = next && next[0] === col + 1 ? next[1] : null;
      if (out[spec.key]) {
        issues.add(
          ws.name,
          r,
          col,
          `'${String(label)}' is given twice (first at ${out[spec.key]!.sheet} row ${out[spec.key]!.row})`,
        );
        continue;
      }
      out[spec.key] = {
        sheet: ws.name,
        row: r,
        col: col + 1,
        label: String(label),
        unit: splitHeader(String(label)).unit,
        value,
      };
    }
  }
  return out;
}

/** Reads labelled values as typed settings, recording every one it cannot read. */
export class LabelReader<K extends string> {
  constructor(
    private readonly found: Partial<Record<K, LabelledValue>>,
    private readonly specs: readonly LabelSpec<K>[],
    private readonly issues: IssueList,
  ) {}

  has(key: K): boolean {
    return this.found[key] !== undefined;
  }

  private fail(v: LabelledValue, message: string): undefined {
    this.issues.add(v.sheet, v.row, v.col, message);
    return undefined;
  }

  number(key: K): number | undefined {
    const v = this.found[key];
    if (!v) return undefined;
    const spec = this.specs.find((s) => s.key === key)!;
    const kind = spec.kind ?? 'none';
    // 'Groundwater depth | 12 ft': the unit written with the value, where the label names none
    const written = v.unit === null && typeof v.value === 'string' ? valueWithUnit(v.value) : null;
    if (written && kind !== 'none') {
      const f = siFactor(kind, written.unit);
      if (f === null)
        return this.fail(
          v,
          `'${v.label}': unknown unit '${written.unit}' in '${v.value as string}' (use ${unitsOfKind(kind)})`,
        );
      return toSIValue(written.value, f) ?? this.fail(v, tooLarge(v.label, v.value));
    }
    const factor = kind === 'none' ? 1 : siFactor(kind, v.unit);
    if (factor === null)
      return this.fail(
        v,
        v.unit === null
          ? `'${v.label}' names no unit: write it in brackets, e.g. '${spec.names[0]} (${unitsOfKind(kind).split(',')[0]})'`
          : `'${v.label}': unknown unit '${v.unit}' (use ${unitsOfKind(kind)})`,
      );
    if (v.value === null) return this.fail(v, `'${v.label}' has no value`);
    const n =
      typeof v.value === 'number' ? v.value : typeof v.value === 'string' ? parseNumber(v.value) : null;
    if (n === null) return this.fail(v, `'${v.label}': '${String(v.value)}' is not a number`);
    return toSIValue(n, factor) ?? this.fail(v, tooLarge(v.label, v.value));
  }

  /**
   * A number, or null for 'none', '-', 'dry' or a log's 'Not encountered (to 20 ft)' (a water
   * table that is not there).
   */
  numberOrNone(key: K): number | null | undefined {
    const v = this.found[key];
    if (
      v &&
      typeof v.value === 'string' &&
      /^(none|n\/a|-|dry|(none |not )(encountered|observed|found)\b.*)$/i.test(v.value.trim())
    )
      return null;
    return this.number(key);
  }

  text(key: K): string | undefined {
    const v = this.found[key];
    if (!v) return undefined;
    if (v.value === null) return this.fail(v, `'${v.label}' has no value`);
    return String(v.value).trim();
  }

  boolean(key: K): boolean | undefined {
    const v = this.found[key];
    if (!v) return undefined;
    if (typeof v.value === 'boolean') return v.value;
    const t = String(v.value ?? '')
      .trim()
      .toLowerCase();
    if (['yes', 'y', 'true', '1', 'on'].includes(t)) return true;
    if (['no', 'n', 'false', '0', 'off'].includes(t)) return false;
    return this.fail(v, `'${v.label}': '${String(v.value)}' is not yes or no`);
  }

  /** A comma-separated list of names ('W0, W30'). */
  list(key: K): string[] | undefined {
    const v = this.found[key];
    if (!v) return undefined;
    if (v.value === null) return [];
    return String(v.value)
      .split(/[,;]/)
      .map((s) => s.trim())
      .filter(Boolean);
  }

  error(key: K, message: string): undefined {
    const v = this.found[key];
    if (v) this.issues.add(v.sheet, v.row, v.col, message);
    return undefined;
  }
}

export { kindOfUnit };
