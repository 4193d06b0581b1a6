import { LIMITS } from '@pilewise/contracts';
import type { Mail } from './mailer';

export function resetCodeMail(to: string, firstName: string, code: string): Mail {
  return {
    to,
    subject: 'Your PileWise verification code',
    text:
      `Hello ${firstName},\n\n` +
      `Your verification code is ${code}. It is valid for ${LIMITS.OTP_TTL_MINUTES} minutes and can be used once.\n\n` +
      `If you did not ask to reset your password, ignore this mail.\n\nPileWise`,
  };
}
