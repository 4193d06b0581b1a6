import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteReports, generateReport, getProjectFiles } from './reports-api';

export const reportKeys = {
  files: (projectId: string) => ['project-files', projectId] as const,
};

/** The project's generated reports, newest first. */
export function useProjectReports(projectId: string) {
  return useQuery({
    queryKey: reportKeys.files(projectId),
    queryFn: ({ signal }) => getProjectFiles(projectId, signal),
    select: (data) => data.files.filter((f) => f.kind === 'generatedReport'),
  });
}

export function useGenerateReport(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generateReport(projectId),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.files(projectId) }),
  });
}

export function useDeleteReports(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReports(projectId),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.files(projectId) }),
  });
}
