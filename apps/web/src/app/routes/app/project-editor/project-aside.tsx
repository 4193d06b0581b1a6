import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Project, User } from '@pilewise/contracts';
import { WorkflowPanel } from '../../../../features/reviews/components/workflow-panel';
import { LastRunStatus } from '../../../../features/runs/components/last-run-status';
import { formatDateTime } from '../../../../lib/format-date';

/** The side panel: who owns the project, its revision, its last run and its review workflow. */
export function ProjectAside({ project, user }: { project: Project | null; user: User }) {
  return (
    <Paper withBorder p="md" w={280} visibleFrom="lg" component="aside" aria-label="Project status">
      <Stack gap="xs">
        <Title order={2} fz="sm">
          Project
        </Title>
        {project ? (
          <>
            <Text size="sm">Owner: {project.username}</Text>
            <Text size="sm">Revision: {project.revisionNumber}</Text>
            <Text size="sm">Visibility: {project.project_view === 'shared' ? 'Shared' : 'Private'}</Text>
            <Text size="sm">Last saved: {formatDateTime(project.updatedAt)}</Text>
          </>
        ) : (
          <Text size="sm" c="gray.7">
            Not saved yet.
          </Text>
        )}
        <Title order={2} fz="sm" mt="sm">
          Runs
        </Title>
        {project ? (
          <LastRunStatus projectId={project._id} />
        ) : (
          <Text size="sm" c="gray.7">
            Not run yet.
          </Text>
        )}
        {project && <WorkflowPanel project={project} user={user} />}
      </Stack>
    </Paper>
  );
}
