// Queries on the company section library; every one scoped by companyId.
import { and, asc, eq, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedOn } from '../db/prepared';
import { companySections } from '../db/schema';

export type CompanySectionRow = typeof companySections.$inferSelect;
export type NewCompanySectionRow = typeof companySections.$inferInsert;

/** 'NXT 10' → 'NXT10', 'w6x7' → 'W6X7': the key sections and families are compared by (as the engine does). */
export const sectionKey = (name: string): string => name.replace(/\s+/g, '').toUpperCase();

/** A library section as a run takes it: its family and the engine's section input. */
export type LibrarySection = Pick<CompanySectionRow, 'family' | 'section'>;

/**
 * The company's sections, every family, by family then name (as listCompanySections), as one
 * JSON value: an array of LibrarySection, empty when it has none. A scalar subquery, for a read
 * that wants them beside other rows in one statement (a run's start: shared/run-start-read.ts);
 * `companyId` names the company (a parameter, or a column of that read).
 */
export function companySectionsJson(companyId: SQL | Placeholder | Column): SQL<LibrarySection[]> {
  const { family, section, nameKey } = companySections;
  const each = sql`json_build_object('family', ${family}, 'section', ${section})`;
  return sql<LibrarySection[]>`(
    SELECT coalesce(json_agg(${each} ORDER BY ${family}, ${nameKey}), '[]'::json)
    FROM ${companySections} WHERE ${companySections.companyId} = ${companyId}
  )`;
}

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
