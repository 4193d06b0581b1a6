import { Alert, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { LOAD_TYPES } from '@pilewise/contracts';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import type { FieldUnit } from '../field-units';
import { useInputForm } from '../form-context';
import { getAt } from '../input-path';
import { numberColumn, rowsOf, textColumn } from '../table-columns';
import { UnitFieldAt } from './unit-field-at';

const GENERIC = ['tracker', 'generic'] as const;
const ROWS = [...GENERIC, 'rows'] as const;

const LOAD_COLUMNS: readonly { key: string; header: string; unit: FieldUnit }[] = [
  { key: 'P_N', header: 'P', unit: 'force' },
  { key: 'Vx_N', header: 'Vx', unit: 'force' },
  { key: 'Vy_N', header: 'Vy', unit: 'force' },
  { key: 'Mx_Nm', header: 'Mx', unit: 'moment' },
  { key: 'My_Nm', header: 'My', unit: 'moment' },
  { key: 'loadHeight_m', header: 'Load height', unit: 'length' },
];

// Pile Head Loads (spec §3, design mode 2 Generic): one row per load type and load case, the pier
// head forces at the Design Load Application height (a row may give its own).
export function PileHeadLoadsForm() {
  const f = useInputForm();
  const mode = f.value(['tracker', 'mode']);
  if (mode !== 2) {
    return (
      <Alert variant="light" color="blue" title="Loads from the tracker's tables">
        In this design mode the pier head loads come from the tracker company's tables, loaded with the design
        input file (Design input tab). The Pier Head Loss tab shows them as the design reads them.
      </Alert>
    );
  }
  const binding = { form: f, rowsPath: ROWS, rowName: 'Load' };
  const rows = rowsOf(f, ROWS, (i) => {
    const prev = getAt(f.latest(), [...ROWS, i - 1]) as { loadType?: string } | undefined;
    return { loadType: prev?.loadType ?? 'SAP', loadCase: '' };
  });
  const columns = [
    textColumn(binding, {
      id: 'loadType',
      header: 'Load type',
      key: 'loadType',
      options: LOAD_TYPES.map((t) => ({ value: t, label: t })),
    }),
    textColumn(binding, { id: 'loadCase', header: 'Load case', key: 'loadCase' }),
    ...LOAD_COLUMNS.map((c) =>
      numberColumn(binding, { id: c.key, header: c.header, unit: c.unit, key: () => c.key }),
    ),
  ];
  return (
    <Stack gap="md">
      <Fieldset legend="Design load application">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <UnitFieldAt
            label="Load height"
            path={[...GENERIC, 'loadHeight_m']}
            unit="length"
            description="Height of the load point above grade (a row's own height overrides it)"
          />
          <ReversibleCasesField />
        </SimpleGrid>
      </Fieldset>
      <SpreadsheetTable
        label="Pile head loads"
        rowCount={rows.count}
        columns={columns}
        ensureRows={rows.ensureRows}
        removeRow={rows.removeRow}
        readOnly={f.readOnly}
        error={f.errorOf(['tracker', 'generic', 'rows'])}
        addLabel="Add load"
      />
    </Stack>
  );
}

/** The cases that may act in either sense (wind from either side), as a comma-separated list. */
function ReversibleCasesField() {
  const f = useInputForm();
  const path = [...GENERIC, 'reversibleCases'];
  const value = f.value(path);
  const shown = Array.isArray(value) ? value.join(', ') : '';
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  return (
    <TextInput
      label="Reversible load cases"
      description="Cases that may act in either direction, e.g. W, separated by commas"
      value={text}
      disabled={f.readOnly}
      error={f.errorOf(path)}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false;
        setText(shown);
      }}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        f.setField(
          path,
          next
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}
