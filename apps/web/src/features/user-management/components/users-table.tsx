import { Badge, Button, Group, Select, Table, Text, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import {
  ASSIGNABLE_ROLES,
  DESIGN_MODE_LABELS,
  ROLE_LABELS,
  type AssignableRole,
  type User,
} from '@pilewise/contracts';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useToggleFreeze, useUpdateRole } from '../api/user-management';
import { PermissionsModal } from './permissions-modal';
import { formatDate } from '../../../lib/format-date';

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const nameOf = (u: User) => `${u.firstName} ${u.lastName}`.trim();

/** 'Generic, Nextracker · W6, W8': what a user may design with. */
const permissionsText = (user: Pick<User, 'designModes' | 'sectionTypes'>) =>
  `${user.designModes.map((m) => DESIGN_MODE_LABELS[m]).join(', ')} · ${user.sectionTypes.join(', ')}`;

/** Frozen, or Invited until the user has set a first password, else Active. */
function statusOf(user: User): { label: string; color: string } {
  if (user.isSuspended) return { label: 'Frozen', color: 'gray' };
  if (user.invitationPending) return { label: 'Invited', color: 'blue' };
  return { label: 'Active', color: 'green' };
}

export function UsersTable({ users, me }: { users: User[]; me: User }) {
  const updateRole = useUpdateRole();
  const toggleFreeze = useToggleFreeze();
  const [permissionsOf, setPermissionsOf] = useState<User | null>(null);

  const changeRole = (user: User, role: AssignableRole) =>
    updateRole.mutate(
      { userId: user._id, role },
      { onSuccess: (res) => notifySuccess(res.message), onError: (err) => notifyError(err) },
    );

  const confirmFreeze = (user: User) => {
    const freeze = !user.isSuspended;
    modals.openConfirmModal({
      title: freeze ? `Freeze ${nameOf(user)}?` : `Unfreeze ${nameOf(user)}?`,
      children: (
        <Text size="sm">
          {freeze
            ? `${nameOf(user)} is signed out at once and cannot sign in until unfrozen. Their projects stay. Their seat becomes free.`
            : `${nameOf(user)} can sign in again. They take a seat.`}
        </Text>
      ),
      labels: { confirm: freeze ? 'Freeze' : 'Unfreeze', cancel: 'Cancel' },
      confirmProps: { color: freeze ? 'red' : 'blue' },
      onConfirm: () =>
        toggleFreeze.mutate(user._id, {
          onSuccess: (res) => notifySuccess(res.message),
          onError: (err) => notifyError(err),
        }),
    });
  };

  return (
    <Table.ScrollContainer minWidth={980}>
      <PermissionsModal user={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <Table striped withTableBorder aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th w={190}>Role</Table.Th>
            <Table.Th>Design modes and sections</Table.Th>
            <Table.Th w={100}>Status</Table.Th>
            <Table.Th w={130}>Added</Table.Th>
            <Table.Th w={120}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const self = user._id === me._id;
            return (
              <Table.Tr key={user._id} data-testid={`user-row-${user.email}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {nameOf(user)}
                    {self && (
                      <Text span size="xs" c="gray.7">
                        {' '}
                        (you)
                      </Text>
                    )}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={`Role of ${nameOf(user)}`}
                    data={ROLE_OPTIONS}
                    value={user.role}
                    allowDeselect={false}
                    disabled={updateRole.isPending}
                    onChange={(value) =>
                      value && value !== user.role && changeRole(user, value as AssignableRole)
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    px={4}
                    onClick={() => setPermissionsOf(user)}
                    // The visible words start the name (WCAG 2.5.3 label in name); the rest says what it opens.
                    aria-label={`${permissionsText(user)}: change the design modes and section types of ${nameOf(user)}`}
                  >
                    {permissionsText(user)}
                  </Button>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusOf(user).color} variant="light">
                    {statusOf(user).label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(user.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  {!self && (
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        color={user.isSuspended ? 'blue' : 'red'}
                        onClick={() => confirmFreeze(user)}
                        aria-label={`${user.isSuspended ? 'Unfreeze' : 'Freeze'} ${nameOf(user)}`}
                      >
                        {user.isSuspended ? 'Unfreeze' : 'Freeze'}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
