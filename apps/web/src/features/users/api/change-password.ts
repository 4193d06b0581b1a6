import { useMutation } from '@tanstack/react-query';
import { API_PATHS, changePasswordResponseSchema, type ChangePasswordBody } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

export const changePassword = (body: ChangePasswordBody) =>
  api.post(API_PATHS.users.changePassword, body, { schema: changePasswordResponseSchema });

/** Other sessions are revoked by the server; this one continues with the fresh token. */
export function useChangePassword() {
  const setToken = useSession((s) => s.setToken);
  return useMutation({ mutationFn: changePassword, onSuccess: (res) => setToken(res.token) });
}
