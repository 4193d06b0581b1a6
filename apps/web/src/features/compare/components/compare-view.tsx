import { Alert, Center, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { Project, Run } from '@pilewise/contracts';
import {
  diffDesignInputs,
  diffDesignResults,
  readCompareChoice,
  writeCompareChoice,
  type CompareChoice,
} from '@pilewise/presentation';
import { InputDiffTable } from '../../../components/input-diff-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCompareSide, type CompareSide, type SideRef } from '../api/compare-api';
import { ProjectPicker } from './project-picker';
import { ResultDiffTable } from './result-diff-table';

const CURRENT = 'current';

const runText = (r: Run) => `Run of ${formatDateTime(r.createdAt)}`;

/** The other side at first: a clone of this project, else its source, else an earlier run of it. */
function defaultOther(project: Project): string {
  return project.childProjects[0]?._id ?? project.parentId ?? project._id;
}

function versionOptions(side: CompareSide) {
  return [
    { value: CURRENT, label: 'Current input, latest result' },
    ...side.runs.filter((r) => r.status === 'succeeded').map((r) => ({ value: r._id, label: runText(r) })),
  ];
}

function SidePanel({
  letter,
  side,
  projectPicker,
  version,
  onVersion,
}: {
  letter: 'A' | 'B';
  side: CompareSide;
  projectPicker?: ReactNode;
  version: string;
  onVersion: (v: string) => void;
}) {
  const p = side.project;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {letter}: {p ? p.name : '…'}
        </Title>
        {p && (
          <Text size="sm">
            {p.client} · revision {p.revisionNumber} · {p.status}
            {p.parentId ? ' · a clone' : ''}
          </Text>
        )}
        {projectPicker}
        <Select
          label={`Version of ${letter}`}
          data={versionOptions(side)}
          value={version}
          onChange={(v) => onVersion(v ?? CURRENT)}
          allowDeselect={false}
        />
        <Text size="sm">
          {side.run
            ? `Results of the run of ${formatDateTime(side.run.createdAt)}`
            : 'No finished run: no results to compare'}
        </Text>
      </Stack>
    </Paper>
  );
}

// Compare (spec §2 /compare-project/{id}): the project {id} (A) beside another (B): its clone or
// source, any project of the company, or an earlier run (revision) of itself. Inputs field by
// field, results per pier type and pile height, and the site's steel before (A) and after (B).
export function CompareView({ base }: { base: Project }) {
  // The two sides live in the URL (bookmark, share, reload); each choice is a history entry, so
  // back and forward step through them.
  const [params, setParams] = useSearchParams();
  const choice = readCompareChoice(params);
  const otherId = choice.otherId ?? defaultOther(base);
  const versionA = choice.runA ?? CURRENT;
  const versionB = choice.runB ?? CURRENT;
  const choose = (next: Partial<CompareChoice>, replace = false) =>
    setParams((prev) => writeCompareChoice(prev, { ...readCompareChoice(prev), ...next }), { replace });
  // Opened without a choice: the default other project is written in, in place, so that the URL
  // names it even if a clone is made later.
  useEffect(() => {
    if (!choice.otherId) choose({ otherId }, true);
  });
  const [counts, setCounts] = useState<Record<string, number>>({});
  const refB: SideRef = { projectId: otherId, runId: versionB === CURRENT ? null : versionB };
  const b = useCompareSide(refB);
  // The same project on both sides at first: A is then its previous run, so that the two differ.
  const sameProject = otherId === base._id;
  const previous = sameProject ? b.runs.filter((r) => r.status === 'succeeded')[1] : undefined;
  const effectiveA =
    sameProject && versionA === CURRENT && versionB === CURRENT && previous ? previous._id : versionA;
  const sideA = useCompareSide({ projectId: base._id, runId: effectiveA === CURRENT ? null : effectiveA });

  const unitSystem = base.unitSystem;
  const inputDiff = useMemo(
    () =>
      sideA.input !== undefined || b.input !== undefined
        ? diffDesignInputs(sideA.input, b.input, unitSystem)
        : null,
    [sideA.input, b.input, unitSystem],
  );
  const resultDiff = useMemo(
    () => diffDesignResults(sideA.run?.result ?? null, b.run?.result ?? null, counts),
    [sideA.run, b.run, counts],
  );
  const error = sideA.error ?? b.error;
  const labelA = sideA.project?.name ?? 'A';
  const labelB = b.project?.name ?? 'B';

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SidePanel
          letter="A"
          side={sideA}
          version={effectiveA}
          onVersion={(v) => choose({ runA: v === CURRENT ? null : v })}
        />
        <SidePanel
          letter="B"
          side={b}
          version={versionB}
          onVersion={(v) => choose({ runB: v === CURRENT ? null : v })}
          projectPicker={
            <ProjectPicker
              base={base}
              value={otherId}
              chosen={b.project}
              onChange={(id) => choose({ otherId: id, runB: null })}
            />
          }
        />
      </SimpleGrid>
      {error ? (
        <Alert color="red" variant="light" title="A side could not be loaded">
          {errorMessage(error)}
        </Alert>
      ) : sideA.isPending || b.isPending ? (
        <Center py="md">
          <Loader role="status" aria-label="Loading the two sides" />
        </Center>
      ) : (
        <>
          {inputDiff && (
            <InputDiffTable diff={inputDiff} beforeLabel={`A: ${labelA}`} afterLabel={`B: ${labelB}`} />
          )}
          <ResultDiffTable
            diff={resultDiff}
            unitSystem={unitSystem}
            labelA={labelA}
            labelB={labelB}
            counts={counts}
            onCount={(key, n) =>
              setCounts(({ [key]: _old, ...rest }) => (n === null ? rest : { ...rest, [key]: n }))
            }
          />
          <Text size="sm">Numbers in the unit system of A ({unitSystem}).</Text>
        </>
      )}
    </Stack>
  );
}
