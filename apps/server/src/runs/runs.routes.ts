import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelRunBodySchema,
  errorResponseSchema,
  projectIdParamsSchema,
  runIdParamsSchema,
  runInputResponseSchema,
  runInputErrorsResponseSchema,
  runListResponseSchema,
  runResponseSchema,
  startRunBodySchema,
  type Run,
} from '@pilewise/contracts';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import { runResponseJson } from './run-response';
import type { RunsService } from './runs.service';

/**
 * A run with its stored result as the answer's bytes (run-response.ts checks the run). A Buffer
 * skips the route's serializer; the type provider types only the object form, hence the cast.
 */
function sendWithStoredResult(reply: FastifyReply, run: Run, resultJson: Buffer | null) {
  return reply.type('application/json; charset=utf-8').send(runResponseJson(run, resultJson) as never);
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
        body: startRunBodySchema,
        response: {
          202: runResponseSchema,
          ...errorResponses,
          // A design input the engine refuses lists every problem; other 400s are the usual body.
          400: z.union([runInputErrorsResponseSchema, errorResponseSchema]),
        },
      },
    },
    async (req, reply) => {
      const { run, resultJson } = await runs.start(actorOf(req), req.body);
      if (resultJson === null) return reply.code(202).send({ run });
      // Answered from the result cache: its result as kept, like GET a run.
      return sendWithStoredResult(reply.code(202), run, resultJson);
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
      const { run, resultJson } = await runs.getWithResultJson(actorOf(req), req.params.runId);
      return sendWithStoredResult(reply, run, resultJson);
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
