import type { ChangePasswordResponse, User } from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Actor, SignToken } from '../auth/actor';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { FieldError, NotFoundError } from '../shared/errors';
import { toPublicUser } from './users.mapper';
import { findUser, updateUser } from './users.repository';

export class UsersService {
  constructor(private readonly deps: { db: Db; signToken: SignToken }) {}

  async profile(actor: Actor): Promise<User> {
    const found = await findUser(this.deps.db, actor.companyId, actor.id);
    if (!found) throw new NotFoundError('User');
    return toPublicUser(found.user, found.company);
  }

  /** Checks the current password, stores the new one, revokes other sessions, returns a fresh token. */
  async changePassword(
    actor: Actor,
    body: { currentPassword: string; newPassword: string },
  ): Promise<ChangePasswordResponse> {
    const { db } = this.deps;
    const found = await findUser(db, actor.companyId, actor.id);
    if (!found) throw new NotFoundError('User');
    if (!(await verifyPassword(found.user.passwordHash, body.currentPassword))) {
      throw new FieldError('currentPassword', 'Current password is incorrect');
    }
    const passwordHash = await hashPassword(body.newPassword);
    const tokenVersion = found.user.tokenVersion + 1;
    await db.transaction(async (tx) => {
      await updateUser(tx, actor.companyId, actor.id, { passwordHash, tokenVersion });
      await recordActivity(tx, actor, { action: 'auth.change-password', message: 'Password changed' });
    });
    return {
      message: 'Password changed',
      token: this.deps.signToken({ sub: actor.id, cid: actor.companyId, tv: tokenVersion }),
    };
  }
}
