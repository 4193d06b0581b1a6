// Notifications of one user (spec §7 /users/...-notifications; workflow.md: every transition
// notifies the people it concerns).
import { z } from 'zod';
import { notificationKindSchema } from './files';

export const notificationSchema = z
  .object({
    _id: z.uuid(),
    kind: notificationKindSchema,
    title: z.string(),
    message: z.string(),
    projectId: z.uuid().nullable(),
    read: z.boolean(),
    New: z.boolean().describe('Unread: the list shows a New tag'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z
  .object({
    data: z.array(notificationSchema).describe('Newest first'),
    total: z.number().int().min(0),
    unread: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'NotificationListResponse' });
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const unreadCountResponseSchema = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'UnreadCountResponse' });
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const notificationIdBodySchema = z
  .object({ id: z.uuid('id: must be a notification id (UUID)') })
  .meta({ id: 'NotificationIdBody' });
export type NotificationIdBody = z.input<typeof notificationIdBodySchema>;
