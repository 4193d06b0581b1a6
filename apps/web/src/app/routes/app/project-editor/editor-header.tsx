import { Anchor, Badge, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Project } from '@pilewise/contracts';
import { ProjectStatusBadge } from '../../../../components/project-status-badge';
import { hrefs, paths } from '../../../../config/paths';

/** The way back, the project's name, its status and whether the details have unsaved changes. */
export function EditorHeader({ project, dirty }: { project: Project | null; dirty: boolean }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Anchor component={Link} to={paths.projects} size="sm">
          ← Projects
        </Anchor>
        <Group gap="sm">
          <Title order={1} fz={22}>
            {project ? project.name || 'Untitled project' : 'New project'}
          </Title>
          {project && <ProjectStatusBadge status={project.status} />}
          {project?.isDraft && (
            <Badge variant="outline" color="gray.7" tt="none">
              Draft
            </Badge>
          )}
          {dirty && (
            <Badge variant="light" color="yellow" tt="none">
              Unsaved changes
            </Badge>
          )}
        </Group>
      </Stack>
      {project && (
        <Group gap="md">
          <Anchor component={Link} to={hrefs.compareProject(project._id)} size="sm">
            Compare
          </Anchor>
          <Anchor component={Link} to={hrefs.projectOutput(project._id)} size="sm">
            Output
          </Anchor>
        </Group>
      )}
    </Group>
  );
}
