// Sales-mode imports: a workbook read into a preview (nothing changes), then confirmed (the
// design input and the kept file change together, in one transaction), listed, downloaded and
// deleted with the project's other files. Who may: edit permission to upload, confirm and
// delete (the same rule and edit lock as saving the project); view permission to list.
import type {
  ConfirmImportResponse,
  ImportIssue,
  ImportKind,
  ImportPreview,
  ProjectFile,
} from '@pilewise/contracts';
import {
  DESIGN_INPUT_KEY,
  IMPORT_KIND_LABELS,
  isJsonObject,
  keptFileRefsOf,
  parseDesignInput,
} from '@pilewise/contracts';
import { recordActivity } from '../activity/activity.service';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/client';
import { toProjectFile } from '../files/files.mapper';
import type { DocumentThreads } from '../documents/document-threads';
import type { FilesService } from '../files/files.service';
import { assertEditable, loadProjectAccess } from '../projects/project-access';
import { assertNotLockedByOther } from '../projects/project-lock.service';
import { replaceDesign } from '../projects/project-design';
import { AppError, ConflictError, NotFoundError } from '../shared/errors';
import { assertDesignAllowed, designPermissionsOf } from '../users/design-permissions';
import { fullName } from '../users/users.mapper';
import { defaultDesignInput } from '@pilewise/presentation';
import { applyImport } from './apply-import';
import { LastWorkbookReads, workbookFingerprint } from './last-workbook-reads';
import type { WorkbookRead } from './read-import-workbook';

type Json = Record<string, unknown>;

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

/** 400 listing every problem of a workbook; the message names the first. */
export class ImportInvalidError extends AppError {
  /** readsAs: the kind the workbook reads as, when it was sent as another. */
  constructor(issues: ImportIssue[], readsAs?: ImportKind) {
    const [first] = issues;
    const where = first
      ? [
          first.sheet && `sheet ${first.sheet}`,
          first.row && `row ${first.row}`,
          first.column && `column ${first.column}`,
        ]
          .filter(Boolean)
          .join(', ')
      : '';
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    super(
      400,
      'VALIDATION',
      first
        ? `${first.file}${where ? ` (${where})` : ''}: ${first.message}${more}`
        : 'the workbook could not be read',
      'file',
      readsAs ? { issues, readsAs } : { issues },
    );
  }
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The project file kind a workbook of this import kind is kept as. */
const fileKindOf = (kind: ImportKind) => (kind === 'geotech' ? 'geoTechFile' : 'toplFile');
/** The import kind of a kept file, from its kind and label. */
function importKindOf(file: { kind: string; label: string }): ImportKind | null {
  if (file.kind === 'geoTechFile') return 'geotech';
  if (file.kind !== 'toplFile') return null;
  const hit = (Object.entries(IMPORT_KIND_LABELS) as [ImportKind, string][]).find(
    ([, l]) => l === file.label,
  );
  return hit?.[0] ?? 'nxt';
}

/** The project payload's file fields (spec §3): the names of the last files and the kept ones. */
interface FileRef {
  _id: string;
  fileName: string;
  kind: ImportKind;
  /** What the import decided for the engineer to confirm (the preview's warnings), when any. */
  notes?: string[];
  /** The water table its effective unit weights were made total with (contracts waterTableSinceImport). */
  effectiveWeightsWaterTable_m?: number | null;
}

function withFile(design: Json, kind: ImportKind, ref: FileRef): Json {
  const next = { ...design };
  if (kind === 'geotech') next.geoTechFileName = ref.fileName;
  else next.TOPLFileName = ref.fileName;
  const list = kind === 'ndt' ? 'ndt_files' : 'Pile_files';
  next[list] = [...keptFileRefsOf(design[list]), ref];
  return next;
}

function withoutFile(design: Json, fileId: string): Json {
  const next = { ...design };
  for (const list of ['Pile_files', 'ndt_files'] as const) {
    const refs = keptFileRefsOf(design[list]);
    const gone = refs.find((r) => r._id === fileId);
    if (!gone) continue;
    next[list] = refs.filter((r) => r._id !== fileId);
    const field = gone.kind === 'geotech' ? 'geoTechFileName' : 'TOPLFileName';
    if (next[field] === gone.fileName) next[field] = '';
  }
  return next;
}

export class ImportsService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    /** Where uploaded workbooks are read: the documents thread, off the event loop. */
    private readonly workbooks: Pick<DocumentThreads, 'readImportWorkbook'>,
    /** The preview's read, for its confirm (last-workbook-reads.ts). */
    private readonly lastReads = new LastWorkbookReads(),
  ) {}

  /**
   * Reads the workbook on the documents thread (read-import-workbook.ts): its groups (SI), or a
   * 400 naming every cell it could not read. The same workbook as the user's last read (a confirm
   * after its preview) is not read again.
   */
  private async read(actor: Actor, kind: ImportKind, upload: Upload): Promise<WorkbookRead> {
    const fingerprint = await workbookFingerprint(kind, upload.fileName, upload.bytes);
    const kept = this.lastReads.find(actor.id, fingerprint);
    if (kept) return kept;
    const answer = await this.workbooks.readImportWorkbook(actor.id, kind, upload.bytes, upload.fileName);
    if (!answer.ok) throw new ImportInvalidError(answer.issues, answer.readsAs);
    this.lastReads.keep(actor.id, fingerprint, answer.read, answer.readSize_chars);
    return answer.read;
  }

  private previewOf(
    kind: ImportKind,
    upload: Upload,
    read: WorkbookRead,
    project: { name: string; unitSystem: 'imperial' | 'metric'; design: unknown },
  ): { preview: ImportPreview; input: Json } {
    // A project without a saved input takes the one its forms start from, as a save would; so
    // does one whose saved input is not an object (any JSON a client saved: nothing to keep).
    const saved = (project.design as Json | null)?.[DESIGN_INPUT_KEY];
    const current = isJsonObject(saved) ? saved : (defaultDesignInput(project) as Json);
    const applied = applyImport(current, read.groups);
    // What the engine will say of the groups read, once applied: told now, not at the run.
    const groups = Object.keys(read.groups).map((g) =>
      g === 'seismicPierLoadTable' ? 'seismic.tracker' : g,
    );
    const checked = parseDesignInput(applied.input);
    const engine = checked.ok
      ? []
      : checked.errors
          .filter((e) =>
            groups.some((g) => e.path === g || e.path.startsWith(`${g}.`) || e.path.startsWith(`${g}[`)),
          )
          .map((e) => `engine check: ${e.path}: ${e.message}`);
    return {
      preview: {
        kind,
        fileName: upload.fileName,
        groups: read.groups,
        summary: read.summary,
        warnings: [...read.warnings, ...applied.skipped.map((s) => `not applied: ${s}`), ...engine],
      },
      input: applied.input,
    };
  }

  /** convert-*-template: what the workbook gives; the project does not change. */
  async preview(
    actor: Actor,
    kind: ImportKind,
    projectId: string,
    upload: Upload,
    sectionType?: string,
  ): Promise<ImportPreview> {
    const access = await loadProjectAccess(this.db, actor, projectId);
    assertEditable(access, 'import files into this project');
    const read = await this.read(actor, kind, upload);
    const { preview, input } = this.previewOf(kind, upload, read, access.row);
    await this.assertMayDesign(actor, input, sectionType);
    return preview;
  }

  /**
   * The design mode the workbook brings (and the form's sectionType) must be among the user's
   * (spec §3 User designModes, sectionTypes), as for any save of the design input.
   */
  private async assertMayDesign(actor: Actor, input: Json, sectionType?: string): Promise<void> {
    const permissions = await designPermissionsOf(this.db, actor);
    assertDesignAllowed(permissions, input, 'designInput');
    if (!sectionType) return;
    try {
      assertDesignAllowed(permissions, { settings: { sectionFamily: sectionType } });
    } catch (err) {
      // The form's field, not a path of the design input.
      if (err instanceof AppError) throw new AppError(err.statusCode, err.code, err.message, 'sectionType');
      throw err;
    }
  }

  /**
   * Applies the workbook: the groups read replace the design input's, the file is kept with the
   * project and named in its payload, in one transaction; the stored bytes go again if it fails.
   */
  async confirm(
    actor: Actor,
    kind: ImportKind,
    projectId: string,
    upload: Upload,
    sectionType?: string,
  ): Promise<ConfirmImportResponse> {
    // Refused before the workbook is read (seconds for a large one), as a preview is; checked
    // again in the transaction, whose state is the one that counts.
    const before = await loadProjectAccess(this.db, actor, projectId);
    assertEditable(before, 'import files into this project');
    const read = await this.read(actor, kind, upload);
    await this.assertMayDesign(actor, this.previewOf(kind, upload, read, before.row).input, sectionType);
    let storageKey: string | null = null;
    try {
      return await this.db.transaction(async (tx) => {
        const access = await loadProjectAccess(tx, actor, projectId);
        assertEditable(access, 'import files into this project');
        await assertNotLockedByOther(tx, actor, access);
        const { row } = access;
        const { preview, input } = this.previewOf(kind, upload, read, row);
        const stored = await this.files.storeFile(
          {
            projectId: row.id,
            companyId: actor.companyId,
            uploadedBy: actor.id,
            kind: fileKindOf(kind),
            label: IMPORT_KIND_LABELS[kind],
            fileName: upload.fileName,
            contentType: XLSX_TYPE,
            bytes: upload.bytes,
            revisionNumber: row.revisionNumber,
          },
          tx,
        );
        storageKey = stored.storageKey;
        const design = withFile({ ...(row.design as Json), [DESIGN_INPUT_KEY]: input }, kind, {
          _id: stored.id,
          fileName: upload.fileName,
          kind,
          ...(preview.warnings.length > 0 ? { notes: preview.warnings } : {}),
          ...(read.effectiveWeightsWaterTable_m !== undefined
            ? { effectiveWeightsWaterTable_m: read.effectiveWeightsWaterTable_m }
            : {}),
        });
        const saved = await replaceDesign(tx, actor, row, design);
        if (!saved) throw new ConflictError('The project changed meanwhile, reload it and try again');
        // What the import decided for the engineer to confirm (effective unit weights made total,
        // the table basis read from headers) stays on record after the preview is closed.
        const notes = preview.warnings.length > 0 ? `: ${preview.warnings.join('; ')}` : '';
        await recordActivity(tx, actor, {
          action: 'project.import',
          message: `Imported ${IMPORT_KIND_LABELS[kind]} from ${upload.fileName} into ${saved.name}${notes}`,
          projectId: row.id,
          details: { kind, fileId: stored.id, warnings: preview.warnings },
        });
        return { preview, file: toProjectFile({ ...stored, uploadedByName: fullName(actor) }), design };
      });
    } catch (err) {
      if (storageKey) await this.files.discardBytes(storageKey);
      throw err;
    }
  }

  /** getPileFile (geotechnical, NXT and ATT workbooks) and getndtfile (NDT): anyone who may view the project. */
  async listFiles(actor: Actor, projectId: string, which: 'pile' | 'ndt'): Promise<ProjectFile[]> {
    const files = await this.files.listFiles(actor, projectId, ['geoTechFile', 'toplFile']);
    return files.filter((f) => (importKindOf(f) === 'ndt') === (which === 'ndt'));
  }

  /**
   * Delete-File: one sales-mode file of the project. The payload forgets it (one transaction,
   * with the activity entry), then the file goes; should that fail, the file stays listed and
   * can be deleted again.
   */
  async deleteFile(actor: Actor, projectId: string, fileId: string): Promise<{ design: Json }> {
    const file = await this.files.describe(actor.companyId, fileId).catch(() => null);
    if (!file || file.projectId !== projectId || !importKindOf(file)) throw new NotFoundError('File');
    const design = await this.db.transaction(async (tx) => {
      const access = await loadProjectAccess(tx, actor, projectId);
      assertEditable(access, 'delete files of this project');
      await assertNotLockedByOther(tx, actor, access);
      const { row } = access;
      const design = withoutFile(row.design as Json, fileId);
      const saved = await replaceDesign(tx, actor, row, design);
      if (!saved) throw new ConflictError('The project changed meanwhile, reload it and try again');
      await recordActivity(tx, actor, {
        action: 'project.file.delete',
        message: `Deleted ${file.fileName} from ${row.name}`,
        projectId,
      });
      return design;
    });
    await this.files.deleteFile(actor.companyId, fileId);
    return { design };
  }
}
