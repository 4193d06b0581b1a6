import { Group, Text } from '@mantine/core';
import { isFinished } from '../api/runs-api';
import { useProjectRuns, useRun } from '../api/use-runs';
import { formatDateTime } from '../../../lib/format-date';
import { laneLabel } from '../format';
import { useRunSocket } from '../run-socket';
import { RunStatusBadge } from './run-status-badge';

// The side panel's line about the project's newest run. It is on the project screen whatever the
// tab, so it keeps the socket open (and polls without it) while a run is unfinished.
export function LastRunStatus({ projectId }: { projectId: string }) {
  const runs = useProjectRuns(projectId);
  const { live } = useRunSocket(projectId);
  const run = runs.data?.runs[0];
  const active = run && !isFinished(run.status) ? run : null;
  useRun(active?._id ?? null, { poll: !live });
  if (runs.isPending) return <Text size="sm">Loading runs…</Text>;
  if (runs.isError) return <Text size="sm">Runs could not be loaded.</Text>;
  if (!run) return <Text size="sm">No runs yet.</Text>;
  return (
    <>
      <Group gap="xs">
        <RunStatusBadge status={run.status} />
        {active && <Text size="sm">{Math.round(active.progress * 100)} %</Text>}
      </Group>
      <Text size="sm">{laneLabel(run.lane)}</Text>
      {run.cachedFrom && (
        <Text size="sm" c="dimmed">
          Answered from an identical earlier run
        </Text>
      )}
      <Text size="sm">
        {formatDateTime(run.createdAt)} by {run.startedByName}
      </Text>
    </>
  );
}
