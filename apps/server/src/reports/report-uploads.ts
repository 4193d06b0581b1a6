// Uploaded reports (spec §3 "Report upload", §7 add-reports): reports made outside PileWise (a
// geotechnical engineer's, a marked-up copy) kept with the project under a label, listed and
// downloaded like every project file (files/files.service.ts, file-access.ts). The pairs are
// numbered form fields file1/label1 …; each needs both, every file is checked for type and size,
// and all of them are stored in one transaction (none if one fails).
import { extname } from 'node:path';
import {
  ADD_REPORTS_LIMITS,
  addReportsFieldsSchema,
  addReportsPairFields,
  type ProjectFile,
} from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Db } from '../db/client';
import type { FilesService } from '../files/files.service';
import type { ProjectFileRow } from '../files/files.repository';
import { loadProjectAccess } from '../projects/project-access';
import { cleanFileName } from '../reviews/review-files';
import { parseFields, type FileFieldRule, type UploadedFile } from '../reviews/review-form';
import type { Actor } from '../shared/actor';
import { FieldError, ForbiddenError, NotFoundError } from '../shared/errors';
import { assertSubscriptionActive } from '../shared/subscription';
import { findUser } from '../users/users.service';

const CONTENT_TYPES: Record<(typeof ADD_REPORTS_LIMITS.EXTENSIONS)[number], string> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.doc': 'application/msword',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
};

/** The form's file fields: file1 … fileN, one file each, at most MAX_BYTES. */
export const ADD_REPORTS_FILES: Record<string, FileFieldRule> = Object.fromEntries(
  Array.from({ length: ADD_REPORTS_LIMITS.MAX_PAIRS }, (_, i) => [
    addReportsPairFields(i + 1).file,
    { maxBytes: ADD_REPORTS_LIMITS.MAX_BYTES, maxCount: 1 },
  ]),
);

export interface ReportPair {
  file: UploadedFile;
  label: string;
  contentType: string;
}

/** The pairs of the form, checked: a file without its label (or the reverse) is a 400 naming the missing field. */
export function readReportPairs(
  fields: Record<string, unknown>,
  files: readonly UploadedFile[],
): ReportPair[] {
  const pairs: ReportPair[] = [];
  for (let n = 1; n <= ADD_REPORTS_LIMITS.MAX_PAIRS; n++) {
    const names = addReportsPairFields(n);
    const file = files.find((f) => f.field === names.file);
    const raw = fields[names.label];
    const label = typeof raw === 'string' ? raw.trim() : '';
    if (!file && label === '') continue;
    if (!file) throw new FieldError(names.file, `the report for label "${label}" is missing`);
    if (label === '') throw new FieldError(names.label, `give ${file.fileName || 'the report'} a label`);
    if (label.length > ADD_REPORTS_LIMITS.MAX_LABEL_CHARS)
      throw new FieldError(names.label, `at most ${ADD_REPORTS_LIMITS.MAX_LABEL_CHARS} characters`);
    const ext = extname(file.fileName).toLowerCase() as keyof typeof CONTENT_TYPES;
    const contentType = CONTENT_TYPES[ext];
    if (!contentType)
      throw new FieldError(
        names.file,
        `${file.fileName || 'the file'}: allowed types are ${ADD_REPORTS_LIMITS.EXTENSIONS.join(' ')}`,
      );
    if (ext === '.pdf' && file.bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
      throw new FieldError(names.file, `${file.fileName} is not a PDF`);
    pairs.push({ file, label, contentType });
  }
  const stray = Object.keys(fields).find(
    (k) => /^label\d+$/.test(k) && Number(k.slice(5)) > ADD_REPORTS_LIMITS.MAX_PAIRS,
  );
  if (stray) throw new FieldError(stray, `at most ${ADD_REPORTS_LIMITS.MAX_PAIRS} reports at a time`);
  if (pairs.length === 0) throw new FieldError('file1', 'add at least one report with its label');
  return pairs;
}

export class ReportUploadsService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Stores the form's reports with the project: its owner or an Admin, on a running plan. */
  async add(
    actor: Actor,
    form: { fields: Record<string, unknown>; files: UploadedFile[] },
  ): Promise<ProjectFile[]> {
    const { projectId } = parseFields(addReportsFieldsSchema, form.fields);
    const { row: project } = await loadProjectAccess(this.db, actor, projectId);
    if (project.ownerId !== actor.id && actor.role !== 'Admin')
      throw new ForbiddenError("Only the project's owner or an Admin can upload reports to it");
    const me = await findUser(this.db, actor.companyId, actor.id);
    if (!me) throw new NotFoundError('User');
    assertSubscriptionActive(me.company, this.now());
    const pairs = readReportPairs(form.fields, form.files);

    const stored: ProjectFileRow[] = [];
    try {
      await this.db.transaction(async (tx) => {
        for (const p of pairs) {
          stored.push(
            await this.files.storeFile(
              {
                projectId: project.id,
                companyId: actor.companyId,
                uploadedBy: actor.id,
                kind: 'uploadedReport',
                label: p.label,
                fileName: cleanFileName(p.file.fileName, 'report'),
                contentType: p.contentType,
                bytes: p.file.bytes,
                revisionNumber: project.revisionNumber,
              },
              tx,
            ),
          );
        }
        await recordActivity(tx, actor, {
          action: 'report.upload',
          message: `Uploaded ${pairs.map((p) => `"${p.label}"`).join(', ')} to ${project.name}`,
          projectId: project.id,
          details: { fileIds: stored.map((r) => r.id) },
        });
      });
    } catch (err) {
      // The rows rolled back: their bytes go too.
      await this.files.discardFiles(stored);
      throw err;
    }
    return Promise.all(stored.map((r) => this.files.describe(actor.companyId, r.id)));
  }
}
