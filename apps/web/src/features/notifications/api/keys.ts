import type { NotificationListQuery } from '@pilewise/contracts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => [...notificationKeys.all, 'list', query] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
