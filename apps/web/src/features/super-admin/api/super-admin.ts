import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  platformCompaniesResponseSchema,
  platformCompanyResponseSchema,
  type PlatformCompaniesQuery,
  type PlatformCompaniesResponse,
  type SetFrozenBody,
  type SetPlanBody,
  type SetSeatsBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const superAdminKeys = {
  all: ['super-admin'] as const,
  companies: () => [...superAdminKeys.all, 'companies'] as const,
  page: (query: PlatformCompaniesQuery) => [...superAdminKeys.companies(), query] as const,
};

/**
 * A page of the customer companies matching the search and the kind, with their plan, seats,
 * users and last activity; the page shown stays while the next is read.
 */
export function usePlatformCompanies(query: PlatformCompaniesQuery) {
  return useQuery({
    queryKey: superAdminKeys.page(query),
    queryFn: ({ signal }) =>
      api.get(API_PATHS.superAdmin.companies, { query, signal, schema: platformCompaniesResponseSchema }),
    placeholderData: keepPreviousData,
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
      client.setQueriesData<PlatformCompaniesResponse>({ queryKey: superAdminKeys.companies() }, (list) =>
        list
          ? { ...list, companies: list.companies.map((c) => (c._id === company._id ? company : c)) }
          : list,
      );
      return client.invalidateQueries({ queryKey: superAdminKeys.all });
    },
  });
}

export const useSetPlan = () => useConsoleMutation<SetPlanBody>((id) => API_PATHS.superAdmin.plan(id));
export const useSetSeats = () => useConsoleMutation<SetSeatsBody>((id) => API_PATHS.superAdmin.seats(id));
export const useSetFrozen = () => useConsoleMutation<SetFrozenBody>((id) => API_PATHS.superAdmin.freeze(id));
