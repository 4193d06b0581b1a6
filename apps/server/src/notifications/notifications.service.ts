// A user's own notifications: list (newest first, paged), unread count, mark read, delete.
import type {
  MessageResponse,
  Notification,
  NotificationListQuery,
  NotificationListResponse,
} from '@pilewise/contracts';
import { notificationListQuerySchema } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { NotFoundError } from '../shared/errors';
import * as repo from './notifications.repository';

export function toNotification(row: repo.NotificationRow): Notification {
  const read = row.readAt !== null;
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    projectId: row.projectId,
    read,
    New: !read,
    createdAt: row.createdAt.toISOString(),
  };
}

const recipientOf = (actor: Actor): repo.Recipient => ({ companyId: actor.companyId, userId: actor.id });

export class NotificationsService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, query: NotificationListQuery): Promise<NotificationListResponse> {
    const q = notificationListQuerySchema.parse(query);
    const { rows, total, unread } = await repo.listNotifications(this.db, recipientOf(actor), {
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { data: rows.map(toNotification), total, unread, page: q.page, pageSize: q.pageSize };
  }

  async unreadCount(actor: Actor): Promise<{ count: number }> {
    return { count: await repo.countUnread(this.db, recipientOf(actor)) };
  }

  async markRead(actor: Actor, id: string): Promise<MessageResponse> {
    // Someone else's notification is answered as if it did not exist.
    if (!(await repo.markRead(this.db, recipientOf(actor), id))) throw new NotFoundError('Notification');
    return { message: 'Notification marked read' };
  }

  async markAllRead(actor: Actor): Promise<MessageResponse> {
    const n = await repo.markAllRead(this.db, recipientOf(actor));
    return { message: `${n} notification${n === 1 ? '' : 's'} marked read` };
  }

  async delete(actor: Actor, id: string): Promise<MessageResponse> {
    if (!(await repo.deleteNotification(this.db, recipientOf(actor), id))) {
      throw new NotFoundError('Notification');
    }
    return { message: 'Notification deleted' };
  }
}
