// The Super admin's subscription console (issue 14, workflow.md "Tenancy"): the platform operator
// sees every customer company's plan, seats, users and last activity, and changes the plan,
// the seats and whether the company is frozen. It never reads a company's project data.
import { z } from 'zod';
import { MAX_EXTRA_SEATS } from './billing';
import { subscriptionTypeSchema } from './enums';
import { seatsSchema } from './user-management';

/** How far ahead the Super admin may set a plan's end (a typo of a year, 20206, is refused). */
export const MAX_PLAN_YEARS_AHEAD = 10;

export const platformCompanySchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    plan: subscriptionTypeSchema,
    planEndsAt: z.iso.datetime().describe('End of the trial or of the paid period'),
    ended: z.boolean().describe('The plan has ended: saves, runs and reports answer 402'),
    frozen: z.boolean().describe("Frozen by the Super admin: the company's users cannot sign in"),
    seats: seatsSchema,
    users: z.int().describe('Every user of the company, frozen ones included'),
    subscribed: z.boolean().describe('The company has a subscription with the payment provider'),
    lastActivityAt: z.iso
      .datetime()
      .nullable()
      .describe("Newest activity-log entry of the company's own users (the Super admin's left out)"),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PlatformCompany' });
export type PlatformCompany = z.infer<typeof platformCompanySchema>;

/**
 * The console's kinds of company: all, free trials running, Pro running, plans ended, frozen
 * companies (a frozen company is also of its plan's kind).
 */
export const CONSOLE_COMPANY_KINDS = ['all', 'trial', 'pro', 'ended', 'frozen'] as const;
export type ConsoleCompanyKind = (typeof CONSOLE_COMPANY_KINDS)[number];

/** Rows on one page of the console. */
export const COMPANIES_PER_PAGE = 50;

export const platformCompaniesQuerySchema = z
  .object({
    search: z
      .string()
      .max(200)
      .default('')
      .describe("Words the company's name holds, each anywhere in it, whatever the case and accents"),
    kind: z.enum(CONSOLE_COMPANY_KINDS).default('all'),
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .default(1)
      .describe('1-based; a page past the last answers the last'),
  })
  // No .meta id: OpenAPI wants query parameters inline, not as a $ref.
  .describe('Subscription console query');
export type PlatformCompaniesQuery = z.input<typeof platformCompaniesQuerySchema>;

export const platformCompaniesResponseSchema = z
  .object({
    companies: z.array(platformCompanySchema).describe('The page: at most COMPANIES_PER_PAGE, by name'),
    matching: z.int().min(0).describe('Companies matching the search and the kind, over all pages'),
    all: z.int().min(0).describe('Every customer company of the platform'),
    page: z.int().min(1).describe('The page answered (the last, when the one asked for is past it)'),
    pages: z.int().min(1),
  })
  .meta({ id: 'PlatformCompanies' });
export type PlatformCompaniesResponse = z.infer<typeof platformCompaniesResponseSchema>;

export const platformCompanyResponseSchema = z.object({
  message: z.string(),
  company: platformCompanySchema,
});
export type PlatformCompanyResponse = z.infer<typeof platformCompanyResponseSchema>;

export const companyIdParamsSchema = z.object({ companyId: z.uuid('companyId must be a company id') });

/**
 * Sets the plan and its end: extend a trial (Trial, a later end), end it (Trial, now), grant Pro
 * (Pro, an end) or revoke it (Pro, now). A company paying online gets its provider's state back
 * at the provider's next event.
 */
export const setPlanBodySchema = z
  .object({
    plan: subscriptionTypeSchema,
    planEndsAt: z.iso.datetime({ error: 'planEndsAt: must be an ISO 8601 date and time (UTC)' }),
  })
  .meta({ id: 'SetPlanBody' });
export type SetPlanBody = z.input<typeof setPlanBodySchema>;

export const setSeatsBodySchema = z
  .object({
    extraSeats: z
      .int('extraSeats: must be a whole number')
      .min(0, 'extraSeats: must be 0 or more')
      .max(MAX_EXTRA_SEATS, `extraSeats: at most ${MAX_EXTRA_SEATS}`)
      .describe('Seats on top of the five of the plan'),
  })
  .meta({ id: 'SetSeatsBody' });
export type SetSeatsBody = z.input<typeof setSeatsBodySchema>;

export const setFrozenBodySchema = z
  .object({ frozen: z.boolean({ error: 'frozen: must be true or false' }) })
  .meta({ id: 'SetFrozenBody' });
export type SetFrozenBody = z.input<typeof setFrozenBodySchema>;
