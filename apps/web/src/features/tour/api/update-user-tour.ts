import { useMutation } from '@tanstack/react-query';
import { API_PATHS, updateUserTourResponseSchema, type UpdateUserTourBody } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

export const updateUserTour = (body: UpdateUserTourBody) =>
  api.post(API_PATHS.auth.updateUserTour, body, { schema: updateUserTourResponseSchema });

/** Remembers tours as seen; the signed-in user's userTour follows the server's list. */
export function useUpdateUserTour() {
  return useMutation({
    mutationFn: updateUserTour,
    onSuccess: ({ userTour }) => {
      const { user, setUser } = useSession.getState();
      if (user) setUser({ ...user, userTour });
    },
  });
}
