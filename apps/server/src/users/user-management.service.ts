// User management (Admin only, workflow.md "Roles"): the company's users, adding one within
// the seats, role changes that never leave the company without an Admin, freezing.
import { randomUUID } from 'node:crypto';
import {
  DESIGN_MODE_LABELS,
  ROLE_LABELS,
  type AddUserBody,
  type DesignMode,
  type SectionType,
  type ManagedUserResponse,
  type Seats,
  type UpdateRoleBody,
  type User,
} from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Actor } from '../shared/actor';
import { INVITATION_PENDING_HASH, invitationLink, storeInvitationCode } from '../auth/invitation';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { invitationMail } from '../mail/templates';
import {
  ConflictError,
  FieldError,
  ForbiddenError,
  isUniqueViolation,
  NotFoundError,
} from '../shared/errors';
import { fullName } from '../shared/full-name';
import { assertFreeSeat, seatsOf } from '../shared/subscription';
import { toPublicUser } from './users.mapper';
import {
  countActiveUsers,
  countOtherActiveAdmins,
  findCompany,
  findUser,
  findUserByEmail,
  insertUser,
  listCompanyUsers,
  lockCompany,
  updateUser,
} from './users.repository';

const emailTaken = () =>
  new ConflictError('email: An account with this email already exists', 'CONFLICT', 'email');

export class UserManagementService {
  constructor(private readonly deps: { db: Db; mailer: Mailer }) {}

  async list(actor: Actor, options: { includeSuspended: boolean }): Promise<User[]> {
    assertAdmin(actor);
    const { db } = this.deps;
    const company = await findCompany(db, actor.companyId);
    if (!company) throw new NotFoundError('Company');
    const rows = await listCompanyUsers(db, actor.companyId, options);
    return rows.map((u) => toPublicUser(u, company));
  }

  async seats(actor: Actor): Promise<Seats> {
    assertAdmin(actor);
    const { db } = this.deps;
    const company = await findCompany(db, actor.companyId);
    if (!company) throw new NotFoundError('Company');
    return seatsOf(company, await countActiveUsers(db, actor.companyId));
  }

  /**
   * Adds the user on a free seat with the company's plan (the Admin's subscription, admin
   * email, design modes and section types) and mails them a code to set their password.
   * `appUrl` is where the web app is (the link in the mail).
   */
  async add(actor: Actor, body: AddUserBody & { userType: 'Engineer' | 'Sales' }, appUrl: string) {
    assertAdmin(actor);
    const { db, mailer } = this.deps;
    if (await findUserByEmail(db, body.email)) throw emailTaken();
    const { user, company, code } = await db
      .transaction(async (tx) => {
        const company = await lockCompany(tx, actor.companyId);
        const admin = await findUser(tx, actor.companyId, actor.id);
        if (!company || !admin) throw new NotFoundError('User');
        assertFreeSeat(seatsOf(company, await countActiveUsers(tx, actor.companyId)));
        const user = await insertUser(tx, {
          id: randomUUID(),
          companyId: actor.companyId,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          role: body.role,
          userType: body.userType,
          subscriptionType: admin.user.subscriptionType,
          subscriptionEndsAt: admin.user.subscriptionEndsAt,
          designModes: admin.user.designModes,
          sectionTypes: admin.user.sectionTypes,
          userTour: [],
          adminemail: admin.user.adminemail,
          // No password until the invitee sets theirs with the mailed code.
          passwordHash: INVITATION_PENDING_HASH,
        });
        const code = await storeInvitationCode(tx, user.id);
        await recordActivity(tx, actor, {
          action: 'users.add',
          message: `Added ${fullName(user)} (${user.email}) as ${ROLE_LABELS[user.role]}`,
          details: { userId: user.id, role: user.role },
        });
        return { user, company, code };
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? emailTaken() : err;
      });

    const link = invitationLink(appUrl, user.email, code);
    let message = `${fullName(user)} was added; an invitation to set a password was mailed to ${user.email}`;
    try {
      await mailer.send(
        invitationMail(
          user.email,
          { firstName: user.firstName, role: ROLE_LABELS[user.role] },
          { name: fullName(actor), companyName: company.name },
          code,
          link,
        ),
      );
    } catch {
      // The user exists; they can still get a code through Forgot password.
      message = `${fullName(user)} was added, but the invitation mail could not be sent: they can ask for it again from the verification page, or use Forgot password`;
    }
    return { message, user: toPublicUser(user, company) } satisfies ManagedUserResponse;
  }

  async updateRole(actor: Actor, body: UpdateRoleBody): Promise<ManagedUserResponse> {
    assertAdmin(actor);
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      await lockCompany(tx, actor.companyId);
      const found = await findUser(tx, actor.companyId, body.userId);
      if (!found || found.user.role === 'SuperAdmin') throw new NotFoundError('User');
      const { user, company } = found;
      if (user.role === body.role) return { message: 'Role unchanged', user: toPublicUser(user, company) };
      if (user.role === 'Admin' && (await countOtherActiveAdmins(tx, actor.companyId, user.id)) === 0) {
        throw new FieldError('role', 'The company must keep an Admin: make another user Admin first');
      }
      const updated = (await updateUser(tx, actor.companyId, user.id, { role: body.role }))!;
      await recordActivity(tx, actor, {
        action: 'users.update-role',
        message: `Changed the role of ${fullName(user)} from ${ROLE_LABELS[user.role]} to ${ROLE_LABELS[body.role]}`,
        details: { userId: user.id, from: user.role, to: body.role },
      });
      return {
        message: `${fullName(user)} is now ${ROLE_LABELS[body.role]}`,
        user: toPublicUser(updated, company),
      };
    });
  }

  /**
   * Sets the design modes and section types the user may use (spec §3 User). A save or run
   * outside them is refused (design-permissions.ts); projects already saved are kept as they are.
   */
  async updatePermissions(
    actor: Actor,
    body: { userId: string; designModes: DesignMode[]; sectionTypes: SectionType[] },
  ): Promise<ManagedUserResponse> {
    assertAdmin(actor);
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const found = await findUser(tx, actor.companyId, body.userId);
      if (!found || found.user.role === 'SuperAdmin') throw new NotFoundError('User');
      const { user, company } = found;
      const updated = (await updateUser(tx, actor.companyId, user.id, {
        designModes: body.designModes,
        sectionTypes: body.sectionTypes,
      }))!;
      const modes = body.designModes.map((m) => DESIGN_MODE_LABELS[m]).join(', ');
      await recordActivity(tx, actor, {
        action: 'users.update-permissions',
        message: `Set what ${fullName(user)} may design with: ${modes}; sections ${body.sectionTypes.join(', ')}`,
        details: { userId: user.id, designModes: body.designModes, sectionTypes: body.sectionTypes },
      });
      return {
        message: `${fullName(user)} may design with ${modes} and sections ${body.sectionTypes.join(', ')}`,
        user: toPublicUser(updated, company),
      };
    });
  }

  /**
   * Freezes or unfreezes the user. Freezing bumps their token version: their tokens stop
   * working at the next request. Unfreezing takes a seat, so it needs a free one.
   */
  async toggleFreeze(actor: Actor, userId: string): Promise<ManagedUserResponse> {
    assertAdmin(actor);
    if (userId === actor.id) throw new FieldError('userId', 'You cannot freeze your own account');
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const company = await lockCompany(tx, actor.companyId);
      const found = await findUser(tx, actor.companyId, userId);
      if (!company || !found || found.user.role === 'SuperAdmin') throw new NotFoundError('User');
      const { user } = found;
      const freeze = !user.isSuspended;
      if (!freeze) {
        assertFreeSeat(seatsOf(company, await countActiveUsers(tx, actor.companyId)));
      }
      const updated = (await updateUser(tx, actor.companyId, user.id, {
        isSuspended: freeze,
        ...(freeze ? { tokenVersion: user.tokenVersion + 1 } : {}),
      }))!;
      await recordActivity(tx, actor, {
        action: freeze ? 'users.freeze' : 'users.unfreeze',
        message: `${freeze ? 'Froze' : 'Unfroze'} ${fullName(user)} (${user.email})`,
        details: { userId: user.id },
      });
      return {
        message: `${fullName(user)} is ${freeze ? 'frozen: they can no longer sign in' : 'active again'}`,
        user: toPublicUser(updated, company),
      };
    });
  }
}

export function assertAdmin(actor: Actor): void {
  if (actor.role !== 'Admin') throw new ForbiddenError('Only an Admin can manage users');
}
