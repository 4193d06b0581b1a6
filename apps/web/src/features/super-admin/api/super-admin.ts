import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  platformCompaniesResponseSchema,
  platformCompanyResponseSchema,
  type PlatformCompaniesResponse,
  type SetFrozenBody,
  type SetPlanBody,
  type SetSeatsBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const superAdminKeys = {
  all: ['super-admin'] as const,
  companies: () => [...superAdminKeys.all, 'companies'] as const,
};

/** Every customer company with its plan, seats, users and last activity. */
export function usePlatformCompanies() {
  return useQuery({
    queryKey: superAdminKeys.companies(),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.superAdmin.companies, { signal, schema: platformCompaniesResponseSchema }),
    select: (res) => res.companies,
  });
}

/**
 * Every change is one company's: its row shows the company as the answer gives it at once, and
 * the list is read again (other rows may have changed meanwhile).
 */
function useConsoleMutation<B>(call: (companyId: string, body: B) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: B }) =>
      api.post(call(companyId, body), body, { schema: platformCompanyResponseSchema }),
    onSuccess: ({ company }) => {
      client.setQueryData<PlatformCompaniesResponse>(superAdminKeys.companies(), (list) =>
        list ? { companies: list.companies.map((c) => (c._id === company._id ? company : c)) } : list,
      );
      return client.invalidateQueries({ queryKey: superAdminKeys.all });
    },
  });
}

export const useSetPlan = () => useConsoleMutation<SetPlanBody>((id) => API_PATHS.superAdmin.plan(id));
export const useSetSeats = () => useConsoleMutation<SetSeatsBody>((id) => API_PATHS.superAdmin.seats(id));
export const useSetFrozen = () => useConsoleMutation<SetFrozenBody>((id) => API_PATHS.superAdmin.freeze(id));
