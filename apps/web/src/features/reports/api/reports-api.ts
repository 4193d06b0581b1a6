// The report and project-file calls. Downloads go through the API client (a plain link would
// send no bearer token) and are saved under the file's name.
import {
  API_PATHS,
  deleteReportsResponseSchema,
  generateReportResponseSchema,
  projectFileListResponseSchema,
  type ProjectFile,
} from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

export const generateReport = (projectId: string) =>
  api.post(API_PATHS.reports.generate(projectId), undefined, { schema: generateReportResponseSchema });

export const deleteReports = (projectId: string) =>
  api.get(API_PATHS.reports.deleteReports(projectId), { schema: deleteReportsResponseSchema });

export const getProjectFiles = (projectId: string, signal?: AbortSignal) =>
  api.get(API_PATHS.files.projectFiles(projectId), { signal, schema: projectFileListResponseSchema });

export const downloadProjectFile = (file: Pick<ProjectFile, '_id' | 'fileName'>) =>
  api.download(API_PATHS.files.download(file._id), file.fileName);
