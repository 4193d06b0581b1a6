// The public user: what the API ever says about a user. Never a password or its hash.
import { z } from 'zod';
import {
  designModeSchema,
  roleSchema,
  sectionTypeSchema,
  subscriptionTypeSchema,
  userModeSchema,
} from './enums';

export const companySchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
  })
  .meta({ id: 'Company' });
export type Company = z.infer<typeof companySchema>;

/** User fields of spec §3, plus role, company and subscription end. */
export const userSchema = z
  .object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
    phone: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    zipcode: z.string().nullable(),
    profilePictureFullPath: z.string().nullable().describe('URL of the profile picture, or null'),
    subscriptionType: subscriptionTypeSchema,
    subscriptionEndsAt: z.iso.datetime().describe('End of the trial or paid period (ISO 8601, UTC)'),
    designModes: z.array(designModeSchema).describe('Allowed design modes (tracker company codes 1-4)'),
    sectionTypes: z.array(sectionTypeSchema).describe('Allowed steel section families'),
    userTour: z.array(z.string()).describe('Keys of the pages whose guided tour the user has completed'),
    userType: userModeSchema.describe('Engineer mode or Sales mode'),
    adminemail: z.email().describe("Email of the company's Admin"),
    isSuspended: z.boolean(),
    invitationPending: z
      .boolean()
      .describe('Added by an Admin and has not yet set a password (the invitation is not accepted)'),
    role: roleSchema,
    company: companySchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** The few fields the project list carries about each project's owner. */
export const userSummarySchema = z
  .object({
    _id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.email(),
    role: roleSchema,
  })
  .meta({ id: 'UserSummary' });
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
