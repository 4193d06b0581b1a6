import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { NEVADOS_FIELDS, NEVADOS_ROW_FIELDS, STANDARD_LOAD_CASES } from '@pilewise/presentation';
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

const NEVADOS = ['tracker', 'nevados'] as const;
const ROWS = [...NEVADOS, 'rows'] as const;

// Pier loads, design mode 3 (Nevados): one row per pier and load case in the tracker's frame,
// transverse (across the torque tube) and longitudinal (along it); the engine turns them into the
// pile's strong and weak axes as the switch says.
export function NevadosLoadsForm() {
  const f = useInputForm();
  const binding = { form: f, rowsPath: ROWS, rowName: 'Load' };
  const rows = rowsOf(f, ROWS, (i) => {
    const prev = getAt(f.latest(), [...ROWS, i - 1]) as { pier?: string; loadHeight_m?: number } | undefined;
    return {
      pier: prev?.pier ?? '',
      loadCase: '',
      ...(prev?.loadHeight_m ? { loadHeight_m: prev.loadHeight_m } : {}),
    };
  });
  const inUse = stringsAt(
    (listAt(f.input, ROWS) as ({ loadCase?: unknown } | null)[]).map((r) => r?.loadCase),
  );
  const cases = loadCaseIds(f.input, inUse, STANDARD_LOAD_CASES).map((c) => ({ value: c, label: c }));
  const columns = markLoadHeightColumn(
    fieldColumns(binding, NEVADOS_ROW_FIELDS, { options: { loadCase: cases } }),
    useLoadHeightOverride(),
  );
  const transverseStrong = getAt(f.input, [...NEVADOS, 'transverseIsStrongAxis']) !== false;
  const axial =
    getAt(f.input, [...NEVADOS, 'axialPositive']) === 'tension' ? 'tension (uplift)' : 'compression';
  return (
    <Stack gap="md">
      <Fieldset legend="Nevados pier loads">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {NEVADOS_FIELDS.map((field) => (
            <FieldAt key={field.key} field={field} group={NEVADOS} />
          ))}
          <DefinedLoadCasesField />
          <IdListField
            label="Reversible load cases"
            description="Cases that may act in either direction, e.g. W, E"
            path={[...NEVADOS, 'reversibleCases']}
            read={(input) => stringsAt(getAt(input, [...NEVADOS, 'reversibleCases']))}
            write={(ids) => f.update((input) => setAt(input, [...NEVADOS, 'reversibleCases'], ids))}
          />
        </SimpleGrid>
      </Fieldset>
      <LoadConventions
        extra={[
          `In this table: Axial is positive in ${axial}; transverse shear and moment act about the pile's ${transverseStrong ? 'strong' : 'weak'} axis (Vx, Mx${transverseStrong ? '' : ' are the longitudinal ones'}), longitudinal about its ${transverseStrong ? 'weak' : 'strong'} axis.`,
        ]}
      />
      <SpreadsheetTable
        label="Nevados pier loads"
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
