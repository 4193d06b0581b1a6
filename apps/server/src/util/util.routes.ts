// Country, state and city lists for the address form (spec §7 util calls). Public data, but
// under the authenticated context like every other call of a signed-in screen.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cityListBodySchema,
  cityListResponseSchema,
  countryListResponseSchema,
  stateListBodySchema,
  stateListResponseSchema,
} from '@pilewise/contracts';
import { errorResponses } from '../shared/error-responses';
import { citiesOf, COUNTRIES, statesOf } from './places';

export function utilRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['util'];
  const security = [{ bearerAuth: [] }];
  r.get(
    '/util/get-country-list',
    {
      schema: {
        tags,
        security,
        summary: 'Countries',
        response: { 200: countryListResponseSchema, ...errorResponses },
      },
    },
    async () => ({ countries: COUNTRIES }),
  );
  r.post(
    '/util/get-state-list',
    {
      schema: {
        tags,
        security,
        summary: "A country's states (empty when not listed)",
        body: stateListBodySchema,
        response: { 200: stateListResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ states: statesOf(req.body.country) }),
  );
  r.post(
    '/util/get-city-list',
    {
      schema: {
        tags,
        security,
        summary: "A state's main cities (empty when not listed: any city may be typed)",
        body: cityListBodySchema,
        response: { 200: cityListResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ cities: citiesOf(req.body.country, req.body.state) }),
  );
}
