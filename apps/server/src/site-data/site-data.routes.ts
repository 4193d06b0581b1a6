// get-seismic-details and get-soil-details (spec §7): parse with the contracts, call the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  seismicDetailsBodySchema,
  seismicDetailsResponseSchema,
  soilDetailsBodySchema,
  soilDetailsResponseSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { SiteDataService } from './site-data.service';

export function siteDataRoutes(app: FastifyInstance, deps: { siteData: SiteDataService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['site data'];
  const security = [{ bearerAuth: [] }];
  const { siteData } = deps;

  r.post(
    '/projects/get-seismic-details',
    {
      schema: {
        tags,
        security,
        summary:
          'Seismic site values (Ss, S1, SMS, SM1, SDS, SD1, TL) for the location from the USGS seismic design web service; 503 when it cannot be reached',
        body: seismicDetailsBodySchema,
        response: {
          200: seismicDetailsResponseSchema,
          ...errorResponses,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    (req) => siteData.seismicDetails(actorOf(req), req.body),
  );
  r.post(
    '/projects/get-soil-details',
    {
      schema: {
        tags,
        security,
        summary: "The project's soil layers, Lateral Neglect and Neglect Top Soil, in its units",
        body: soilDetailsBodySchema,
        response: { 200: soilDetailsResponseSchema, ...errorResponses },
      },
    },
    (req) => siteData.soilDetails(actorOf(req), req.body.projectId),
  );
}
