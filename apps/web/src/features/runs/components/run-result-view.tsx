import { Alert, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useId, useState } from 'react';
import {
  formatDecimals,
  formatQuantity,
  formatWithUnit,
  unitOf,
  type DesignResult,
  type PierDesign,
  type Run,
  type UnitSystem,
} from '@pilewise/contracts';
import {
  deflectionLimitLines,
  formatRatio,
  formatWithUnitKind,
  lengthsInUnits,
  pierFailureSentence,
  pierLabel,
  profilesAreServiceCombination,
} from '@pilewise/presentation';
import { whenIdle } from '../../../lib/preloadable';
import { preloadProfileCharts, ProfileCharts } from './profile-charts-loader';
import { laneLabel } from '../format';
import { DesignConstantsTable } from './design-constants-table';
import { PierChecksTable } from './pier-checks-table';
import { pierKey, PierSummaryTable } from './pier-summary-table';
import { ProfileHeadlines } from './profile-headlines';
import { SectionSourcesNote } from './section-sources-note';

type Props = {
  run: Run & { result: DesignResult };
  unitSystem: UnitSystem;
  /**
   * Every pier case's checks and profiles, one after the other, in place of the chosen one's: the
   * printed output carries them all (the project output while it prints).
   */
  printAll?: boolean;
};

/** Width of a printed chart: a Letter or A4 page's text width at 96 px per inch, less a margin. */
const PRINT_CHART_WIDTH_PX = 700;

// A finished run's result: the facts of the run, its warnings, the pile design summary and, for the
// chosen row, every check and the profiles of the governing combination.
export function RunResultView({ run, unitSystem: u, printAll = false }: Props) {
  useEffect(() => whenIdle(() => void preloadProfileCharts()), []);
  const result = run.result;
  const first = result.piers[0];
  const [selected, setSelected] = useState<string | null>(first ? pierKey(first) : null);
  const pier = result.piers.find((p) => pierKey(p) === selected) ?? null;
  const warnings = [...new Set([...run.warnings, ...result.warnings])];
  const s = result.settings;

  return (
    <Stack gap="md">
      <Group gap="lg" wrap="wrap">
        <Text size="sm">
          <b>Design code</b> {result.project.designCode}
        </Text>
        <Text size="sm">
          <b>Sections</b> {s.sectionFamily} ({s.sections[0]} – {s.sections[s.sections.length - 1]})
        </Text>
        <Text size="sm">
          <b>Fy</b> {formatWithUnit('stress', s.Fy_Pa, u)}
        </Text>
        {s.E_Pa !== undefined && (
          <Text size="sm">
            <b>E</b> {formatWithUnitKind('elasticModulus', s.E_Pa, u)}
          </Text>
        )}
        <Text size="sm">
          <b>Stress limit</b> {formatDecimals(s.stressLimit, 2)}
        </Text>
        {s.designMethod && (
          <Text size="sm">
            <b>Design method</b> {s.designMethod}
          </Text>
        )}
        {result.seismic && (
          <Text size="sm" aria-label="Seismic">
            <b>Seismic</b> SDS {formatDecimals(result.seismic.SDS, 3)} g, SD1{' '}
            {formatDecimals(result.seismic.SD1, 3)} g, R {result.seismic.R}, Ie {result.seismic.Ie}, Cs{' '}
            {formatDecimals(result.seismic.Cs, 4)} ({result.seismic.csGoverning}), E along the strong and the
            weak axis
          </Text>
        )}
        {s.reversal && (
          <Text size="sm">
            <b>Reversed loads</b>{' '}
            {s.reversal.startsWith('lateral') ? 'lateral loads mirrored, vertical kept' : 'whole vector'}
          </Text>
        )}
        <Text size="sm">
          <b>Lane</b> {laneLabel(run.lane)}
        </Text>
        <Text size="sm">
          <b>Lateral analyses</b> {result.analyses}
        </Text>
      </Group>

      {result.status === 'cancelled' && (
        <Alert color="orange" variant="light" title="Stopped early">
          The run was cancelled: the {result.piers.length} pier designs finished before are shown.
        </Alert>
      )}

      <SectionSourcesNote sources={run.sectionSources} />

      {warnings.length > 0 && (
        <Alert color="yellow" variant="light" title={`Warnings (${warnings.length})`}>
          <List size="sm">
            {warnings.map((w) => (
              <List.Item key={w}>{w}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <DesignConstantsTable result={result} unitSystem={u} open={printAll} />

      {result.calibration && (
        <Alert
          color={result.calibration.used ? 'blue' : 'gray'}
          variant="light"
          title={
            result.calibration.used
              ? 'Soil calibrated on site load tests'
              : 'Site load tests fitted, not used'
          }
        >
          <List size="sm">
            {result.calibration.applied.map((a) => (
              <List.Item key={a}>{a}</List.Item>
            ))}
          </List>
        </Alert>
      )}

      <PierSummaryTable piers={result.piers} unitSystem={u} selected={selected} onSelect={setSelected} />

      {printAll
        ? result.piers.map((p) => (
            <div key={pierKey(p)} className="pw-print-pier">
              <PierDetail pier={p} unitSystem={u} chartWidthPx={PRINT_CHART_WIDTH_PX} />
            </div>
          ))
        : pier && <PierDetail pier={pier} unitSystem={u} />}
    </Stack>
  );
}

// One pier case (pier type at a pile height): its design, every check and the profiles of the
// governing combination.
function PierDetail({
  pier,
  unitSystem: u,
  chartWidthPx,
}: {
  pier: PierDesign;
  unitSystem: UnitSystem;
  chartWidthPx?: number;
}) {
  const headlinesId = useId();
  const ft = unitOf('length', u);
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {pierLabel(pier)} at {formatQuantity('length', pier.pileHeight_m, u)} {ft}: {pier.section.name},
        embedment {formatQuantity('length', pier.embedment_m, u)} {ft}
      </Title>
      {pier.failure && (
        <Alert color="red" variant="light" title="No section and embedment in range passes">
          {pierFailureSentence(pier, u)}.
        </Alert>
      )}
      <WhatSetTheAnswer pier={pier} unitSystem={u} />
      {pier.warnings.length > 0 && (
        <Alert color="yellow" variant="light" title="Warnings of this pier design">
          <List size="sm">
            {pier.warnings.map((w) => (
              <List.Item key={w}>{lengthsInUnits(w, u)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <PierChecksTable
        checks={pier.checks}
        unitSystem={u}
        label={`Checks of ${pier.pierTypeId} at ${formatQuantity('length', pier.pileHeight_m, u)} ${ft}`}
      />
      <Title order={4} fz="sm">
        {pier.profiles.combination === null || pier.profiles.combination === pier.governing.combination
          ? 'Profiles of the governing combination'
          : 'Profiles of the most demanding lateral combination'}
        {pier.profiles.combination ? `: ${pier.profiles.combination}` : ''}
      </Title>
      {pier.profiles.strong || pier.profiles.weak ? (
        <>
          {deflectionLimitLines(pier, u).length > 0 && !profilesAreServiceCombination(pier) && (
            <Text size="sm" c="gray.7">
              The dash-dot lines are the deflection limits, which the deflection checks above compare with the
              deflections of the service combinations. {pier.profiles.combination} is not one of them: its
              deflections are drawn as computed, not checked against the limits.
            </Text>
          )}
          <Suspense
            fallback={
              <Center h={460}>
                <Loader role="status" aria-label="Loading charts" />
              </Center>
            }
          >
            <ProfileCharts pier={pier} unitSystem={u} describedBy={headlinesId} widthPx={chartWidthPx} />
          </Suspense>
          <ProfileHeadlines pier={pier} unitSystem={u} id={headlinesId} />
        </>
      ) : (
        <Text size="sm">This pier design has no lateral load: there are no profiles to draw.</Text>
      )}
    </Stack>
  );
}

type Neighbour = NonNullable<PierDesign['governing']['nextLighterSection']>;

// What set the answer: the check that fails at the next lighter section (at the deepest
// embedment) and at the next shorter embedment, as the engine found them in its search.
function WhatSetTheAnswer({ pier, unitSystem: u }: { pier: PierDesign; unitSystem: UnitSystem }) {
  const { nextLighterSection: lighter, nextShorterEmbedment: shorter } = pier.governing;
  if (!lighter && !shorter) return null;
  const failing = (n: Neighbour) =>
    `${n.name}, ratio ${formatRatio(n.ratio, n.ratioLimit)}${n.combination ? ` (${n.combination})` : ''}`;
  const at = (n: Neighbour) => formatWithUnit('length', n.embedment_m, u);
  return (
    <Text size="sm" aria-label="What set the answer">
      <b>What set the answer</b>
      {/* the lighter section failed at every embedment: the one named is the deepest tried */}
      {lighter && (
        <>
          {' '}
          · next lighter section: {lighter.section} fails at every embedment up to {at(lighter)}; there:{' '}
          {failing(lighter)}
        </>
      )}
      {shorter && (
        <>
          {' '}
          · next shorter embedment: {shorter.section} at {at(shorter)} fails {failing(shorter)}
        </>
      )}
    </Text>
  );
}
