import {
  PROFILE_IMAGE_FIELD,
  PROFILE_IMAGE_MAX_BYTES,
  type ChangePasswordResponse,
  type UpdateAddressBody,
  type UpdateProfileBody,
  type UpdateUserDetailsBody,
  type User,
} from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { SignToken } from '../auth/actor';
import type { Actor } from '../shared/actor';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import type { FileStorage } from '../files/storage';
import { AppError, FieldError, ForbiddenError, NotFoundError } from '../shared/errors';
import { detectImageType, type ImageType } from './image-type';
import { toPublicUser } from './users.mapper';
import { findUser, updateCompany, updateUser, type NewUserRow } from './users.repository';

/** The profile fields a user sets on themselves (address and personal info). */
type OwnFields = Partial<
  Pick<NewUserRow, 'firstName' | 'lastName' | 'phone' | 'country' | 'state' | 'city' | 'zipcode'>
>;
/** Storage prefix of profile pictures. */
const PICTURES = 'profile-pictures';

// What other domains may do with users and companies: they call these, never users.repository.
export {
  countActiveUsers,
  findCompany,
  findTokenHolder,
  findUser,
  findUserByEmail,
  findUsersByIds,
  insertCompany,
  insertUser,
  updateUser,
} from './users.repository';

export class UsersService {
  constructor(private readonly deps: { db: Db; signToken: SignToken; storage: FileStorage }) {}

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

  /** Name and phone; the company's name too, for an Admin (others get a 403 for sending it). */
  async updateProfile(actor: Actor, body: UpdateProfileBody): Promise<User> {
    if (body.companyName !== undefined && actor.role !== 'Admin') {
      throw new ForbiddenError('Only an Admin can change the company name');
    }
    const { firstName, lastName, phone, companyName } = body;
    return this.updateOwn(actor, { firstName, lastName, phone: phone ?? null }, companyName);
  }

  async updateAddress(actor: Actor, body: UpdateAddressBody): Promise<User> {
    const { country, state, city, zipcode } = body;
    return this.updateOwn(actor, {
      country: country ?? null,
      state: state ?? null,
      city: city ?? null,
      zipcode: zipcode ?? null,
    });
  }

  /** Personal info and address at once (the "complete your details" form). */
  async updateUserDetails(actor: Actor, body: UpdateUserDetailsBody): Promise<User> {
    const { firstName, lastName, phone, country, state, city, zipcode } = body;
    return this.updateOwn(actor, {
      firstName,
      lastName,
      phone: phone ?? null,
      country: country ?? null,
      state: state ?? null,
      city: city ?? null,
      zipcode: zipcode ?? null,
    });
  }

  /**
   * Stores a PNG, JPEG or WebP picture (recognised by its bytes, at most 2 MB) as the user's
   * profile picture; the previous one is removed once the new one is in place.
   */
  async updateProfileImage(actor: Actor, bytes: Uint8Array): Promise<User> {
    if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw profileImageTooLarge();
    if (bytes.length === 0) throw new FieldError(PROFILE_IMAGE_FIELD, 'The file is empty');
    if (!detectImageType(bytes)) {
      throw new FieldError(PROFILE_IMAGE_FIELD, 'The picture must be a PNG, JPEG or WebP image');
    }
    const { db, storage } = this.deps;
    const found = await findUser(db, actor.companyId, actor.id);
    if (!found) throw new NotFoundError('User');
    const key = await storage.put(PICTURES, bytes);
    let updated;
    try {
      updated = await updateUser(db, actor.companyId, actor.id, { profilePictureFullPath: key });
    } catch (err) {
      await storage.delete(key);
      throw err;
    }
    const previous = found.user.profilePictureFullPath;
    if (previous) await storage.delete(previous).catch(() => undefined);
    return toPublicUser(updated!, found.company);
  }

  /** The picture of a user of the actor's company (404 for another company's user). */
  async profileImage(actor: Actor, userId: string): Promise<{ bytes: Buffer; type: ImageType }> {
    const found = await findUser(this.deps.db, actor.companyId, userId);
    const key = found?.user.profilePictureFullPath;
    if (!key) throw new NotFoundError('Profile picture');
    const bytes = await this.deps.storage.get(key);
    const type = detectImageType(bytes);
    if (!type) throw new NotFoundError('Profile picture');
    return { bytes, type };
  }

  private async updateOwn(actor: Actor, patch: OwnFields, companyName?: string): Promise<User> {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const user = await updateUser(tx, actor.companyId, actor.id, patch);
      if (!user) throw new NotFoundError('User');
      const company =
        companyName !== undefined ? await updateCompany(tx, actor.companyId, { name: companyName }) : null;
      if (companyName !== undefined) {
        await recordActivity(tx, actor, {
          action: 'company.rename',
          message: `Renamed the company to ${companyName}`,
        });
      }
      const found = company ? { company } : await findUser(tx, actor.companyId, actor.id);
      return toPublicUser(user, found!.company);
    });
  }
}

export function profileImageTooLarge(): AppError {
  return new AppError(
    413,
    'VALIDATION',
    `${PROFILE_IMAGE_FIELD}: The picture must be at most ${PROFILE_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
    PROFILE_IMAGE_FIELD,
  );
}
