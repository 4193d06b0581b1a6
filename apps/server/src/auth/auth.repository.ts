// One-time codes (hashed) and the per-account counts of sign-in failures and reset codes.
// Scoped by user id, which the service has already resolved within its company. Times are the
// database's (now()), so every server process counts the same hour.
import { and, count, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes, signInFailures, users } from '../db/schema';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
type Purpose = OneTimeCodeRow['purpose'];

const anHourAgo = sql`now() - interval '1 hour'`;

/**
 * Holds the account's row until the transaction ends: concurrent counts-then-writes of one
 * account (sign-ins, reset codes from many addresses at once) take turns, so a limit holds exactly.
 */
export async function lockAccount(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Counts one sign-in attempt of the account, unless `max` failures were counted in the last hour. */
export async function claimSignInAttempt(tx: Db, userId: string, max: number): Promise<Date | null> {
  await tx
    .delete(signInFailures)
    .where(and(eq(signInFailures.userId, userId), lte(signInFailures.at, anHourAgo)));
  const [row] = await tx.select({ n: count() }).from(signInFailures).where(eq(signInFailures.userId, userId));
  if ((row?.n ?? 0) >= max) return null;
  const [claimed] = await tx.insert(signInFailures).values({ userId }).returning({ at: signInFailures.at });
  return claimed!.at;
}

/** The attempt counted at `at` succeeded: it is no failure. */
export async function releaseSignInAttempt(db: Db, userId: string, at: Date): Promise<void> {
  // `at` came back as a JS Date (milliseconds); the column keeps microseconds.
  await db
    .delete(signInFailures)
    .where(
      and(
        eq(signInFailures.userId, userId),
        sql`date_trunc('milliseconds', ${signInFailures.at}) = ${at.toISOString()}::timestamptz`,
      ),
    );
}

/** Codes of this purpose made for the account in the last hour (used or not). */
export async function countCodesOfLastHour(db: Db, userId: string, purpose: Purpose): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, anHourAgo),
      ),
    );
  return row?.n ?? 0;
}

/** Invalidate the user's unused codes of this purpose, then store a new one. */
export async function replaceCode(
  db: Db,
  row: { id: string; userId: string; purpose: Purpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeCodes.userId, row.userId),
        eq(oneTimeCodes.purpose, row.purpose),
        isNull(oneTimeCodes.usedAt),
      ),
    );
  await db.insert(oneTimeCodes).values(row);
}

/** The user's newest unused code of this purpose (expired or not: the service decides). */
export async function findLiveCode(db: Db, userId: string, purpose: Purpose): Promise<OneTimeCodeRow | null> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Mark used; false when someone else used it first (single use under concurrency). */
export async function markUsed(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** Uses up every unused code of this purpose of the account (a password was set with one). */
export async function markAllUsed(db: Db, userId: string, purpose: Purpose): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    );
}

/** A right guess: the code's guesses start again (a user may verify the same code again later). */
export async function forgiveAttempts(db: Db, id: string): Promise<void> {
  await db.update(oneTimeCodes).set({ attempts: 0 }).where(eq(oneTimeCodes.id, id));
}

/**
 * Count one guess against the code before it is compared, while it is unused and under
 * `max` guesses; null when no guess is left. Concurrent guesses cannot exceed the limit.
 */
export async function claimAttempt(db: Db, id: string, max: number): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, max)))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? null;
}
