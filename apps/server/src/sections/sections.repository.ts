// Queries on the company section library; every one scoped by companyId.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { companySections } from '../db/schema';

export type CompanySectionRow = typeof companySections.$inferSelect;
export type NewCompanySectionRow = typeof companySections.$inferInsert;

/** 'NXT 10' → 'NXT10', 'w6x7' → 'W6X7': the key sections and families are compared by (as the engine does). */
export const sectionKey = (name: string): string => name.replace(/\s+/g, '').toUpperCase();

/** The company's sections, by family then name; only one family (any spelling of it) when given. */
export async function listCompanySections(
  db: Db,
  companyId: string,
  family?: string,
): Promise<CompanySectionRow[]> {
  // The project screen opens with it: prepared once (src/db/prepared.ts).
  const rows = await preparedOn(db, 'company_sections_list', (on) =>
    on
      .select()
      .from(companySections)
      .where(eq(companySections.companyId, sql.placeholder('companyId')))
      .orderBy(asc(companySections.family), asc(companySections.nameKey))
      .prepare('company_sections_list'),
  ).execute({ companyId });
  return family === undefined ? rows : rows.filter((r) => sectionKey(r.family) === sectionKey(family));
}

export async function findCompanySection(
  db: Db,
  companyId: string,
  id: string,
): Promise<CompanySectionRow | null> {
  const [row] = await db
    .select()
    .from(companySections)
    .where(and(eq(companySections.companyId, companyId), eq(companySections.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertCompanySection(db: Db, row: NewCompanySectionRow): Promise<CompanySectionRow> {
  const [created] = await db.insert(companySections).values(row).returning();
  return created!;
}

export async function updateCompanySection(
  db: Db,
  companyId: string,
  id: string,
  patch: Pick<NewCompanySectionRow, 'name' | 'nameKey' | 'family' | 'section' | 'updatedBy'>,
): Promise<CompanySectionRow | null> {
  const [row] = await db
    .update(companySections)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(companySections.companyId, companyId), eq(companySections.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCompanySection(
  db: Db,
  companyId: string,
  id: string,
): Promise<CompanySectionRow | null> {
  const [row] = await db
    .delete(companySections)
    .where(and(eq(companySections.companyId, companyId), eq(companySections.id, id)))
    .returning();
  return row ?? null;
}
