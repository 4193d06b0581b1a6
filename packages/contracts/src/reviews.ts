// The review and stamping workflow (shared/design/workflow.md): request review, the reviewer's
// and the Super Reviewer's decisions, the queues, the review history, the comments chat and
// the company's users for the reviewer picker. The transitions themselves are the table of
// project-status.ts; these are the payloads of the calls that take them.
import { z } from 'zod';
import { projectStatusSchema, roleSchema, type UnitSystem } from './enums';
import { projectActionSchema } from './project-status';
import type { DesignResult } from './design';
import { formatWithUnit } from './units';

/** Reviewer queue filters (workflow.md "Reviewer queue filters"). */
export const REVIEW_QUEUE_FILTERS = ['Request for Review', 'Revise Project', 'Review in Progress'] as const;
export type ReviewQueueFilter = (typeof REVIEW_QUEUE_FILTERS)[number];
export const reviewQueueFilterSchema = z.enum(REVIEW_QUEUE_FILTERS);

/** The actions of review-update (reviewers and owners). */
export const REVIEW_UPDATE_ACTIONS = ['withdraw', 'startReview', 'approve', 'reject'] as const;
export type ReviewUpdateAction = (typeof REVIEW_UPDATE_ACTIONS)[number];
/** The actions of super-review-update (Super Reviewers). */
export const SUPER_REVIEW_ACTIONS = ['takeForStamping', 'approveStamping', 'sendBack'] as const;
export type SuperReviewAction = (typeof SUPER_REVIEW_ACTIONS)[number];

/** Upload limits: a stamped report is one PDF; decisions may carry a few attachments. */
export const REVIEW_FILE_LIMITS = {
  STAMPED_REPORT_MAX_BYTES: 20 * 1024 * 1024,
  ATTACHMENT_MAX_BYTES: 10 * 1024 * 1024,
  MAX_ATTACHMENTS: 5,
} as const;

/** Form data sends every field as text: 'true' / 'false' for booleans. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 'true' || v === '1');

const comment = z
  .string({ error: 'comment must be text' })
  .trim()
  .max(5000, 'comment must be at most 5000 characters')
  .default('');

/**
 * What a design must not pass review, approval or stamping with unless someone says they saw
 * it: piers with no solution (their pile heights in the project's units), and what the engine
 * flags "engineer to confirm".
 */
export function designIssues(result: DesignResult, system: UnitSystem): string[] {
  const out: string[] = [];
  const failing = result.piers.filter((p) => p.status === 'no-solution');
  if (failing.length > 0)
    out.push(
      `No solution for ${failing.length} pier design${failing.length === 1 ? '' : 's'}: ${failing.map((p) => `${p.pierTypeId} at ${formatWithUnit('length', p.pileHeight_m, system)}`).join(', ')}`,
    );
  const flagged = new Set(
    [...result.warnings, ...result.piers.flatMap((p) => p.warnings)].filter((w) =>
      w.toLowerCase().includes('engineer to confirm'),
    ),
  );
  for (const c of result.constants ?? [])
    if (c.engineerToConfirm && ![...flagged].some((w) => w.includes(c.name)))
      flagged.add(`engineer to confirm: ${c.name} = ${c.value} ${c.unit} (${c.source})`);
  out.push(...flagged);
  return out;
}

/** GET /api/projects/review-readiness/:id: whether the project can be sent for review. */
export const reviewReadinessSchema = z
  .object({
    runId: z.uuid().nullable().describe('The latest finished run, when it is a run of the current input'),
    reportId: z.uuid().nullable().describe('The latest report of that run'),
    missing: z.array(z.string()).describe('What is missing before the project can be sent; empty: ready'),
    issues: z
      .array(z.string())
      .describe(
        'No solution and "engineer to confirm" items the send, approval and stamping must acknowledge',
      ),
  })
  .meta({ id: 'ReviewReadiness' });
export type ReviewReadiness = z.infer<typeof reviewReadinessSchema>;

/** Where a workflow step's comment records an acknowledgement of the design's issues. */
export const ACKNOWLEDGEMENT_PREFIX = 'Issues acknowledged:';

/**
 * Sending, approving or stamping a design with issues (designIssues) needs `acknowledgeIssues`
 * and a note saying why it may go on; both are recorded with the step.
 */
const acknowledgement = {
  acknowledgeIssues: formBoolean.optional(),
  acknowledgementNote: z
    .string({ error: 'acknowledgementNote must be text' })
    .trim()
    .max(2000, 'acknowledgementNote must be at most 2000 characters')
    .default(''),
};

/**
 * Request review (spec §3 "Review submission": projectId, reviewerId, email, self). JSON or
 * form data. `self: true` sends it to the caller (a Reviewer reviewing their own project);
 * `email` is accepted as the old client sends it, but the mail always goes to the address the
 * reviewer's account has (never to an address a caller names).
 */
export const requestReviewBodySchema = z
  .object({
    projectId: z.uuid('projectId: must be a project id (UUID)'),
    reviewerId: z.uuid('reviewerId: must be a user id (UUID)').optional(),
    email: z.string().max(320).optional(),
    self: formBoolean.optional(),
    ...acknowledgement,
  })
  .refine((b) => b.reviewerId !== undefined || b.self === true, {
    message: 'reviewerId: choose a Reviewer',
    path: ['reviewerId'],
  })
  .meta({ id: 'RequestReviewBody' });
export type RequestReviewBody = z.input<typeof requestReviewBodySchema>;

/** review-update (spec §3 "Review update"); `attachments` are multipart files when sent as form data. */
export const reviewUpdateBodySchema = z
  .object({
    projectId: z.uuid('projectId: must be a project id (UUID)'),
    action: z.enum(REVIEW_UPDATE_ACTIONS, {
      error: `action: must be one of ${REVIEW_UPDATE_ACTIONS.join(', ')}`,
    }),
    comment,
    ...acknowledgement,
  })
  .meta({ id: 'ReviewUpdateBody' });
export type ReviewUpdateBody = z.input<typeof reviewUpdateBodySchema>;

/** super-review-update (spec §3); approveStamping needs the `stampedReport` file (multipart). */
export const superReviewUpdateBodySchema = z
  .object({
    projectId: z.uuid('projectId: must be a project id (UUID)'),
    action: z.enum(SUPER_REVIEW_ACTIONS, {
      error: `action: must be one of ${SUPER_REVIEW_ACTIONS.join(', ')}`,
    }),
    comment,
    ...acknowledgement,
  })
  .meta({ id: 'SuperReviewUpdateBody' });
export type SuperReviewUpdateBody = z.input<typeof superReviewUpdateBodySchema>;

export const personRefSchema = z.object({ _id: z.uuid(), name: z.string() }).meta({ id: 'PersonRef' });
export type PersonRef = z.infer<typeof personRefSchema>;

export const reviewFileSchema = z
  .object({
    _id: z.uuid(),
    kind: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int().min(0),
  })
  .meta({ id: 'ReviewFile' });
export type ReviewFile = z.infer<typeof reviewFileSchema>;

/** One workflow step of a project (the review history). */
export const reviewEntrySchema = z
  .object({
    _id: z.uuid(),
    projectId: z.uuid(),
    action: projectActionSchema,
    fromStatus: projectStatusSchema,
    toStatus: projectStatusSchema,
    comment: z.string(),
    revisionNumber: z.number().int().min(0),
    actor: personRefSchema.nullable(),
    reviewer: personRefSchema.nullable().describe('The Reviewer assigned at this step'),
    files: z.array(reviewFileSchema).describe('Attachments, or the stamped report'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ReviewEntry' });
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

/** The answer of every transition call. */
export const workflowResponseSchema = z
  .object({
    projectId: z.uuid(),
    status: projectStatusSchema,
    revisionNumber: z.number().int().min(0),
    assignedReviewerId: z.uuid().nullable(),
    review: reviewEntrySchema,
  })
  .meta({ id: 'WorkflowResponse' });
export type WorkflowResponse = z.infer<typeof workflowResponseSchema>;

export const reviewHistoryResponseSchema = z
  .object({ reviews: z.array(reviewEntrySchema).describe('Oldest first') })
  .meta({ id: 'ReviewHistoryResponse' });
export type ReviewHistoryResponse = z.infer<typeof reviewHistoryResponseSchema>;

const paging = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const reviewQueueQuerySchema = z.object({ filter: reviewQueueFilterSchema.optional(), ...paging });
export type ReviewQueueQuery = z.input<typeof reviewQueueQuerySchema>;

/** A row of the reviewer's queue or of the super-reviewer list. */
export const reviewQueueItemSchema = z
  .object({
    _id: z.uuid().describe('Project id'),
    name: z.string(),
    client: z.string(),
    status: projectStatusSchema,
    revisionNumber: z.number().int().min(0),
    owner: personRefSchema,
    reviewer: personRefSchema.nullable(),
    requestedAt: z.iso.datetime().nullable().describe('When review was last requested'),
    updatedAt: z.iso.datetime(),
    stampedFileId: z.uuid().nullable().describe('The latest stamped report (super-reviewer list)'),
  })
  .meta({ id: 'ReviewQueueItem' });
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;

export const reviewQueueResponseSchema = z
  .object({
    projects: z.array(reviewQueueItemSchema),
    total: z.number().int().min(0),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ReviewQueueResponse' });
export type ReviewQueueResponse = z.infer<typeof reviewQueueResponseSchema>;

export const superReviewListQuerySchema = z.object({ status: projectStatusSchema.optional(), ...paging });
export type SuperReviewListQuery = z.input<typeof superReviewListQuerySchema>;

/** getProjectReviewCount: the caller's queue (a Reviewer's assigned, a Super Reviewer's to stamp). */
export const reviewCountResponseSchema = z
  .object({
    projectReviewCount: z.number().int().min(0).describe('Projects waiting for the caller'),
    byFilter: z.object({
      'Request for Review': z.number().int().min(0),
      'Revise Project': z.number().int().min(0),
      'Review in Progress': z.number().int().min(0),
    }),
  })
  .meta({ id: 'ReviewCountResponse' });
export type ReviewCountResponse = z.infer<typeof reviewCountResponseSchema>;

export const projectIdBodySchema = z.object({ projectId: z.uuid('projectId: must be a project id (UUID)') });

export const commentSchema = z
  .object({
    _id: z.uuid(),
    projectId: z.uuid(),
    authorId: z.uuid().nullable(),
    authorName: z.string(),
    body: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

export const getCommentsBodySchema = projectIdBodySchema.meta({ id: 'GetCommentsBody' });
export type GetCommentsBody = z.input<typeof getCommentsBodySchema>;
export const commentsResponseSchema = z
  .object({ comments: z.array(commentSchema).describe('Oldest first') })
  .meta({ id: 'CommentsResponse' });
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

export const addCommentBodySchema = z
  .object({
    projectId: z.uuid('projectId: must be a project id (UUID)'),
    body: z
      .string({ error: 'body must be text' })
      .trim()
      .min(1, 'body: write a comment')
      .max(5000, 'body must be at most 5000 characters'),
  })
  .meta({ id: 'AddCommentBody' });
export type AddCommentBody = z.input<typeof addCommentBodySchema>;
export const commentResponseSchema = z.object({ comment: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** AllUsers: the company's users who are not suspended (the reviewer picker). */
export const companyUserSchema = z
  .object({ _id: z.uuid(), name: z.string(), email: z.string(), role: roleSchema })
  .meta({ id: 'CompanyUser' });
export type CompanyUser = z.infer<typeof companyUserSchema>;
export const allUsersResponseSchema = z
  .object({ users: z.array(companyUserSchema) })
  .meta({ id: 'AllUsersResponse' });
export type AllUsersResponse = z.infer<typeof allUsersResponseSchema>;
