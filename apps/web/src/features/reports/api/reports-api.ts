// The report and project-file calls. Downloads go through the API client (a plain link would
// send no bearer token) and are saved under the file's name.
import {
  API_PATHS,
  addReportsPairFields,
  deleteReportsResponseSchema,
  generateReportResponseSchema,
  projectFileListResponseSchema,
  type GenerateReportBody,
  type ProjectFile,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const generateReport = (projectId: string, options: GenerateReportBody = {}) =>
  api.post(API_PATHS.reports.generate(projectId), options, { schema: generateReportResponseSchema });

export const deleteReports = (projectId: string) =>
  api.get(API_PATHS.reports.deleteReports(projectId), { schema: deleteReportsResponseSchema });

export const getProjectFiles = (projectId: string, signal?: AbortSignal) =>
  api.get(API_PATHS.files.projectFiles(projectId), { signal, schema: projectFileListResponseSchema });

export const downloadProjectFile = (file: Pick<ProjectFile, '_id' | 'fileName'>) =>
  api.download(API_PATHS.files.download(file._id), file.fileName);

/** add-reports: only the pairs with both a file and a label, numbered file1/label1 … in order. */
export function addReportsForm(projectId: string, pairs: readonly { file: File; label: string }[]): FormData {
  const form = new FormData();
  form.append('projectId', projectId);
  pairs.forEach((p, i) => {
    const names = addReportsPairFields(i + 1);
    form.append(names.label, p.label);
    form.append(names.file, p.file, p.file.name);
  });
  return form;
}

export const addReports = (projectId: string, pairs: readonly { file: File; label: string }[]) =>
  api.post(API_PATHS.projects.addReports, addReportsForm(projectId, pairs), {
    schema: projectFileListResponseSchema,
  });
