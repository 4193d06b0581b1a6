import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelRunBodySchema,
  errorResponseSchema,
  FINISHED_RUN_STATUSES,
  MAX_RUN_START_WAIT_S,
  projectIdParamsSchema,
  runIdParamsSchema,
  runInputResponseSchema,
  runInputErrorsResponseSchema,
  runListResponseSchema,
  runResponseSchema,
  startRunBodySchema,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import { preferredWait_s } from './prefer-wait';
import type { RunWithResult } from './runs.mapper';
import { runResponseBrotli, runResponseJson, takesBrotli } from './run-response';
import type { RunsService } from './runs.service';

/**
 * A run with its stored result as the answer's bytes (run-response.ts checks the run): brotli
 * made of the stored bytes when the client takes it and the result was kept spliceable, JSON
 * otherwise (compressed by @fastify/compress). A Buffer skips the route's serializer; the type
 * provider types only the object form, hence the casts.
 */
function sendWithStoredResult(
  req: FastifyRequest,
  reply: FastifyReply,
  { run, storedResult }: RunWithResult,
) {
  reply.type('application/json; charset=utf-8');
  const brotli = storedResult && takesBrotli(req.headers) ? runResponseBrotli(run, storedResult) : null;
  if (brotli) {
    // Already encoded: @fastify/compress leaves an answer with a Content-Encoding as it is.
    return reply
      .header('content-encoding', 'br')
      .header('vary', 'accept-encoding')
      .send(brotli as never);
  }
  return reply.send(runResponseJson(run, storedResult?.utf8() ?? null) as never);
}

export function runsRoutes(app: FastifyInstance, deps: { runs: RunsService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { runs } = deps;
  const tags = ['runs'];
  const security = [{ bearerAuth: [] }];

  r.post(
    '/projects/run',
    {
      schema: {
        tags,
        security,
        summary: "Queue a design run of the project's saved design input (progress on the socket)",
        description:
          `With \`Prefer: wait=<seconds>\` (RFC 7240; at most ${MAX_RUN_START_WAIT_S} s taken), a run ` +
          'that starts at once is waited for and answered finished, with its result (200); one still ' +
          'running then, or queued, is answered as without it (202). An identical earlier run answers ' +
          'at once, with its result.',
        body: startRunBodySchema,
        response: {
          200: runResponseSchema,
          202: runResponseSchema,
          ...errorResponses,
          // A design input the engine refuses lists every problem; other 400s are the usual body.
          400: z.union([runInputErrorsResponseSchema, errorResponseSchema]),
        },
      },
    },
    async (req, reply) => {
      const wait_s = preferredWait_s(req.headers.prefer);
      const waited_s = wait_s === null ? 0 : Math.min(wait_s, MAX_RUN_START_WAIT_S);
      const started = await runs.start(actorOf(req), req.body, { wait_ms: waited_s * 1000 });
      if (wait_s !== null) reply.header('preference-applied', `wait=${waited_s}`);
      // Finished while the client waited: the answer it waited for. Else accepted, as always.
      const code = wait_s !== null && FINISHED_RUN_STATUSES.includes(started.run.status) ? 200 : 202;
      if (started.storedResult === null) return reply.code(code).send({ run: started.run });
      // With its result as kept (finished, or answered from the result cache), like GET a run.
      return sendWithStoredResult(req, reply.code(code), started);
    },
  );
  r.get(
    '/projects/runs/:runId',
    {
      schema: {
        tags,
        security,
        summary: 'One run, with its result once it succeeded',
        params: runIdParamsSchema,
        response: { 200: runResponseSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      return sendWithStoredResult(req, reply, await runs.getWithStoredResult(actorOf(req), req.params.runId));
    },
  );
  r.get(
    '/projects/run-input/:runId',
    {
      schema: {
        tags,
        security,
        summary: 'The design input a run designed (compare of revisions)',
        params: runIdParamsSchema,
        response: { 200: runInputResponseSchema, ...errorResponses },
      },
    },
    async (req) => runs.input(actorOf(req), req.params.runId),
  );
  r.get(
    '/projects/project-runs/:id',
    {
      schema: {
        tags,
        security,
        summary: "The project's runs, newest first, without results",
        params: projectIdParamsSchema,
        response: { 200: runListResponseSchema, ...errorResponses },
      },
    },
    (req) => runs.list(actorOf(req), req.params.id),
  );
  r.post(
    '/projects/kill-child-process',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a queued or running run',
        body: cancelRunBodySchema,
        response: { 200: runResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ run: await runs.cancel(actorOf(req), req.body.runId) }),
  );
}
