// Writing notifications, inside the caller's transaction: a workflow step and the
// notifications it owes commit or fail together.
import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { insertNotifications, type NotificationRow } from './notifications.repository';

export interface NotificationDraft {
  kind: NotificationKind;
  title: string;
  message: string;
  projectId?: string | null;
}

/**
 * One notification per recipient (duplicates and `exceptUserId`, the person who acted, left
 * out: nobody is told about what they just did themselves).
 */
export async function notifyUsers(
  db: Db,
  companyId: string,
  userIds: readonly (string | null | undefined)[],
  draft: NotificationDraft,
  exceptUserId?: string,
): Promise<NotificationRow[]> {
  const recipients = [...new Set(userIds.filter((id): id is string => Boolean(id)))].filter(
    (id) => id !== exceptUserId,
  );
  return insertNotifications(
    db,
    recipients.map((userId) => ({
      id: randomUUID(),
      companyId,
      userId,
      projectId: draft.projectId ?? null,
      kind: draft.kind,
      title: draft.title,
      message: draft.message,
    })),
  );
}
