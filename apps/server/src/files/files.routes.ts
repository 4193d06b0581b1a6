import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fileIdParamsSchema,
  projectFileListResponseSchema,
  projectFilesParamsSchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import { attachmentDisposition } from './files.mapper';
import type { FilesService } from './files.service';

export function filesRoutes(app: FastifyInstance, deps: { files: FilesService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { files } = deps;
  const tags = ['files'];
  const security = [{ bearerAuth: [] }];

  r.get(
    '/projects/files/:projectId',
    {
      schema: {
        tags,
        security,
        summary: "The project's files (generated reports, uploads, attachments), newest first",
        params: projectFilesParamsSchema,
        response: { 200: projectFileListResponseSchema, ...errorResponses },
      },
    },
    (req) => files.filesOf(actorOf(req), req.params.projectId),
  );
  // Not through the zod type provider: the answer is the file's bytes, not a JSON schema's.
  app.get<{ Params: { fileId: string } }>(
    '/files/download/:fileId',
    {
      schema: {
        tags,
        security,
        summary: "A file's bytes, as an attachment under its file name",
        params: fileIdParamsSchema,
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const { file, bytes } = await files.download(actorOf(req), req.params.fileId);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
}
