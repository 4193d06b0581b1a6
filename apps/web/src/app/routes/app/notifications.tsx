import { Alert, Button, Center, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  useMarkAllRead,
  useMarkSeen,
  useNotifications,
} from '../../../features/notifications/api/notifications-api';
import { NotificationList } from '../../../features/notifications/components/notification-list';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

const PAGE_SIZE = 20;

// Notifications (spec §2): newest first, a New tag on the unread, timestamps, paging.
export default function NotificationsRoute() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useNotifications({ page, pageSize: PAGE_SIZE });
  const markAll = useMarkAllRead();
  // The page shown is seen: its unread notifications become read (the bell's count drops).
  const { mutate: markSeen } = useMarkSeen();
  const unseen = (data?.data ?? [])
    .filter((n) => n.New)
    .map((n) => n._id)
    .join(',');
  useEffect(() => {
    if (unseen) markSeen(unseen.split(','));
  }, [unseen, markSeen]);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} fz={22}>
          Notifications
        </Title>
        <Button
          variant="default"
          size="xs"
          disabled={!data || data.unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onError: (err) => notifyError(err) })}
        >
          Mark all read
        </Button>
      </Group>
      {isError && (
        <Alert color="red" variant="light" title="Could not load notifications">
          {errorMessage(error)}
        </Alert>
      )}
      {isPending && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading notifications" />
        </Center>
      )}
      {data && data.total === 0 && (
        <Paper withBorder p="lg">
          <Text size="sm">
            No notifications. Reviews, approvals and comments on your projects show up here.
          </Text>
        </Paper>
      )}
      {data && data.total > 0 && (
        <Paper withBorder>
          <NotificationList notifications={data.data} />
          <Group justify="space-between" p="sm">
            <Text size="sm" c="gray.7">
              {data.total} notification{data.total === 1 ? '' : 's'}, {data.unread} unread
            </Text>
            <Pagination total={pages} value={page} onChange={setPage} size="sm" />
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
