// Queries on companies and users. Everything is scoped by companyId, except the lookup by
// email used to sign in and to start a password reset (an email is unique platform-wide
// and is how a signed-out person names their account).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;
export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow;
}

export async function insertCompany(db: Db, row: { id: string; name: string }): Promise<CompanyRow> {
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
