// Queries on companies and users. Everything is scoped by companyId, except the lookup by
// email used to sign in and to start a password reset (an email is unique platform-wide
// and is how a signed-out person names their account).
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { companies, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;
export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow;
}

export async function insertCompany(
  db: Db,
  row: { id: string; name: string; planEndsAt?: Date },
): Promise<CompanyRow> {
  const [created] = await db.insert(companies).values(row).returning();
  return created!;
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  const [created] = await db.insert(users).values(row).returning();
  return created!;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findUser(db: Db, companyId: string, id: string): Promise<UserWithCompany | null> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * What authenticating a token needs of its user and company, and nothing more: every
 * authenticated request runs this (issue 12: the whole rows were read each time).
 */
/** Read on every authenticated request: prepared once (src/db/prepared.ts). */
export async function findTokenHolder(db: Db, companyId: string, id: string) {
  const [row] = await preparedOn(db, 'token_holder', (on) =>
    on
      .select({
        id: users.id,
        companyId: users.companyId,
        role: users.role,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        tokenVersion: users.tokenVersion,
        isSuspended: users.isSuspended,
        designModes: users.designModes,
        sectionTypes: users.sectionTypes,
        plan: companies.plan,
        planEndsAt: companies.planEndsAt,
        frozenAt: companies.frozenAt,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.companyId, sql.placeholder('companyId')), eq(users.id, sql.placeholder('id'))))
      .limit(1)
      .prepare('token_holder'),
  ).execute({ companyId, id });
  return row ?? null;
}

export async function findUsersByIds(db: Db, companyId: string, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
}

export async function updateUser(
  db: Db,
  companyId: string,
  id: string,
  patch: Partial<Omit<NewUserRow, 'id' | 'companyId'>>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .returning();
  return row ?? null;
}

export async function findCompany(db: Db, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export async function updateCompany(
  db: Db,
  companyId: string,
  patch: Partial<Pick<CompanyRow, 'name' | 'extraSeats'>>,
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning();
  return row ?? null;
}

/** The company's users, oldest first; frozen ones only when asked. */
export async function listCompanyUsers(
  db: Db,
  companyId: string,
  options: { includeSuspended: boolean },
): Promise<UserRow[]> {
  const where = options.includeSuspended
    ? eq(users.companyId, companyId)
    : and(eq(users.companyId, companyId), eq(users.isSuspended, false));
  return db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id));
}

/** Users holding a seat: every user of the company who is not frozen. */
export async function countActiveUsers(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.isSuspended, false)));
  return Number(row?.n ?? 0);
}

/** Active Admins of the company other than `exceptUserId`. */
export async function countOtherActiveAdmins(
  db: Db,
  companyId: string,
  exceptUserId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'Admin'),
        eq(users.isSuspended, false),
        ne(users.id, exceptUserId),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Locks the company row for the rest of the transaction: seat checks and last-Admin checks of
 * concurrent requests of one company run one after the other (a count then an insert would
 * otherwise let two requests take the last seat).
 */
export async function lockCompany(db: Db, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}
