import { Alert, Center, Loader, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { Project, ProjectSummary, Run } from '@pilewise/contracts';
import { diffDesignInputs, diffDesignResults } from '@pilewise/presentation';
import { InputDiffTable } from '../../../components/input-diff-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCompareChoices, useCompareSide, type CompareSide, type SideRef } from '../api/compare-api';
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
            ? `Results of the ${runText(side.run).toLowerCase()}`
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
  const [versionA, setVersionA] = useState(CURRENT);
  const [otherId, setOtherId] = useState(() => defaultOther(base));
  const [versionB, setVersionB] = useState(CURRENT);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const refB: SideRef = { projectId: otherId, runId: versionB === CURRENT ? null : versionB };
  const b = useCompareSide(refB);
  const choices = useCompareChoices();
  // The same project on both sides at first: A is then its previous run, so that the two differ.
  const sameProject = otherId === base._id;
  const previous = sameProject ? b.runs.filter((r) => r.status === 'succeeded')[1] : undefined;
  const effectiveA =
    sameProject && versionA === CURRENT && versionB === CURRENT && previous ? previous._id : versionA;
  const sideA = useCompareSide({ projectId: base._id, runId: effectiveA === CURRENT ? null : effectiveA });

  const projectOptions = useMemo(() => {
    const listed = choices.data?.projects ?? [];
    const related = new Set([base.parentId, ...base.childProjects.map((c) => c._id)].filter(Boolean));
    const name = (p: ProjectSummary) => `${p.name} (${p.client})`;
    const known = new Map(listed.map((p) => [p._id, p]));
    const relatedItems = [...related].map((id) => ({
      value: id!,
      label: known.get(id!) ? name(known.get(id!)!) : `Project ${id!.slice(0, 8)}`,
    }));
    return [
      { group: 'This project', items: [{ value: base._id, label: `${base.name} (an earlier run)` }] },
      ...(relatedItems.length > 0 ? [{ group: 'Its clones and source', items: relatedItems }] : []),
      {
        group: 'Other projects',
        items: listed
          .filter((p) => p._id !== base._id && !related.has(p._id))
          .map((p) => ({ value: p._id, label: name(p) })),
      },
    ];
  }, [choices.data, base]);

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
        <SidePanel letter="A" side={sideA} version={effectiveA} onVersion={setVersionA} />
        <SidePanel
          letter="B"
          side={b}
          version={versionB}
          onVersion={setVersionB}
          projectPicker={
            <Select
              label="Compare with"
              searchable
              data={projectOptions}
              value={otherId}
              onChange={(v) => {
                if (!v) return;
                setOtherId(v);
                setVersionB(CURRENT);
              }}
              allowDeselect={false}
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
