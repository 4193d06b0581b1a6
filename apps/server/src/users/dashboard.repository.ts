// The dashboard's counts: one query per tile, each scoped by company and by what the viewer
// may see (the projects the projects list would show them).
import { and, count, desc, eq, gt, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { type ProjectStatus, type Role } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { visibleTo } from '../projects/project-visibility';
import { activityLog, projectFiles, projects, runs } from '../db/schema';

export interface Viewer {
  id: string;
  companyId: string;
  role: Role;
}

/** The viewer's company's projects that the projects list would show them. */
function visibleProjects(viewer: Viewer): SQL {
  return and(eq(projects.companyId, viewer.companyId), visibleTo(viewer))!;
}

const n = (row: { n: number } | undefined) => Number(row?.n ?? 0);

export async function countProjectsByStatus(
  db: Db,
  viewer: Viewer,
): Promise<{ status: ProjectStatus; count: number }[]> {
  const rows = await db
    .select({ status: projects.status, n: count() })
    .from(projects)
    .where(visibleProjects(viewer))
    .groupBy(projects.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.n) }));
}

export async function countRevisedProjects(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(visibleProjects(viewer), gt(projects.revisionNumber, 0)));
  return n(row);
}

/** Projects assigned to the viewer for review and still waiting for their decision. */
export async function countReviewQueue(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, viewer.companyId),
        eq(projects.assignedReviewerId, viewer.id),
        inArray(projects.status, ['Sent For Review', 'Under Review']),
      ),
    );
  return n(row);
}

export async function countRuns(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(runs)
    .innerJoin(projects, eq(projects.id, runs.projectId))
    .where(and(eq(runs.companyId, viewer.companyId), visibleProjects(viewer)));
  return n(row);
}

export async function countGeneratedReports(db: Db, viewer: Viewer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(
      and(
        eq(projectFiles.companyId, viewer.companyId),
        eq(projectFiles.kind, 'generatedReport'),
        visibleProjects(viewer),
      ),
    );
  return n(row);
}

export async function listProjectsForStamping(db: Db, viewer: Viewer, limit: number) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      client: projects.client,
      status: projects.status,
      updatedAt: projects.updatedAt,
    })
    .from(projects)
    .where(and(visibleProjects(viewer), eq(projects.status, 'Sent For Stamping')))
    .orderBy(desc(projects.updatedAt), desc(projects.id))
    .limit(limit);
}

/** Activity entries per UTC day since `since` (Admin: the company's; others: their own). */
export async function countActivityPerDay(
  db: Db,
  viewer: Viewer,
  since: Date,
): Promise<{ date: string; count: number }[]> {
  const day = sql<string>`to_char(${activityLog.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, n: count() })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.companyId, viewer.companyId),
        gte(activityLog.createdAt, since),
        viewer.role === 'Admin' ? undefined : eq(activityLog.userId, viewer.id),
      ),
    )
    .groupBy(day);
  return rows.map((r) => ({ date: r.date, count: Number(r.n) }));
}
