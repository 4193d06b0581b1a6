// Queries on a project's comments chat, scoped by company.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { comments } from '../db/schema';

export type CommentRow = typeof comments.$inferSelect;

export async function listComments(db: Db, companyId: string, projectId: string): Promise<CommentRow[]> {
  return db
    .select()
    .from(comments)
    .where(and(eq(comments.companyId, companyId), eq(comments.projectId, projectId)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export async function insertComment(db: Db, row: typeof comments.$inferInsert): Promise<CommentRow> {
  const [created] = await db.insert(comments).values(row).returning();
  return created!;
}
