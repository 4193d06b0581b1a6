import { Group, Text } from '@mantine/core';
import { isFinished } from '../api/runs-api';
import { useProjectRuns } from '../api/use-runs';
import { formatDateTime, laneLabel } from '../format';
import { RunStatusBadge } from './run-status-badge';

// The side panel's line about the project's newest run.
export function LastRunStatus({ projectId }: { projectId: string }) {
  const runs = useProjectRuns(projectId);
  const run = runs.data?.runs[0];
  if (runs.isPending) return <Text size="sm">Loading runs…</Text>;
  if (runs.isError) return <Text size="sm">Runs could not be loaded.</Text>;
  if (!run) return <Text size="sm">No runs yet.</Text>;
  return (
    <>
      <Group gap="xs">
        <RunStatusBadge status={run.status} />
        {!isFinished(run.status) && <Text size="sm">{Math.round(run.progress * 100)} %</Text>}
      </Group>
      <Text size="sm">{laneLabel(run.lane)}</Text>
      <Text size="sm">
        {formatDateTime(run.createdAt)} by {run.startedByName}
      </Text>
    </>
  );
}
