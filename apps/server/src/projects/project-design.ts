// The design payload for other domains, which never reach the projects repository from outside:
// a write (sales-mode imports), versioned like a save, so it never overwrites a save it did not
// see. (A run's start reads its design input alone with the project's lock and the company's
// library, in one statement: shared/run-start-read.ts.)
import type { Db } from '../db/client';
import { updateProject, type ProjectRow } from './projects.repository';

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
