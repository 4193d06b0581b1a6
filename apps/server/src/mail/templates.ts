import { INVITATION_VALIDITY_TEXT, LIMITS } from '@pilewise/contracts';
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

/**
 * A user an Admin added: the code (and a link carrying it) to set their first password. The
 * inviter's name is null when the invitation is mailed again at the invitee's request.
 */
export function invitationMail(
  to: string,
  invitee: { firstName: string; role: string },
  inviter: { name: string | null; companyName: string },
  code: string,
  link: string,
): Mail {
  const who = inviter.name ?? 'Your Admin';
  return {
    to,
    subject: `You have been added to ${inviter.companyName} on PileWise`,
    text:
      `Hello ${invitee.firstName},\n\n` +
      `${who} added you to ${inviter.companyName} on PileWise as ${invitee.role}.\n\n` +
      `To set your password, open ${link}\n` +
      `and enter the code ${code}. ${INVITATION_VALIDITY_TEXT}\n\n` +
      `Your email ${to} is your sign-in name.\n\nPileWise`,
  };
}

/** To the Reviewer a project was sent to (request review). */
export function reviewRequestMail(
  to: string,
  reviewerFirstName: string,
  review: { projectName: string; ownerName: string; revisionNumber: number },
): Mail {
  const revision = review.revisionNumber > 0 ? ` (revision ${review.revisionNumber})` : '';
  return {
    to,
    subject: `Review requested: ${review.projectName}`,
    text:
      `Hello ${reviewerFirstName},\n\n` +
      `${review.ownerName} sent the project ${review.projectName}${revision} to you for review.\n` +
      `It is waiting in My Queue (Review table) in PileWise.\n\nPileWise`,
  };
}
