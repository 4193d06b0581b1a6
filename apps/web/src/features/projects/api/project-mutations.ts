import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  deleteProjectResponseSchema,
  projectResponseSchema,
  updatePrivacyResponseSchema,
  updateStatusResponseSchema,
  type ProjectListResponse,
  type ProjectSummary,
  type UpdatePrivacyBody,
  type UpdateStatusBody,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/query-keys';

export const deleteProject = (id: string) =>
  api.delete(API_PATHS.projects.delete(id), { schema: deleteProjectResponseSchema });
export const cloneProject = (id: string) =>
  api.post(API_PATHS.projects.clone, { ID: id }, { schema: projectResponseSchema });
export const updateStatus = (body: UpdateStatusBody) =>
  api.post(API_PATHS.projects.updateStatus, body, { schema: updateStatusResponseSchema });
export const updatePrivacy = (body: UpdatePrivacyBody) =>
  api.post(API_PATHS.projects.updatePrivacy, body, { schema: updatePrivacyResponseSchema });

/** Put the server's copy of one project into every cached list page that shows it. */
function patchLists(client: QueryClient, project: ProjectSummary) {
  client.setQueriesData<ProjectListResponse>({ queryKey: projectKeys.lists() }, (old) =>
    old ? { ...old, projects: old.projects.map((p) => (p._id === project._id ? project : p)) } : old,
  );
}

export function useDeleteProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (res) => {
      client.removeQueries({ queryKey: projectKeys.detail(res.projectId) });
      return client.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

export function useCloneProject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cloneProject,
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}

/** Spec §4: when the call succeeds, the project with the returned id gets the returned status. */
export function useUpdateStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateStatus,
    onSuccess: (res) => {
      patchLists(client, res.project);
      return client.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

export function useUpdatePrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: (res) => {
      patchLists(client, res.project);
      return client.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
