// Rows -> contracts for the workflow: history entries, queue rows, comments, company users.
import type { Comment, CompanyUser, PersonRef, ReviewEntry, ReviewQueueItem } from '@pilewise/contracts';
import { fullName } from '../shared/full-name';
import type { CommentRow } from './comments.repository';
import type { QueueProjectRow } from './review-queue.repository';
import type { CompanyUserRow, ProjectFileRow, ReviewRow } from './reviews.repository';

export type Names = Map<string, string>;

export const namesOf = (users: CompanyUserRow[]): Names => new Map(users.map((u) => [u.id, fullName(u)]));

const ref = (id: string | null, names: Names): PersonRef | null =>
  id ? { _id: id, name: names.get(id) ?? 'Former user' } : null;

export function toReviewEntry(row: ReviewRow, names: Names, files: ProjectFileRow[]): ReviewEntry {
  return {
    _id: row.id,
    projectId: row.projectId,
    action: row.action,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    comment: row.comment,
    revisionNumber: row.revisionNumber,
    actor: ref(row.actorId, names),
    reviewer: ref(row.reviewerId, names),
    files: files.map((f) => ({
      _id: f.id,
      kind: f.kind,
      fileName: f.fileName,
      contentType: f.contentType,
      sizeBytes: f.sizeBytes,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toQueueItem(row: QueueProjectRow, names: Names): ReviewQueueItem {
  return {
    _id: row.id,
    name: row.name,
    client: row.client,
    status: row.status,
    revisionNumber: row.revisionNumber,
    owner: ref(row.ownerId, names)!,
    reviewer: ref(row.assignedReviewerId, names),
    requestedAt: row.requestedAt ? row.requestedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
    stampedFileId: row.stampedFileId,
  };
}

export function toComment(row: CommentRow): Comment {
  return {
    _id: row.id,
    projectId: row.projectId,
    authorId: row.authorId,
    authorName: row.authorName,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toCompanyUser = (u: CompanyUserRow): CompanyUser => ({
  _id: u.id,
  name: fullName(u),
  email: u.email,
  role: u.role,
});
