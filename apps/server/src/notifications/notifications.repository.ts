// Queries on notifications. Every function is scoped by the company and the recipient: a user
// reads, marks and deletes only their own.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export interface Recipient {
  companyId: string;
  userId: string;
}

const own = (r: Recipient) =>
  and(eq(notifications.companyId, r.companyId), eq(notifications.userId, r.userId));

export async function insertNotifications(db: Db, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

export async function listNotifications(
  db: Db,
  r: Recipient,
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(own(r))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(notifications).where(own(r));
  return { rows, total: Number(total?.n ?? 0), unread: await countUnread(db, r) };
}

export async function countUnread(db: Db, r: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(r), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one notification read; false when the recipient has none with that id. */
export async function markRead(db: Db, r: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(own(r), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}

export async function markAllRead(db: Db, r: Recipient): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(own(r), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Db, r: Recipient, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(own(r), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length === 1;
}
