// Which projects a viewer may see, as SQL (the twin of contracts' projectPermissions().view),
// company aside. Used by the project list and by the dashboard's counts.
import { eq, inArray, or, type Placeholder, type SQL } from 'drizzle-orm';
import { STAMPING_STATUSES, type Role } from '@pilewise/contracts';
import { projects } from '../db/schema';

/** `id` may be a prepared statement's placeholder (the projects list's). */
export function visibleTo(viewer: { id: string | Placeholder; role: Role }): SQL | undefined {
  if (viewer.role === 'Admin') return undefined;
  const rules = [
    eq(projects.ownerId, viewer.id),
    eq(projects.projectView, 'shared'),
    eq(projects.assignedReviewerId, viewer.id),
  ];
  if (viewer.role === 'SuperReviewer') rules.push(inArray(projects.status, [...STAMPING_STATUSES]));
  return or(...rules);
}
