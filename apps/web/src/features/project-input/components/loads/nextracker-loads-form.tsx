import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  LOAD_COMPONENT_FIELDS,
  NEXTRACKER_PIER_TYPE_FIELDS,
  NEXTRACKER_ROW_FIELDS,
} from '@pilewise/presentation';
import {
  SpreadsheetTable,
  type SpreadsheetColumn,
} from '../../../../components/spreadsheet-table/spreadsheet-table';
import { useInputForm } from '../../form-context';
import { getAt, listAt, pathText, setAt } from '../../input-path';
import { markLoadHeightColumn, useLoadHeightOverride } from '../../load-height-override';
import { pierTypeIds } from '../../pier-types';
import { fieldColumns, numberColumn, rowsOf, textColumn } from '../../table-columns';
import { IdListField, stringsAt } from './id-list-field';
import { LoadConventions } from './load-conventions';

const NXT = ['tracker', 'nextracker'] as const;
const PIER_TYPES = [...NXT, 'pierTypes'] as const;
const ROWS = [...NXT, 'rows'] as const;

type Row = { pierType?: string; component?: string; values?: unknown[] };

// Pile head loads, design mode 1 (Nextracker), as the tracker company's file lays them out: the
// load cases as columns, a row per pier type and force; the pier types with their tracker
// (exterior or interior: which wing loads of the seismic pier load table apply) and load height.
export function NextrackerLoadsForm() {
  const f = useInputForm();
  const cases = stringsAt(getAt(f.input, [...NXT, 'loadCases']));
  const piers = pierTypeIds(f.input);

  const pierBinding = { form: f, rowsPath: PIER_TYPES, rowName: 'Pier type' };
  const pierRows = rowsOf(f, PIER_TYPES, () => ({ id: '', position: 'interior' }));
  const pierColumns: SpreadsheetColumn[] = markLoadHeightColumn(
    [
      ...fieldColumns(
        pierBinding,
        NEXTRACKER_PIER_TYPE_FIELDS.filter((x) => x.key !== 'seismicPiles'),
        { widths: { name: 200 } },
      ),
      seismicPilesColumn(f),
    ],
    useLoadHeightOverride(),
  );

  const rowBinding = { form: f, rowsPath: ROWS, rowName: 'Load' };
  const loadRows = rowsOf(f, ROWS, (i) => {
    const prev = getAt(f.latest(), [...ROWS, i - 1]) as Row | undefined;
    const order = LOAD_COMPONENT_FIELDS.map((c) => c.key as string);
    const next = prev?.component ? order[(order.indexOf(prev.component) + 1) % order.length] : 'P_N';
    return { pierType: prev?.pierType ?? piers[0] ?? '', component: next, values: cases.map(() => 0) };
  });
  const unitOf = (row: number, input: unknown) => {
    const component = getAt(input, [...ROWS, row, 'component']);
    return LOAD_COMPONENT_FIELDS.find((c) => c.key === component)?.unit ?? 'force';
  };
  const [pierField, componentField] = NEXTRACKER_ROW_FIELDS;
  const rowColumns: SpreadsheetColumn[] = [
    textColumn(rowBinding, {
      id: 'pierType',
      header: pierField!.label,
      key: 'pierType',
      options: piers.map((p) => ({ value: p, label: p })),
      width: 140,
    }),
    textColumn(rowBinding, {
      id: 'component',
      header: componentField!.label,
      key: 'component',
      options: componentField!.options,
      width: 90,
    }),
    ...cases.map((c, j) =>
      numberColumn(rowBinding, {
        id: `case-${j}`,
        header: c,
        unit: unitOf,
        key: () => ['values', j],
        signed: true,
      }),
    ),
  ];

  // A changed list of load cases keeps each case's values under it.
  const writeCases = (next: string[]) =>
    f.update((input) => {
      const old = stringsAt(getAt(input, [...NXT, 'loadCases']));
      const rows = listAt(input, ROWS) as (Row | null)[];
      const moved = rows.map((r) => ({
        ...r,
        values: next.map((c, j) => {
          const k = old.indexOf(c);
          return k >= 0 ? (r?.values?.[k] ?? 0) : old.length === next.length ? (r?.values?.[j] ?? 0) : 0;
        }),
      }));
      return setAt(setAt(input, [...NXT, 'loadCases'], next), ROWS, moved);
    });

  return (
    <Stack gap="md">
      <Fieldset legend="Load cases">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <IdListField
            label="Load cases"
            description="The columns of the pile head load table, e.g. D, S, W0, W30, W52"
            path={[...NXT, 'loadCases']}
            read={(input) => stringsAt(getAt(input, [...NXT, 'loadCases']))}
            write={writeCases}
          />
          <IdListField
            label="Reversible load cases"
            description="Cases that may act in either direction"
            path={[...NXT, 'reversibleCases']}
            read={(input) => stringsAt(getAt(input, [...NXT, 'reversibleCases']))}
            write={(ids) => f.update((input) => setAt(input, [...NXT, 'reversibleCases'], ids))}
          />
        </SimpleGrid>
      </Fieldset>
      <SpreadsheetTable
        label="Pier types"
        rowCount={pierRows.count}
        columns={pierColumns}
        ensureRows={pierRows.ensureRows}
        removeRow={pierRows.removeRow}
        readOnly={f.readOnly}
        error={f.errorOf([...PIER_TYPES])}
        addLabel="Add pier type"
        batch={f.batch}
      />
      <LoadConventions />
      <Text size="xs" c="gray.7">
        One row per pier type and force (P, Vx, Vy, Mx, My); a force without a row is zero, P must be given.
        Forces in the project&apos;s force unit, moments in its moment unit.
      </Text>
      <SpreadsheetTable
        label="Pile head load table"
        rowCount={loadRows.count}
        columns={rowColumns}
        ensureRows={loadRows.ensureRows}
        removeRow={loadRows.removeRow}
        readOnly={f.readOnly}
        error={f.errorOf([...ROWS])}
        addLabel="Add row"
        batch={f.batch}
        maxRows={5000}
      />
    </Stack>
  );
}

/** Seismic piles: the 1-based piles of the drive whose seismic weight a pier type takes, '1, 2'. */
function seismicPilesColumn(f: ReturnType<typeof useInputForm>): SpreadsheetColumn {
  const field = NEXTRACKER_PIER_TYPE_FIELDS.find((x) => x.key === 'seismicPiles')!;
  return {
    id: 'seismicPiles',
    header: field.label,
    kind: 'text',
    width: 120,
    cellLabel: (row) => `Pier type ${row + 1} ${field.label}`,
    read: (row) => {
      const v = getAt(f.input, [...PIER_TYPES, row, 'seismicPiles']);
      return Array.isArray(v) ? v.join(', ') : v == null ? '' : String(v);
    },
    write: (row, text) => {
      const parts = text
        .split(/[,;\s]+/)
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length === 0) return void f.setField([...PIER_TYPES, row, 'seismicPiles'], undefined);
      if (parts.some((p) => !/^\d+$/.test(p))) {
        f.setField([...PIER_TYPES, row, 'seismicPiles'], text);
        return 'pile numbers (1, 2, 3 …) separated by commas';
      }
      f.setField([...PIER_TYPES, row, 'seismicPiles'], parts.map(Number));
    },
    error: (row) => f.check.errorAt(pathText([...PIER_TYPES, row, 'seismicPiles'])),
  };
}
