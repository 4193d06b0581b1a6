// Binary downloads of the review workflow (the stamped report, review attachments), through the
// one API client: same headers, same errors, sign-out on 401.
import { API_PATHS } from '@pilewise/contracts';
import { api } from '../../../lib/api-client';

/** Saved under the project name (spec §7: downloads take the project's name). */
export const downloadStampedReport = (projectId: string, projectName: string) =>
  api.download(API_PATHS.reviews.stampedFile(projectId), `${projectName || 'project'} (stamped).pdf`);

export const downloadReviewFile = (fileId: string, fileName: string) =>
  api.download(API_PATHS.reviews.reviewFile(fileId), fileName);
