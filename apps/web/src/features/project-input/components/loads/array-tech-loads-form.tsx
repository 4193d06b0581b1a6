import { Fieldset, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { type LoadComponent } from '@pilewise/engine';
import {
  ATI_FIELDS,
  GROUND_FORCE_TABLE_FIELDS,
  LOAD_COMPONENT_FIELDS,
  STANDARD_LOAD_CASES,
  type UnitKind,
} from '@pilewise/presentation';
import {
  SpreadsheetTable,
  type SpreadsheetColumn,
} from '../../../../components/spreadsheet-table/spreadsheet-table';
import { displayText, fieldUnitLabel, readTypedNumber } from '../../field-units';
import { useInputForm } from '../../form-context';
import { getAt, listAt, pathText, setAt } from '../../input-path';
import { loadCaseIds } from '../../pier-types';
import { FieldAt } from '../field-at';
import { DefinedLoadCasesField } from './defined-load-cases';
import { IdListField, stringsAt } from './id-list-field';
import { LoadConventions } from './load-conventions';
import { flatten, group, type FlatRow, type GroundForceTableRaw } from './ground-force-rows';

const ATI = ['tracker', 'ati_pier_loads'] as const;
const TABLES = [...ATI, 'groundForceTables'] as const;

const DEFAULT_COLUMNS = ['Axial', 'Shear X', 'Shear Y', 'Moment X', 'Moment Y'];

// Ground force tables, design mode 4 (Array Tech): forces by pile height for each pier type and
// load case, the column each action is read from (selectedColumns), the moment factor and whether
// heights between the tabulated ones are interpolated (ati_pier_loads).
export function ArrayTechLoadsForm() {
  const f = useInputForm();
  const tables = listAt(f.input, TABLES) as (GroundForceTableRaw | null)[];
  const columns = stringsAt(tables[0]?.columns).length > 0 ? stringsAt(tables[0]?.columns) : DEFAULT_COLUMNS;
  const selected = (getAt(f.input, [...ATI, 'selectedColumns']) ?? {}) as Partial<
    Record<LoadComponent, string>
  >;
  const { rows, at } = flatten(tables);
  const inUse = stringsAt(tables.map((t) => t?.loadCase));
  const cases = loadCaseIds(f.input, inUse, STANDARD_LOAD_CASES);

  // Each value column's unit: a force or a moment by the action selected from it; else plain.
  const unitOfColumn = (name: string): UnitKind => {
    const action = LOAD_COMPONENT_FIELDS.find((c) => selected[c.key] === name);
    return action?.unit ?? 'ratio';
  };
  const writeRows = (edit: (rows: FlatRow[]) => FlatRow[]) =>
    f.update((input) => {
      const current = listAt(input, TABLES);
      return setAt(input, TABLES, group(edit(flatten(current).rows), columns));
    });
  const errorAt = (row: number, tail: string) => {
    const [ti, ri] = at[row] ?? [-1, -1];
    if (ti < 0) return undefined;
    const base = pathText([...TABLES, ti]);
    return f.check.errorAt(
      tail === 'pileHeight_m' || tail.startsWith('values')
        ? `${base}.rows[${ri}].${tail}`
        : `${base}.${tail}`,
    );
  };
  const textCol = (
    key: 'pierType' | 'name' | 'loadCase',
    header: string,
    options?: string[],
  ): SpreadsheetColumn => ({
    id: key,
    header,
    kind: options ? 'select' : 'text',
    options: options?.map((o) => ({ value: o, label: o })),
    width: key === 'name' ? 180 : 120,
    cellLabel: (row) => `Row ${row + 1} ${header}`,
    read: (row) => String(rows[row]?.[key] ?? ''),
    write: (row, text) =>
      void writeRows((rs) => {
        const next = [...rs];
        next[row] = { ...next[row]!, [key]: text };
        return next;
      }),
    error: (row) => errorAt(row, key),
  });
  const heightField = GROUND_FORCE_TABLE_FIELDS.find((x) => x.key === 'rows')!;
  const numberCol = (
    id: string,
    header: string,
    unit: UnitKind,
    get: (r: FlatRow) => unknown,
    put: (r: FlatRow, v: unknown) => FlatRow,
    tail: string,
  ): SpreadsheetColumn => {
    const label = fieldUnitLabel(unit, f.system);
    return {
      id,
      header: label ? `${header} (${label})` : header,
      kind: 'number',
      cellLabel: (row) => `Row ${row + 1} ${header}${label ? ` (${label})` : ''}`,
      read: (row) => {
        const v = rows[row] ? get(rows[row]) : undefined;
        return typeof v === 'number' ? displayText(unit, v, f.system) : v == null ? '' : String(v);
      },
      write: (row, text) => {
        const r = readTypedNumber(unit, text, f.system, true);
        writeRows((rs) => {
          const next = [...rs];
          next[row] = put(next[row]!, r.ok ? (r.valueSI ?? 0) : text);
          return next;
        });
        return r.ok ? undefined : r.message;
      },
      error: (row) => errorAt(row, tail),
    };
  };
  const gridColumns: SpreadsheetColumn[] = [
    textCol('pierType', 'Pier type'),
    textCol('name', 'Pier Name'),
    textCol('loadCase', 'Load case', cases),
    numberCol(
      'height',
      heightField.label,
      'length',
      (r) => r.pileHeight_m,
      (r, v) => ({ ...r, pileHeight_m: v }),
      'pileHeight_m',
    ),
    ...columns.map((name, k) =>
      numberCol(
        `col-${k}`,
        name,
        unitOfColumn(name),
        (r) => r.values[k],
        (r, v) => {
          const values = [...r.values];
          values[k] = v;
          return { ...r, values };
        },
        `values[${k}]`,
      ),
    ),
  ];

  // A changed list of columns keeps each column's values under it.
  const writeColumns = (next: string[]) =>
    f.update((input) => {
      const current = listAt(input, TABLES);
      const flat = flatten(current).rows.map((r) => ({
        ...r,
        values: next.map((c) => {
          const k = columns.indexOf(c);
          return k >= 0 ? (r.values[k] ?? 0) : 0;
        }),
      }));
      return setAt(input, TABLES, group(flat, next));
    });

  return (
    <Stack gap="md">
      <Fieldset legend="Ground force tables (ati_pier_loads)">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {ATI_FIELDS.filter((x) => x.key !== 'selectedColumns').map((field) => (
            <FieldAt key={field.key} field={field} group={ATI} />
          ))}
          <IdListField
            label="Columns"
            description="The value columns of the tables, as the tracker file names them"
            path={[...TABLES]}
            read={() => columns}
            write={writeColumns}
          />
          <DefinedLoadCasesField />
          <IdListField
            label="Reversible load cases"
            description="Cases that may act in either direction, e.g. W"
            path={[...ATI, 'reversibleCases']}
            read={(input) => stringsAt(getAt(input, [...ATI, 'reversibleCases']))}
            write={(ids) => f.update((input) => setAt(input, [...ATI, 'reversibleCases'], ids))}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Selected columns: the column each action is read from">
        {/* columns as wide as a file's names need ('Moment X at grade (N·m)'): five by the screen's
            width cut them beside the live preview */}
        <SimpleGrid minColWidth={240}>
          {LOAD_COMPONENT_FIELDS.map((c) => (
            <NativeSelect
              key={c.key}
              label={c.label}
              value={selected[c.key] ?? ''}
              disabled={f.readOnly}
              error={f.errorOf([...ATI, 'selectedColumns', c.key])}
              data={[{ value: '', label: c.key === 'P_N' ? 'Choose…' : 'None (zero)' }, ...columns]}
              onChange={(e) => {
                const v = e.currentTarget.value;
                f.setField([...ATI, 'selectedColumns', c.key], v === '' ? undefined : v);
              }}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <LoadConventions
        extra={[
          'Array Tech tables: forces at grade by default, moved to the pile top by the engine (M = M at grade − V·h); the load point is the pile top at each pile height.',
        ]}
      />
      <Text size="xs" c="gray.7">
        One row per pier type, load case and pile height; consecutive rows of one pier type and load case form
        its table.
      </Text>
      <SpreadsheetTable
        label="Ground force tables"
        rowCount={rows.length}
        columns={gridColumns}
        ensureRows={(count) =>
          writeRows((rs) => {
            const next = [...rs];
            while (next.length < count) {
              const prev = next[next.length - 1];
              next.push({
                pierType: prev?.pierType ?? '',
                name: undefined,
                loadCase: prev?.loadCase ?? '',
                pileHeight_m: undefined,
                values: columns.map(() => 0),
              });
            }
            return next;
          })
        }
        removeRow={(row) => writeRows((rs) => rs.filter((_, i) => i !== row))}
        readOnly={f.readOnly}
        error={f.errorOf([...TABLES])}
        addLabel="Add row"
        batch={f.batch}
        maxRows={5000}
      />
    </Stack>
  );
}
