// Admin calls on the company's users and seats: parse with the contracts, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addUserBodySchema,
  allUsersQuerySchema,
  managedUserResponseSchema,
  seatsResponseSchema,
  updatePermissionsBodySchema,
  updateRoleBodySchema,
  userIdParamsSchema,
  usersListResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { UserManagementService } from './user-management.service';

export function userManagementRoutes(
  app: FastifyInstance,
  /** appUrl: where the web app is, for links in mails (config: never the request's Host header). */
  deps: { management: UserManagementService; appUrl: string },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user management'];
  const security = [{ bearerAuth: [] }];
  const { management } = deps;

  r.get(
    '/users/all',
    {
      schema: {
        tags,
        security,
        summary: "The company's users (Admin); frozen ones only with includeSuspended=true",
        querystring: allUsersQuerySchema,
        response: { 200: usersListResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ users: await management.list(actorOf(req), req.query) }),
  );
  r.get(
    '/users/seats',
    {
      schema: {
        tags,
        security,
        summary: "The company's seats: included, bought, used, free (Admin)",
        response: { 200: seatsResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ seats: await management.seats(actorOf(req)) }),
  );
  r.post(
    '/users/add-user',
    {
      schema: {
        tags,
        security,
        summary: 'Add a user on a free seat and mail them a code to set their password (Admin)',
        body: addUserBodySchema,
        response: { 200: managedUserResponseSchema, ...errorResponses },
      },
    },
    (req) => management.add(actorOf(req), req.body, deps.appUrl),
  );
  r.post(
    '/users/update-role',
    {
      schema: {
        tags,
        security,
        summary: "Change a user's role (Admin); the company always keeps an Admin",
        body: updateRoleBodySchema,
        response: { 200: managedUserResponseSchema, ...errorResponses },
      },
    },
    (req) => management.updateRole(actorOf(req), req.body),
  );
  r.post(
    '/users/update-permissions',
    {
      schema: {
        tags,
        security,
        summary:
          'Set the design modes and section types a user may use (Admin); saves and runs outside them are refused',
        body: updatePermissionsBodySchema,
        response: { 200: managedUserResponseSchema, ...errorResponses },
      },
    },
    (req) => management.updatePermissions(actorOf(req), req.body),
  );
  r.get(
    '/users/freeze/:userId',
    {
      schema: {
        tags,
        security,
        summary: 'Freeze or unfreeze a user (Admin): a frozen user is signed out and cannot sign in',
        params: userIdParamsSchema,
        response: { 200: managedUserResponseSchema, ...errorResponses },
      },
    },
    (req) => management.toggleFreeze(actorOf(req), req.params.userId),
  );
}
