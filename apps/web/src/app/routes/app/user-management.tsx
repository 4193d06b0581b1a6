import { Alert, Button, Center, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useCompanyUsers, useSeats } from '../../../features/user-management/api/user-management';
import { AddUserModal } from '../../../features/user-management/components/add-user-modal';
import { SeatsSummary } from '../../../features/user-management/components/seats-summary';
import { UsersTable } from '../../../features/user-management/components/users-table';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

// User management (Admin only, spec §2/§6): the company's users within the plan's seats.
export default function UserManagementRoute() {
  const me = useSession((s) => s.user);
  const users = useCompanyUsers();
  const seats = useSeats();
  const [adding, { open, close }] = useDisclosure(false);
  const full = seats.data?.free === 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} fz={22}>
          User Management
        </Title>
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={open}
          disabled={full}
          title={full ? 'Every seat is taken' : undefined}
        >
          Add user
        </Button>
      </Group>
      {seats.data && <SeatsSummary seats={seats.data} />}
      {(users.isError || seats.isError) && (
        <Alert color="red" variant="light" title="Could not load the users">
          {errorMessage(users.error ?? seats.error)}
        </Alert>
      )}
      {users.isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the users" />
        </Center>
      )}
      {users.data && me && (
        <Paper withBorder>
          <UsersTable users={users.data} me={me} />
        </Paper>
      )}
      <AddUserModal opened={adding} onClose={close} />
    </Stack>
  );
}
