// The queues: a Reviewer's assigned projects (by workflow.md filter) and the company's projects
// in the stamping statuses. Scoped by company, and by the assigned reviewer where it applies.
import { and, count, desc, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { ProjectStatus, ReviewQueueFilter } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { projectFiles, projects, reviews } from '../db/schema';

export type QueueProjectRow = typeof projects.$inferSelect & {
  requestedAt: Date | null;
  stampedFileId: string | null;
};

/** workflow.md "Reviewer queue filters", as SQL. */
export function queueFilterCondition(filter: ReviewQueueFilter): SQL {
  switch (filter) {
    case 'Request for Review':
      return and(eq(projects.status, 'Sent For Review'), eq(projects.revisionNumber, 0))!;
    case 'Revise Project':
      return and(eq(projects.status, 'Sent For Review'), gt(projects.revisionNumber, 0))!;
    case 'Review in Progress':
      return eq(projects.status, 'Under Review');
  }
}

/** Statuses of the reviewer's queue when no filter is given. */
const REVIEWER_QUEUE_STATUSES: ProjectStatus[] = ['Sent For Review', 'Under Review'];

async function pageOf(
  db: Db,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<{ rows: QueueProjectRow[]; total: number }> {
  // The last review request and the latest stamped report, per project, in the same query.
  const requested = db
    .select({ projectId: reviews.projectId, at: max(reviews.createdAt).as('requested_at') })
    .from(reviews)
    .where(eq(reviews.action, 'requestReview'))
    .groupBy(reviews.projectId)
    .as('requested');
  const rows = await db
    .select({
      project: projects,
      requestedAt: requested.at,
      stampedFileId: sql<string | null>`(
        select ${projectFiles.id} from ${projectFiles}
        where ${projectFiles.projectId} = ${projects.id} and ${projectFiles.kind} = 'stampedReport'
        order by ${projectFiles.createdAt} desc limit 1)`,
    })
    .from(projects)
    .leftJoin(requested, eq(requested.projectId, projects.id))
    .where(where)
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(projects).where(where);
  return {
    rows: rows.map((r) => ({
      ...r.project,
      // PGlite and node-postgres both return a raw subquery's timestamp as text.
      requestedAt: r.requestedAt ? new Date(r.requestedAt) : null,
      stampedFileId: r.stampedFileId,
    })),
    total: Number(total?.n ?? 0),
  };
}

export function listReviewerQueue(
  db: Db,
  companyId: string,
  reviewerId: string,
  filter: ReviewQueueFilter | undefined,
  page: { limit: number; offset: number },
) {
  return pageOf(
    db,
    and(
      eq(projects.companyId, companyId),
      eq(projects.assignedReviewerId, reviewerId),
      filter ? queueFilterCondition(filter) : inArray(projects.status, REVIEWER_QUEUE_STATUSES),
    )!,
    page,
  );
}

export function listStampingProjects(
  db: Db,
  companyId: string,
  statuses: readonly ProjectStatus[],
  page: { limit: number; offset: number },
) {
  return pageOf(db, and(eq(projects.companyId, companyId), inArray(projects.status, [...statuses]))!, page);
}

export async function countReviewerQueue(
  db: Db,
  companyId: string,
  reviewerId: string,
  filter: ReviewQueueFilter,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(projects.assignedReviewerId, reviewerId),
        queueFilterCondition(filter),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function countByStatus(db: Db, companyId: string, statuses: ProjectStatus[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.status, statuses)));
  return Number(row?.n ?? 0);
}
