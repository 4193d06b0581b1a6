import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, Project } from '@pilewise/contracts';
import { projectKeys } from '../../../lib/query-keys';
import {
  confirmImport,
  deleteImportFile,
  latestSucceededRunId,
  listImportFiles,
  previewImport,
  setUserMode,
} from './imports-api';

export const importKeys = {
  files: (projectId: string) => ['imports', 'files', projectId] as const,
  lastRun: (projectId: string) => ['imports', 'last-run', projectId] as const,
};

export const useImportFiles = (projectId: string) =>
  useQuery({
    queryKey: importKeys.files(projectId),
    queryFn: ({ signal }) => listImportFiles(projectId, signal),
  });

export const useLatestSucceededRun = (projectId: string, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: importKeys.lastRun(projectId),
    queryFn: ({ signal }) => latestSucceededRunId(projectId, signal),
    staleTime: 0,
    enabled,
  });

export const usePreviewImport = () =>
  useMutation({
    mutationFn: (v: { kind: ImportKind; projectId: string; file: File }) =>
      previewImport(v.kind, v.projectId, v.file),
  });

/** Confirm: the project (its design input) and its file list change. */
export function useConfirmImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: ImportKind; projectId: string; file: File }) =>
      confirmImport(v.kind, v.projectId, v.file),
    onSuccess: async (_res, v) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.detail(v.projectId) }),
        client.invalidateQueries({ queryKey: importKeys.files(v.projectId) }),
      ]);
    },
  });
}

export function useDeleteImportFile(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => deleteImportFile(projectId, fileId),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        client.invalidateQueries({ queryKey: importKeys.files(projectId) }),
      ]);
    },
  });
}

export function useSetUserMode(project: Pick<Project, '_id' | 'version' | 'design'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: 'Sales' | 'Engineer') => setUserMode(project, mode),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: projectKeys.detail(project._id) });
    },
  });
}
