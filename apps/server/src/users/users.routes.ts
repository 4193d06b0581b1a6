import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  userResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import type { UsersService } from './users.service';
import { errorResponses } from '../shared/error-responses';

export function usersRoutes(
  app: FastifyInstance,
  deps: { users: UsersService; rateLimit: { max: number; timeWindow: string } },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  r.get(
    '/users/profile',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user profile',
        response: { 200: userResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ user: await deps.users.profile(actorOf(req)) }),
  );
  r.post(
    '/users/change-password',
    {
      // Per user, whatever the address: a stolen token must not allow guessing the password.
      config: {
        rateLimit: {
          ...deps.rateLimit,
          hook: 'preHandler' as const,
          keyGenerator: (req: FastifyRequest) => `change-password|${actorOf(req).id}`,
        },
      },
      schema: {
        tags,
        security,
        summary: 'Change the password; revokes other sessions, returns a fresh token',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.users.changePassword(actorOf(req), req.body),
  );
}
