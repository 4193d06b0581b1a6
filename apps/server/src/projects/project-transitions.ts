// The status change of a workflow step, for the reviews domain (it never reaches the projects
// repository): conditional on the status read, so of two people acting at once one wins.
import type { ProjectStatus } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { updateProject, type ProjectPatch, type ProjectRow } from './projects.repository';

/** The project after the change, or null when its status is no longer `expectStatus`. */
export function changeProjectStatus(
  db: Db,
  companyId: string,
  id: string,
  patch: ProjectPatch,
  expectStatus: ProjectStatus,
): Promise<ProjectRow | null> {
  return updateProject(db, companyId, id, patch, expectStatus);
}
