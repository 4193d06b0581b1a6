import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { GENERIC_FIELDS, GENERIC_LOAD_ROW_FIELDS, STANDARD_LOAD_CASES } from '@pilewise/presentation';
import { SpreadsheetTable } from '../../../../components/spreadsheet-table/spreadsheet-table';
import { useInputForm } from '../../form-context';
import { getAt, listAt, setAt } from '../../input-path';
import { markLoadHeightColumn, useLoadHeightOverride } from '../../load-height-override';
import { loadCaseIds } from '../../pier-types';
import { fieldColumns, rowsOf } from '../../table-columns';
import { FieldAt } from '../field-at';
import { DefinedLoadCasesField } from './defined-load-cases';
import { IdListField, stringsAt } from './id-list-field';
import { LoadConventions } from './load-conventions';

const GENERIC = ['tracker', 'generic'] as const;
const ROWS = [...GENERIC, 'rows'] as const;

// Pile Head Loads, design mode 2 (Generic): one row per load type and load case, the pier head
// forces at the table's load height (a row may give its own), unless the Design Load Application
// (Settings) puts them at the axis of rotation or the pile top.
export function GenericLoadsForm() {
  const f = useInputForm();
  const binding = { form: f, rowsPath: ROWS, rowName: 'Load' };
  const rows = rowsOf(f, ROWS, (i) => {
    const prev = getAt(f.latest(), [...ROWS, i - 1]) as { loadType?: string } | undefined;
    return { loadType: prev?.loadType ?? 'SAP', loadCase: '' };
  });
  const inUse = stringsAt(
    (listAt(f.input, ROWS) as ({ loadCase?: unknown } | null)[]).map((r) => r?.loadCase),
  );
  const cases = loadCaseIds(f.input, inUse, STANDARD_LOAD_CASES).map((c) => ({ value: c, label: c }));
  const override = useLoadHeightOverride();
  const columns = markLoadHeightColumn(
    fieldColumns(binding, GENERIC_LOAD_ROW_FIELDS, { options: { loadCase: cases } }),
    override,
  );
  return (
    <Stack gap="md">
      <Fieldset legend="Design load application and load cases">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {GENERIC_FIELDS.map((field) => (
            <FieldAt
              key={field.key}
              field={field}
              group={GENERIC}
              disabled={field.key === 'loadHeight_m' && override !== null}
            />
          ))}
          <DefinedLoadCasesField />
          <IdListField
            label="Reversible load cases"
            description="Cases that may act in either direction, e.g. W, separated by commas"
            path={[...GENERIC, 'reversibleCases']}
            read={(input) => stringsAt(getAt(input, [...GENERIC, 'reversibleCases']))}
            write={(ids) => f.update((input) => setAt(input, [...GENERIC, 'reversibleCases'], ids))}
          />
        </SimpleGrid>
      </Fieldset>
      <LoadConventions />
      <SpreadsheetTable
        label="Pile head loads"
        rowCount={rows.count}
        columns={columns}
        ensureRows={rows.ensureRows}
        removeRow={rows.removeRow}
        readOnly={f.readOnly}
        error={f.errorOf([...ROWS])}
        addLabel="Add load"
        batch={f.batch}
        maxRows={5000}
      />
    </Stack>
  );
}
