// The company section library: parse with the contracts, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companySectionBodySchema,
  companySectionIdParamsSchema,
  companySectionResponseSchema,
  companySectionsQuerySchema,
  companySectionsResponseSchema,
  messageResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { SectionsService } from './sections.service';

export function sectionsRoutes(app: FastifyInstance, deps: { sections: SectionsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sections'];
  const security = [{ bearerAuth: [] }];
  const { sections } = deps;

  r.get(
    '/sections',
    {
      schema: {
        tags,
        security,
        summary: "The company's own sections (every member reads them)",
        querystring: companySectionsQuerySchema,
        response: { 200: companySectionsResponseSchema, ...errorResponses },
      },
    },
    (req) => sections.list(actorOf(req), req.query.family),
  );
  r.post(
    '/sections',
    {
      schema: {
        tags,
        security,
        summary: 'Add a section to the company library (Admin, User)',
        body: companySectionBodySchema,
        response: { 200: companySectionResponseSchema, ...errorResponses },
      },
    },
    (req) => sections.add(actorOf(req), req.body.section),
  );
  r.put(
    '/sections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a section of the company library (Admin, User)',
        params: companySectionIdParamsSchema,
        body: companySectionBodySchema,
        response: { 200: companySectionResponseSchema, ...errorResponses },
      },
    },
    (req) => sections.update(actorOf(req), req.params.id, req.body.section),
  );
  r.delete(
    '/sections/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a section of the company library (Admin, User); runs made keep their copy',
        params: companySectionIdParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    (req) => sections.delete(actorOf(req), req.params.id),
  );
}
