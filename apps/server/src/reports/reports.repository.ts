// Queries of the reports domain. Every function takes the companyId and filters on it.
import { and, asc, desc, eq, isNotNull, like } from 'drizzle-orm';
import { ACKNOWLEDGEMENT_PREFIX } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { reviews, runs, users } from '../db/schema';

export type ReportRunRow = typeof runs.$inferSelect;

/** The project's newest succeeded run with a result (the one a report shows), or null. */
export async function findLatestSucceededRun(
  db: Db,
  companyId: string,
  projectId: string,
): Promise<ReportRunRow | null> {
  const [row] = await db
    .select()
    .from(runs)
    .where(
      and(
        eq(runs.companyId, companyId),
        eq(runs.projectId, projectId),
        eq(runs.status, 'succeeded'),
        isNotNull(runs.result),
      ),
    )
    .orderBy(desc(runs.finishedAt), desc(runs.createdAt))
    .limit(1);
  return row ?? null;
}

/** The project's workflow steps that acknowledged the design's issues, oldest first (the report prints them). */
export async function findAcknowledgements(db: Db, companyId: string, projectId: string) {
  const rows = await db
    .select({
      action: reviews.action,
      comment: reviews.comment,
      at: reviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.actorId))
    .where(
      and(
        eq(reviews.companyId, companyId),
        eq(reviews.projectId, projectId),
        like(reviews.comment, `%${ACKNOWLEDGEMENT_PREFIX}%`),
      ),
    )
    .orderBy(asc(reviews.createdAt));
  return rows.map((r) => ({
    action: r.action,
    by: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || 'a former user',
    at: r.at,
    text: r.comment.slice(r.comment.indexOf(ACKNOWLEDGEMENT_PREFIX)),
  }));
}
