// The review and stamping calls of spec §7, under /projects. Workflow calls take JSON or form
// data (files); their fields are checked in the service with the contracts' schemas, since a
// body schema here would refuse form data.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCommentBodySchema,
  allUsersResponseSchema,
  commentResponseSchema,
  commentsResponseSchema,
  getCommentsBodySchema,
  projectIdParamsSchema,
  reviewCountResponseSchema,
  reviewHistoryResponseSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  reviewReadinessSchema,
  superReviewListQuerySchema,
  workflowResponseSchema,
} from '@pilewise/contracts';
import { z } from 'zod';
import { actorOf } from '../plugins/auth';
import { errorResponses } from '../shared/error-responses';
import type { CommentsService } from './comments.service';
import { MULTIPART_FILE_LIMIT_BYTES, readForm } from './review-form';
import type { ReviewQueueService } from './review-queue.service';
import { REVIEW_UPDATE_FILES, SUPER_REVIEW_UPDATE_FILES, type ReviewsService } from './reviews.service';

export interface ReviewsRoutesDeps {
  reviews: ReviewsService;
  queue: ReviewQueueService;
  comments: CommentsService;
}

/** Content-Disposition with a plain fallback and the UTF-8 name (RFC 6266). */
function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; bytes: Buffer }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.bytes);
}

const fileIdParamsSchema = z.object({ id: z.uuid('id: must be a file id (UUID)') });

export const reviewsRoutes: FastifyPluginAsync<ReviewsRoutesDeps> = async (app, deps) => {
  // Multipart for these calls only (an encapsulated context): files are buffered and checked.
  await app.register(fastifyMultipart, {
    // Files: 5 attachments, the stamped report, the geotechnical report and the TOPL file.
    limits: { fileSize: MULTIPART_FILE_LIMIT_BYTES, files: 8, fields: 20, fieldSize: 20_000, parts: 28 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  const security = [{ bearerAuth: [] }];
  const form = (summary: string) => ({
    schema: {
      tags,
      security,
      summary,
      consumes: ['application/json', 'multipart/form-data'],
      response: { 200: workflowResponseSchema, ...errorResponses },
    },
  });

  r.post(
    '/projects/request-review',
    form('Owner: send an Active project with a finished run and a generated report to a Reviewer'),
    async (req) => deps.reviews.requestReview(actorOf(req), await readForm(req, {})),
  );
  r.post(
    '/projects/review-update',
    form(
      'withdraw (owner), startReview / approve / reject (assigned Reviewer; reject needs a comment); attachments',
    ),
    async (req) => deps.reviews.reviewUpdate(actorOf(req), await readForm(req, REVIEW_UPDATE_FILES)),
  );
  r.post(
    '/projects/super-review-update',
    form(
      'Super Reviewer: takeForStamping, approveStamping (stampedReport PDF), sendBack (comment); attachments, geoTechFile, toplFile',
    ),
    async (req) =>
      deps.reviews.superReviewUpdate(actorOf(req), await readForm(req, SUPER_REVIEW_UPDATE_FILES)),
  );
  r.get(
    '/projects/review-readiness/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Whether the project can be sent for review (a finished run of the current input and its report) and the issues to acknowledge',
        params: projectIdParamsSchema,
        response: { 200: reviewReadinessSchema, ...errorResponses },
      },
    },
    (req) => deps.reviews.readiness(actorOf(req), req.params.id),
  );
  r.get(
    '/projects/review-history/:id',
    {
      schema: {
        tags,
        security,
        summary: "The project's workflow steps, oldest first",
        params: projectIdParamsSchema,
        response: { 200: reviewHistoryResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.reviews.history(actorOf(req), req.params.id),
  );
  r.get(
    '/projects/stamp-file-PDF/:id',
    {
      schema: {
        tags,
        security,
        summary: "Download the project's latest stamped report (Super Reviewer, owner, Admin)",
        params: projectIdParamsSchema,
        response: errorResponses,
      },
    },
    async (req, reply) => {
      const file = await deps.reviews.stampedReport(actorOf(req), req.params.id);
      return sendFile(reply, { ...file, contentType: 'application/pdf' });
    },
  );
  r.get(
    '/projects/review-file/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Download a file of a workflow step (an attachment, a stamped report)',
        params: fileIdParamsSchema,
        response: errorResponses,
      },
    },
    async (req, reply) => sendFile(reply, await deps.reviews.stepFile(actorOf(req), req.params.id)),
  );
  r.get(
    '/projects/reviewprojectList',
    {
      schema: {
        tags,
        security,
        summary: 'My Queue: projects assigned to the calling Reviewer, by filter',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.queue.reviewerQueue(actorOf(req), req.query),
  );
  r.get(
    '/projects/superReviewList',
    {
      schema: {
        tags,
        security,
        summary: "The company's projects in the stamping statuses (Super Reviewers)",
        querystring: superReviewListQuerySchema,
        response: { 200: reviewQueueResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.queue.superReviewList(actorOf(req), req.query),
  );
  r.get(
    '/projects/getProjectReviewCount',
    {
      schema: {
        tags,
        security,
        summary: "Counts of the caller's queue",
        response: { 200: reviewCountResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.queue.count(actorOf(req)),
  );
  r.get(
    '/projects/AllUsers',
    {
      schema: {
        tags,
        security,
        summary: "The company's users who are not suspended (reviewer picker)",
        response: { 200: allUsersResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.queue.companyUsers(actorOf(req)),
  );
  r.post(
    '/projects/getComments',
    {
      schema: {
        tags,
        security,
        summary: "The project's comments, oldest first",
        body: getCommentsBodySchema,
        response: { 200: commentsResponseSchema, ...errorResponses },
      },
    },
    (req) => deps.comments.list(actorOf(req), req.body.projectId),
  );
  r.post(
    '/projects/add-comment',
    {
      schema: {
        tags,
        security,
        summary: 'Add a comment to the project (anyone who may view it)',
        body: addCommentBodySchema,
        response: { 200: commentResponseSchema, ...errorResponses },
      },
    },
    async (req) => ({ comment: await deps.comments.add(actorOf(req), req.body) }),
  );
};
