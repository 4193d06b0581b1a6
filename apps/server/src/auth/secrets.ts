// One-time codes and reset tokens are stored as hashes bound to their purpose and user.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '@pilewise/contracts';

export const secretHash = (purpose: string, userId: string, secret: string): string =>
  createHash('sha256').update(`${purpose}:${userId}:${secret}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A new 6-digit reset code for the user, and the hash to store. */
export function drawResetCode(userId: string): { code: string; codeHash: string } {
  const code = String(randomInt(0, 10 ** LIMITS.OTP_LENGTH)).padStart(LIMITS.OTP_LENGTH, '0');
  return { code, codeHash: secretHash('reset-code', userId, code) };
}
