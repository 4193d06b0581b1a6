// Reading a project: the editor, the output, the compare screen all read it through this one
// query, beside its save (project-save.ts), so a read never undoes a save's answer.
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, projectResponseSchema, type ProjectResponse } from '@pilewise/contracts';
import { api } from './api-client';
import { projectKeys } from './query-keys';

const getProject = (id: string, signal?: AbortSignal) =>
  api.get(API_PATHS.projects.get(id), { signal, schema: projectResponseSchema });

/**
 * The project as read, unless the cache holds a newer version of it: a read in flight when a
 * save answered (the save's answer set first, the read's older copy after it) would show the
 * project as it was before the save until the next read. Every save bumps the version, and only
 * saves do; at the same version the read is taken (a review or stamping step changes the status).
 */
export function laterProject(fetched: ProjectResponse, held: ProjectResponse | undefined): ProjectResponse {
  return held && held.project.version > fetched.project.version ? held : fetched;
}

export const projectQueryOptions = (client: QueryClient, id: string) =>
  queryOptions({
    queryKey: projectKeys.detail(id),
    queryFn: async ({ signal }) =>
      laterProject(
        await getProject(id, signal),
        client.getQueryData<ProjectResponse>(projectKeys.detail(id)),
      ),
    staleTime: 0,
  });

export const useProject = (id: string | null) => {
  const client = useQueryClient();
  return useQuery({ ...projectQueryOptions(client, id ?? ''), enabled: id != null });
};
