import { useMutation } from '@tanstack/react-query';
import {
  API_PATHS,
  authResponseSchema,
  messageResponseSchema,
  verifyOtpResponseSchema,
  type AuthResponse,
  type ForgotPasswordBody,
  type ResetPasswordBody,
  type SendEmailBody,
  type SignInBody,
  type SignUpBody,
  type VerifyOtpBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

export const signIn = (body: SignInBody) =>
  api.post(API_PATHS.auth.signIn, body, { schema: authResponseSchema });
export const signUp = (body: SignUpBody) =>
  api.post(API_PATHS.auth.signUp, body, { schema: authResponseSchema });
export const forgotPassword = (body: ForgotPasswordBody) =>
  api.post(API_PATHS.auth.forgotPassword, body, { schema: messageResponseSchema });
export const verifyOtp = (body: VerifyOtpBody) =>
  api.post(API_PATHS.auth.verifyOtp, body, { schema: verifyOtpResponseSchema });
export const resetPassword = (body: ResetPasswordBody) =>
  api.post(API_PATHS.auth.resetPassword, body, { schema: messageResponseSchema });
/** A pending invitation mailed again, else a new code (same answer for any address). */
export const sendEmail = (body: SendEmailBody) =>
  api.post(API_PATHS.auth.sendEmail, body, { schema: messageResponseSchema });

/** On success the user and token are stored and the routes switch to the signed-in set. */
function useStartSession() {
  const start = useSession((s) => s.signIn);
  return (res: AuthResponse) => start(res.token, res.user);
}

export function useSignIn() {
  const onSuccess = useStartSession();
  return useMutation({ mutationFn: signIn, onSuccess });
}

export function useSignUp() {
  const onSuccess = useStartSession();
  return useMutation({ mutationFn: signUp, onSuccess });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
export const useSendEmail = () => useMutation({ mutationFn: sendEmail });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
