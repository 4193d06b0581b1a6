import { Button, Drawer, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutSidebarRight } from '@tabler/icons-react';
import type { Project, User } from '@pilewise/contracts';
import { HandOverButton } from '../../../../features/projects/components/hand-over';
import { WorkflowPanel } from '../../../../features/reviews/components/workflow-panel';
import { LastRunStatus } from '../../../../features/runs/components/last-run-status';
import { formatDateTime } from '../../../../lib/format-date';

type Props = { project: Project | null; user: User };

/** The side panel, from 1200 px wide (Mantine lg): narrower, ProjectStatusDrawer shows the same. */
export function ProjectAside({ project, user }: Props) {
  return (
    <Paper
      withBorder
      p="md"
      w={280}
      visibleFrom="lg"
      component="aside"
      aria-label="Project status"
      data-tour="project-aside"
    >
      <ProjectStatus project={project} user={user} />
    </Paper>
  );
}

/**
 * Below 1200 px the side panel does not fit beside the tabs: a button opens it as a drawer, so
 * sending for review and commenting work on a small laptop or a phone too.
 */
export function ProjectStatusDrawer({ project, user }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        hiddenFrom="lg"
        variant="light"
        leftSection={<IconLayoutSidebarRight size={16} aria-hidden="true" />}
        onClick={open}
        data-tour="project-aside"
        style={{ alignSelf: 'flex-start' }}
      >
        Status, workflow and comments
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="md"
        title="Project status"
        closeButtonProps={{ 'aria-label': 'Close the project status' }}
      >
        <ProjectStatus project={project} user={user} />
      </Drawer>
    </>
  );
}

/** Who owns the project, its revision, its last run and its review workflow. */
function ProjectStatus({ project, user }: Props) {
  return (
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
          <HandOverButton project={project} user={user} />
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
  );
}
