import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../api/notifications-api';

// The header bell: the unread count, polled (and refreshed when the window regains focus).
export function NotificationBell() {
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  return (
    <Indicator label={count > 99 ? '99+' : count} size={16} color="red" disabled={count === 0} offset={6}>
      <ActionIcon
        component={Link}
        to={paths.notifications}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
