import { Alert, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatQuantity, unitOf, type UnitSystem } from '@pilewise/contracts';
import { profiledAxes } from '@pilewise/presentation';
import { completeChoice, previewEmbedments, previewSections, type PreviewChoice } from '../preview-compute';
import { useLivePreview } from '../use-live-preview';

const PreviewCharts = lazy(() => import('./preview-charts'));

type Props = { input: unknown; pierTypes: readonly string[]; unitSystem: UnitSystem };

/**
 * The live lateral preview beside the input tabs (issue 13): the pile chosen here analysed in the
 * browser as the input changes, with the words that it is a preview and the design run the answer.
 */
export function LivePreviewPanel({ input, pierTypes, unitSystem: u }: Props) {
  const [picked, setPicked] = useState<Partial<PreviewChoice>>({});
  const { answer, pending, answered, computeMs } = useLivePreview(input, pierTypes, picked);
  const sections = useMemo(() => previewSections(input), [input]);
  const embedments = useMemo(() => previewEmbedments(input), [input]);
  const heights = useMemo(() => {
    const h = (input as { pileHeights_m?: unknown } | null)?.pileHeights_m;
    return Array.isArray(h) ? h.filter((x): x is number => typeof x === 'number' && x > 0) : [];
  }, [input]);
  const shown = completeChoice(input, pierTypes, picked);
  const len = (m: number) => `${formatQuantity('length', m, u)} ${unitOf('length', u)}`;

  return (
    <Paper
      withBorder
      p="sm"
      component="section"
      aria-labelledby="live-preview-title"
      data-testid="live-preview"
      data-answered={answered}
      data-pending={pending}
      data-compute-ms={computeMs === null ? undefined : Math.round(computeMs)}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="sm" id="live-preview-title">
            Live preview
          </Title>
          {pending && <Loader size="xs" role="status" aria-label="Updating the preview" />}
        </Group>
        <Text size="xs" c="gray.7">
          A quick lateral analysis of one pile as you type, in your browser. It is not the design: run the
          design on the Result tab for the answer.
        </Text>
        <Group grow gap="xs">
          <Select
            size="xs"
            label="Pier type"
            data={[...pierTypes]}
            value={shown.pierTypeId ?? null}
            onChange={(v) => setPicked((p) => ({ ...p, pierTypeId: v ?? undefined }))}
            allowDeselect={false}
          />
          <Select
            size="xs"
            label="Section"
            searchable
            data={sections}
            value={shown.section ?? null}
            onChange={(v) => setPicked((p) => ({ ...p, section: v ?? undefined }))}
            allowDeselect={false}
          />
        </Group>
        <Group grow gap="xs">
          <Select
            size="xs"
            label={`Embedment (${unitOf('length', u)})`}
            data={embedments.map((m) => ({ value: String(m), label: formatQuantity('length', m, u) }))}
            value={shown.embedment_m === undefined ? null : String(shown.embedment_m)}
            onChange={(v) => setPicked((p) => ({ ...p, embedment_m: v ? Number(v) : undefined }))}
            allowDeselect={false}
          />
          <Select
            size="xs"
            label={`Pile height (${unitOf('length', u)})`}
            data={heights.map((m) => ({ value: String(m), label: formatQuantity('length', m, u) }))}
            value={shown.pileHeight_m === undefined ? null : String(shown.pileHeight_m)}
            onChange={(v) => setPicked((p) => ({ ...p, pileHeight_m: v ? Number(v) : undefined }))}
            allowDeselect={false}
          />
        </Group>
        {answer && !answer.ok && (
          <Alert color="yellow" title="The preview needs" p="xs">
            <Stack gap={2} component="ul" m={0} pl="md">
              {answer.missing.map((m) => (
                <Text component="li" size="xs" key={m}>
                  {m}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {answer?.ok && (
          <>
            <Text size="xs">
              {answer.pier.section.name}, embedment {len(answer.pier.embedment_m)}, combination{' '}
              {answer.pier.profiles.combination ?? '—'}
            </Text>
            <Table withTableBorder fz="xs" aria-label="Preview values" data-testid="live-preview-values">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Axis</Table.Th>
                  <Table.Th ta="right">Head defl. ({unitOf('deflection', u)})</Table.Th>
                  <Table.Th ta="right">Grade defl. ({unitOf('deflection', u)})</Table.Th>
                  <Table.Th ta="right">Max moment ({unitOf('moment', u)})</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {profiledAxes(answer.pier).map(({ axis, name, response: r }) => (
                  <Table.Tr key={axis}>
                    <Table.Th scope="row">{name}</Table.Th>
                    <Table.Td ta="right">{formatQuantity('deflection', r.headDeflection_m, u)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('deflection', r.groundDeflection_m, u)}</Table.Td>
                    <Table.Td ta="right">{formatQuantity('moment', r.maxMoment_Nm, u)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Suspense fallback={<Loader size="sm" />}>
              <PreviewCharts pier={answer.pier} unitSystem={u} />
            </Suspense>
          </>
        )}
      </Stack>
    </Paper>
  );
}
