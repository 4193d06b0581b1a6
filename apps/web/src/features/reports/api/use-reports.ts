import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateReportBody, ProjectFileKind } from '@pilewise/contracts';
import { addReports, deleteReports, generateReport, getProjectFiles } from './reports-api';

/** Files uploaded to the project (add-reports, the super-review's geotechnical report and TOPL file). */
export const UPLOADED_KINDS: readonly ProjectFileKind[] = ['uploadedReport', 'geoTechFile', 'toplFile'];

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
    mutationFn: (options: GenerateReportBody = {}) => generateReport(projectId, options),
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

/** The project's uploaded reports and super-review files, newest first. */
export function useProjectUploads(projectId: string) {
  return useQuery({
    queryKey: reportKeys.files(projectId),
    queryFn: ({ signal }) => getProjectFiles(projectId, signal),
    select: (data) => data.files.filter((f) => UPLOADED_KINDS.includes(f.kind)),
  });
}

export function useUploadReports(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pairs: readonly { file: File; label: string }[]) => addReports(projectId, pairs),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.files(projectId) }),
  });
}
