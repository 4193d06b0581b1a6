import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, projectResponseSchema } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/query-keys';

export const getProject = (id: string, signal?: AbortSignal) =>
  api.get(API_PATHS.projects.get(id), { signal, schema: projectResponseSchema });

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => getProject(id, signal),
    staleTime: 0,
  });

export const useProject = (id: string | null) =>
  useQuery({ ...projectQueryOptions(id ?? ''), enabled: id != null });
