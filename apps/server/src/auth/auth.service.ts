// Sign-up, sign-in, the password reset flow and the guided tour.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  DESIGN_MODE_CODES,
  FORGOT_PASSWORD_MESSAGE,
  LIMITS,
  ROLE_LABELS,
  SEND_EMAIL_MESSAGE,
  SECTION_TYPES,
  USER_TOUR_MAX_KEYS,
  type AuthResponse,
  type User,
} from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { invitationMail, resetCodeMail } from '../mail/templates';
import type { Background } from '../shared/background';
import { AppError, ConflictError, ForbiddenError, isUniqueViolation, NotFoundError } from '../shared/errors';
import { toPublicUser } from '../users/users.mapper';
import { findUser, findUserByEmail, insertCompany, insertUser, updateUser } from '../users/users.service';
import type { Actor } from '../shared/actor';
import { COMPANY_FROZEN_MESSAGE, planEnded } from '../shared/subscription';
import type { SignToken } from './actor';
import {
  claimAttempt,
  claimSignInAttempt,
  countCodesOfLastHour,
  findLiveCode,
  forgiveAttempts,
  lockAccount,
  markAllUsed,
  markUsed,
  releaseSignInAttempt,
  replaceCode,
} from './auth.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { drawResetCode, sameHash, secretHash } from './secrets';
import { invitationLink, isInvitationPending, storeInvitationCode } from './invitation';

const DAY_MS = 86_400_000;
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const SUSPENDED_MESSAGE = 'Your account is suspended. Please contact your company admin.';
const INVALID_CODE_MESSAGE = 'otp: Invalid or expired code';
const INVALID_RESET_TOKEN_MESSAGE = 'resetToken: Invalid or expired reset token, please request a new code';

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  signToken: SignToken;
  /** Runs what the answer must not wait for (storing and mailing a reset code). */
  background: Background;
  /** Per account, whatever the addresses the calls come from (ASVS 2.2.1). */
  accountLimits?: AccountLimits;
}

export interface AccountLimits {
  /** Wrong passwords an account takes in an hour before its sign-ins are refused (429). */
  signInFailuresPerHour: number;
  /** Reset codes mailed to an account in an hour; further requests send nothing (same answer). */
  resetCodesPerHour: number;
}
export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = { signInFailuresPerHour: 100, resetCodesPerHour: 5 };
export const ACCOUNT_SIGN_IN_LIMIT_MESSAGE =
  'Too many failed sign-ins for this account in the last hour: try again later, or reset your password';

export class AuthService {
  private readonly limits: AccountLimits;

  constructor(private readonly deps: AuthServiceDeps) {
    this.limits = deps.accountLimits ?? DEFAULT_ACCOUNT_LIMITS;
  }

  /** Creates the company, makes the user its Admin and starts the 30-day trial. */
  async signUp(body: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    companyName: string;
  }): Promise<AuthResponse> {
    const { db } = this.deps;
    if (await findUserByEmail(db, body.email)) {
      throw new ConflictError('email: An account with this email already exists', 'CONFLICT', 'email');
    }
    // (A concurrent sign-up with the same email can still pass the check: the unique index decides.)
    const passwordHash = await hashPassword(body.password);
    const emailTaken = () =>
      new ConflictError('email: An account with this email already exists', 'CONFLICT', 'email');
    const result = await db
      .transaction(async (tx) => {
        const trialEndsAt = new Date(Date.now() + LIMITS.TRIAL_DAYS * DAY_MS);
        const company = await insertCompany(tx, {
          id: randomUUID(),
          name: body.companyName,
          planEndsAt: trialEndsAt,
        });
        const user = await insertUser(tx, {
          id: randomUUID(),
          companyId: company.id,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          role: 'Admin',
          userType: 'Engineer',
          subscriptionType: 'Trial',
          subscriptionEndsAt: trialEndsAt,
          designModes: [...DESIGN_MODE_CODES],
          sectionTypes: [...SECTION_TYPES],
          userTour: [],
          adminemail: body.email,
          passwordHash,
        });
        await recordActivity(
          tx,
          { ...user },
          { action: 'auth.sign-up', message: `Created company ${company.name}` },
        );
        return { user, company };
      })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? emailTaken() : err;
      });
    return { user: toPublicUser(result.user, result.company), token: this.token(result.user) };
  }

  /**
   * Each attempt on an account is counted before the password is compared (so many addresses at
   * once cannot pass the limit together) and forgotten when it succeeds; past the hour's limit the
   * account's sign-ins are refused, right password or not, until the oldest failure is an hour old.
   */
  async signIn(body: { email: string; password: string }): Promise<AuthResponse> {
    const { db } = this.deps;
    const found = await findUserByEmail(db, body.email);
    let attempt: Date | null = null;
    if (found) {
      const userId = found.user.id;
      const max = this.limits.signInFailuresPerHour;
      attempt = await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        return claimSignInAttempt(tx, userId, max);
      });
      if (!attempt) throw new AppError(429, 'RATE_LIMITED', ACCOUNT_SIGN_IN_LIMIT_MESSAGE);
    }
    // An invited account has no password yet: checked against the dummy, it takes as long as any.
    const hasPassword = found !== null && !isInvitationPending(found.user);
    const passwordHash = hasPassword ? found.user.passwordHash : await dummyPasswordHash();
    const ok = (await verifyPassword(passwordHash, body.password)) && hasPassword;
    if (!found || !ok) throw new AppError(400, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    await releaseSignInAttempt(db, found.user.id, attempt!);
    const { user, company } = found;
    if (user.isSuspended) throw new ForbiddenError(SUSPENDED_MESSAGE, 'USER_SUSPENDED');
    if (company.frozenAt) throw new ForbiddenError(COMPANY_FROZEN_MESSAGE, 'COMPANY_FROZEN');
    // An ended plan still lets everyone in to read (and the Admin to subscribe); the answer says so
    // (spec §8) and the paid actions answer 402 (shared/subscription.ts).
    const expired = planEnded(company) ? { subscriptionExpired: true as const } : {};
    return { user: toPublicUser(user, company), token: this.token(user), ...expired };
  }

  async currentUser(actor: Actor): Promise<User> {
    const found = await findUser(this.deps.db, actor.companyId, actor.id);
    if (!found) throw new NotFoundError('User');
    return toPublicUser(found.user, found.company);
  }

  /**
   * Mails a 6-digit code when the account exists (and is not suspended); the answer never says
   * whether it does, nor does its timing: the request does the same work either way (the
   * lookup, a code drawn and hashed, for nobody when there is no account), and storing and
   * mailing the code happen after the answer.
   */
  async forgotPassword(email: string): Promise<{ message: string }> {
    const { db, mailer, background } = this.deps;
    const found = await findUserByEmail(db, email);
    const user = found && !found.user.isSuspended && !found.company.frozenAt ? found.user : null;
    const { code, codeHash } = drawResetCode(user?.id ?? randomUUID());
    if (user) {
      const max = this.limits.resetCodesPerHour;
      background.run('reset code', async () => {
        // At most `max` codes an hour per account, whatever the addresses asking: each code has
        // its few guesses, so the guesses an hour are bounded too.
        const stored = await db.transaction(async (tx) => {
          await lockAccount(tx, user.id);
          if ((await countCodesOfLastHour(tx, user.id, 'reset-code')) >= max) return false;
          await replaceCode(tx, {
            id: randomUUID(),
            userId: user.id,
            purpose: 'reset-code',
            codeHash,
            expiresAt: new Date(Date.now() + LIMITS.OTP_TTL_MINUTES * 60_000),
          });
          return true;
        });
        if (stored) await mailer.send(resetCodeMail(user.email, user.firstName, code));
      });
    }
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /**
   * Hands out a single-use reset token (10 minutes). The code itself stays good until a password
   * is set with it or it expires: an invitee who stops before setting a password can come back
   * with the mail's code and verify again.
   */
  async verifyOtp(body: {
    email: string;
    otp: string;
  }): Promise<{ message: string; resetToken: string; invitation: boolean }> {
    const { db } = this.deps;
    const invalid = () => new AppError(400, 'INVALID_CODE', INVALID_CODE_MESSAGE, 'otp');
    const found = await findUserByEmail(db, body.email);
    if (!found) throw invalid();
    const userId = found.user.id;
    const code = await findLiveCode(db, userId, 'reset-code');
    if (!code || code.expiresAt.getTime() < Date.now()) throw invalid();
    // Every guess, right or wrong, takes one of the code's attempts before it is compared.
    const attempts = await claimAttempt(db, code.id, LIMITS.OTP_MAX_ATTEMPTS);
    if (attempts === null) throw invalid();
    if (!sameHash(code.codeHash, secretHash('reset-code', userId, body.otp))) {
      if (attempts >= LIMITS.OTP_MAX_ATTEMPTS) await markUsed(db, code.id);
      throw invalid();
    }
    const resetToken = randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      await forgiveAttempts(tx, code.id);
      await replaceCode(tx, {
        id: randomUUID(),
        userId,
        purpose: 'reset-token',
        codeHash: secretHash('reset-token', userId, resetToken),
        expiresAt: new Date(Date.now() + LIMITS.OTP_TTL_MINUTES * 60_000),
      });
    });
    return { message: 'Code verified', resetToken, invitation: isInvitationPending(found.user) };
  }

  /**
   * Sets the new password and revokes every token issued before; the code the token came from
   * is used up here (and an invitation so accepted).
   */
  async resetPassword(body: {
    email: string;
    resetToken: string;
    password: string;
  }): Promise<{ message: string }> {
    const { db } = this.deps;
    const invalid = () => new AppError(400, 'INVALID_CODE', INVALID_RESET_TOKEN_MESSAGE, 'resetToken');
    const found = await findUserByEmail(db, body.email);
    if (!found) throw invalid();
    const { user } = found;
    const token = await findLiveCode(db, user.id, 'reset-token');
    if (
      !token ||
      token.expiresAt.getTime() < Date.now() ||
      !sameHash(token.codeHash, secretHash('reset-token', user.id, body.resetToken))
    ) {
      throw invalid();
    }
    const passwordHash = await hashPassword(body.password);
    const invitation = isInvitationPending(user);
    await db.transaction(async (tx) => {
      if (!(await markUsed(tx, token.id))) throw invalid();
      await markAllUsed(tx, user.id, 'reset-code');
      await updateUser(tx, user.companyId, user.id, { passwordHash, tokenVersion: user.tokenVersion + 1 });
      await recordActivity(
        tx,
        user,
        invitation
          ? { action: 'auth.accept-invitation', message: 'Set a first password (invitation accepted)' }
          : { action: 'auth.reset-password', message: 'Password reset' },
      );
    });
    return {
      message: invitation
        ? 'Your password is set. Please sign in.'
        : 'Password has been reset. Please sign in with your new password.',
    };
  }

  /**
   * Mails again what the address waits for: a new invitation (a new 7-day code) when the account
   * has no password yet, else a new verification code, as forgot-password. Same answer and same
   * work whether or not the account exists; the mail goes out after the answer, at most
   * `resetCodesPerHour` an hour per account.
   */
  async sendEmail(email: string, appUrl: string): Promise<{ message: string }> {
    const { db, mailer, background } = this.deps;
    const found = await findUserByEmail(db, email);
    if (!found || found.user.isSuspended || !isInvitationPending(found.user)) {
      await this.forgotPassword(email);
      return { message: SEND_EMAIL_MESSAGE };
    }
    const { user, company } = found;
    const max = this.limits.resetCodesPerHour;
    background.run('invitation mail', async () => {
      const code = await db.transaction(async (tx) => {
        await lockAccount(tx, user.id);
        if ((await countCodesOfLastHour(tx, user.id, 'reset-code')) >= max) return null;
        return storeInvitationCode(tx, user.id);
      });
      if (code === null) return;
      await mailer.send(
        invitationMail(
          user.email,
          { firstName: user.firstName, role: ROLE_LABELS[user.role] },
          { name: null, companyName: company.name },
          code,
          invitationLink(appUrl, user.email, code),
        ),
      );
    });
    return { message: SEND_EMAIL_MESSAGE };
  }

  /** Signs out: every token of the account stops working (the token version moves on). */
  async signOut(actor: Actor): Promise<{ message: string }> {
    const { db } = this.deps;
    await db.transaction(async (tx) => {
      const found = await findUser(tx, actor.companyId, actor.id);
      if (!found) throw new NotFoundError('User');
      await updateUser(tx, actor.companyId, actor.id, { tokenVersion: found.user.tokenVersion + 1 });
      await recordActivity(tx, actor, { action: 'auth.sign-out', message: 'Signed out' });
    });
    return { message: 'Signed out' };
  }

  async updateUserTour(actor: Actor, pageKeys: string[]): Promise<{ userTour: string[] }> {
    const found = await findUser(this.deps.db, actor.companyId, actor.id);
    if (!found) throw new NotFoundError('User');
    // Newest last; past the cap the oldest go, so the profile cannot grow without bound.
    const userTour = [...new Set([...found.user.userTour, ...pageKeys])].slice(-USER_TOUR_MAX_KEYS);
    await updateUser(this.deps.db, actor.companyId, actor.id, { userTour });
    return { userTour };
  }

  token(user: { id: string; companyId: string; tokenVersion: number }): string {
    return this.deps.signToken({ sub: user.id, cid: user.companyId, tv: user.tokenVersion });
  }
}
