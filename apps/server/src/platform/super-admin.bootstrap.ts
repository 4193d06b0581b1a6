// The Super admin is made at start-up from SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD, never by
// sign-up: the operator of the server decides who operates the platform. Idempotent: a second
// start finds the user and only sets the password again when it changed (which ends its sessions).
import { randomUUID } from 'node:crypto';
import { recordActivity } from '../activity/activity.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../shared/errors';
import { findUserByEmail, insertUser, updateUser } from '../users/users.service';
import { findOrCreatePlatformCompany, PLATFORM_ACTION_PREFIX } from './platform.repository';

export type SuperAdminSetup = 'created' | 'password-set' | 'unchanged';

export async function ensureSuperAdmin(
  db: Db,
  setting: { email: string; password: string },
): Promise<SuperAdminSetup> {
  const email = setting.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing && existing.user.role !== 'SuperAdmin') {
    // Never promote a customer's user: they would take the platform's keys with their company's.
    throw new ConfigError(
      `Invalid environment configuration:\n  SUPER_ADMIN_EMAIL: ${email} is a user of a customer company; choose another address`,
    );
  }
  if (existing) {
    if (await verifyPassword(existing.user.passwordHash, setting.password)) return 'unchanged';
    const passwordHash = await hashPassword(setting.password);
    await db.transaction(async (tx) => {
      await updateUser(tx, existing.user.companyId, existing.user.id, {
        passwordHash,
        tokenVersion: existing.user.tokenVersion + 1,
        isSuspended: false,
      });
      await recordActivity(tx, existing.user, {
        action: `${PLATFORM_ACTION_PREFIX}super-admin-password`,
        message: 'Super admin password set from SUPER_ADMIN_PASSWORD at start-up',
      });
    });
    return 'password-set';
  }
  const passwordHash = await hashPassword(setting.password);
  try {
    await db.transaction(async (tx) => {
      const platform = await findOrCreatePlatformCompany(tx, randomUUID());
      const user = await insertUser(tx, {
        id: randomUUID(),
        companyId: platform.id,
        firstName: 'Super',
        lastName: 'Admin',
        email,
        role: 'SuperAdmin',
        userType: 'Engineer',
        subscriptionType: platform.plan,
        subscriptionEndsAt: platform.planEndsAt,
        // The Super admin designs nothing.
        designModes: [],
        sectionTypes: [],
        userTour: [],
        adminemail: email,
        passwordHash,
      });
      await recordActivity(tx, user, {
        action: `${PLATFORM_ACTION_PREFIX}super-admin-created`,
        message: `Super admin ${email} created from SUPER_ADMIN_EMAIL at start-up`,
      });
    });
  } catch (err) {
    // Another process starting at the same moment made it.
    if (isUniqueViolation(err)) return 'unchanged';
    throw err;
  }
  return 'created';
}
