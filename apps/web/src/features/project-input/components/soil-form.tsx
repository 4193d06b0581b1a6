import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { MAX_SOIL_LAYERS, type SoilModelId } from '@pilewise/engine';
import { SpreadsheetTable } from '../../../components/spreadsheet-table/spreadsheet-table';
import { PLAIN } from '../field-units';
import { useInputForm } from '../form-context';
import { getAt } from '../input-path';
import { LAYER_NUMBER_COLUMNS, layerUses, SOIL_TYPE_OPTIONS, strengthKey } from '../soil-columns';
import { numberColumn, rowsOf, textColumn } from '../table-columns';
import { UnitFieldAt } from './unit-field-at';

const LAYERS = ['soil', 'layers'] as const;

// Soil (spec §3 "Soil layer"): the layers from grade down, each with its p-y model and the
// parameters that model reads, then the profile's water table, lateral neglect depth and P-factor.
export function SoilForm() {
  const f = useInputForm();
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
  const columns = [
    textColumn(binding, { id: 'name', header: 'Soil name', key: 'name', width: 180 }),
    textColumn(binding, {
      id: 'model',
      header: 'Soil type',
      key: 'model',
      options: SOIL_TYPE_OPTIONS,
      width: 260,
    }),
    ...LAYER_NUMBER_COLUMNS.map((c) =>
      numberColumn(binding, {
        id: c.field,
        header: c.header,
        unit: c.unit,
        key: (row, input) => {
          const model = modelOf(input, row);
          if (c.field === 'strength') return model ? (strengthKey(model)?.key ?? null) : null;
          return layerUses(model, c.field) ? c.field : null;
        },
      }),
    ),
    textColumn(binding, {
      id: 'loading',
      header: 'Loading',
      key: 'loading',
      options: [
        { value: 'static', label: 'Static' },
        { value: 'cyclic', label: 'Cyclic' },
      ],
    }),
  ];
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
      />
      <Fieldset legend="Soil profile">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <UnitFieldAtWater />
          <UnitFieldAt
            label="Lateral neglect depth"
            path={['soil', 'lateralNeglectDepth_m']}
            unit="length"
            description="No lateral resistance above it (scour, frost, loose top soil)"
          />
          <UnitFieldAt
            label="P-factor"
            path={['soil', 'pFactor']}
            unit={PLAIN}
            description="Multiplies every layer's p-multipliers (default 1)"
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}

function UnitFieldAtWater() {
  return (
    <UnitFieldAt
      label="Water table depth"
      path={['soil', 'waterTableDepth_m']}
      unit="length"
      description="Below grade; leave empty when there is none"
    />
  );
}
