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

export const platformCompaniesResponseSchema = z
  .object({ companies: z.array(platformCompanySchema) })
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
