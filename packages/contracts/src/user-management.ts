// User management (Admin: users and seats), the profile calls, the dashboard and the
// country/state/city lists (spec §2, §6, §7; workflow.md "Roles").
import { z } from 'zod';
import { emailSchema } from './auth';
import {
  designModeSchema,
  LIMITS,
  projectStatusSchema,
  sectionTypeSchema,
  userModeSchema,
  type Role,
} from './enums';
import { userSchema } from './users';

/** Seats every plan includes (spec §9: one Admin and four additional users). */
export const INCLUDED_SEATS = LIMITS.INCLUDED_USERS;
/** An invitation's set-password code lives longer than a reset code: the invitee may be away. */
export const INVITATION_TTL_DAYS = 7;
/** What the invitation mail and the verification page both say of the code (the server enforces it). */
export const INVITATION_VALIDITY_TEXT = `It is valid for ${INVITATION_TTL_DAYS} days, until you set your password.`;

/** Roles an Admin gives a new user (workflow.md "Roles"); Admin is given only by a role change. */
export const ADDABLE_ROLES = [
  'User',
  'Reviewer',
  'SuperReviewer',
  'Sales',
] as const satisfies readonly Role[];
export type AddableRole = (typeof ADDABLE_ROLES)[number];
/** Roles an Admin may set on a member of the company (never the platform's Super admin). */
export const ASSIGNABLE_ROLES = [...ADDABLE_ROLES, 'Admin'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

const requiredText = (label: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** Optional text: '' or missing clears it (stored as null). */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: () => `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const addUserBodySchema = z
  .object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailSchema,
    role: z.enum(ADDABLE_ROLES, { error: 'Role must be one of User, Reviewer, SuperReviewer, Sales' }),
    userType: userModeSchema.default('Engineer').describe('Engineer mode or Sales mode'),
  })
  .meta({ id: 'AddUserBody' });
export type AddUserBody = z.input<typeof addUserBodySchema>;

export const updateRoleBodySchema = z
  .object({
    userId: z.uuid('userId must be a user id'),
    role: z.enum(ASSIGNABLE_ROLES, {
      error: 'Role must be one of User, Reviewer, SuperReviewer, Sales, Admin',
    }),
  })
  .meta({ id: 'UpdateRoleBody' });
export type UpdateRoleBody = z.input<typeof updateRoleBodySchema>;

/** The design modes and section types an Admin lets a user use (enforced on save and run). */
export const updatePermissionsBodySchema = z
  .object({
    userId: z.uuid('userId must be a user id'),
    designModes: z
      .array(designModeSchema, { error: 'designModes must be a list of design modes 1-4' })
      .min(1, 'designModes: allow at least one design mode')
      .transform((v) => [...new Set(v)].sort()),
    sectionTypes: z
      .array(sectionTypeSchema, { error: 'sectionTypes must be a list of W6, W8, NXT' })
      .min(1, 'sectionTypes: allow at least one section type')
      .transform((v) => [...new Set(v)]),
  })
  .meta({ id: 'UpdatePermissionsBody' });
export type UpdatePermissionsBody = z.input<typeof updatePermissionsBodySchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid('userId must be a user id') });

export const allUsersQuerySchema = z.object({
  includeSuspended: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('true: frozen users too (the management screen); default: only active users (spec §6)'),
});
export type AllUsersQuery = z.input<typeof allUsersQuerySchema>;

export const usersListResponseSchema = z.object({ users: z.array(userSchema) }).meta({ id: 'UsersList' });
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

export const managedUserResponseSchema = z.object({ message: z.string(), user: userSchema });
export type ManagedUserResponse = z.infer<typeof managedUserResponseSchema>;

/** The company's seats: the plan's included ones plus the bought ones; frozen users free theirs. */
export const seatsSchema = z
  .object({
    included: z.int().describe("Seats of the plan (the Admin's included)"),
    extra: z.int().describe('Seats bought on top ($99 per user per year)'),
    total: z.int(),
    used: z.int().describe('Users not frozen'),
    free: z.int(),
  })
  .meta({ id: 'Seats' });
export type Seats = z.infer<typeof seatsSchema>;
export const seatsResponseSchema = z.object({ seats: seatsSchema });
export type SeatsResponse = z.infer<typeof seatsResponseSchema>;

// Profile. Phone: digits, spaces and + ( ) - . only.
const PHONE = /^[+()\d\s.-]*$/;
export const updateProfileBodySchema = z
  .object({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    phone: optionalText('Phone', 30).refine(
      (v) => v === null || (PHONE.test(v) && /\d{5,}/.test(v.replace(/\D/g, ''))),
      {
        message: 'Phone must be a phone number (digits, spaces, + ( ) - .)',
      },
    ),
    companyName: requiredText('Company name', 100)
      .optional()
      .describe("The company's name; Admins only (others get a 403 when they send it)"),
  })
  .meta({ id: 'UpdateProfileBody' });
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const updateAddressBodySchema = z
  .object({
    country: optionalText('Country', 100),
    state: optionalText('State', 100),
    city: optionalText('City', 100),
    zipcode: optionalText('Zip code', 20).refine((v) => v === null || /^[A-Za-z0-9 -]+$/.test(v), {
      message: 'Zip code may hold only letters, digits, spaces and -',
    }),
  })
  .meta({ id: 'UpdateAddressBody' });
export type UpdateAddressBody = z.input<typeof updateAddressBodySchema>;

/** update-userDetails: the profile and address in one call (the "complete your details" form). */
export const updateUserDetailsBodySchema = updateProfileBodySchema
  .omit({ companyName: true })
  .extend(updateAddressBodySchema.shape)
  .meta({ id: 'UpdateUserDetailsBody' });
export type UpdateUserDetailsBody = z.input<typeof updateUserDetailsBodySchema>;

/** Profile pictures: the types a browser shows everywhere, checked by their first bytes. */
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The multipart field of update-profile-image. */
export const PROFILE_IMAGE_FIELD = 'profilePicture';

// Dashboard (spec §2 tiles).
export const dashboardSchema = z
  .object({
    totalProjects: z.int().describe('Projects the caller may see'),
    revisedProjects: z.int().describe('Of those, with revisionNumber > 0'),
    weeklyActivity: z
      .array(z.object({ date: z.iso.date().describe('UTC day'), count: z.int() }))
      .describe(
        'Activity log entries per UTC day, the last 7 days, oldest first (Admin: the company; others: their own)',
      ),
    myQueue: z.int().describe('Projects assigned to the caller for review, Sent For Review or Under Review'),
    totalRuns: z.int().describe('Design runs of the projects the caller may see'),
    reportsGenerated: z.int().describe('Generated PDF reports of those projects'),
    projectsStamped: z.int().describe('Projects in Stamping Approved'),
    statusCounts: z
      .array(z.object({ status: projectStatusSchema, count: z.int() }))
      .describe('Every status, zeros included'),
    projectsForStamping: z
      .array(
        z.object({
          _id: z.uuid(),
          name: z.string(),
          client: z.string(),
          status: projectStatusSchema,
          updatedAt: z.iso.datetime(),
        }),
      )
      .describe('Up to 10 projects Sent For Stamping, newest first'),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ dashboard: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// Country, state and city lists (util calls).
export const placeSchema = z.object({ code: z.string(), name: z.string() });
export type Place = z.infer<typeof placeSchema>;
export const countryListResponseSchema = z.object({ countries: z.array(placeSchema) });
export type CountryListResponse = z.infer<typeof countryListResponseSchema>;
export const stateListBodySchema = z.object({
  country: requiredText('Country', 100).describe('Country code (ISO 3166-1 alpha-2)'),
});
export type StateListBody = z.input<typeof stateListBodySchema>;
export const stateListResponseSchema = z.object({ states: z.array(placeSchema) });
export type StateListResponse = z.infer<typeof stateListResponseSchema>;
export const cityListBodySchema = z.object({
  country: requiredText('Country', 100),
  state: requiredText('State', 100).describe('State code'),
});
export type CityListBody = z.input<typeof cityListBodySchema>;
export const cityListResponseSchema = z.object({ cities: z.array(z.string()) });
export type CityListResponse = z.infer<typeof cityListResponseSchema>;
