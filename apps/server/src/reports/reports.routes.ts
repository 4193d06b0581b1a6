import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteReportParamsSchema,
  deleteReportsResponseSchema,
  generateReportBodySchema,
  generateReportResponseSchema,
  reportContentResponseSchema,
  reportProjectParamsSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import { WHOLE_REPORT, type ReportOptions } from './report-content';
import type { ReportsService } from './reports.service';

/** No body: the whole report. */
const reportOptions = (body: ReportOptions | null | undefined): ReportOptions => body ?? WHOLE_REPORT;

export function reportsRoutes(app: FastifyInstance, deps: { reports: ReportsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = deps;
  const tags = ['reports'];
  const security = [{ bearerAuth: [] }];

  r.post(
    '/report/generate/:id',
    {
      schema: {
        tags,
        security,
        summary: "Generate the PDF report of the project's latest succeeded run and keep it with the project",
        params: reportProjectParamsSchema,
        body: generateReportBodySchema.nullish(),
        response: { 200: generateReportResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ file: await reports.generate(actorOf(req), req.params.id, reportOptions(req.body)) }),
  );
  r.post(
    '/report/generateJson/:id',
    {
      schema: {
        tags,
        security,
        summary: 'The content of that report as data (what the PDF is drawn from)',
        params: reportProjectParamsSchema,
        body: generateReportBodySchema.nullish(),
        response: { 200: reportContentResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ report: await reports.content(actorOf(req), req.params.id, reportOptions(req.body)) }),
  );
  // GET, as the spec names it (§7): it deletes, so it is the owner's or an Admin's only.
  r.get(
    '/report/delete-report/:projectId',
    {
      schema: {
        tags,
        security,
        summary: "Delete the project's generated reports (owner or Admin)",
        params: deleteReportParamsSchema,
        response: { 200: deleteReportsResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const deleted = await reports.deleteReports(actorOf(req), req.params.projectId);
      return { message: deleted === 1 ? 'Deleted 1 report' : `Deleted ${deleted} reports`, deleted };
    },
  );
}
