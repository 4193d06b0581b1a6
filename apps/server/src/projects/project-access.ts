// Who may do what with one project: contracts' projectPermissions() (workflow.md "Tenancy")
// applied to a row of the actor's company. Shared by the projects and runs services.
import { projectPermissions, type ProjectPermissions } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { requestCatchUpOf } from '../db/request-catch-up';
import { AppError, ForbiddenError, NotFoundError } from '../shared/errors';
import {
  findProject,
  findProjectForAccess,
  type ProjectRow,
  type ProjectSummaryRow,
} from './projects.repository';

/** The project's row (with its design, unless read by checkProjectAccess) and what the actor may do. */
export interface ProjectAccess<Row extends ProjectSummaryRow = ProjectRow> {
  row: Row;
  perms: ProjectPermissions;
}

/**
 * The project if the actor's company has it and the actor may see it; 404 otherwise (another
 * company's project, or a private one, is answered as if it did not exist).
 */
export async function loadProjectAccess(db: Db, actor: Actor, id: string): Promise<ProjectAccess> {
  return accessOf(actor, await findProject(db, actor.companyId, id));
}

/**
 * The same check, reading the row without its design (a few kilobytes to a megabyte of JSON the
 * database sends and Node parses): for the calls that only need to know the actor may see the
 * project (its runs, files, history; the socket's check of every event). Issue 11's load test.
 */
export async function checkProjectAccess(
  db: Db,
  actor: Actor,
  id: string,
): Promise<ProjectAccess<ProjectSummaryRow>> {
  // The row may be kept (src/projects/project-row-cache.ts): an HTTP request's actor waits for no
  // second catch-up (src/db/request-catch-up.ts).
  return accessOf(actor, await findProjectForAccess(db, actor.companyId, id, requestCatchUpOf(actor)));
}

/** The same check on a row already read (of the actor's company, or null when there was none). */
export function accessOf<Row extends ProjectSummaryRow>(actor: Actor, row: Row | null): ProjectAccess<Row> {
  if (!row) throw new NotFoundError('Project');
  const perms = projectPermissions(
    { status: row.status, project_view: row.projectView },
    {
      role: actor.role,
      isOwner: row.ownerId === actor.id,
      isAssignedReviewer: row.assignedReviewerId === actor.id,
    },
  );
  if (!perms.view) throw new NotFoundError('Project');
  return { row, perms };
}

/**
 * Editing (saving, running a design): 403 for a viewer who is not the owner or an Admin of an
 * Active project; 409 when the project's status makes it read-only for everyone who could.
 */
export function assertEditable(
  { row, perms }: ProjectAccess<ProjectSummaryRow>,
  action = 'edit this project',
): void {
  if (perms.edit) return;
  if (row.status === 'Active') {
    throw new ForbiddenError(`Only the owner or an Admin can ${action}`, 'PROJECT_NOT_EDITABLE');
  }
  throw new AppError(409, 'PROJECT_NOT_EDITABLE', `Project is read-only in status ${row.status}`);
}
