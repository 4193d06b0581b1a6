// The report and project-file calls. Downloads fetch the bytes with the bearer token (a plain
// link would send none) and save them under the file's name.
import {
  API_PATHS,
  API_VERSION,
  API_VERSION_HEADER,
  AUTH_HEADER,
  bearer,
  deleteReportsResponseSchema,
  generateReportResponseSchema,
  projectFileListResponseSchema,
  type ProjectFile,
} from '@pilewise/contracts';
import { api, ApiError } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

export const generateReport = (projectId: string) =>
  api.post(API_PATHS.reports.generate(projectId), undefined, { schema: generateReportResponseSchema });

export const deleteReports = (projectId: string) =>
  api.get(API_PATHS.reports.deleteReports(projectId), { schema: deleteReportsResponseSchema });

export const getProjectFiles = (projectId: string, signal?: AbortSignal) =>
  api.get(API_PATHS.files.projectFiles(projectId), { signal, schema: projectFileListResponseSchema });

export async function downloadProjectFile(file: Pick<ProjectFile, '_id' | 'fileName'>): Promise<void> {
  const { token } = useSession.getState();
  const headers = new Headers({ [API_VERSION_HEADER]: API_VERSION });
  if (token) headers.set(AUTH_HEADER, bearer(token));
  const res = await fetch(API_PATHS.files.download(file._id), { headers, credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(body.message ?? 'Failed to fetch the file', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
