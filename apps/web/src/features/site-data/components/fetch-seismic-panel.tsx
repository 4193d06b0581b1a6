import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { romanRiskCategory, type RiskCategory } from '@pilewise/engine';
import {
  USGS_DESIGN_CODES,
  USGS_SITE_CLASSES,
  type SeismicDetailsResponse,
  type SeismicValues,
  type UsgsDesignCode,
} from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useFetchSeismicDetails } from '../api/site-data';

const VALUE_ROWS: { key: keyof SeismicValues; label: string; unit: string }[] = [
  { key: 'Ss', label: 'Ss', unit: 'g' },
  { key: 'S1', label: 'S1', unit: 'g' },
  { key: 'SMS', label: 'SMS', unit: 'g' },
  { key: 'SM1', label: 'SM1', unit: 'g' },
  { key: 'SDS', label: 'SDS', unit: 'g' },
  { key: 'SD1', label: 'SD1', unit: 'g' },
  { key: 'TL_s', label: 'TL', unit: 's' },
];

const isUsgsCode = (c: string): c is UsgsDesignCode => (USGS_DESIGN_CODES as readonly string[]).includes(c);

/**
 * "Fetch from location": asks the USGS seismic design web service (through the server) for the
 * site values at the project's location, shows what came back and from where, and hands the
 * values the user accepts to `onApply`; each stays editable afterwards. Without a network the
 * server's message says so and the user types the values.
 */
export function FetchSeismicPanel({
  projectId,
  designCode,
  riskCategory,
  latitude,
  longitude,
  disabled,
  onApply,
}: {
  projectId: string | null;
  designCode: string;
  riskCategory: RiskCategory;
  latitude: number | null;
  longitude: number | null;
  disabled?: boolean;
  onApply: (values: Partial<Record<keyof SeismicValues, number>>) => void;
}) {
  const [open, setOpen] = useState(false);
  const code: UsgsDesignCode = isUsgsCode(designCode) ? designCode : 'ASCE 7-16';
  const [siteClass, setSiteClass] = useState('D');
  const [lat, setLat] = useState<number | string>(latitude ?? '');
  const [lon, setLon] = useState<number | string>(longitude ?? '');
  const fetchDetails = useFetchSeismicDetails();
  const answer: SeismicDetailsResponse | undefined = fetchDetails.data;
  const classes = USGS_SITE_CLASSES[code];

  const ask = () =>
    projectId &&
    fetchDetails.mutate({
      projectId,
      designCode: code,
      riskCategory,
      siteClass: classes.includes(siteClass) ? siteClass : classes[0]!,
      ...(typeof lat === 'number' ? { latitude: lat } : {}),
      ...(typeof lon === 'number' ? { longitude: lon } : {}),
    });

  const apply = () => {
    if (!answer) return;
    const values: Partial<Record<keyof SeismicValues, number>> = {};
    for (const { key } of VALUE_ROWS) {
      const v = answer.values[key];
      if (v !== null) values[key] = v;
    }
    onApply(values);
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconMapPin size={14} />}
        disabled={disabled || !projectId}
        title={projectId ? undefined : 'Save the project first'}
        onClick={() => setOpen(true)}
      >
        Fetch from location
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Seismic site values from the location"
        size="lg"
      >
        <Stack gap="sm">
          {!isUsgsCode(designCode) && (
            <Alert color="yellow" variant="light">
              The USGS service answers for ASCE 7-16 and ASCE 7-22; the project uses {designCode}. Values for
              ASCE 7-16 are fetched: check them against {designCode} or type them.
            </Alert>
          )}
          <Group grow>
            <NumberInput
              label="Latitude (°)"
              value={lat}
              onChange={setLat}
              decimalScale={6}
              min={-90}
              max={90}
            />
            <NumberInput
              label="Longitude (°)"
              value={lon}
              onChange={setLon}
              decimalScale={6}
              min={-180}
              max={180}
            />
            <NativeSelect
              label="Site class"
              value={classes.includes(siteClass) ? siteClass : classes[0]}
              data={[...classes]}
              onChange={(e) => setSiteClass(e.currentTarget.value)}
            />
          </Group>
          <Text size="xs" c="gray.7">
            {code}, risk category {romanRiskCategory(riskCategory)} (from the seismic tracker data).
          </Text>
          <Group justify="flex-end">
            <Button onClick={ask} loading={fetchDetails.isPending}>
              Fetch
            </Button>
          </Group>
          {fetchDetails.isError && (
            <Alert color="red" variant="light" title="No values fetched">
              {errorMessage(fetchDetails.error)}
            </Alert>
          )}
          {answer && (
            <>
              <Table withTableBorder aria-label="Fetched seismic values">
                <Table.Tbody>
                  {VALUE_ROWS.map(({ key, label, unit }) => (
                    <Table.Tr key={key}>
                      <Table.Td>{label}</Table.Td>
                      <Table.Td>
                        {answer.values[key] === null ? 'not given: type it' : `${answer.values[key]} ${unit}`}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {answer.missing.length > 0 && (
                <Alert color="yellow" variant="light">
                  {answer.missing.map((m) => (
                    <Text key={m} size="sm">
                      {m}
                    </Text>
                  ))}
                </Alert>
              )}
              <Text size="xs" c="gray.7">
                From {answer.source.service} ({answer.source.referenceDocument}), site class{' '}
                {answer.source.siteClass}, risk category {answer.source.riskCategory}, at{' '}
                {answer.source.latitude}°, {answer.source.longitude}°, fetched {answer.source.fetchedAt}:{' '}
                <Anchor href={answer.source.url} target="_blank" rel="noreferrer" size="xs">
                  the request
                </Anchor>
                . The values fill the fields and stay editable.
              </Text>
              <Group justify="flex-end">
                <Button onClick={apply}>Use these values</Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
}
