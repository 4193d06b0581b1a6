import { Alert, Group, Loader, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { memo, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatQuantity, unitOf, type UnitSystem } from '@pilewise/contracts';
import { profiledAxes } from '@pilewise/presentation';
import {
  completeChoice,
  previewEmbedments,
  previewSections,
  type PreviewAnswer,
  type PreviewChoice,
} from '../preview-compute';
import { useLasting } from '../use-lasting';
import { useLivePreview } from '../use-live-preview';
import { preloadable } from '../../../lib/preloadable';

// Loaded when the panel mounts (the first answer takes longer), so the charts show with it
// rather than ~300 ms after their Suspense fallback (lib/preloadable.tsx).
const previewCharts = preloadable(() => import('./preview-charts').then((m) => m.default));
const PreviewCharts = previewCharts.Component;

/** The spinner shows for an answer slower than this, ms (use-lasting.ts); most keystrokes' are quicker. */
const SPINNER_DELAY_MS = 150;

type Props = {
  input: unknown;
  pierTypes: readonly string[];
  unitSystem: UnitSystem;
  /** A control at the end of the panel's title row (the page's fold button). */
  headerAction?: ReactNode;
};

/**
 * The live lateral preview beside the input tabs (issue 13): the pile chosen here analysed in the
 * browser as the input changes, with the words that it is a preview and the design run the answer.
 *
 * A keystroke re-renders this panel (its input changed) and an answer re-renders it again, within
 * the 100 ms the preview has: so the choice controls and the answer are memoised apart, the lists
 * the controls offer are made from the parts of the input they read (a load typed leaves the
 * settings and the pile heights as they were), and the answer's table and charts render only when
 * a new answer comes.
 */
export function LivePreviewPanel({ input, pierTypes, unitSystem: u, headerAction }: Props) {
  const [picked, setPicked] = useState<Partial<PreviewChoice>>({});
  useEffect(() => void previewCharts.preload(), []);
  const { answer, pending, answered, computeMs } = useLivePreview(input, pierTypes, picked);
  const slow = useLasting(pending, SPINNER_DELAY_MS);
  const root = input as { settings?: unknown; pileHeights_m?: unknown } | null;
  const settings = root?.settings;
  const pileHeights = root?.pileHeights_m;
  const sections = useMemo(() => previewSections({ settings }), [settings]);
  const embedments = useMemo(() => previewEmbedments({ settings }), [settings]);
  const heights = useMemo(
    () =>
      Array.isArray(pileHeights)
        ? pileHeights.filter((x): x is number => typeof x === 'number' && x > 0)
        : [],
    [pileHeights],
  );
  const typesKey = pierTypes.join('\u0000');
  const types = useMemo(() => (typesKey ? typesKey.split('\u0000') : []), [typesKey]);
  const shown = completeChoice({ settings, pileHeights_m: pileHeights }, pierTypes, picked);
  const pick = useCallback((p: Partial<PreviewChoice>) => setPicked((was) => ({ ...was, ...p })), []);

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
          <Group gap={6} wrap="nowrap">
            {slow && <Loader size="xs" role="status" aria-label="Updating the preview" />}
            {headerAction}
          </Group>
        </Group>
        <Text size="xs" c="gray.7">
          A quick lateral analysis of one pile as you type, in your browser. It is not the design: run the
          design on the Result tab for the answer.
        </Text>
        <ChoiceControls
          pierTypes={types}
          sections={sections}
          embedments={embedments}
          heights={heights}
          pierTypeId={shown.pierTypeId}
          section={shown.section}
          embedment_m={shown.embedment_m}
          pileHeight_m={shown.pileHeight_m}
          onPick={pick}
          unitSystem={u}
        />
        {answer && <AnswerView answer={answer} unitSystem={u} />}
      </Stack>
    </Paper>
  );
}

type ControlsProps = Partial<PreviewChoice> & {
  pierTypes: readonly string[];
  sections: readonly string[];
  embedments: readonly number[];
  heights: readonly number[];
  onPick: (p: Partial<PreviewChoice>) => void;
  unitSystem: UnitSystem;
};

/** The pile previewed: pier type, section, embedment and pile height. */
const ChoiceControls = memo(function ChoiceControls({
  pierTypes,
  sections,
  embedments,
  heights,
  pierTypeId,
  section,
  embedment_m,
  pileHeight_m,
  onPick,
  unitSystem: u,
}: ControlsProps) {
  const embedmentData = useMemo(
    () => embedments.map((m) => ({ value: String(m), label: formatQuantity('length', m, u) })),
    [embedments, u],
  );
  const heightData = useMemo(
    () => heights.map((m) => ({ value: String(m), label: formatQuantity('length', m, u) })),
    [heights, u],
  );
  return (
    <>
      <Group grow gap="xs">
        <Select
          size="xs"
          label="Pier type"
          data={pierTypes as string[]}
          value={pierTypeId ?? null}
          onChange={(v) => onPick({ pierTypeId: v ?? undefined })}
          allowDeselect={false}
        />
        <Select
          size="xs"
          label="Section"
          searchable
          data={sections as string[]}
          value={section ?? null}
          onChange={(v) => onPick({ section: v ?? undefined })}
          allowDeselect={false}
        />
      </Group>
      <Group grow gap="xs">
        <Select
          size="xs"
          label={`Embedment (${unitOf('length', u)})`}
          data={embedmentData}
          value={embedment_m === undefined ? null : String(embedment_m)}
          onChange={(v) => onPick({ embedment_m: v ? Number(v) : undefined })}
          allowDeselect={false}
        />
        <Select
          size="xs"
          label={`Pile height (${unitOf('length', u)})`}
          data={heightData}
          value={pileHeight_m === undefined ? null : String(pileHeight_m)}
          onChange={(v) => onPick({ pileHeight_m: v ? Number(v) : undefined })}
          allowDeselect={false}
        />
      </Group>
    </>
  );
});

/** What the preview says: what it needs, or the pile's values and profiles. */
const AnswerView = memo(function AnswerView({
  answer,
  unitSystem: u,
}: {
  answer: PreviewAnswer;
  unitSystem: UnitSystem;
}) {
  const len = (m: number) => `${formatQuantity('length', m, u)} ${unitOf('length', u)}`;
  if (!answer.ok)
    return (
      <Alert color="yellow" title="The preview needs" p="xs">
        <Stack gap={2} component="ul" m={0} pl="md">
          {answer.missing.map((m) => (
            <Text component="li" size="xs" key={m}>
              {m}
            </Text>
          ))}
        </Stack>
      </Alert>
    );
  return (
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
  );
});
