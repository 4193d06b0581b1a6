// Queries of the Super admin's console. The only queries that read across companies, and only
// the subscription columns and counts: never a project, a file or a user's details.
import { and, asc, count, eq, inArray, max, notLike, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activityLog, companies, users } from '../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

/** Activity entries the Super admin writes into a company's log start with this. */
export const PLATFORM_ACTION_PREFIX = 'platform.';

export interface CompanyOverview {
  company: CompanyRow;
  users: number;
  activeUsers: number;
  lastActivityAt: Date | null;
}

/** Every customer company's own row, by name: what the console's search and kinds match. */
export async function listCustomerCompanyRows(db: Db): Promise<CompanyRow[]> {
  return db
    .select()
    .from(companies)
    .where(eq(companies.kind, 'customer'))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** The customer companies of `companyIds`, by name, with their users and last activity. */
export async function companyOverviews(db: Db, companyIds: readonly string[]): Promise<CompanyOverview[]> {
  if (companyIds.length === 0) return [];
  const ids = [...companyIds];
  const userCounts = db
    .select({
      companyId: users.companyId,
      total: count().as('total'),
      active: sql<number>`count(*) filter (where not ${users.isSuspended})`.as('active'),
    })
    .from(users)
    .where(inArray(users.companyId, ids))
    .groupBy(users.companyId)
    .as('user_counts');
  // The company's own users' activity: the Super admin's entries in its log are not theirs. Per
  // company (LATERAL), read backwards along activity_company_created_idx to the newest of its
  // users' entries: grouping the whole log read all of it on every load of the console (PostgreSQL,
  // 2,000 companies and 2 M entries: 155 to 171 ms, against 9 to 14 ms so).
  const lastActivity = db
    .select({ at: max(activityLog.createdAt).as('at') })
    .from(activityLog)
    .where(
      and(eq(activityLog.companyId, companies.id), notLike(activityLog.action, `${PLATFORM_ACTION_PREFIX}%`)),
    )
    .as('last_activity');
  const rows = await db
    .select({
      company: companies,
      total: userCounts.total,
      active: userCounts.active,
      at: lastActivity.at,
    })
    .from(companies)
    .leftJoin(userCounts, eq(userCounts.companyId, companies.id))
    .leftJoinLateral(lastActivity, sql`true`)
    .where(and(eq(companies.kind, 'customer'), inArray(companies.id, ids)))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map((r) => ({
    company: r.company,
    users: Number(r.total ?? 0),
    activeUsers: Number(r.active ?? 0),
    lastActivityAt: r.at ? new Date(r.at) : null,
  }));
}

/** Holds a customer company's row for the rest of the transaction (null: none, or the platform's). */
export async function lockCustomerCompany(db: Db, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'customer')))
    .for('update');
  return row ?? null;
}

export async function updateCustomerCompany(
  db: Db,
  companyId: string,
  patch: Partial<Pick<CompanyRow, 'plan' | 'planEndsAt' | 'extraSeats' | 'frozenAt'>>,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'customer')));
}

/** Ends every session of the company's users (their tokens carry the old version). */
export async function revokeCompanySessions(db: Db, companyId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.companyId, companyId));
}

/** The platform's own row (the Super admin users belong to it), made once. */
export async function findOrCreatePlatformCompany(db: Db, id: string): Promise<CompanyRow> {
  const find = async () =>
    (await db.select().from(companies).where(eq(companies.kind, 'platform')).limit(1))[0];
  const found = await find();
  if (found) return found;
  await db
    .insert(companies)
    .values({
      id,
      name: 'PileWise platform',
      kind: 'platform',
      plan: 'Pro',
      // The platform has no plan to run out: its row only holds the operators.
      planEndsAt: new Date('9999-12-31T00:00:00Z'),
    })
    .onConflictDoNothing(); // another process made it meanwhile (companies_one_platform)
  return (await find())!;
}
