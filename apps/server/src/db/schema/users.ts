import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ROLES,
  type DesignMode,
  type Role,
  type SectionType,
  type SubscriptionType,
  type UserMode,
} from '@pilewise/contracts';
import { oneOf } from './checks';
import { companies } from './companies';

/** The User fields of spec §3, plus role, credentials, subscription end and token version. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; unique over the whole platform (sign-in is by email alone). */
    email: text('email').notNull(),
    phone: text('phone'),
    state: text('state'),
    country: text('country'),
    city: text('city'),
    zipcode: text('zipcode'),
    profilePictureFullPath: text('profile_picture_full_path'),
    role: text('role').$type<Role>().notNull(),
    userType: text('user_type').$type<UserMode>().notNull().default('Engineer'),
    subscriptionType: text('subscription_type').$type<SubscriptionType>().notNull().default('Trial'),
    /** End of the trial (sign-up + 30 days) or of the paid period. */
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }).notNull(),
    designModes: jsonb('design_modes').$type<DesignMode[]>().notNull(),
    sectionTypes: jsonb('section_types').$type<SectionType[]>().notNull(),
    userTour: jsonb('user_tour').$type<string[]>().notNull().default([]),
    adminemail: text('admin_email').notNull(),
    isSuspended: boolean('is_suspended').notNull().default(false),
    /** argon2id PHC string. Never leaves the server. */
    passwordHash: text('password_hash').notNull(),
    /** Bumped on password change/reset: tokens carrying an older version are revoked. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);
