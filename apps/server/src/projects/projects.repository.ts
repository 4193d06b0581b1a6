// Queries on projects. Every function takes the companyId and filters on it: no query can
// reach another company's rows.
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { ProjectStatus, Role } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { projects, users } from '../db/schema';
import { preparedOn } from '../db/prepared';
import type { CatchUp } from '../db/row-changes';
import { visibleTo } from './project-visibility';
import { keptProjectRowsOf } from './project-row-cache';

export type ProjectRow = typeof projects.$inferSelect;
export type NewProjectRow = typeof projects.$inferInsert;
export type ProjectPatch = Partial<Omit<NewProjectRow, 'id' | 'companyId' | 'createdAt'>>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A project as the list shows it: every column but the design (which may weigh a megabyte). */
export type ProjectSummaryRow = Omit<ProjectRow, 'design'>;
/** The list's row: the project, its clones' ids (oldest first) and its owner. */
export interface ProjectListRow extends ProjectSummaryRow {
  childIds: string[];
  owner: { id: string; firstName: string; lastName: string; email: string; role: Role } | null;
}

/**
 * One page of the projects the viewer may see, and how many there are over all pages, in one
 * query (issue 12: the list was five round trips and carried every design). The page's ids are
 * chosen first (newest first over projects_company_created_idx, 10 of them), and only those 10
 * rows get their clones' ids (a subquery over projects_parent_idx) and their owner (a join): a
 * window count over the whole list made the database build, sort and look up the clones of every
 * row up to the page (issue 11's load test: the list's cost grew with the page number). The total
 * is a count of its own in the same statement (a page past the end has no row to carry it, so
 * only then is it counted apart). Without a search or a status filter (how the list opens) the
 * statement is prepared once per sort and role (src/db/prepared.ts).
 */
export async function listVisibleProjects(
  db: Db,
  companyId: string,
  viewer: { id: string; role: Role },
  q: {
    search?: string;
    status?: ProjectStatus;
    sort: 'created_asc' | 'created_desc';
    limit: number;
    offset: number;
  },
): Promise<{ rows: ProjectListRow[]; total: number }> {
  const plain = !q.search && !q.status;
  const build = (on: Db, p: ListParams) => {
    const conditions: (SQL | undefined)[] = [
      eq(projects.companyId, p.companyId),
      visibleTo({ ...viewer, id: p.viewerId }),
    ];
    if (q.status) conditions.push(eq(projects.status, q.status));
    if (q.search) {
      const pattern = `%${escapeLike(q.search)}%`;
      conditions.push(
        or(ilike(projects.name, pattern), ilike(projects.client, pattern), ilike(projects.designer, pattern)),
      );
    }
    const where = and(...conditions);
    const order =
      q.sort === 'created_asc'
        ? [asc(projects.createdAt), asc(projects.id)]
        : [desc(projects.createdAt), desc(projects.id)];
    const page = on
      .select({ id: projects.id })
      .from(projects)
      .where(where)
      .orderBy(...order)
      .limit(p.limit)
      .offset(p.offset);
    const { design: _design, ...columns } = getTableColumns(projects);
    return {
      where,
      query: on
        .select({
          ...columns,
          // The clones of this project, of the same company (json: read alike by node-postgres and PGlite).
          childIds: sql<string[]>`(SELECT coalesce(json_agg(c.id ORDER BY c.created_at), '[]'::json)
            FROM projects c WHERE c.company_id = ${projects.companyId} AND c.parent_id = ${projects.id})`,
          ownerFirstName: users.firstName,
          ownerLastName: users.lastName,
          ownerEmail: users.email,
          ownerRole: users.role,
          // Uncorrelated: counted once per statement.
          total: sql<number>`(${on.select({ n: count() }).from(projects).where(where)})`.mapWith(Number),
        })
        .from(projects)
        .leftJoin(users, and(eq(users.id, projects.ownerId), eq(users.companyId, projects.companyId)))
        .where(and(eq(projects.companyId, p.companyId), inArray(projects.id, page)))
        .orderBy(...order),
    };
  };
  const values = { companyId, viewerId: viewer.id, limit: q.limit, offset: q.offset };
  let found: Awaited<ReturnType<typeof build>['query']>;
  if (plain) {
    const visibility = viewer.role === 'Admin' || viewer.role === 'SuperReviewer' ? viewer.role : 'member';
    const name = `projects_list_${q.sort}_${visibility}`;
    const prepared = preparedOn(db, name, (on) => {
      const built = build(on, {
        companyId: sql.placeholder('companyId'),
        viewerId: sql.placeholder('viewerId'),
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
      });
      return built.query.prepare(name);
    });
    found = await prepared.execute(values);
  } else {
    found = await build(db, values).query;
  }
  let total = found[0]?.total;
  if (total === undefined) {
    const counted = await db.select({ n: count() }).from(projects).where(build(db, values).where);
    total = Number(counted[0]?.n ?? 0);
  }
  const rows = found.map(
    ({ total: _total, ownerFirstName, ownerLastName, ownerEmail, ownerRole, ...row }): ProjectListRow => ({
      ...row,
      owner:
        ownerFirstName === null || ownerLastName === null || ownerEmail === null || ownerRole === null
          ? null
          : {
              id: row.ownerId,
              firstName: ownerFirstName,
              lastName: ownerLastName,
              email: ownerEmail,
              role: ownerRole,
            },
    }),
  );
  return { rows, total };
}

/** The list query's values, as they are or as a prepared statement's placeholders. */
type Param<T> = T | Placeholder;
interface ListParams {
  companyId: Param<string>;
  viewerId: Param<string>;
  limit: Param<number>;
  offset: Param<number>;
}

export async function findProject(db: Db, companyId: string, id: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * The project without its design (access checks); prepared once, and kept in memory until the
 * row changes when `db` is the app's database (project-row-cache.ts). `catchUp`: the request's,
 * if it has one (src/db/request-catch-up.ts).
 */
export async function findProjectForAccess(
  db: Db,
  companyId: string,
  id: string,
  catchUp?: CatchUp,
): Promise<ProjectSummaryRow | null> {
  const read = async () => {
    const [row] = await preparedOn(db, 'project_for_access', (on) => {
      const { design: _design, ...columns } = getTableColumns(projects);
      return on
        .select(columns)
        .from(projects)
        .where(
          and(eq(projects.companyId, sql.placeholder('companyId')), eq(projects.id, sql.placeholder('id'))),
        )
        .limit(1)
        .prepare('project_for_access');
    }).execute({ companyId, id });
    return row ?? null;
  };
  const kept = keptProjectRowsOf(db);
  return kept ? kept.get(companyId, id, read, catchUp) : read();
}

/**
 * The project screen's read (get-project-data) in one query: the row, its clones' ids and its
 * owner. Null when the company has no such project.
 */
export async function findProjectWithDetails(
  db: Db,
  companyId: string,
  id: string,
): Promise<{
  row: ProjectRow;
  childIds: string[];
  owner: { firstName: string; lastName: string } | null;
} | null> {
  // The project screen opens with it: prepared once (src/db/prepared.ts).
  const [found] = await preparedOn(db, 'project_with_details', (on) =>
    on
      .select({
        row: projects,
        childIds: sql<string[]>`(SELECT coalesce(json_agg(c.id ORDER BY c.created_at), '[]'::json)
          FROM projects c WHERE c.company_id = ${projects.companyId} AND c.parent_id = ${projects.id})`,
        ownerFirstName: users.firstName,
        ownerLastName: users.lastName,
      })
      .from(projects)
      .leftJoin(users, and(eq(users.id, projects.ownerId), eq(users.companyId, projects.companyId)))
      .where(
        and(eq(projects.companyId, sql.placeholder('companyId')), eq(projects.id, sql.placeholder('id'))),
      )
      .limit(1)
      .prepare('project_with_details'),
  ).execute({ companyId, id });
  if (!found) return null;
  const { row, childIds, ownerFirstName, ownerLastName } = found;
  const owner =
    ownerFirstName === null || ownerLastName === null
      ? null
      : { firstName: ownerFirstName, lastName: ownerLastName };
  return { row, childIds, owner };
}

/** Child project ids per parent id (clones), within the company. */
export async function findChildIds(
  db: Db,
  companyId: string,
  parentIds: string[],
): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (parentIds.length === 0) return map;
  const rows = await db
    .select({ id: projects.id, parentId: projects.parentId })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.parentId, parentIds)))
    .orderBy(asc(projects.createdAt));
  for (const r of rows) {
    if (!r.parentId) continue;
    map.set(r.parentId, [...(map.get(r.parentId) ?? []), r.id]);
  }
  return map;
}

export async function insertProject(db: Db, row: NewProjectRow): Promise<ProjectRow> {
  const [created] = await db.insert(projects).values(row).returning();
  return created!;
}

/**
 * Update a project; with `expectStatus` only if it still has that status, with `expectVersion`
 * only if it still has that version (a concurrent transition or save makes this return null
 * instead of overwriting).
 */
export async function updateProject(
  db: Db,
  companyId: string,
  id: string,
  patch: ProjectPatch,
  expectStatus?: ProjectStatus,
  expectVersion?: number,
): Promise<ProjectRow | null> {
  const conditions = [eq(projects.companyId, companyId), eq(projects.id, id)];
  if (expectStatus) conditions.push(eq(projects.status, expectStatus));
  if (expectVersion !== undefined) conditions.push(eq(projects.version, expectVersion));
  const [row] = await db
    .update(projects)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(...conditions))
    .returning();
  return row ?? null;
}

/** Clears the parent reference of the project's clones (they stay, as projects of their own). */
export async function detachChildren(db: Db, companyId: string, parentId: string): Promise<void> {
  await db
    .update(projects)
    .set({ parentId: null })
    .where(and(eq(projects.companyId, companyId), eq(projects.parentId, parentId)));
}

export async function deleteProject(db: Db, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, id)))
    .returning({ id: projects.id });
  return rows.length === 1;
}
