// The queues of workflow.md: a Reviewer's assigned projects by filter (My Queue), the company's
// projects in the stamping statuses (the super-reviewer list), the counts of the caller's
// queue, and the company's users for the reviewer picker.
import {
  REVIEW_QUEUE_FILTERS,
  reviewQueueQuerySchema,
  STAMPING_STATUSES,
  superReviewListQuerySchema,
  type AllUsersResponse,
  type ReviewCountResponse,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
  type SuperReviewListQuery,
} from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { FieldError, ForbiddenError } from '../shared/errors';
import * as queues from './review-queue.repository';
import type { QueueProjectRow } from './review-queue.repository';
import { namesOf, toCompanyUser, toQueueItem } from './reviews.mapper';
import { findCompanyUsersByIds, listActiveCompanyUsers } from './reviews.repository';

/** What a Super Reviewer still has to act on. */
const TO_STAMP = ['Project Approved', 'Sent For Stamping'] as const;

export class ReviewQueueService {
  constructor(private readonly db: Db) {}

  /** My Queue: projects assigned to the calling Reviewer, by filter. */
  async reviewerQueue(actor: Actor, query: ReviewQueueQuery): Promise<ReviewQueueResponse> {
    if (actor.role !== 'Reviewer') throw new ForbiddenError('Only Reviewers have a review queue');
    const q = reviewQueueQuerySchema.parse(query);
    const page = await queues.listReviewerQueue(this.db, actor.companyId, actor.id, q.filter, {
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return this.present(actor, page, q);
  }

  /** The company's projects in the stamping statuses: Super Reviewers only. */
  async superReviewList(actor: Actor, query: SuperReviewListQuery): Promise<ReviewQueueResponse> {
    if (actor.role !== 'SuperReviewer')
      throw new ForbiddenError('Only Super Reviewers have the stamping list');
    const q = superReviewListQuerySchema.parse(query);
    if (q.status && !STAMPING_STATUSES.includes(q.status)) {
      throw new FieldError('status', `must be one of ${STAMPING_STATUSES.join(', ')}`);
    }
    const page = await queues.listStampingProjects(
      this.db,
      actor.companyId,
      q.status ? [q.status] : STAMPING_STATUSES,
      {
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      },
    );
    return this.present(actor, page, q);
  }

  /** How many projects wait for the caller (0 for roles without a queue). */
  async count(actor: Actor): Promise<ReviewCountResponse> {
    const byFilter = { 'Request for Review': 0, 'Revise Project': 0, 'Review in Progress': 0 };
    if (actor.role === 'Reviewer') {
      for (const filter of REVIEW_QUEUE_FILTERS) {
        byFilter[filter] = await queues.countReviewerQueue(this.db, actor.companyId, actor.id, filter);
      }
      return { projectReviewCount: Object.values(byFilter).reduce((a, b) => a + b, 0), byFilter };
    }
    if (actor.role === 'SuperReviewer') {
      return {
        projectReviewCount: await queues.countByStatus(this.db, actor.companyId, [...TO_STAMP]),
        byFilter,
      };
    }
    return { projectReviewCount: 0, byFilter };
  }

  /** AllUsers: the company's users who are not suspended (spec §6), for the reviewer picker. */
  async companyUsers(actor: Actor): Promise<AllUsersResponse> {
    const users = await listActiveCompanyUsers(this.db, actor.companyId);
    return { users: users.map(toCompanyUser) };
  }

  private async present(
    actor: Actor,
    page: { rows: QueueProjectRow[]; total: number },
    q: { page: number; pageSize: number },
  ): Promise<ReviewQueueResponse> {
    const ids = page.rows
      .flatMap((r) => [r.ownerId, r.assignedReviewerId])
      .filter((id): id is string => Boolean(id));
    const names = namesOf(await findCompanyUsersByIds(this.db, actor.companyId, [...new Set(ids)]));
    return {
      projects: page.rows.map((r) => toQueueItem(r, names)),
      total: page.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }
}
