import { ActionIcon, Loader, Menu, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconArrowsDiff,
  IconCopy,
  IconFileAnalytics,
  IconDots,
  IconEdit,
  IconLock,
  IconPlayerPause,
  IconPlayerPlay,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { ProjectPermissions, ProjectSummary } from '@pilewise/contracts';
import { hrefs } from '../../../config/paths';
import { notifyError, notifySuccess } from '../../../lib/notify';
import {
  useCloneProject,
  useDeleteProject,
  useUpdatePrivacy,
  useUpdateStatus,
} from '../api/project-mutations';

export function ProjectRowActions({
  project,
  permissions,
}: {
  project: ProjectSummary;
  permissions: ProjectPermissions;
}) {
  const navigate = useNavigate();
  const remove = useDeleteProject();
  const clone = useCloneProject();
  const status = useUpdateStatus();
  const privacy = useUpdatePrivacy();
  const label = project.name || 'Untitled project';
  const shared = project.project_view === 'shared';
  const canEnable = permissions.actions.includes('enable');
  const canDisable = permissions.actions.includes('disable');

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete project',
      children: (
        <Text size="sm">
          Delete <strong>{label}</strong>? All its inputs, runs, reports and files are removed permanently.
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete project', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(project._id, {
          onSuccess: () => notifySuccess(`Deleted ${label}`),
          onError: (err) => notifyError(err),
        }),
    });

  const toggleStatus = () =>
    status.mutate(
      { projectId: project._id, action: canDisable ? 'disable' : 'enable' },
      {
        onSuccess: (res) => notifySuccess(`${label} is now ${res.status}`),
        onError: (err) => notifyError(err),
      },
    );

  const togglePrivacy = () =>
    privacy.mutate(
      { projectId: project._id, project_view: shared ? 'private' : 'shared' },
      {
        onSuccess: (res) =>
          notifySuccess(
            res.project_view === 'shared' ? `${label} is shared with your company` : `${label} is private`,
          ),
        onError: (err) => notifyError(err),
      },
    );

  const doClone = () =>
    clone.mutate(project._id, {
      onSuccess: (res) => notifySuccess(`Cloned as ${res.project.name}`),
      onError: (err) => notifyError(err),
    });

  // While a change runs, the menu still opens but offers nothing that changes the project.
  const busy = remove.isPending || clone.isPending || status.isPending || privacy.isPending;
  const canDelete = !busy && permissions.delete;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Not `loading`: that disables the button, and the focus the menu hands back on close is lost. */}
        <ActionIcon
          variant="subtle"
          color="dark"
          aria-label={`Actions for ${label}`}
          aria-busy={busy || undefined}
        >
          {busy ? <Loader size={16} color="dark" /> : <IconDots size={18} />}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEdit size={16} />}
          disabled={!permissions.edit}
          onClick={() => void navigate(hrefs.updateProject(project._id))}
        >
          Edit
        </Menu.Item>
        <Menu.Item
          leftSection={<IconFileAnalytics size={16} />}
          onClick={() => void navigate(hrefs.projectOutput(project._id))}
        >
          Output
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowsDiff size={16} />}
          onClick={() => void navigate(hrefs.compareProject(project._id))}
        >
          Compare
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          disabled={busy || !permissions.clone}
          onClick={doClone}
        >
          Clone
        </Menu.Item>
        <Menu.Item
          leftSection={shared ? <IconLock size={16} /> : <IconShare size={16} />}
          disabled={busy || !permissions.share}
          onClick={togglePrivacy}
        >
          {shared ? 'Unshare' : 'Share'}
        </Menu.Item>
        <Menu.Item
          leftSection={canDisable ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
          disabled={busy || (!canEnable && !canDisable)}
          onClick={toggleStatus}
        >
          {project.status === 'Inactive' ? 'Enable' : 'Disable'}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          // Shade 9: Mantine's red-6 menu text is 3.3:1 on white.
          c={canDelete ? 'red.9' : undefined}
          leftSection={<IconTrash size={16} />}
          disabled={!canDelete}
          onClick={confirmDelete}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
