// The signed-in user's notifications: the list, the unread count (polled: the bell), marking
// read and deleting.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  messageResponseSchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
  type NotificationListQuery,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { notificationKeys } from '../../../lib/query-keys';

/** How often the bell asks for the unread count. */
export const UNREAD_POLL_MS = 30_000;

export const useNotifications = (query: NotificationListQuery) =>
  useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.notifications.list, { query, signal, schema: notificationListResponseSchema }),
    placeholderData: keepPreviousData,
  });

export const useUnreadCount = () =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.notifications.unread, { signal, schema: unreadCountResponseSchema }),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });

function useNotificationMutation<V>(call: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useMarkRead = () =>
  useNotificationMutation((id: string) =>
    api.post(API_PATHS.notifications.markRead, { id }, { schema: messageResponseSchema }),
  );
/**
 * Marks as read the notifications a visit of the list showed (spec §2: the New tag is for what
 * the user has not seen). Only the bell's count is refreshed: the list keeps its New tags for
 * this visit, so the user still sees which ones arrived since the last.
 */
export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      Promise.all(
        ids.map((id) =>
          api.post(API_PATHS.notifications.markRead, { id }, { schema: messageResponseSchema }),
        ),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.unread() }),
  });
}

export const useMarkAllRead = () =>
  useNotificationMutation(() =>
    api.get(API_PATHS.notifications.markAllRead, { schema: messageResponseSchema }),
  );
export const useDeleteNotification = () =>
  useNotificationMutation((id: string) =>
    api.post(API_PATHS.notifications.delete, { id }, { schema: messageResponseSchema }),
  );
