import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import type { Project } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useProjectRuns, useRun } from '../api/use-runs';
import { laneLabel } from '../format';
import { RunResultView } from './run-result-view';

// The result part of the project output (spec §2 /project-output): the newest succeeded run's
// summary, checks and profiles, as the Result tab shows them, without run controls or inputs;
// printed (printAll), the checks and profiles of every pier case.
export function RunOutput({ project, printAll = false }: { project: Project; printAll?: boolean }) {
  const runs = useProjectRuns(project._id);
  const latest = runs.data?.runs.find((r) => r.status === 'succeeded') ?? null;
  const shown = useRun(latest?._id ?? null, { poll: false });
  const run = shown.data?.run;

  if (runs.isError || shown.isError)
    return (
      <Alert color="red" variant="light" title="The result could not be loaded">
        {errorMessage(runs.error ?? shown.error)}
      </Alert>
    );
  if (runs.isPending || (latest && !run))
    return (
      <Center py="md">
        <Loader role="status" aria-label="Loading the result" />
      </Center>
    );
  if (!latest || !run?.result)
    return <Text size="sm">No finished design run yet: the output shows once the design has been run.</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Result of the run of {formatDateTime(run.createdAt)} by {run.startedByName}, {laneLabel(run.lane)}.
      </Text>
      <RunResultView
        run={{ ...run, result: run.result }}
        unitSystem={project.unitSystem}
        printAll={printAll}
      />
    </Stack>
  );
}
