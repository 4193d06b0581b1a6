import { Alert, Button, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import { NEW_VERTICAL } from '../default-input';
import { PLAIN } from '../field-units';
import { useInputForm } from '../form-context';
import { getAt } from '../input-path';
import { numberColumn, rowsOf } from '../table-columns';
import { SelectAt, SwitchAt } from './select-at';
import { UnitFieldAt } from './unit-field-at';

const TABLE = ['vertical', 'table'] as const;

const COLUMNS = [
  { key: 'bottom_m', header: 'Bottom depth', unit: 'length' },
  { key: 'skinFrictionDown_Pa', header: 'Skin friction down', unit: 'pressure' },
  { key: 'skinFrictionUp_Pa', header: 'Skin friction up', unit: 'pressure' },
  { key: 'endBearing_Pa', header: 'End bearing', unit: 'pressure' },
] as const;

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
  const columns = COLUMNS.map((c) =>
    numberColumn(binding, {
      id: c.key,
      header: c.header,
      unit: c.unit,
      key: () => c.key,
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
      />
      <Fieldset legend="Axial capacity">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <SelectAt
            label="Table values are"
            path={['vertical', 'tableBasis']}
            options={[
              { value: 'nominal', label: 'Nominal (divided by the factors of safety)' },
              { value: 'allowable', label: 'Allowable (used as they are)' },
            ]}
          />
          <UnitFieldAt label="FS compression" path={['vertical', 'FS_compression']} unit={PLAIN} />
          <UnitFieldAt label="FS uplift" path={['vertical', 'FS_uplift']} unit={PLAIN} />
          <UnitFieldAt
            label="Neglect top soil"
            path={['vertical', 'neglectTopSoil_m']}
            unit="length"
            description="No skin friction above this depth"
          />
          <SwitchAt
            label="End bearing"
            path={['vertical', 'endBearing']}
            description="Add end bearing at the toe"
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend="Frost heave">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SwitchAt label="Consider frost" path={['vertical', 'frost', 'consider']} />
          <UnitFieldAt
            label="Frost pressure"
            path={['vertical', 'frost', 'pressure_Pa']}
            unit="pressure"
            description="Adfreeze stress on the pile's perimeter"
            disabled={!frost}
          />
          <UnitFieldAt
            label="Frost depth"
            path={['vertical', 'frost', 'depth_m']}
            unit="length"
            disabled={!frost}
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
