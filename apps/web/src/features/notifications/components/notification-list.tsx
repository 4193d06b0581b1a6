import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Notification } from '@pilewise/contracts';
import { hrefs } from '../../../config/paths';
import { notifyError } from '../../../lib/notify';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteNotification, useMarkRead } from '../api/notifications-api';
import classes from './notification-list.module.css';

export function NotificationList({ notifications }: { notifications: Notification[] }) {
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const onError = { onError: (err: unknown) => notifyError(err) };

  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label="Notifications">
      {notifications.map((n) => (
        <li key={n._id} className={n.New ? `${classes.item} ${classes.unread}` : classes.item}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap="xs">
                {n.New && (
                  <Badge size="sm" color="blue" tt="none">
                    New
                  </Badge>
                )}
                <Text size="sm" fw={n.New ? 600 : 500}>
                  {n.projectId ? (
                    <Anchor component={Link} to={hrefs.updateProject(n.projectId)} inherit>
                      {n.title}
                    </Anchor>
                  ) : (
                    n.title
                  )}
                </Text>
              </Group>
              <Text size="sm">{n.message}</Text>
              <Text size="xs" c="gray.7">
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {n.New && (
                <Tooltip label="Mark read">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Mark read: ${n.title}`}
                    onClick={() => markRead.mutate(n._id, onError)}
                  >
                    <IconCheck size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete: ${n.title}`}
                  onClick={() => remove.mutate(n._id, onError)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
