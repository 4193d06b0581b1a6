import { Alert, Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import { NEW_VERTICAL } from '@pilewise/presentation';
import { FROST_FIELDS, VERTICAL_FIELDS, VERTICAL_ROW_FIELDS } from '@pilewise/presentation';
import { useInputForm } from '../form-context';
import { getAt } from '../input-path';
import { numberColumn, rowsOf } from '../table-columns';
import { FieldAt } from './field-at';

const TABLE = ['vertical', 'table'] as const;

// Vertical (spec §3 "Vertical Soil Parameter"): unit skin friction down (compression) and up
// (uplift) and end bearing by depth from the geotechnical report, what they are (nominal or
// allowable), the top soil neglected, and frost heave when the project considers it.
export function VerticalForm() {
  const f = useInputForm();
  if (getAt(f.input, ['vertical']) === undefined) {
    return (
      <Alert variant="light" color="gray" title="No vertical soil parameters">
        Without them the design checks no axial capacity. Add the table from the geotechnical report to check
        compression, uplift and frost heave.
        {!f.readOnly && (
          <Button
            mt="sm"
            variant="default"
            onClick={() => f.setField(['vertical'], structuredClone(NEW_VERTICAL))}
          >
            Add vertical soil parameters
          </Button>
        )}
      </Alert>
    );
  }
  const binding = { form: f, rowsPath: TABLE, rowName: 'Row' };
  const rows = rowsOf(f, TABLE, () => ({}));
  const endBearing = getAt(f.input, ['vertical', 'endBearing']) === true;
  const frost = getAt(f.input, ['vertical', 'frost', 'consider']) === true;
  const columns = VERTICAL_ROW_FIELDS.map((c) =>
    numberColumn(binding, {
      id: c.key,
      header: c.label,
      unit: c.unit,
      key: () => c.key,
      signed: false,
      disabled: c.key === 'endBearing_Pa' ? () => !endBearing : undefined,
    }),
  );
  return (
    <Stack gap="md">
      <SpreadsheetTable
        label="Vertical soil parameters"
        rowCount={rows.count}
        columns={columns}
        ensureRows={rows.ensureRows}
        removeRow={rows.removeRow}
        readOnly={f.readOnly}
        error={f.errorOf(['vertical', 'table'])}
        addLabel="Add row"
        batch={f.batch}
      />
      <Fieldset legend="Vertical Site Data">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {VERTICAL_FIELDS.map((field) => (
            <FieldAt key={field.key} field={field} group={['vertical']} />
          ))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Frost heave">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {FROST_FIELDS.map((field) => (
            <FieldAt
              key={field.key}
              field={field}
              group={['vertical', 'frost']}
              disabled={field.key !== 'consider' && !frost}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
