// What a design run's start reads before its transaction, in one statement (issue 12: they were
// three, each ~1 ms of WASM on PGlite's event loop, a round trip on PostgreSQL): the project's
// saved design input, the holder of its edit lock, and the company library's sections. Shared:
// it reads the rows of the projects and sections domains together, so neither imports the other
// (nor runs/ either's repository) for it.
import { and, eq, sql } from 'drizzle-orm';
import { DESIGN_INPUT_KEY } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { projects } from '../db/schema';
import { holderOf, unlapsedLocks, type LockHolder } from '../projects/project-lock.repository';
import { companySectionsJson, type LibrarySection } from '../sections/sections.repository';

export interface RunStartRead {
  /** The saved design input (its design's DESIGN_INPUT_KEY); null when it has none or no such project. */
  input: unknown;
  /** The holder of the project's unlapsed edit lock (findLock's answer); null for none. */
  lock: LockHolder | null;
  /** The company's library sections, every family (listCompanySections' rows); none without the project. */
  library: LibrarySection[];
}

/**
 * What a run's start reads of the company's project: its saved design input alone, without the
 * rest of its design (up to a megabyte the database would send and Node parse), the holder of its
 * edit lock (project-lock.repository.ts, findLock), the company library's sections, every family
 * (sections.repository.ts, listCompanySections). Nothing is read of a project of another company
 * (nor of its lock or library): the read is as when the project does not exist. Access is the
 * caller's to check (project-access.ts). Prepared once.
 */
export async function readRunStart(db: Db, companyId: string, projectId: string): Promise<RunStartRead> {
  const [row] = await preparedOn(db, 'project_run_start', (on) => {
    const lock = unlapsedLocks(on);
    return on
      .select({
        input: sql<unknown>`${projects.design} -> ${sql.raw(`'${DESIGN_INPUT_KEY}'`)}`,
        lockUserId: lock.userId,
        lockFirstName: lock.firstName,
        lockLastName: lock.lastName,
        lockExpiresAt: lock.expiresAt,
        library: companySectionsJson(projects.companyId),
      })
      .from(projects)
      .leftJoin(lock, eq(lock.projectId, projects.id))
      .where(
        and(eq(projects.companyId, sql.placeholder('companyId')), eq(projects.id, sql.placeholder('id'))),
      )
      .limit(1)
      .prepare('project_run_start');
  }).execute({ companyId, id: projectId });
  if (!row) return { input: null, lock: null, library: [] };
  const { lockUserId, lockFirstName, lockLastName, lockExpiresAt } = row;
  return {
    input: row.input ?? null,
    lock:
      lockUserId === null
        ? null
        : holderOf({
            userId: lockUserId,
            firstName: lockFirstName!,
            lastName: lockLastName!,
            expiresAt: lockExpiresAt!,
          }),
    library: row.library,
  };
}
