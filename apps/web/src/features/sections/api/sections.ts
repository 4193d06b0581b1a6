import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  companySectionResponseSchema,
  companySectionsResponseSchema,
  messageResponseSchema,
  type CompanySectionInput,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const sectionKeys = {
  all: ['company-sections'] as const,
};

/** The company section library (every member reads it), by family then name. */
export function useCompanySections() {
  return useQuery({
    queryKey: sectionKeys.all,
    queryFn: ({ signal }) =>
      api.get(API_PATHS.sections.list, { signal, schema: companySectionsResponseSchema }),
    select: (res) => res.sections,
  });
}

function useSectionMutation<B, R>(call: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: sectionKeys.all }),
  });
}

export const useAddSection = () =>
  useSectionMutation((section: CompanySectionInput) =>
    api.post(API_PATHS.sections.add, { section }, { schema: companySectionResponseSchema }),
  );

export const useUpdateSection = () =>
  useSectionMutation(({ id, section }: { id: string; section: CompanySectionInput }) =>
    api.put(API_PATHS.sections.one(id), { section }, { schema: companySectionResponseSchema }),
  );

export const useDeleteSection = () =>
  useSectionMutation((id: string) =>
    api.delete(API_PATHS.sections.one(id), { schema: messageResponseSchema }),
  );
