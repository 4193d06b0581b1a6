// Queries on project_files. Every function takes the companyId and filters on it: no query can
// reach another company's files.
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ProjectFileKind } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { projectFiles, users } from '../db/schema';

export type ProjectFileRow = typeof projectFiles.$inferSelect;
export type NewProjectFileRow = typeof projectFiles.$inferInsert;
/** A file with the name of the user who generated or uploaded it ('' when that user is gone). */
export type ProjectFileWithName = ProjectFileRow & { uploadedByName: string };

const withName = {
  ...getTableColumns(projectFiles),
  uploadedByName: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
};

export async function insertProjectFile(db: Db, row: NewProjectFileRow): Promise<ProjectFileRow> {
  const [created] = await db.insert(projectFiles).values(row).returning();
  return created!;
}

export async function findProjectFile(
  db: Db,
  companyId: string,
  id: string,
): Promise<ProjectFileWithName | null> {
  const [row] = await db
    .select(withName)
    .from(projectFiles)
    .leftJoin(users, eq(users.id, projectFiles.uploadedBy))
    .where(and(eq(projectFiles.companyId, companyId), eq(projectFiles.id, id)))
    .limit(1);
  return row ?? null;
}

/** The project's files, newest first; only those of `kinds` when given. */
export async function listProjectFiles(
  db: Db,
  companyId: string,
  projectId: string,
  kinds?: readonly ProjectFileKind[],
): Promise<ProjectFileWithName[]> {
  if (kinds === undefined) {
    // The project screen opens with all of them: prepared once (src/db/prepared.ts).
    return preparedOn(db, 'project_files_list', (on) =>
      on
        .select(withName)
        .from(projectFiles)
        .leftJoin(users, eq(users.id, projectFiles.uploadedBy))
        .where(
          and(
            eq(projectFiles.companyId, sql.placeholder('companyId')),
            eq(projectFiles.projectId, sql.placeholder('projectId')),
          ),
        )
        .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id))
        .prepare('project_files_list'),
    ).execute({ companyId, projectId });
  }
  return db
    .select(withName)
    .from(projectFiles)
    .leftJoin(users, eq(users.id, projectFiles.uploadedBy))
    .where(
      and(
        eq(projectFiles.companyId, companyId),
        eq(projectFiles.projectId, projectId),
        inArray(projectFiles.kind, [...kinds]),
      ),
    )
    .orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
}

/** Deletes the project's files of `kinds`; the rows deleted (their storage keys are to be freed). */
export async function deleteProjectFiles(
  db: Db,
  companyId: string,
  projectId: string,
  kinds: readonly ProjectFileKind[],
): Promise<ProjectFileRow[]> {
  return db
    .delete(projectFiles)
    .where(
      and(
        eq(projectFiles.companyId, companyId),
        eq(projectFiles.projectId, projectId),
        inArray(projectFiles.kind, [...kinds]),
      ),
    )
    .returning();
}

export async function deleteProjectFile(
  db: Db,
  companyId: string,
  id: string,
): Promise<ProjectFileRow | null> {
  const [row] = await db
    .delete(projectFiles)
    .where(and(eq(projectFiles.companyId, companyId), eq(projectFiles.id, id)))
    .returning();
  return row ?? null;
}
