import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  runInputErrorsResponseSchema,
  stampSheetBodySchema,
  stampSheetResponseSchema,
  type StampSheetRequest,
} from '@pilewise/contracts';
import { attachmentDisposition } from '../files/files.mapper';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { StampCalculatorService } from './stamp-calculator.service';

export function stampCalculatorRoutes(
  app: FastifyInstance,
  deps: { stampCalculator: StampCalculatorService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { stampCalculator } = deps;
  const tags = ['stamp-calculator'];
  const security = [{ bearerAuth: [] }];
  // An input the engine refuses lists every problem, each naming its field; other 400s are the usual body.
  const bad = { ...errorResponses, 400: z.union([runInputErrorsResponseSchema, errorResponseSchema]) };

  r.post(
    '/stamp-calculator/calculate',
    {
      schema: {
        tags,
        security,
        summary: 'One pile (section, embedment, soil, head loads): every check, its working and the profiles',
        body: stampSheetBodySchema,
        response: { 200: stampSheetResponseSchema, ...bad },
      },
    },
    async (req) => stampCalculator.calculate(actorOf(req), req.body),
  );
  // Not through the zod type provider's reply typing: the answer is the PDF's bytes.
  app.post<{ Body: StampSheetRequest }>(
    '/stamp-calculator/pdf',
    {
      schema: {
        tags,
        security,
        summary: "The same pile's calculation sheet as a PDF to stamp (one or two pages)",
        body: stampSheetBodySchema,
        response: bad,
      },
    },
    async (req, reply) => {
      const { bytes, fileName } = await stampCalculator.pdf(actorOf(req), req.body);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
}
