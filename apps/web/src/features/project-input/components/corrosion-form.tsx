import { Alert, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { CORROSION_FIELDS, ROMANOFF_FIELDS } from '@pilewise/presentation';
import { useInputForm } from '../form-context';
import { FieldAt } from './field-at';

// Corrosion (spec §3): the method, the soil's resistivity, the design life, the zinc coating that
// is consumed first, and how deep the corroded zone reaches below grade. The loss rates each
// method uses are cited in the engine (corrosion/README.md) and in the result.
export function CorrosionForm() {
  const f = useInputForm();
  if (f.value(['corrosion', 'consider']) !== true) {
    return (
      <Alert variant="light" color="gray" title="Corrosion is not considered">
        Switch on “Consider corrosion” in Settings to design with the corroded section.
      </Alert>
    );
  }
  const method = f.value(['corrosion', 'method']);
  return (
    <Stack gap="md">
      <Fieldset legend="Corrosion Details">
        {/* at least 240 px a column: three by the screen's width cut '2 · Aggressive Romanoff
            Method' beside the live preview */}
        <SimpleGrid minColWidth={240}>
          {CORROSION_FIELDS.filter((field) => field.key !== 'consider').map((field) => (
            <FieldAt
              key={field.key}
              field={field}
              group={['corrosion']}
              disabled={
                (field.key === 'customLoss_um' && method !== 3) ||
                (field.key === 'fhwaSteelRate_um_per_yr' && method !== 1)
              }
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      {method === 2 && (
        <Fieldset legend="Aggressive Romanoff constants (X = K·t^n, per face)">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {ROMANOFF_FIELDS.map((field) => (
              <FieldAt key={field.key} field={field} group={['corrosion', 'romanoff']} />
            ))}
          </SimpleGrid>
        </Fieldset>
      )}
      <Text size="sm" c="gray.7">
        The zinc is consumed first, then the steel, on every exposed face; the reduced flanges and web are
        used in the steel check within the corroded zone.
      </Text>
    </Stack>
  );
}
