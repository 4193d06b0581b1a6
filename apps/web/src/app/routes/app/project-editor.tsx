import { Alert, Anchor, Center, Group, Loader, Paper, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { projectPermissions, type Project, type User } from '@pilewise/contracts';
import { paths } from '../../../config/paths';
import { useProject } from '../../../lib/project-query';
import { useProjectLock } from '../../../features/projects/api/project-lock';
import { useUnsavedInputGuard } from '../../../features/project-input/use-unsaved-guard';
import { errorMessage } from '../../../lib/api-client';
import { useProjectTour } from '../../../features/tour/use-project-tour';
import { useSession } from '../../../stores/session';
import { EditorHeader } from './project-editor/editor-header';
import { EditorTabs } from './project-editor/editor-tabs';
import { ProjectAside, ProjectStatusDrawer } from './project-editor/project-aside';
import { ReadOnlyNotice } from './project-editor/read-only-notice';
import { useDetailsSave } from './project-editor/use-details-save';

function Editor({ user, project }: { user: User; project: Project | null }) {
  const details = useDetailsSave(user, project);
  const permissions = project
    ? projectPermissions(project, { role: user.role, isOwner: project.owner === user._id })
    : null;
  const lock = useProjectLock(project?._id ?? null);
  // The design input's draft outlives the Settings and Input tabs: the guard stays while it is unsaved.
  useUnsavedInputGuard();
  useProjectTour(user, project !== null);
  // Spec §2: one editor at a time; whoever opens it second reads it until the first closes it.
  const lockedBy = lock && !lock.held ? lock.holder : null;
  const readOnly = permissions != null && (!permissions.edit || lockedBy != null);

  return (
    <Stack gap="sm">
      <EditorHeader project={project} dirty={details.form.isDirty()} />
      <ReadOnlyNotice
        project={project}
        readOnly={readOnly}
        lockedBy={lockedBy}
        mayEdit={permissions?.edit ?? false}
      />
      <ProjectStatusDrawer project={project} user={user} />
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Paper withBorder p="md" style={{ flex: 1, minWidth: 0 }}>
          <EditorTabs
            project={project}
            readOnly={readOnly}
            details={{ ...details, disabled: readOnly || details.pending }}
          />
        </Paper>
        <ProjectAside project={project} user={user} />
      </Group>
    </Stack>
  );
}

// /new-project and /update-project?id=… show the same screen (spec §2).
export default function ProjectEditorRoute() {
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  const id = params.get('id');
  const { data, isPending, isError, error } = useProject(id);

  if (!user) return null;
  if (!id) return <Editor key="new" user={user} project={null} />;
  if (isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading project" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light" title="Could not open the project">
        {errorMessage(error)}{' '}
        <Anchor component={Link} to={paths.projects}>
          Back to projects
        </Anchor>
      </Alert>
    );
  }
  return <Editor key={data.project._id} user={user} project={data.project} />;
}
