import type { Project, ProjectSummary } from '@pilewise/contracts';
import type { ProjectRow, ProjectSummaryRow } from './projects.repository';

export function toProjectSummary(
  row: ProjectSummaryRow,
  childIds: string[],
  username: string,
): ProjectSummary {
  return {
    _id: row.id,
    parentId: row.parentId,
    childProjects: childIds.map((_id) => ({ _id })),
    status: row.status,
    project_view: row.projectView,
    isDraft: row.isDraft,
    name: row.name,
    client: row.client,
    designer: row.designer,
    company: row.company,
    projectAddress: row.projectAddress,
    latitude: row.latitude,
    longitude: row.longitude,
    unitSystem: row.unitSystem,
    notes: row.notes,
    revisionNumber: row.revisionNumber,
    version: row.version,
    owner: row.ownerId,
    assignedReviewerId: row.assignedReviewerId,
    username,
    companyId: row.companyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toProject(row: ProjectRow, childIds: string[], username: string): Project {
  return { ...toProjectSummary(row, childIds, username), design: row.design };
}
