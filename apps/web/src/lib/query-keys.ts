// The cache keys of the resources several features read or refresh (a review refreshes the
// project list and the notifications). Keys used by one feature only stay in its api folder.
import type { NotificationListQuery, ProjectListQuery } from '@pilewise/contracts';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: ProjectListQuery) => [...projectKeys.lists(), query] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: NotificationListQuery) => [...notificationKeys.all, 'list', query] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};
