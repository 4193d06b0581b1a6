// Queries of the reports domain. Every function takes the companyId and filters on it.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { runs } from '../db/schema';

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
