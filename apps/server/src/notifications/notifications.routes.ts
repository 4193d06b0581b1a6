import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  notificationIdBodySchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadCountResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notifications } = deps;
  const tags = ['notifications'];
  const security = [{ bearerAuth: [] }];

  r.get(
    '/users/get-notifications',
    {
      schema: {
        tags,
        security,
        summary: "The caller's notifications, newest first, paged (New = unread)",
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses },
      },
    },
    (req) => notifications.list(actorOf(req), req.query),
  );
  r.get(
    '/users/unread-notifications',
    {
      schema: {
        tags,
        security,
        summary: "How many of the caller's notifications are unread",
        response: { 200: unreadCountResponseSchema, ...errorResponses },
      },
    },
    (req) => notifications.unreadCount(actorOf(req)),
  );
  r.get(
    '/users/mark-all-notifications-read',
    {
      schema: {
        tags,
        security,
        summary: "Marks every one of the caller's notifications read (GET, as the spec has it)",
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => notifications.markAllRead(actorOf(req)),
  );
  r.post(
    '/users/mark-notification-read',
    {
      schema: {
        tags,
        security,
        summary: 'Marks one of the caller’s notifications read',
        body: notificationIdBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => notifications.markRead(actorOf(req), req.body.id),
  );
  r.post(
    '/users/delete-notification',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes one of the caller’s notifications',
        body: notificationIdBodySchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => notifications.delete(actorOf(req), req.body.id),
  );
}
