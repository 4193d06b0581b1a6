// One-time codes (hashed). Scoped by user id, which the service has already resolved within its company.
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeCodes } from '../db/schema';

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
type Purpose = OneTimeCodeRow['purpose'];

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
