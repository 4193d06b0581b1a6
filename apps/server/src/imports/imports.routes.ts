// Sales mode and Excel out (spec §7): convert-nxt/att/ndt-template (and the geotechnical
// report's), the confirm call, getPileFile, getndtfile, Delete-File, the templates, and the
// inputs and results workbooks. An encapsulated plugin: it registers multipart for its forms.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  COMPANY_NOT_SUPPORTED,
  confirmImportFieldsSchema,
  confirmImportResponseSchema,
  convertFieldsSchema,
  deleteImportFileBodySchema,
  deleteImportFileResponseSchema,
  errorResponseSchema,
  IMPORT_FILE_FIELDS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  importErrorsResponseSchema,
  importFilesBodySchema,
  importPreviewResponseSchema,
  importTemplateParamsSchema,
  importTemplateQuerySchema,
  projectFileListResponseSchema,
  projectIdParamsSchema,
  resultCsvParamsSchema,
  runIdParamsSchema,
  type ImportKind,
} from '@pilewise/contracts';
import { attachmentDisposition } from '../files/files.mapper';
import { actorOf } from '../plugins/auth';
import { parseFields, readForm } from '../reviews/review-form';
import { errorResponses } from '../shared/error-responses';
import { AppError, FieldError } from '../shared/errors';
import type { Download, ExportsService } from './exports.service';
import type { ImportsService, Upload } from './imports.service';

/** Paths relative to the /api prefix the plugin is registered under. */
const rel = (path: string) => path.replace(/^\/api/, '');

const importErrors = { ...errorResponses, 400: z.union([importErrorsResponseSchema, errorResponseSchema]) };
const fileRules = Object.fromEntries(
  Object.values(IMPORT_FILE_FIELDS).map((f) => [f, { maxBytes: IMPORT_MAX_BYTES, maxCount: 1 }]),
);

/** The form's file of `kind`: exactly one, in the field the spec names for it. */
async function readUpload(
  req: FastifyRequest,
  kind: ImportKind,
): Promise<{ fields: Record<string, unknown>; upload: Upload }> {
  const field = IMPORT_FILE_FIELDS[kind];
  if (!req.isMultipart()) throw new FieldError(field, 'send the workbook as multipart/form-data');
  const { fields, files } = await readForm(req, fileRules);
  const file = files.find((f) => f.field === field);
  const other = files.find((f) => f.field !== field);
  if (other) throw new FieldError(other.field, `this call takes its workbook in the field ${field}`);
  if (!file) throw new FieldError(field, 'a workbook (.xlsx) is required');
  return { fields, upload: { fileName: file.fileName || `${kind}.xlsx`, bytes: file.bytes } };
}

function sendDownload(reply: FastifyReply, d: Download) {
  return reply
    .type(d.contentType)
    .header('content-disposition', attachmentDisposition(d.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(d.bytes);
}

export const importsRoutes: FastifyPluginAsync<{ imports: ImportsService; exports: ExportsService }> = async (
  app,
  { imports, exports },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['imports'];
  const security = [{ bearerAuth: [] }];

  for (const kind of IMPORT_KINDS) {
    r.post(
      rel(API_PATHS.imports.convert(kind)),
      {
        schema: {
          tags,
          security,
          summary: `Read a ${kind === 'geotech' ? 'geotechnical' : kind.toUpperCase()} workbook (form: ${IMPORT_FILE_FIELDS[kind]}, projectId, sectionType) into a preview; the project does not change`,
          consumes: ['multipart/form-data'],
          response: { 200: importPreviewResponseSchema, ...importErrors },
        },
      },
      async (req) => {
        const { fields, upload } = await readUpload(req, kind);
        const { projectId, sectionType } = parseFields(convertFieldsSchema, fields);
        return { preview: await imports.preview(actorOf(req), kind, projectId, upload, sectionType) };
      },
    );
  }

  // Spec §5/§8: a company without a template converter is answered 'Company not supported'.
  r.post(
    '/projects/convert-:company-template',
    {
      schema: {
        tags,
        security,
        summary: `Any other company: 400 '${COMPANY_NOT_SUPPORTED}'`,
        params: z.object({ company: z.string() }),
        response: errorResponses,
      },
    },
    async () => {
      throw new AppError(400, 'VALIDATION', COMPANY_NOT_SUPPORTED, 'company');
    },
  );

  r.post(
    rel(API_PATHS.imports.confirm),
    {
      schema: {
        tags,
        security,
        summary:
          'Apply a workbook (form: kind, its file field, projectId): replaces the design-input groups it gives and keeps the file with the project, in one transaction',
        consumes: ['multipart/form-data'],
        response: { 200: confirmImportResponseSchema, ...importErrors },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new FieldError('kind', 'send the workbook as multipart/form-data');
      const { fields, files } = await readForm(req, fileRules);
      const { kind, projectId, sectionType } = parseFields(confirmImportFieldsSchema, fields);
      const file = files.find((f) => f.field === IMPORT_FILE_FIELDS[kind]);
      if (!file || files.length !== 1)
        throw new FieldError(
          IMPORT_FILE_FIELDS[kind],
          `one workbook (.xlsx) is required in ${IMPORT_FILE_FIELDS[kind]}`,
        );
      return imports.confirm(
        actorOf(req),
        kind,
        projectId,
        { fileName: file.fileName || `${kind}.xlsx`, bytes: file.bytes },
        sectionType,
      );
    },
  );

  for (const [path, which] of [
    [API_PATHS.imports.pileFiles, 'pile'],
    [API_PATHS.imports.ndtFiles, 'ndt'],
  ] as const) {
    r.post(
      rel(path),
      {
        schema: {
          tags,
          security,
          summary:
            which === 'pile'
              ? "The project's geotechnical and NXT/ATT workbooks (getPileFile)"
              : "The project's NDT workbooks (getndtfile)",
          body: importFilesBodySchema,
          response: { 200: projectFileListResponseSchema, ...errorResponses },
        },
      },
      async (req) => ({ files: await imports.listFiles(actorOf(req), req.body.projectId, which) }),
    );
  }

  r.post(
    rel(API_PATHS.imports.deleteFile),
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of the project’s sales-mode workbooks (Delete-File)',
        body: deleteImportFileBodySchema,
        response: { 200: deleteImportFileResponseSchema, ...errorResponses },
      },
    },
    async (req) => {
      const { design } = await imports.deleteFile(actorOf(req), req.body.projectId, req.body.fileId);
      return { message: 'File deleted', fileId: req.body.fileId, design };
    },
  );

  // Downloads: not through the zod type provider's serializer (bytes, not JSON).
  r.get(
    '/projects/import-template/:kind',
    {
      schema: {
        tags,
        security,
        summary: 'The template workbook of a file kind, in imperial or metric units',
        params: importTemplateParamsSchema,
        querystring: importTemplateQuerySchema,
        response: errorResponses,
      },
    },
    async (req, reply) => sendDownload(reply, await exports.template(req.params.kind, req.query.unitSystem)),
  );
  r.get(
    '/projects/export-input/:id',
    {
      schema: {
        tags,
        security,
        summary: "The project's inputs as a workbook in the import templates",
        params: projectIdParamsSchema,
        response: errorResponses,
      },
    },
    async (req, reply) => sendDownload(reply, await exports.inputs(actorOf(req), req.params.id)),
  );
  r.get(
    '/projects/export-results/:runId',
    {
      schema: {
        tags,
        security,
        summary: "A finished run's results as a workbook: summary, checks, profiles",
        params: runIdParamsSchema,
        response: errorResponses,
      },
    },
    async (req, reply) => sendDownload(reply, await exports.results(actorOf(req), req.params.runId)),
  );
  r.get(
    '/projects/export-results/:runId/:table.csv',
    {
      schema: {
        tags,
        security,
        summary: 'One table of a finished run as CSV (summary, checks or profiles)',
        params: resultCsvParamsSchema,
        response: errorResponses,
      },
    },
    async (req, reply) =>
      sendDownload(reply, await exports.resultsCsv(actorOf(req), req.params.runId, req.params.table)),
  );
};
