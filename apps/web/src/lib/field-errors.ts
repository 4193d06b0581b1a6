import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from './api-client';

/**
 * Puts a server refusal that names a field of the form next to that field ("email: An account
 * with this email already exists" → the email input says "An account with this email already
 * exists"). True when it did; otherwise the caller shows the message elsewhere.
 */
export function showServerFieldError<V>(form: UseFormReturnType<V>, err: unknown): boolean {
  if (!(err instanceof ApiError) || !err.field) return false;
  const field = err.field.replace(/^body\./, '');
  if (!(field in (form.getValues() as object))) return false;
  form.setFieldError(field, err.message.replace(new RegExp(`^${field}: `), ''));
  return true;
}
