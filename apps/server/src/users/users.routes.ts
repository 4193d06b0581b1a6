import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  changePasswordResponseSchema,
  dashboardResponseSchema,
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  updateAddressBodySchema,
  updateProfileBodySchema,
  updateUserDetailsBodySchema,
  userIdParamsSchema,
  userResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { FieldError } from '../shared/errors';
import type { DashboardService } from './dashboard.service';
import { profileImageTooLarge, type UsersService } from './users.service';
import { errorResponses } from '../shared/error-responses';

export function usersRoutes(
  app: FastifyInstance,
  deps: {
    users: UsersService;
    dashboard: DashboardService;
    rateLimit: { max: number; timeWindow: string };
  },
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
  const userResponse = { 200: userResponseSchema, ...errorResponses };
  r.post(
    '/users/update-profile',
    {
      schema: {
        tags,
        security,
        summary: 'Name and phone; the company name too (Admins only)',
        body: updateProfileBodySchema,
        response: userResponse,
      },
    },
    async (req) => ({ user: await deps.users.updateProfile(actorOf(req), req.body) }),
  );
  r.post(
    '/users/update-address',
    {
      schema: {
        tags,
        security,
        summary: 'Country, state, city and zip code',
        body: updateAddressBodySchema,
        response: userResponse,
      },
    },
    async (req) => ({ user: await deps.users.updateAddress(actorOf(req), req.body) }),
  );
  r.post(
    '/users/update-userDetails',
    {
      schema: {
        tags,
        security,
        summary: 'Personal info and address in one call',
        body: updateUserDetailsBodySchema,
        response: userResponse,
      },
    },
    async (req) => ({ user: await deps.users.updateUserDetails(actorOf(req), req.body) }),
  );
  r.get(
    '/users/dashboard',
    {
      schema: {
        tags,
        security,
        summary: 'Dashboard tiles for what the caller may see',
        response: { 200: dashboardResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ dashboard: await deps.dashboard.dashboard(actorOf(req)) }),
  );
  // Not through the zod type provider: the answer is the image's bytes, not a JSON schema's.
  app.get<{ Params: { userId: string } }>(
    '/users/profile-image/:userId',
    {
      schema: {
        tags,
        security,
        summary: "A profile picture of a user of the caller's company",
        params: userIdParamsSchema,
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const { bytes, type } = await deps.users.profileImage(actorOf(req), req.params.userId);
      return reply
        .type(type)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
  // Multipart only in this scope (other domains may register their own, with their limits).
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/users/update-profile-image',
      {
        schema: {
          tags,
          security,
          summary: `Upload the profile picture (multipart field ${PROFILE_IMAGE_FIELD}: PNG, JPEG or WebP, at most 2 MB)`,
          consumes: ['multipart/form-data'],
          response: { 200: userResponseSchema, ...errorResponses },
        },
      },
      async (req) => {
        if (!req.isMultipart())
          throw new FieldError(PROFILE_IMAGE_FIELD, 'Send the picture as multipart/form-data');
        const part = await req.file();
        if (!part || part.fieldname !== PROFILE_IMAGE_FIELD) {
          throw new FieldError(PROFILE_IMAGE_FIELD, 'A picture is required');
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw profileImageTooLarge();
          throw err;
        }
        return { user: await deps.users.updateProfileImage(actorOf(req), bytes) };
      },
    );
  });
}
