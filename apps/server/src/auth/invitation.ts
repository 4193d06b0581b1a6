// The invitation of a user an Admin added: the password-reset code, with a longer life. The
// invitee sets their password through the reset flow's own calls (verify-otp, then
// reset-password: /verification and /new-password in the web app), so there is one code
// mechanism, one set of attempt limits and one place that sets a password.
import { randomUUID } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@pilewise/contracts';
import type { Db } from '../db/client';
import { replaceCode } from './auth.repository';
import { drawResetCode } from './secrets';

/**
 * The password hash of an invited user who has not set a password yet: no password verifies
 * against it (it is no argon2 string, like the '!' of a locked Unix account), and it says the
 * invitation is still pending (the user table shows "Invited").
 */
export const INVITATION_PENDING_HASH = '!invitation-pending';

export const isInvitationPending = (user: { passwordHash: string }): boolean =>
  user.passwordHash === INVITATION_PENDING_HASH;

/** Stores a new set-password code for the user (replacing any unused one) and returns it. */
export async function storeInvitationCode(db: Db, userId: string): Promise<string> {
  const { code, codeHash } = drawResetCode(userId);
  await replaceCode(db, {
    id: randomUUID(),
    userId,
    purpose: 'reset-code',
    codeHash,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  return code;
}

/** The link of the invitation mail: /verification with the address and the code filled in. */
export const invitationLink = (appUrl: string, email: string, code: string): string =>
  `${appUrl}/verification?email=${encodeURIComponent(email)}&code=${code}&invitation=1`;
