// Binary downloads (the stamped report, review attachments): the API client speaks JSON, so
// these fetch the bytes with the same headers and save them under the given name.
import { API_VERSION, API_VERSION_HEADER, AUTH_HEADER, API_PATHS, bearer } from '@pilewise/contracts';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../stores/session';

async function download(path: string, fileName: string): Promise<void> {
  const { token } = useSession.getState();
  const headers = new Headers({ [API_VERSION_HEADER]: API_VERSION });
  if (token) headers.set(AUTH_HEADER, bearer(token));
  const res = await fetch(path, { headers, credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    // Spec §8: a failed download says so.
    throw new ApiError(body.message ?? 'Failed to fetch the file', res.status);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saved under the project name (spec §7: downloads take the project's name). */
export const downloadStampedReport = (projectId: string, projectName: string) =>
  download(API_PATHS.reviews.stampedFile(projectId), `${projectName || 'project'} (stamped).pdf`);

export const downloadReviewFile = (fileId: string, fileName: string) =>
  download(API_PATHS.reviews.reviewFile(fileId), fileName);
