// The edit lock's rows. Times are the database's (now()), so every server process agrees on
// whether a lock has lapsed. The project id is one the caller has already loaded for its
// company (loadProjectAccess), so no query here can reach another company's project.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { PROJECT_LOCK_TTL_SECONDS } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { projectLocks, users } from '../db/schema';

export type LockHolder = { userId: string; name: string; expiresAt: Date };

const lapseTime = sql`now() + make_interval(secs => ${PROJECT_LOCK_TTL_SECONDS})`;

const lockColumns = {
  userId: projectLocks.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  expiresAt: projectLocks.expiresAt,
};

/** The unlapsed lock of a project, with its holder's name; null when nobody holds it. */
export async function findLock(db: Db, projectId: string): Promise<LockHolder | null> {
  const [row] = await db
    .select(lockColumns)
    .from(projectLocks)
    .innerJoin(users, eq(users.id, projectLocks.userId))
    .where(and(eq(projectLocks.projectId, projectId), gt(projectLocks.expiresAt, sql`now()`)));
  return holderOf(row ?? null);
}

/**
 * The unlapsed locks with their holders (findLock's rows, with their project's id), as the
 * subquery `unlapsed_lock`: joined to a read of the project whose id the caller filters on, for a
 * read of the lock beside other rows in one statement (a run's start: shared/run-start-read.ts).
 */
export function unlapsedLocks(db: Db) {
  return db
    .select({ projectId: projectLocks.projectId, ...lockColumns })
    .from(projectLocks)
    .innerJoin(users, eq(users.id, projectLocks.userId))
    .where(gt(projectLocks.expiresAt, sql`now()`))
    .as('unlapsed_lock');
}

/** The holder of a lock row (findLock's, or unlapsedLocks'); null for none. */
export function holderOf(
  row: { userId: string; firstName: string; lastName: string; expiresAt: Date } | null,
): LockHolder | null {
  return row
    ? { userId: row.userId, name: `${row.firstName} ${row.lastName}`.trim(), expiresAt: row.expiresAt }
    : null;
}

/**
 * Takes the lock for `userId`, or renews it when they hold it already; a lapsed lock of anyone
 * is taken over. Answers the new expiry, or null when someone else holds it.
 */
export async function takeLock(db: Db, projectId: string, userId: string): Promise<Date | null> {
  await db
    .delete(projectLocks)
    .where(and(eq(projectLocks.projectId, projectId), lte(projectLocks.expiresAt, sql`now()`)));
  const [row] = await db
    .insert(projectLocks)
    .values({ projectId, userId, expiresAt: lapseTime })
    .onConflictDoUpdate({
      target: projectLocks.projectId,
      set: { expiresAt: lapseTime },
      setWhere: eq(projectLocks.userId, userId),
    })
    .returning({ expiresAt: projectLocks.expiresAt });
  return row?.expiresAt ?? null;
}

/** Lets the lock go if `userId` holds it. */
export async function releaseLock(db: Db, projectId: string, userId: string): Promise<void> {
  await db
    .delete(projectLocks)
    .where(and(eq(projectLocks.projectId, projectId), eq(projectLocks.userId, userId)));
}
