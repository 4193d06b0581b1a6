// Sign-up, sign-in, the password reset flow, password change and the guided tour.
import { z } from 'zod';
import { LIMITS } from './enums';
import { userSchema } from './users';

/** Spec §5: at least 8 characters with a lowercase, an uppercase, a digit and one of ! @ # $ % ^ & *. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters and contain a lowercase letter, an uppercase letter, a digit and one of ! @ # $ % ^ & *';
export const PASSWORDS_DONT_MATCH_MESSAGE = 'Passwords do not match';
const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

/** A string field whose messages name it ('Email is required', 'Email must be text'). */
const requiredString = (label: string) =>
  z.string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) });
const name = (label: string) =>
  requiredString(label)
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULE.test(password);
}

/** A new password: checked against the rule of spec §5. */
export const passwordSchema = requiredString('Password')
  .max(200, 'Password must be at most 200 characters')
  .refine(isStrongPassword, { message: PASSWORD_RULE_MESSAGE });

/** Emails are compared lower-cased and trimmed. */
export const emailSchema = requiredString('Email')
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

export const signUpBodySchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailSchema,
    password: passwordSchema,
    companyName: name('Company name'),
  })
  .meta({ id: 'SignUpBody' });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z
  .object({
    email: emailSchema,
    // Never check the rule at sign-in: older passwords may predate it.
    password: z.string().min(1, 'Password is required').max(200),
  })
  .meta({ id: 'SignInBody' });
export type SignInBody = z.input<typeof signInBodySchema>;

/** Sign-in and sign-up answer: the user and a bearer token (JWT). */
export const authResponseSchema = z
  .object({
    user: userSchema,
    token: z.string().describe('JWT for the Authorization: Bearer header'),
    subscriptionExpired: z
      .literal(true)
      .optional()
      .describe(
        "Present at sign-in when the company's plan has ended: reading works, paid actions answer 402",
      ),
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Step 1: mail a one-time code. The answer is the same whether or not the email exists. */
export const forgotPasswordBodySchema = z.object({ email: emailSchema }).meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a verification code has been sent.';

export const otpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${LIMITS.OTP_LENGTH}}$`), `Code must be ${LIMITS.OTP_LENGTH} digits`);

/**
 * Step 2: check the code and get a reset token (valid 10 minutes, single use). The code stays
 * good until a password is set with it (or it expires), so a user who stops here can verify again.
 */
export const verifyOtpBodySchema = z
  .object({ email: emailSchema, otp: otpSchema })
  .meta({ id: 'VerifyOtpBody' });
export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;
export const verifyOtpResponseSchema = z.object({
  message: z.string(),
  resetToken: z.string().describe('Send it to reset-password; valid 10 minutes, single use'),
  invitation: z
    .boolean()
    .describe('True when the account was added by an Admin and has no password yet (first sign-in)'),
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/**
 * Mail again what the address is waiting for: a new invitation when its account has no password
 * yet, a new verification code otherwise. The answer is the same whether or not the email exists.
 */
export const sendEmailBodySchema = z.object({ email: emailSchema }).meta({ id: 'SendEmailBody' });
export type SendEmailBody = z.input<typeof sendEmailBodySchema>;
export const SEND_EMAIL_MESSAGE = 'If an account exists for this email, a new mail has been sent.';

/** Step 3: set the new password. Every token issued before is revoked. */
export const resetPasswordBodySchema = z
  .object({
    email: emailSchema,
    resetToken: z.string().min(1, 'Reset token is required').max(200),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** Signed in: change the password. Other sessions are revoked; the answer carries a fresh token. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(200),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: PASSWORDS_DONT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/** Mark guided tours as seen; the answer is the full list. */
/** Tours a user is remembered to have completed, at most: the oldest are forgotten past this. */
export const USER_TOUR_MAX_KEYS = 100;

export const updateUserTourBodySchema = z
  .object({
    pageKeys: z.array(z.string().trim().min(1).max(100)).max(USER_TOUR_MAX_KEYS),
  })
  .meta({ id: 'UpdateUserTourBody' });
export type UpdateUserTourBody = z.input<typeof updateUserTourBodySchema>;
export const updateUserTourResponseSchema = z.object({ userTour: z.array(z.string()) });
export type UpdateUserTourResponse = z.infer<typeof updateUserTourResponseSchema>;

export const csrfResponseSchema = z.object({ token: z.string() });
export type CsrfResponse = z.infer<typeof csrfResponseSchema>;
