// The Super admin's console calls: parse with the contracts, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyIdParamsSchema,
  platformCompaniesQuerySchema,
  platformCompaniesResponseSchema,
  platformCompanyResponseSchema,
  setFrozenBodySchema,
  setPlanBodySchema,
  setSeatsBodySchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { SuperAdminService } from './super-admin.service';

export function superAdminRoutes(app: FastifyInstance, deps: { superAdmin: SuperAdminService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['super admin'];
  const security = [{ bearerAuth: [] }];
  const { superAdmin } = deps;
  const changed = { 200: platformCompanyResponseSchema, ...errorResponses };

  r.get(
    '/super-admin/companies',
    {
      schema: {
        tags,
        security,
        summary:
          'Super admin: the customer companies matching a search and a kind, 50 to a page by name, with their plan, seats, users and last activity',
        querystring: platformCompaniesQuerySchema,
        response: { 200: platformCompaniesResponseSchema, ...errorResponses },
      },
    },
    (req) => superAdmin.list(actorOf(req), req.query),
  );
  r.post(
    '/super-admin/companies/:companyId/plan',
    {
      schema: {
        tags,
        security,
        summary: "Super admin: set a company's plan and its end (extend or end a trial, grant or revoke Pro)",
        params: companyIdParamsSchema,
        body: setPlanBodySchema,
        response: changed,
      },
    },
    (req) => superAdmin.setPlan(actorOf(req), req.params.companyId, req.body),
  );
  r.post(
    '/super-admin/companies/:companyId/seats',
    {
      schema: {
        tags,
        security,
        summary: "Super admin: set a company's seats on top of the plan's five",
        params: companyIdParamsSchema,
        body: setSeatsBodySchema,
        response: changed,
      },
    },
    (req) => superAdmin.setSeats(actorOf(req), req.params.companyId, req.body),
  );
  r.post(
    '/super-admin/companies/:companyId/freeze',
    {
      schema: {
        tags,
        security,
        summary: 'Super admin: freeze a company (none of its users can sign in) or unfreeze it',
        params: companyIdParamsSchema,
        body: setFrozenBodySchema,
        response: changed,
      },
    },
    (req) => superAdmin.setFrozen(actorOf(req), req.params.companyId, req.body),
  );
}
