// Files kept with a project: generated reports, uploaded reports with their labels, the stamped
// report, review attachments and the source files of sales mode. One table, one storage.
import { z } from 'zod';

export const PROJECT_FILE_KINDS = [
  /** A PDF report PileWise generated from a finished run. */
  'generatedReport',
  /** A report a user uploaded with a label (add-reports). */
  'uploadedReport',
  /** The stamped report a Super Reviewer uploaded (approve stamping). */
  'stampedReport',
  /** A file attached to a review decision or a comment. */
  'attachment',
  /** The geotechnical report and the pile-head-load (TOPL) file of sales mode. */
  'geoTechFile',
  'toplFile',
] as const;
export type ProjectFileKind = (typeof PROJECT_FILE_KINDS)[number];
export const projectFileKindSchema = z.enum(PROJECT_FILE_KINDS);

export const NOTIFICATION_KINDS = ['statusChange', 'comment', 'reviewRequest', 'report', 'account'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/** A file kept with a project, as the API shows it (never its storage key). */
export const projectFileSchema = z
  .object({
    _id: z.uuid(),
    projectId: z.uuid(),
    kind: projectFileKindSchema,
    label: z.string().describe("The report's title, or the label a user gave an upload"),
    fileName: z.string().describe('The name it downloads under'),
    contentType: z.string(),
    sizeBytes: z.number().int().min(0),
    runId: z.uuid().nullable().describe('The run a generated report shows'),
    reviewId: z.uuid().nullable().describe('The review decision it was attached to'),
    revisionNumber: z.number().int().min(0).describe("The project's revision when the file was made"),
    current: z
      .boolean()
      .describe(
        "A generated report: whether it is of the project's latest run of its current input (false: of an older run or revision). Other files: true",
      ),
    uploadedBy: z.uuid().nullable(),
    uploadedByName: z.string().describe('Who generated or uploaded it; empty when that user is gone'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ProjectFile' });
export type ProjectFile = z.infer<typeof projectFileSchema>;

export const projectFileResponseSchema = z
  .object({ file: projectFileSchema })
  .meta({ id: 'ProjectFileResponse' });
export type ProjectFileResponse = z.infer<typeof projectFileResponseSchema>;

export const projectFileListResponseSchema = z
  .object({ files: z.array(projectFileSchema).describe('Newest first') })
  .meta({ id: 'ProjectFileList' });
export type ProjectFileListResponse = z.infer<typeof projectFileListResponseSchema>;

/** GET /api/projects/files/:projectId */
export const projectFilesParamsSchema = z.object({
  projectId: z.uuid('projectId: must be a project id (UUID)'),
});
/** GET /api/files/download/:fileId */
export const fileIdParamsSchema = z.object({ fileId: z.uuid('fileId: must be a file id (UUID)') });
