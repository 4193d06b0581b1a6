// One error handler: coded errors and validation failures become 4xx JSON naming the field;
// anything else is logged and answered with a 500 that hides its text.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { API_PREFIX, type ErrorResponse } from '@pilewise/contracts';
import { inputIssueMessage } from '@pilewise/engine';
import { AppError } from '../shared/errors';

/** '/design/piles/0' -> 'design.piles.0'; an empty path names the whole part ('body'). */
function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function body(statusCode: number, e: Omit<ErrorResponse, 'error'>): ErrorResponse {
  // Spec §8: on 400 the client shows `error`; it equals the message.
  return statusCode === 400 ? { ...e, error: e.message } : e;
}

/**
 * What busboy (under @fastify/multipart) throws for a body that is not well-formed form data
 * (no boundary, cut short, a broken part header): plain errors with no status, the client's fault.
 */
const MULTIPART_PARSE_ERROR =
  /^(Multipart: Boundary not found|Unexpected end of (form|multipart data)|Malformed part header|Part terminated early|Malformed urlencoded form)/i;

function isMalformedMultipart(err: FastifyError): boolean {
  return (err.statusCode === undefined || err.statusCode >= 500) && MULTIPART_PARSE_ERROR.test(err.message);
}

/** One failed field as fastify-type-provider-zod reports it: the zod issue, its path and message taken out. */
interface ZodValidationFailure {
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The failure's message in the wording of every input error (engine inputIssueMessage). */
function problemOf(v: ZodValidationFailure): string {
  const issue = { ...v.params, code: v.keyword, message: v.message ?? '', path: [] } as z.core.$ZodIssue;
  return inputIssueMessage(issue);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const problems = err.validation.map((v) => {
        const field = fieldOf(v.instancePath, err.validationContext);
        const problem = problemOf(v);
        // some contracts' messages already name their field (the socket shows them as they are)
        return problem.startsWith(`${field}: `) ? problem : `${field}: ${problem}`;
      });
      const first = err.validation[0]!;
      return reply.code(400).send(
        body(400, {
          message: problems.join('; '),
          field: fieldOf(first.instancePath, err.validationContext),
          code: 'VALIDATION',
        }),
      );
    }
    if (err instanceof AppError) {
      if (err.statusCode >= 500) request.log.error({ err }, 'app error');
      return reply.code(err.statusCode).send(
        body(err.statusCode, {
          message: err.message,
          code: err.code,
          ...(err.field ? { field: err.field } : {}),
          ...err.extra,
        }),
      );
    }
    if (isMalformedMultipart(err)) {
      const message = `body: malformed multipart form data (${err.message})`;
      return reply.code(400).send(body(400, { message, field: 'body', code: 'VALIDATION' }));
    }
    if (err.code === 'FST_CSRF_INVALID_TOKEN' || err.code === 'FST_CSRF_MISSING_SECRET') {
      return reply.code(403).send({ message: 'Invalid or missing XSRF token', code: 'XSRF' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, unsupported media type...).
      const message = status === 429 ? 'Too many requests, please try again later' : err.message;
      return reply
        .code(status)
        .send(body(status, { message, code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION' }));
    }
    // Logged with the request's id (reqId, a UUID: app.ts genReqId); the caller gets the id to
    // quote, never the error's text (a query, a path, a stack).
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({
      message: `Internal server error: something failed on our side (reference ${request.id}). Try again; if it fails again, send the reference through Contact support.`,
      code: 'INTERNAL',
      reference: request.id,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX)) {
      return reply.code(404).send({
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        code: 'NOT_FOUND',
      });
    }
    return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
