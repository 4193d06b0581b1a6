// projectUser (spec §7): hand a project to another user of the company; the picker lists the
// company's active users (the same list the reviewer picker reads).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  allUsersResponseSchema,
  projectUserResponseSchema,
  type ProjectUserBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { notificationKeys, projectKeys } from '../../../lib/query-keys';

export const handOverProject = (body: ProjectUserBody) =>
  api.post(API_PATHS.projects.projectUser, body, { schema: projectUserResponseSchema });

/** The company's users who are not frozen, fetched only while the picker is open. */
export function useCompanyUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['company-users', 'hand-over'] as const,
    queryFn: ({ signal }) => api.get(API_PATHS.reviews.allUsers, { signal, schema: allUsersResponseSchema }),
    enabled,
    staleTime: 60_000,
  });
}

export function useHandOverProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: handOverProject,
    onSuccess: (res) => {
      client.setQueryData(projectKeys.detail(res.projectId), { project: res.project });
      return Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.all }),
        client.invalidateQueries({ queryKey: notificationKeys.all }),
      ]);
    },
  });
}
