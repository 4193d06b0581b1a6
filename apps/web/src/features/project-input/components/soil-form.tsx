import { Alert, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { waterTableSinceImport, waterTableSinceImportMessage } from '@pilewise/contracts';
import { MAX_SOIL_LAYERS, type SoilModelId } from '@pilewise/engine';
import { columnField, SOIL_LAYER_COLUMNS, SOIL_PROFILE_FIELDS } from '@pilewise/presentation';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import { useInputForm } from '../form-context';
import { getAt } from '../input-path';
import { numberColumn, rowsOf, textColumn } from '../table-columns';
import { FieldAt } from './field-at';

const LAYERS = ['soil', 'layers'] as const;

/** Column widths, px: names and soil types need more than a number. */
const WIDTHS: Record<string, number> = { name: 180, model: 260 };

// Soil (spec §3 "Soil layer"): the layers from grade down, each with its p-y model and the
// parameters that model reads, then the profile's water table, lateral neglect depth and P-factor.
// Every column and field comes from the field table: a new layer field is one entry there.
// projectDesign: the project's saved payload, whose soil import may have made effective unit
// weights total with another water table than the form's (told under the profile).
export function SoilForm({ projectDesign }: { projectDesign?: Record<string, unknown> } = {}) {
  const f = useInputForm();
  const moved = projectDesign ? waterTableSinceImport(projectDesign, getAt(f.input, ['soil'])) : null;
  const binding = { form: f, rowsPath: LAYERS, rowName: 'Layer' };
  const modelOf = (input: unknown, row: number) =>
    getAt(input, [...LAYERS, row, 'model']) as SoilModelId | undefined;
  const rows = rowsOf(f, LAYERS, (i) => {
    const prev = getAt(f.latest(), [...LAYERS, i - 1]) as { bottom_m?: unknown } | undefined;
    return {
      name: `Layer ${i + 1}`,
      model: 'api-sand',
      top_m: typeof prev?.bottom_m === 'number' ? prev.bottom_m : 0,
    };
  });
  const columns = SOIL_LAYER_COLUMNS.map((col) => {
    const first = col.fields[0]!;
    if (first.kind === 'text' || first.kind === 'choice')
      return textColumn(binding, {
        id: col.id,
        header: col.header,
        key: first.key,
        options: first.options,
        choiceFromText: first.choiceFromText,
        width: WIDTHS[col.id],
      });
    return numberColumn(binding, {
      id: col.id,
      header: col.header,
      // A column shared by fields of one unit kind per model (Cu/Qu/Su are pressures; Kpy is a
      // subgrade modulus and Krm a ratio: the cell's own label says its unit).
      unit: col.fields.every((x) => x.unit === first.unit)
        ? first.unit
        : (row, input) => columnField(col, modelOf(input, row))?.unit ?? first.unit,
      key: (row, input) => columnField(col, modelOf(input, row))?.key ?? null,
      cellName: (row) => columnField(col, modelOf(f.input, row))?.label ?? col.header,
      // a clay's ε50 and a free-water clay's k: the class tables' values for the row's strength;
      // a sand's k: the API chart's by φ, on the profile's side of the water table
      rowDefault: (row, input) =>
        columnField(col, modelOf(input, row))?.rowDefault?.(
          getAt(input, [...LAYERS, row]),
          getAt(input, ['soil']),
        ),
      signed: false,
    });
  });
  return (
    <Stack gap="md">
      <SpreadsheetTable
        label="Soil layers"
        rowCount={rows.count}
        columns={columns}
        ensureRows={rows.ensureRows}
        removeRow={rows.removeRow}
        maxRows={MAX_SOIL_LAYERS}
        readOnly={f.readOnly}
        error={f.errorOf(['soil', 'layers'])}
        addLabel="Add layer"
        batch={f.batch}
        // an empty sand's k shows the API chart's on its side of the water table
        rowsDependOn={String(getAt(f.input, ['soil', 'waterTableDepth_m']))}
      />
      <Fieldset legend="Soil profile">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {SOIL_PROFILE_FIELDS.map((field) => (
            <FieldAt key={field.key} field={field} group={['soil']} />
          ))}
        </SimpleGrid>
      </Fieldset>
      {moved && (
        <Alert
          color="orange"
          title="The water table moved since the soil import"
          data-testid="water-table-since-import"
        >
          {waterTableSinceImportMessage(moved, f.system)}
        </Alert>
      )}
    </Stack>
  );
}
