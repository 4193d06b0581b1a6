// Queries on workflow steps (reviews) and on what the workflow checks: the project's runs,
// its files, the company's reviewers. Every function takes the companyId and filters on it.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectFileKind, Role } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { projectFiles, reviews, runs, users } from '../db/schema';

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
export type ProjectFileRow = typeof projectFiles.$inferSelect;
export type NewProjectFileRow = typeof projectFiles.$inferInsert;
export type CompanyUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'isSuspended'
>;

export async function insertReview(db: Db, row: NewReviewRow): Promise<ReviewRow> {
  const [created] = await db.insert(reviews).values(row).returning();
  return created!;
}

/** The project's workflow steps, oldest first. */
export async function listProjectReviews(db: Db, companyId: string, projectId: string): Promise<ReviewRow[]> {
  // The project screen opens with it: prepared once (src/db/prepared.ts).
  return preparedOn(db, 'project_reviews', (on) =>
    on
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.companyId, sql.placeholder('companyId')),
          eq(reviews.projectId, sql.placeholder('projectId')),
        ),
      )
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .prepare('project_reviews'),
  ).execute({ companyId, projectId });
}

/** Files attached to the given workflow steps. */
export async function listFilesOfReviews(
  db: Db,
  companyId: string,
  reviewIds: string[],
): Promise<ProjectFileRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.companyId, companyId), inArray(projectFiles.reviewId, reviewIds)))
    .orderBy(asc(projectFiles.createdAt));
}

export async function insertProjectFile(db: Db, row: NewProjectFileRow): Promise<ProjectFileRow> {
  const [created] = await db.insert(projectFiles).values(row).returning();
  return created!;
}

export async function findProjectFile(db: Db, companyId: string, id: string): Promise<ProjectFileRow | null> {
  const [row] = await db
    .select()
    .from(projectFiles)
    .where(and(eq(projectFiles.companyId, companyId), eq(projectFiles.id, id)))
    .limit(1);
  return row ?? null;
}

/** The newest file of a kind on the project (the stamped report to download). */
export async function latestProjectFile(
  db: Db,
  companyId: string,
  projectId: string,
  kind: ProjectFileKind,
): Promise<ProjectFileRow | null> {
  const [row] = await db
    .select()
    .from(projectFiles)
    .where(
      and(
        eq(projectFiles.companyId, companyId),
        eq(projectFiles.projectId, projectId),
        eq(projectFiles.kind, kind),
      ),
    )
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id))
    .limit(1);
  return row ?? null;
}

/** Whether the project has a design run that finished successfully. */
export async function hasSucceededRun(db: Db, companyId: string, projectId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: runs.id })
    .from(runs)
    .where(and(eq(runs.companyId, companyId), eq(runs.projectId, projectId), eq(runs.status, 'succeeded')))
    .limit(1);
  return Boolean(row);
}

export async function hasProjectFile(
  db: Db,
  companyId: string,
  projectId: string,
  kind: ProjectFileKind,
): Promise<boolean> {
  return (await latestProjectFile(db, companyId, projectId, kind)) !== null;
}

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isSuspended: users.isSuspended,
};

export async function findCompanyUser(db: Db, companyId: string, id: string): Promise<CompanyUserRow | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCompanyUsersByIds(
  db: Db,
  companyId: string,
  ids: string[],
): Promise<CompanyUserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
}

/** The company's users who are not suspended, optionally of one role, by name. */
export async function listActiveCompanyUsers(
  db: Db,
  companyId: string,
  role?: Role,
): Promise<CompanyUserRow[]> {
  const conditions = [eq(users.companyId, companyId), eq(users.isSuspended, false)];
  if (role) conditions.push(eq(users.role, role));
  return db
    .select(userColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}
