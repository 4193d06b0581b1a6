import type { ProjectFile } from '@pilewise/contracts';
import type { ProjectFileWithName } from './files.repository';

/**
 * A project_files row as the API shows it: never its storage key. `currentRunId`: the project's
 * latest run of its current input (review-readiness); a report of any other run is not current.
 * Where the caller does not know it (undefined), a report counts as current.
 */
export function toProjectFile(row: ProjectFileWithName, currentRunId?: string | null): ProjectFile {
  return {
    _id: row.id,
    projectId: row.projectId,
    kind: row.kind,
    label: row.label,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    runId: row.runId,
    reviewId: row.reviewId,
    revisionNumber: row.revisionNumber,
    current:
      row.kind !== 'generatedReport' ||
      currentRunId === undefined ||
      (currentRunId !== null && row.runId === currentRunId),
    uploadedBy: row.uploadedBy,
    uploadedByName: row.uploadedByName.trim(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Content-Disposition for a download: the name as typed in `filename*` (RFC 5987, UTF-8), and an
 * ASCII-only, quote-free fallback in `filename` for the clients that read only that.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
