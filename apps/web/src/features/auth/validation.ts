import {
  PASSWORDS_DONT_MATCH_MESSAGE,
  passwordSchema,
  signUpBodySchema,
  type SignUpBody,
} from '@pilewise/contracts';
import { schemaValidator } from '../../lib/form';

// Client-side checks use the contracts' own schemas, so the rule shown is the rule enforced.

export type SignUpValues = SignUpBody & { confirmPassword: string };
export type NewPasswordValues = { password: string; confirmPassword: string };

const validateSignUpBody = schemaValidator<SignUpBody>(signUpBodySchema);

export function validateSignUp(values: SignUpValues): Record<string, string> {
  const errors = validateSignUpBody(values);
  if (values.confirmPassword !== values.password) errors.confirmPassword = PASSWORDS_DONT_MATCH_MESSAGE;
  return errors;
}

export function validateNewPassword(values: NewPasswordValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = passwordSchema.safeParse(values.password);
  if (!parsed.success) errors.password = parsed.error.issues[0]?.message ?? 'Invalid password';
  if (values.confirmPassword !== values.password) errors.confirmPassword = PASSWORDS_DONT_MATCH_MESSAGE;
  return errors;
}
