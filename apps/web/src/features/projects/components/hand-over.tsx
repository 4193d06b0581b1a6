import { Alert, Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { ROLE_LABELS, type Project, type User } from '@pilewise/contracts';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useCompanyUsers, useHandOverProject } from '../api/hand-over';

type Props = { project: Project; user: User };

/** Whether `user` may hand `project` over (the server checks again): its owner or an Admin. */
export function mayHandOver(project: Pick<Project, 'owner'>, user: Pick<User, '_id' | 'role'>): boolean {
  return user.role === 'Admin' || project.owner === user._id;
}

// "Hand over" (spec §7 projectUser): the owner or an Admin gives the project to another user of
// the company, picked from its active users; the new owner and the previous one are notified.
export function HandOverButton({ project, user }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const [to, setTo] = useState<string | null>(null);
  const users = useCompanyUsers(opened);
  const handOver = useHandOverProject();
  if (!mayHandOver(project, user)) return null;

  const options = (users.data?.users ?? [])
    .filter((u) => u._id !== project.owner)
    .map((u) => ({ value: u._id, label: `${u.name} (${ROLE_LABELS[u.role]}, ${u.email})` }));
  const chosen = options.find((o) => o.value === to);
  const onClose = () => {
    handOver.reset();
    setTo(null);
    close();
  };
  const submit = () => {
    if (!to) return;
    handOver.mutate(
      { projectId: project._id, userId: to },
      {
        onSuccess: (res) => {
          notifySuccess(`${project.name} now belongs to ${res.project.username || 'its new owner'}`);
          onClose();
        },
      },
    );
  };

  return (
    <>
      <Button variant="default" size="xs" onClick={open} style={{ alignSelf: 'flex-start' }}>
        Hand over
      </Button>
      <Modal opened={opened} onClose={onClose} title={`Hand over ${project.name}`} centered>
        <Stack gap="sm">
          <Text size="sm">
            The new owner edits, runs and sends it for review from now on; they and{' '}
            {project.username || 'the owner'} are notified.
            {user.role !== 'Admin' && ' You will no longer see it unless it is shared.'}
          </Text>
          {users.isError ? (
            <Alert color="red" variant="light" title="The users could not be loaded">
              {errorMessage(users.error)}
            </Alert>
          ) : (
            <NativeSelect
              label="New owner"
              data={[
                { value: '', label: users.isPending ? 'Loading users…' : 'Choose a user of your company' },
                ...options,
              ]}
              value={to ?? ''}
              onChange={(e) => setTo(e.currentTarget.value || null)}
              disabled={users.isPending}
              description={!users.isPending && options.length === 0 ? 'No other active user' : undefined}
            />
          )}
          {handOver.isError && (
            <Alert color="red" variant="light" title="Not handed over">
              {errorMessage(handOver.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={submit} disabled={!chosen} loading={handOver.isPending}>
              Hand over
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
