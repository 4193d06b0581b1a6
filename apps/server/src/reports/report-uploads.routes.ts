// POST /projects/add-reports (spec §7): form data, in a context of its own that registers
// multipart with the upload limits of reports.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADD_REPORTS_LIMITS, projectFileListResponseSchema } from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { readForm } from '../reviews/review-form';
import { errorResponses } from '../shared/error-responses';
import { ADD_REPORTS_FILES, type ReportUploadsService } from './report-uploads';

export const reportUploadsRoutes: FastifyPluginAsync<{ uploads: ReportUploadsService }> = async (
  app,
  deps,
) => {
  const pairs = ADD_REPORTS_LIMITS.MAX_PAIRS;
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: ADD_REPORTS_LIMITS.MAX_BYTES,
      files: pairs,
      fields: pairs + 4,
      fieldSize: 2_000,
      parts: 2 * pairs + 4,
    },
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/projects/add-reports',
    {
      schema: {
        tags: ['reports'],
        security: [{ bearerAuth: [] }],
        summary: `Upload reports with labels (form data: projectId, file1/label1 … file${pairs}/label${pairs}); the owner or an Admin`,
        consumes: ['multipart/form-data'],
        response: { 200: projectFileListResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ files: await deps.uploads.add(actorOf(req), await readForm(req, ADD_REPORTS_FILES)) }),
  );
};
