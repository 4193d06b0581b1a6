import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  managedUserResponseSchema,
  seatsResponseSchema,
  usersListResponseSchema,
  type AddUserBody,
  type UpdatePermissionsBody,
  type UpdateRoleBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const userManagementKeys = {
  all: ['user-management'] as const,
  users: () => [...userManagementKeys.all, 'users'] as const,
  seats: () => [...userManagementKeys.all, 'seats'] as const,
};

/** Every user of the company, frozen ones included (the management screen shows them). */
export function useCompanyUsers() {
  return useQuery({
    queryKey: userManagementKeys.users(),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.users.all, {
        query: { includeSuspended: true },
        signal,
        schema: usersListResponseSchema,
      }),
    select: (res) => res.users,
  });
}

export function useSeats() {
  return useQuery({
    queryKey: userManagementKeys.seats(),
    queryFn: ({ signal }) => api.get(API_PATHS.users.seats, { signal, schema: seatsResponseSchema }),
    select: (res) => res.seats,
  });
}

/** Every change moves the list and the seats: both are read again. */
function useManagementMutation<B, R>(call: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: userManagementKeys.all }),
  });
}

export const useAddUser = () =>
  useManagementMutation((body: AddUserBody) =>
    api.post(API_PATHS.users.addUser, body, { schema: managedUserResponseSchema }),
  );

export const useUpdateRole = () =>
  useManagementMutation((body: UpdateRoleBody) =>
    api.post(API_PATHS.users.updateRole, body, { schema: managedUserResponseSchema }),
  );

/** Freezes an active user, unfreezes a frozen one (the server toggles). */
export const useToggleFreeze = () =>
  useManagementMutation((userId: string) =>
    api.get(API_PATHS.users.freeze(userId), { schema: managedUserResponseSchema }),
  );

/** The design modes and section types the user may use (the server refuses saves and runs outside them). */
export const useUpdatePermissions = () =>
  useManagementMutation((body: UpdatePermissionsBody) =>
    api.post(API_PATHS.users.updatePermissions, body, { schema: managedUserResponseSchema }),
  );
