import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityLog } from '../db/schema';

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivityRow = typeof activityLog.$inferInsert;

export async function insertActivity(db: Db, row: NewActivityRow): Promise<void> {
  await activityInsert(db, row);
}

/** The entry's INSERT, not run yet: a statement of its own, or part of another (a CTE). */
export function activityInsert(db: Db, row: NewActivityRow) {
  return db.insert(activityLog).values(row);
}

export async function deleteProjectActivity(db: Db, companyId: string, projectId: string): Promise<void> {
  await db
    .delete(activityLog)
    .where(and(eq(activityLog.companyId, companyId), eq(activityLog.projectId, projectId)));
}

/** A page of the company's log, newest first; `userId` narrows it to one user's own entries. */
export async function listActivity(
  db: Db,
  companyId: string,
  options: { userId?: string; limit: number; offset: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const where = options.userId
    ? and(eq(activityLog.companyId, companyId), eq(activityLog.userId, options.userId))
    : eq(activityLog.companyId, companyId);
  const rows = await db
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db.select({ n: count() }).from(activityLog).where(where);
  return { rows, total: Number(totalRow?.n ?? 0) };
}
