import { Alert, Anchor, Badge, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { projectPermissions, type Project, type User } from '@pilewise/contracts';
import { hrefs, paths } from '../../../config/paths';
import { useProject } from '../../../features/projects/api/get-project';
import { useSaveProject } from '../../../features/projects/api/project-mutations';
import { useProjectLock } from '../../../features/projects/api/project-lock';
import { useUnsavedInputGuard } from '../../../features/project-input/use-unsaved-guard';
import { LastRunStatus } from '../../../features/runs/components/last-run-status';
import { WorkflowPanel } from '../../../features/reviews/components/workflow-panel';
import { ProjectDetailsForm } from '../../../features/projects/components/project-details-form';
import { formatDate } from '../../../features/projects/components/projects-table';
import { StatusBadge } from '../../../features/projects/components/status-badge';
import {
  detailsFromProject,
  emptyDetails,
  formFieldOf,
  toBody,
  validateDetails,
  type DetailsValues,
} from '../../../features/projects/details-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../stores/session';

// The heavy tabs load on first open: the engine's input checks, the examples and the charts
// stay out of the editor's own chunk.
const DesignInputTab = lazy(() => import('../../../features/design-input/components/design-input-tab'));
const ResultTab = lazy(() => import('../../../features/runs/components/result-tab'));
const SettingsPanel = lazy(() =>
  import('../../../features/project-input/components/input-panels').then((m) => ({
    default: m.SettingsPanel,
  })),
);
const InputPanel = lazy(() =>
  import('../../../features/project-input/components/input-panels').then((m) => ({ default: m.InputPanel })),
);

function LazyPanel({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="lg">
          <Loader role="status" aria-label="Loading tab" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

function SaveFirst({ what }: { what: string }) {
  return (
    <Alert variant="light" color="gray" title="Save the project first">
      {what} once the project has been saved (Details tab).
    </Alert>
  );
}

function Editor({ user, project }: { user: User; project: Project | null }) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const [saving, setSaving] = useState<'draft' | 'project' | null>(null);
  // The Design input tab stays mounted once opened, so an input loaded but not saved survives
  // a look at another tab.
  const [designInputOpened, setDesignInputOpened] = useState(false);
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues: project ? detailsFromProject(project) : emptyDetails(user.company.name),
  });

  const permissions = project
    ? projectPermissions(project, { role: user.role, isOwner: project.owner === user._id })
    : null;
  const lock = useProjectLock(project?._id ?? null);
  // The design input's draft outlives the Settings and Input tabs: the guard stays while it is unsaved.
  useUnsavedInputGuard();
  // Spec §2: one editor at a time; whoever opens it second reads it until the first closes it.
  const lockedBy = lock && !lock.held ? lock.holder : null;
  const readOnly = permissions != null && (!permissions.edit || lockedBy != null);
  const disabled = readOnly || save.isPending;

  const submit = (draft: boolean) => {
    const errors = validateDetails(form.values, draft);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(draft ? 'draft' : 'project');
    save.mutate(
      { body: toBody(form.values, project?._id ?? null), draft },
      {
        onSuccess: (res) => {
          form.setValues(detailsFromProject(res.project));
          form.resetDirty(detailsFromProject(res.project));
          notifySuccess(draft ? 'Draft saved' : 'Project saved');
          // After a draft save, the draft id comes from the returned project (spec §4).
          if (!project) void navigate(hrefs.updateProject(res.project._id), { replace: true });
        },
        onError: (err) => {
          const key = err instanceof ApiError ? formFieldOf(err.field) : null;
          if (key) form.setFieldError(key, errorMessage(err));
          notifyError(err, 'Not saved');
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to={paths.projects} size="sm">
            ← Projects
          </Anchor>
          <Group gap="sm">
            <Title order={1} fz={22}>
              {project ? project.name || 'Untitled project' : 'New project'}
            </Title>
            {project && <StatusBadge status={project.status} />}
            {project?.isDraft && (
              <Badge variant="outline" color="gray.7" tt="none">
                Draft
              </Badge>
            )}
            {form.isDirty() && (
              <Badge variant="light" color="yellow" tt="none">
                Unsaved changes
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>

      {lockedBy && permissions?.edit && (
        <Alert color="yellow" variant="light" title="Open for editing by someone else">
          {lockedBy.name} has this project open for editing. It is read-only for you until they close it; this
          page then opens it for editing by itself.
        </Alert>
      )}
      {readOnly && !lockedBy && (
        <Alert color="yellow" variant="light" title="Read-only">
          This project is {project?.status}. Only its owner or your company admin can edit it while it is
          Active.
        </Alert>
      )}

      <Group align="flex-start" gap="md" wrap="nowrap">
        <Paper withBorder p="md" style={{ flex: 1, minWidth: 0 }}>
          <Tabs
            defaultValue="details"
            keepMounted={false}
            onChange={(tab) => {
              if (tab === 'design-input') setDesignInputOpened(true);
            }}
          >
            <Tabs.List aria-label="Project sections" mb="md">
              <Tabs.Tab value="details">Details</Tabs.Tab>
              <Tabs.Tab value="settings">Settings</Tabs.Tab>
              <Tabs.Tab value="input">Input</Tabs.Tab>
              {project && <Tabs.Tab value="design-input">Design input</Tabs.Tab>}
              <Tabs.Tab value="result">Result</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details">
              <ProjectDetailsForm
                form={form}
                disabled={disabled}
                saving={saving}
                onSaveDraft={() => submit(true)}
                onSave={() => submit(false)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              {project ? (
                <LazyPanel>
                  <SettingsPanel project={project} readOnly={readOnly} />
                </LazyPanel>
              ) : (
                <SaveFirst what="Enter the design settings" />
              )}
            </Tabs.Panel>
            <Tabs.Panel value="input">
              {project ? (
                <LazyPanel>
                  <InputPanel project={project} readOnly={readOnly} />
                </LazyPanel>
              ) : (
                <SaveFirst what="Enter the soil, vertical, seismic, corrosion and pile head loads" />
              )}
            </Tabs.Panel>
            {project && (
              <Tabs.Panel value="design-input" keepMounted={designInputOpened}>
                <LazyPanel>
                  <DesignInputTab project={project} readOnly={readOnly} />
                </LazyPanel>
              </Tabs.Panel>
            )}
            <Tabs.Panel value="result">
              {project ? (
                <LazyPanel>
                  <ResultTab project={project} readOnly={readOnly} />
                </LazyPanel>
              ) : (
                <SaveFirst what="Run the design" />
              )}
            </Tabs.Panel>
          </Tabs>
        </Paper>

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
                <Text size="sm">Last saved: {formatDate(project.updatedAt)}</Text>
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
