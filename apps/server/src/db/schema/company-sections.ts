import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CompanySectionInput } from '@pilewise/contracts';
import { companies } from './companies';
import { users } from './users';

/**
 * A company's own steel sections beside the AISC catalogue (NXT posts, mill shapes such as
 * W6x7), entered from the supplier's sheet. `section` is the engine's section input (SI, with
 * its source note); a run copies the family's sections into its input snapshot.
 */
export const companySections = pgTable(
  'company_sections',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name as sections are compared: spaces removed, upper case ('NXT 10' → 'NXT10'). */
    nameKey: text('name_key').notNull(),
    family: text('family').notNull(),
    section: jsonb('section').$type<CompanySectionInput>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_sections_name_unique').on(t.companyId, t.nameKey),
    index('company_sections_family_idx').on(t.companyId, t.family),
  ],
);
