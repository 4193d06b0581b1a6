// The design payload for other domains, which never reach the projects repository from outside:
// a write (sales-mode imports), versioned like a save, so it never overwrites a save it did not
// see; and the read of its design input alone (a run's start).
import type { Db } from '../db/client';
import { findDesignInput, updateProject, type ProjectRow } from './projects.repository';

/**
 * The saved design input of the company's project (null: none, or no such project), without
 * the rest of its design. Access is the caller's to check (project-access.ts).
 */
export function readDesignInput(db: Db, companyId: string, projectId: string): Promise<unknown> {
  return findDesignInput(db, companyId, projectId);
}

/** The project after `design` replaced its payload, or null when it changed since `row` was read. */
export function replaceDesign(
  db: Db,
  actor: { id: string; companyId: string },
  row: ProjectRow,
  design: Record<string, unknown>,
): Promise<ProjectRow | null> {
  return updateProject(
    db,
    actor.companyId,
    row.id,
    { design, version: row.version + 1, updatedBy: actor.id },
    row.status,
    row.version,
  );
}
