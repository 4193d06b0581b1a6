import { Alert, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { MICROMETRES, OHM_CM, YEARS } from '../field-units';
import { useInputForm } from '../form-context';
import { SelectAt } from './select-at';
import { UnitFieldAt } from './unit-field-at';

const METHODS = [
  { value: '1', label: '1 · FHWA' },
  { value: '2', label: '2 · Aggressive Romanoff' },
  { value: '3', label: '3 · Custom Loss' },
];

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
      <Fieldset legend="Corrosion">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <SelectAt label="Method" path={['corrosion', 'method']} options={METHODS} numeric />
          <UnitFieldAt
            label="Resistivity"
            path={['corrosion', 'resistivity_ohm_cm']}
            unit={OHM_CM}
            description="Minimum soil resistivity from the geotechnical report"
          />
          <UnitFieldAt label="Design life" path={['corrosion', 'designLife_years']} unit={YEARS} />
          <UnitFieldAt
            label="Zinc coating"
            path={['corrosion', 'zincCoating_um']}
            unit={MICROMETRES}
            description="Hot-dip galvanizing thickness per face (ASTM A123: 86 µm for 2.0 oz/ft²)"
          />
          <UnitFieldAt
            label="Custom loss"
            path={['corrosion', 'customLoss_um']}
            unit={MICROMETRES}
            description="Steel lost per face over the design life (method 3)"
            disabled={method !== 3}
          />
          <UnitFieldAt
            label="Corrosion zone depth"
            path={['corrosion', 'zoneDepth_m']}
            unit="length"
            description="Below grade; the reveal above grade corrodes too"
          />
        </SimpleGrid>
      </Fieldset>
      <Text size="sm" c="gray.7">
        The zinc is consumed first, then the steel, on every exposed face; the reduced flanges and web are
        used in the steel check within the corroded zone.
      </Text>
    </Stack>
  );
}
