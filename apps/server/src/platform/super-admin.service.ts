// The Super admin's subscription console (issue 14): every customer company's plan, seats, users
// and last activity; the plan, the seats and freezing changed by hand. Each change is one
// transaction with its activity entries: in the company's own log (its Admin sees who changed
// what) and in the platform's (the operators' trail).
import {
  MAX_PLAN_YEARS_AHEAD,
  type ConsoleCompanyKind,
  type PlatformCompaniesResponse,
  type PlatformCompany,
  type PlatformCompanyResponse,
  type SetFrozenBody,
  type SetPlanBody,
  type SetSeatsBody,
} from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Db } from '../db/client';
import type { Actor } from '../shared/actor';
import { FieldError, ForbiddenError, NotFoundError } from '../shared/errors';
import { fullName } from '../shared/full-name';
import { planEnded, seatsOf } from '../shared/subscription';
import { companiesMatching, companiesPage } from './companies-shown';
import {
  companyOverviews,
  listCustomerCompanyRows,
  lockCustomerCompany,
  PLATFORM_ACTION_PREFIX,
  revokeCompanySessions,
  updateCustomerCompany,
  type CompanyOverview,
  type CompanyRow,
} from './platform.repository';

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

export const SUPER_ADMIN_ONLY_MESSAGE =
  'Only the Super admin (platform operator) can use the subscription console';

export function assertSuperAdmin(actor: Actor): void {
  if (actor.role !== 'SuperAdmin') throw new ForbiddenError(SUPER_ADMIN_ONLY_MESSAGE);
}

export class SuperAdminService {
  constructor(private readonly db: Db) {}

  /** A page of the customer companies matching the search and the kind, by name. */
  async list(
    actor: Actor,
    query: { search: string; kind: ConsoleCompanyKind; page: number },
  ): Promise<PlatformCompaniesResponse> {
    assertSuperAdmin(actor);
    const every = await listCustomerCompanyRows(this.db);
    const matching = companiesMatching(every, query);
    const shown = companiesPage(matching, query.page);
    const overviews = await companyOverviews(
      this.db,
      shown.rows.map((c) => c.id),
    );
    return {
      companies: overviews.map(toPlatformCompany),
      matching: matching.length,
      all: every.length,
      page: shown.page,
      pages: shown.pages,
    };
  }

  /**
   * Extends or ends a trial, grants or revokes Pro: the plan and its end as given. The end may lie
   * up to a year back (ending a plan now, or backdating it) and MAX_PLAN_YEARS_AHEAD ahead.
   */
  async setPlan(actor: Actor, companyId: string, body: SetPlanBody): Promise<PlatformCompanyResponse> {
    assertSuperAdmin(actor);
    const endsAt = new Date(body.planEndsAt);
    const now = Date.now();
    if (endsAt.getTime() > now + MAX_PLAN_YEARS_AHEAD * 366 * DAY_MS) {
      throw new FieldError('planEndsAt', `must be at most ${MAX_PLAN_YEARS_AHEAD} years ahead`);
    }
    if (endsAt.getTime() < now - 366 * DAY_MS) {
      throw new FieldError('planEndsAt', 'must be at most a year in the past');
    }
    return this.change(actor, companyId, async (tx, company) => {
      await updateCustomerCompany(tx, company.id, { plan: body.plan, planEndsAt: endsAt });
      const was = `${company.plan} until ${day(company.planEndsAt)}`;
      const next = `${body.plan} until ${day(endsAt)}`;
      // A company paying online: the provider's next event about its subscription sets it back.
      const online = company.stripeSubscriptionId
        ? ' (the company pays online: the payment provider’s next update of its subscription replaces this)'
        : '';
      return {
        action: 'plan',
        message: `set the plan of ${company.name} to ${next} (was ${was})${online}`,
        details: { from: { plan: company.plan, planEndsAt: company.planEndsAt }, to: body },
      };
    });
  }

  async setSeats(actor: Actor, companyId: string, body: SetSeatsBody): Promise<PlatformCompanyResponse> {
    assertSuperAdmin(actor);
    return this.change(actor, companyId, async (tx, company) => {
      await updateCustomerCompany(tx, company.id, { extraSeats: body.extraSeats });
      const total = seatsOf({ extraSeats: body.extraSeats }, 0).total;
      return {
        action: 'seats',
        message: `set the seats of ${company.name} to ${total} (${body.extraSeats} on top of the plan's; was ${company.extraSeats})`,
        details: { from: company.extraSeats, to: body.extraSeats },
      };
    });
  }

  /**
   * Freezes or unfreezes the company. Frozen, none of its users can sign in and their sessions
   * end at once (as a frozen user's do, workflow.md); nothing of theirs is removed.
   */
  async setFrozen(actor: Actor, companyId: string, body: SetFrozenBody): Promise<PlatformCompanyResponse> {
    assertSuperAdmin(actor);
    return this.change(actor, companyId, async (tx, company) => {
      const frozen = company.frozenAt !== null;
      if (frozen === body.frozen) return null;
      await updateCustomerCompany(tx, company.id, { frozenAt: body.frozen ? new Date() : null });
      if (body.frozen) await revokeCompanySessions(tx, company.id);
      return {
        action: body.frozen ? 'freeze' : 'unfreeze',
        message: body.frozen
          ? `froze ${company.name}: its users cannot sign in`
          : `unfroze ${company.name}: its users can sign in again`,
        details: {},
      };
    });
  }

  private async change(
    actor: Actor,
    companyId: string,
    apply: (
      tx: Db,
      company: CompanyRow,
    ) => Promise<{ action: string; message: string; details: Record<string, unknown> } | null>,
  ): Promise<PlatformCompanyResponse> {
    const message = await this.db.transaction(async (tx) => {
      const company = await lockCustomerCompany(tx, companyId);
      if (!company) throw new NotFoundError('Company');
      const outcome = await apply(tx, company);
      if (!outcome) return 'Nothing to change';
      const entry = {
        action: `${PLATFORM_ACTION_PREFIX}${outcome.action}`,
        message: `Super admin ${fullName(actor)} (${actor.email}) ${outcome.message}`,
        details: { ...outcome.details, companyId: company.id, by: actor.email },
      };
      await recordActivity(tx, { ...actor, companyId: company.id }, entry); // the company's log
      await recordActivity(tx, actor, entry); // the platform's
      return `${outcome.message.charAt(0).toUpperCase()}${outcome.message.slice(1)}`;
    });
    const [overview] = await companyOverviews(this.db, [companyId]);
    return { message, company: toPlatformCompany(overview!) };
  }
}

function toPlatformCompany(o: CompanyOverview): PlatformCompany {
  const { company } = o;
  return {
    _id: company.id,
    name: company.name,
    plan: company.plan,
    planEndsAt: company.planEndsAt.toISOString(),
    ended: planEnded(company),
    frozen: company.frozenAt !== null,
    seats: seatsOf(company, o.activeUsers),
    users: o.users,
    subscribed: company.stripeSubscriptionId !== null,
    lastActivityAt: o.lastActivityAt?.toISOString() ?? null,
    createdAt: company.createdAt.toISOString(),
  };
}
