// Files a workflow step carries (review attachments, the stamped report): the bytes in the file
// storage, a project_files row in the step's transaction. Kept here, small, until the files
// service (files/files.service.ts) offers the same; switching means replacing storeStepFile.
import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import type { ProjectFileKind } from '@pilewise/contracts';
import type { Db } from '../db/client';
import type { FileStorage } from '../files/storage';
import { FieldError } from '../shared/errors';
import type { UploadedFile } from './review-form';
import { insertProjectFile, type ProjectFileRow } from './reviews.repository';

/** Attachment types a review decision may carry, by extension; the stored type is ours, not the client's. */
const ATTACHMENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
};

/** A file name safe to show and to send in Content-Disposition: no path, no control characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Control characters (code points below 32, and 127) and quotes go.
  const clean = [...base]
    .filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127 && c !== '"')
    .join('')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/** The stamped report must be a PDF, by its bytes (a renamed file is refused). */
export function checkStampedReport(file: UploadedFile): { contentType: string } {
  if (!isPdf(file.bytes)) throw new FieldError(file.field, `${file.fileName || 'the file'} is not a PDF`);
  return { contentType: 'application/pdf' };
}

export function checkAttachment(file: UploadedFile): { contentType: string } {
  const type = ATTACHMENT_TYPES[extname(file.fileName).toLowerCase()];
  if (!type) {
    throw new FieldError(
      file.field,
      `${file.fileName || 'the file'}: allowed types are ${Object.keys(ATTACHMENT_TYPES).join(' ')}`,
    );
  }
  if (type === 'application/pdf' && !isPdf(file.bytes)) {
    throw new FieldError(file.field, `${file.fileName} is not a PDF`);
  }
  return { contentType: type };
}

/**
 * Stores the files' bytes and their rows. The keys written go into `written`, so that the
 * caller removes the bytes if its transaction fails after this.
 */
export async function storeStepFiles(
  storage: FileStorage,
  tx: Db,
  step: {
    companyId: string;
    projectId: string;
    uploadedBy: string;
    reviewId: string;
    revisionNumber: number;
  },
  files: { file: UploadedFile; kind: ProjectFileKind; contentType: string; label: string }[],
  written: string[],
): Promise<ProjectFileRow[]> {
  const rows: ProjectFileRow[] = [];
  for (const { file, kind, contentType, label } of files) {
    const key = await storage.put(step.projectId, file.bytes);
    written.push(key);
    rows.push(
      await insertProjectFile(tx, {
        id: randomUUID(),
        projectId: step.projectId,
        companyId: step.companyId,
        uploadedBy: step.uploadedBy,
        kind,
        label,
        fileName: cleanFileName(
          file.fileName,
          kind === 'stampedReport' ? 'stamped-report.pdf' : 'attachment',
        ),
        contentType,
        sizeBytes: file.bytes.length,
        storageKey: key,
        reviewId: step.reviewId,
        revisionNumber: step.revisionNumber,
      }),
    );
  }
  return rows;
}
