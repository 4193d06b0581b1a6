// Files kept with a project (reports, attachments, the stamped report, sales-mode sources):
// the bytes in the file storage, a project_files row that the API lists and checks. Other
// domains store and delete their files through this service (storeFile, deleteFiles); reading
// them is always through the project's permissions (listFiles, download).
import { randomUUID } from 'node:crypto';
import type { ProjectFile, ProjectFileKind } from '@pilewise/contracts';
import type { Actor } from '../shared/actor';
import type { Db } from '../db/client';
import { checkProjectAccess, loadProjectAccess, type ProjectAccess } from '../projects/project-access';
import { requestCatchUpOf } from '../db/request-catch-up';
import { screenAnswer } from '../projects/project-screen-cache';
import { NotFoundError } from '../shared/errors';
import { reviewReadiness } from '../reviews/review-readiness';
import { distinctFileName } from './distinct-file-name';
import { assertMayReadFileKind } from './file-access';
import { toProjectFile } from './files.mapper';
import * as repo from './files.repository';
import type { FileStorage } from './storage';

export interface StoreFileInput {
  projectId: string;
  /** The project's company: the row is scoped by it. */
  companyId: string;
  /** Who generated or uploaded it (null: the system). */
  uploadedBy: string | null;
  kind: ProjectFileKind;
  label: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
  runId?: string | null;
  reviewId?: string | null;
  revisionNumber: number;
  /**
   * Numbers the file name when the project has a file of this kind so named already
   * (distinct-file-name.ts): a second report of one revision is '… rev 0 (2).pdf'.
   */
  distinctName?: boolean;
}

export class FilesService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Stores the bytes, then the row, in `db` (pass a transaction to make the row part of a
   * larger write). The caller has checked that the actor may add this file. If the row's insert
   * fails, the bytes are removed again; if the caller's transaction rolls back later, the
   * caller frees them with discardBytes(row.storageKey).
   */
  async storeFile(input: StoreFileInput, db: Db = this.db): Promise<repo.ProjectFileRow> {
    const fileName = input.distinctName
      ? distinctFileName(
          input.fileName,
          (await repo.listProjectFiles(db, input.companyId, input.projectId, [input.kind])).map(
            (f) => f.fileName,
          ),
        )
      : input.fileName;
    const storageKey = await this.storage.put(input.projectId, input.bytes);
    try {
      return await repo.insertProjectFile(db, {
        id: randomUUID(),
        projectId: input.projectId,
        companyId: input.companyId,
        uploadedBy: input.uploadedBy,
        kind: input.kind,
        label: input.label,
        fileName,
        contentType: input.contentType,
        sizeBytes: input.bytes.byteLength,
        storageKey,
        runId: input.runId ?? null,
        reviewId: input.reviewId ?? null,
        revisionNumber: input.revisionNumber,
      });
    } catch (err) {
      await this.discardBytes(storageKey);
      throw err;
    }
  }

  /** Frees stored bytes whose row was never committed; a failure is not the caller's. */
  async discardBytes(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey).catch(() => undefined);
  }

  /** A stored file as the API shows it (with its uploader's name). */
  async describe(companyId: string, fileId: string): Promise<ProjectFile> {
    const row = await repo.findProjectFile(this.db, companyId, fileId);
    if (!row) throw new NotFoundError('File');
    return toProjectFile(row);
  }

  /**
   * The project screen's list: all the project's files, kept until they, the project, its runs
   * or a user change (src/projects/project-screen-cache.ts); access is checked each time.
   */
  async filesOf(actor: Actor, projectId: string): Promise<{ files: ProjectFile[] }> {
    await checkProjectAccess(this.db, actor, projectId);
    return screenAnswer(
      this.db,
      actor.companyId,
      'files',
      projectId,
      async () => ({ files: await this.readFiles(actor, projectId) }),
      requestCatchUpOf(actor),
    );
  }

  /** The project's files the actor may see (anyone who may view the project), newest first. */
  async listFiles(
    actor: Actor,
    projectId: string,
    kinds?: readonly ProjectFileKind[],
  ): Promise<ProjectFile[]> {
    await checkProjectAccess(this.db, actor, projectId);
    return this.readFiles(actor, projectId, kinds);
  }

  /** listFiles after its access check. */
  private async readFiles(
    actor: Actor,
    projectId: string,
    kinds?: readonly ProjectFileKind[],
  ): Promise<ProjectFile[]> {
    const rows = await repo.listProjectFiles(this.db, actor.companyId, projectId, kinds);
    // A report of an older run or revision is marked: only one of the current input's latest run
    // is current. Only then is the design (the current input) read.
    const currentRunId = rows.some((r) => r.kind === 'generatedReport')
      ? (
          await reviewReadiness(
            this.db,
            actor.companyId,
            (await loadProjectAccess(this.db, actor, projectId)).row,
          )
        ).runId
      : undefined;
    return rows.map((r) => toProjectFile(r, currentRunId));
  }

  /**
   * A file's bytes for download; 404 for another company's file or a project the actor may not
   * view; 403 when the file's kind is closed to the actor (assertMayReadFileKind).
   */
  async download(actor: Actor, fileId: string): Promise<{ file: ProjectFile; bytes: Buffer }> {
    const row = await repo.findProjectFile(this.db, actor.companyId, fileId);
    if (!row) throw new NotFoundError('File');
    let project: ProjectAccess['row'];
    try {
      ({ row: project } = await loadProjectAccess(this.db, actor, row.projectId));
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError('File');
      throw err;
    }
    assertMayReadFileKind(actor, project, row.kind);
    return { file: toProjectFile(row), bytes: await this.storage.get(row.storageKey) };
  }

  /**
   * Deletes the project's files of `kinds`: the rows in `db` (a transaction of the caller's,
   * if any), then, once `db` is this service's own (committed), the bytes. With a transaction,
   * pass the returned rows to discardFiles after the commit. The caller checks permissions.
   */
  async deleteFiles(
    companyId: string,
    projectId: string,
    kinds: readonly ProjectFileKind[],
    db: Db = this.db,
  ): Promise<repo.ProjectFileRow[]> {
    const rows = await repo.deleteProjectFiles(db, companyId, projectId, kinds);
    if (db === this.db) await this.discardFiles(rows);
    return rows;
  }

  /** Deletes one file (row, then bytes). The caller checks permissions. */
  async deleteFile(companyId: string, fileId: string): Promise<boolean> {
    const row = await repo.deleteProjectFile(this.db, companyId, fileId);
    if (!row) return false;
    await this.discardFiles([row]);
    return true;
  }

  /** Frees the bytes of deleted rows. */
  async discardFiles(rows: readonly Pick<repo.ProjectFileRow, 'storageKey'>[]): Promise<void> {
    await Promise.all(rows.map((r) => this.discardBytes(r.storageKey)));
  }
}
