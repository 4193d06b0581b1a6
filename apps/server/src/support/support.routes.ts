// Public support calls: the contact message form (spec §7 auth/send-message, multipart).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_FILE_MAX_BYTES, messageResponseSchema } from '@pilewise/contracts';
import { readForm } from '../reviews/review-form';
import { errorResponses } from '../shared/error-responses';
import type { ContactService } from './contact.service';

export interface SupportRoutesDeps {
  contact: ContactService;
  /** Messages one client address may send in the window: a form that mails must not be a relay. */
  rateLimit: { max: number; timeWindow: string };
}

export const supportRoutes: FastifyPluginAsync<SupportRoutesDeps> = async (app, deps) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: CONTACT_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth/send-message',
    {
      config: { rateLimit: { ...deps.rateLimit, hook: 'onRequest' } },
      schema: {
        tags: ['support'],
        summary:
          'Contact form: title, message, type, useremail, username and an optional file (multipart or JSON)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { fields, files } = await readForm(req, {
        file: { maxBytes: CONTACT_FILE_MAX_BYTES, maxCount: 1 },
      });
      return deps.contact.sendMessage(fields, files);
    },
  );
};
