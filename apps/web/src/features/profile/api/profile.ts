import { useMutation, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  PROFILE_IMAGE_FIELD,
  cityListResponseSchema,
  countryListResponseSchema,
  stateListResponseSchema,
  userResponseSchema,
  type UpdateAddressBody,
  type UpdateProfileBody,
  type User,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

/** Profile writes answer with the user: the session's copy (header, menus) follows at once. */
function useUserMutation<B>(call: (body: B) => Promise<{ user: User }>) {
  const setUser = useSession((s) => s.setUser);
  return useMutation({ mutationFn: call, onSuccess: (res) => setUser(res.user) });
}

/**
 * The user as the server has it: the profile screen's forms start from this, never from the
 * session's copy, which may be older (a change made in another tab or on another device).
 */
export function useProfile() {
  const setUser = useSession((s) => s.setUser);
  return useQuery({
    queryKey: ['profile'],
    queryFn: async ({ signal }) => {
      const { user } = await api.get(API_PATHS.users.profile, { signal, schema: userResponseSchema });
      setUser(user);
      return user;
    },
    staleTime: 0,
    gcTime: 0,
  });
}

export const useUpdateProfile = () =>
  useUserMutation((body: UpdateProfileBody) =>
    api.post(API_PATHS.users.updateProfile, body, { schema: userResponseSchema }),
  );

export const useUpdateAddress = () =>
  useUserMutation((body: UpdateAddressBody) =>
    api.post(API_PATHS.users.updateAddress, body, { schema: userResponseSchema }),
  );

export const useUploadProfileImage = () =>
  useUserMutation((file: File) => {
    const form = new FormData();
    form.append(PROFILE_IMAGE_FIELD, file);
    return api.post(API_PATHS.users.updateProfileImage, form, { schema: userResponseSchema });
  });

const placeKeys = {
  countries: ['places', 'countries'] as const,
  states: (country: string) => ['places', 'states', country] as const,
  cities: (country: string, state: string) => ['places', 'cities', country, state] as const,
};
const STATIC = { staleTime: Infinity, gcTime: Infinity };

export function useCountries() {
  return useQuery({
    queryKey: placeKeys.countries,
    queryFn: ({ signal }) => api.get(API_PATHS.util.countries, { signal, schema: countryListResponseSchema }),
    select: (res) => res.countries,
    ...STATIC,
  });
}

export function useStates(country: string | null) {
  return useQuery({
    queryKey: placeKeys.states(country ?? ''),
    queryFn: ({ signal }) =>
      api.post(API_PATHS.util.states, { country }, { signal, schema: stateListResponseSchema }),
    select: (res) => res.states,
    enabled: Boolean(country),
    ...STATIC,
  });
}

export function useCities(country: string | null, state: string | null) {
  return useQuery({
    queryKey: placeKeys.cities(country ?? '', state ?? ''),
    queryFn: ({ signal }) =>
      api.post(API_PATHS.util.cities, { country, state }, { signal, schema: cityListResponseSchema }),
    select: (res) => res.cities,
    enabled: Boolean(country && state),
    ...STATIC,
  });
}
